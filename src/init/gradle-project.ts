import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, UsageError } from '../errors.js';
import { type AndroidModule, readAndroidModule } from './android-module.js';
import { applyGradleModel, withVariantFacts } from './apply-model.js';
import { readCatalog } from './catalog.js';
import { appliedPlugins, readConventions } from './conventions.js';
import type { GradleModel, GradleVariantRow } from './gradle-model.js';
import { blocksNamed, STRING, stripComments } from './gradle-text.js';
import { readSettings } from './settings.js';
import { chooseVariant, testVariants, type Variant, type VariantOutputs, variantOutputs } from './variants.js';

/**
 * What `droidheal init` needs from an Android Gradle project, read from its settings, build scripts,
 * version catalog and convention-plugin sources as text (docs/decisions.md, "init reads Gradle
 * statically"): the application module and the library modules with instrumented tests, each on one
 * variant, with the APKs and Gradle tasks AGP gives that variant.
 */
export interface GradleProject {
  root: string;
  dsl: 'kotlin' | 'groovy';
  /** the application module droidheal tests, on its chosen variant; absent in a project of libraries */
  app?: ModuleTarget;
  /** library modules with instrumented tests: each is a check of its own, against its own test APK */
  libraries: ModuleTarget[];
  /** the other application modules (`--module` picks one of them instead) */
  otherApps: string[];
  /** the formatters and linters the project applies: each becomes a host check */
  tools: { lint: boolean; ktlint: boolean; spotless: boolean; detekt: boolean };
  /** how the build was read, for the user: which convention builds, which modules were found by scanning */
  readFrom: { conventionBuilds: string[]; scannedModules: boolean; gradle: GradleModel | undefined };
  /** what init chose for the user, to be said (a default variant, a module among several) */
  choices: string[];
}

export interface ModuleTarget extends VariantOutputs {
  module: AndroidModule;
  variant: Variant;
}

export interface ReadOptions {
  /** the application module to test (`--module :app`) */
  module?: string;
  /** the app's variant (`--variant demoDebug`) */
  variant?: string;
  /** what the project's Gradle answered (`askGradle`): its variants and values win over the text reading */
  gradle?: GradleModel;
}

const TOOL_PLUGINS = {
  ktlint: /^org\.jlleitschuh\.gradle\.ktlint$|^com\.diffplug\.spotless\.ktlint$/,
  spotless: /^com\.diffplug\.spotless$/,
  detekt: /^io\.gitlab\.arturbosch\.detekt$/,
} as const;

/** Read the project at `root`; a directory that is not an Android Gradle project is a one-line ConfigError. */
export async function readGradleProject(root: string, opts: ReadOptions = {}): Promise<GradleProject> {
  const settings = await readSettings(root);
  const catalog = await readCatalog(root);
  const conventions = await readConventions(root, settings.pluginBuilds, catalog);
  const rootScript = ['build.gradle.kts', 'build.gradle'].map((n) => path.join(root, n)).find((f) => existsSync(f));
  const rootText = rootScript ? stripComments(await readFile(rootScript, 'utf8')) : '';
  const ctx = {
    root,
    conventions,
    catalog,
    preamble: ['subprojects', 'allprojects'].flatMap((b) => blocksNamed(rootText, b)).join('\n'),
    properties: await gradleProperties(root),
  };
  const read: AndroidModule[] = [];
  for (const m of settings.modules) {
    const module = await readAndroidModule(m, ctx);
    if (module) read.push(module);
  }
  const rows = opts.gradle?.answered ? opts.gradle.rows : undefined;
  const modules = rows ? applyGradleModel(root, read, rows) : read;
  const choices: string[] = [];
  const app = pickApp(modules, opts.module, choices);
  const appTarget = app
    ? target(app, chooseVariant(app, opts.variant), { choices, defaulted: opts.variant === undefined, rows })
    : undefined;
  const libraries = modules
    .filter((m) => m.kind === 'library' && m.instrumentedTests)
    .map((m) => target(m, libraryVariant(m, appTarget?.variant), { choices: [], defaulted: false, rows }));
  if (!appTarget && libraries.length === 0)
    throw new ConfigError(
      `no module of ${path.relative(process.cwd(), settings.file) || settings.file} applies com.android.application, ` +
        'and no library module has instrumented tests',
      { remedy: 'run init in the root of the Android project (where settings.gradle(.kts) includes the app module)' },
    );
  const rootPlugins = appliedPlugins(rootText, catalog);
  const plugins = [...rootPlugins, ...modules.flatMap((m) => m.plugins)];
  return {
    root,
    dsl: settings.dsl,
    ...(appTarget ? { app: appTarget } : {}),
    libraries,
    otherApps: modules.filter((m) => m.kind === 'application' && m !== app).map((m) => m.path),
    tools: {
      lint: true, // every Android module has the lint tasks
      ktlint: plugins.some((p) => TOOL_PLUGINS.ktlint.test(p)),
      spotless: plugins.some((p) => TOOL_PLUGINS.spotless.test(p)),
      detekt: plugins.some((p) => TOOL_PLUGINS.detekt.test(p)),
    },
    readFrom: { conventionBuilds: conventions.builds, scannedModules: settings.scanned, gradle: opts.gradle },
    choices,
  };
}

/**
 * Gradle properties a build script may read (`project.property("applicationId")`): gradle.properties,
 * and the values the root's scripts set (`extra["x"] = "v"`, `set("x", "v")`, `ext.x = 'v'`).
 */
async function gradleProperties(root: string): Promise<Map<string, string>> {
  const props = new Map<string, string>();
  const file = path.join(root, 'gradle.properties');
  if (existsSync(file))
    for (const line of (await readFile(file, 'utf8')).split('\n')) {
      const m = /^\s*([\w.-]+)\s*[=:]\s*(.*?)\s*$/.exec(line);
      if (m && !line.trimStart().startsWith('#')) props.set(m[1]!, m[2]!);
    }
  const scripts = (await readdir(root)).filter((n) => /\.gradle(\.kts)?$/.test(n) && !n.startsWith('settings.'));
  const shapes = [
    new RegExp(String.raw`extra\s*\[\s*${STRING}\s*\]\s*=\s*${STRING}`, 'g'),
    new RegExp(String.raw`(?<![\w.])set\s*\(\s*${STRING}\s*,\s*${STRING}`, 'g'),
    new RegExp(String.raw`ext\.(\w+)()\s*=\s*${STRING}`, 'g'),
  ];
  for (const name of scripts) {
    const text = stripComments(await readFile(path.join(root, name), 'utf8'));
    for (const re of shapes) for (const m of text.matchAll(re)) props.set((m[1] ?? m[2])!, (m[3] ?? m[4])!);
  }
  return props;
}

/**
 * The application module: the one asked for, else `:app`, else the first with instrumented tests,
 * else the first; when there were several, the choice is said.
 */
function pickApp(
  modules: readonly AndroidModule[],
  asked: string | undefined,
  choices: string[],
): AndroidModule | undefined {
  const apps = modules.filter((m) => m.kind === 'application');
  if (asked !== undefined) {
    const wanted = asked.startsWith(':') ? asked : `:${asked.replace(/\//g, ':')}`;
    const found = apps.find((m) => m.path === wanted);
    if (found) return found;
    throw new UsageError(
      `${wanted} is not an application module of this project`,
      apps.length > 0
        ? `pass one of: ${apps.map((m) => `--module ${m.path}`).join(', ')}`
        : 'this project has no application module',
    );
  }
  const app =
    apps.find((m) => m.path === ':app') ??
    apps.find((m) => m.instrumentedTests) ??
    (apps.length > 0 ? apps[0] : undefined);
  if (app && apps.length > 1)
    choices.push(
      `application module ${app.path} of ${apps.length} (${apps.map((m) => m.path).join(', ')}; \`--module\` picks another)`,
    );
  return app;
}

interface TargetOptions {
  /** what init chose is said here */
  choices: string[];
  /** the variant was not asked for */
  defaulted: boolean;
  rows: readonly GradleVariantRow[] | undefined;
}

function target(module: AndroidModule, variant: Variant, opts: TargetOptions): ModuleTarget {
  const all = testVariants(module);
  if (opts.defaulted && all.length > 1)
    opts.choices.push(`variant ${variant.name} of ${all.map((v) => v.name).join(', ')} (\`--variant\` picks another)`);
  const decided = withVariantFacts(module, variant, opts.rows);
  return { module: decided, variant, ...variantOutputs(decided, variant) };
}

/** A library's variant: the app's flavors when the library has them too, else its own first. */
function libraryVariant(m: AndroidModule, appVariant: Variant | undefined): Variant {
  const variants = testVariants(m);
  return variants.find((v) => appVariant && v.flavors.join() === appVariant.flavors.join()) ?? variants[0]!;
}
