import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { ConfigError } from '../errors.js';

/**
 * What `droidheal init` needs from an Android Gradle project, read from its build scripts as text:
 * both DSLs (build.gradle.kts and build.gradle) write these settings as `key = "value"` or
 * `key "value"`, so a comment- and string-aware scan reads them without a Gradle run (which needs
 * the SDK, the network and minutes). Settings computed at configuration time (a runner set by a
 * convention plugin) are reported as not found, never guessed.
 */
export interface GradleProject {
  root: string;
  dsl: 'kotlin' | 'groovy';
  /** the application module, e.g. `app` (Gradle path `:app`) */
  module: string;
  buildFile: string;
  applicationId?: string;
  namespace?: string;
  runner?: string;
  runnerArgs: Record<string, string>;
  /** the formatters and linters the project applies: each becomes a host check */
  tools: { lint: boolean; ktlint: boolean; spotless: boolean; detekt: boolean };
  /** where AGP writes the debug APKs, relative to the root */
  appApk: string;
  testApk: string;
}

const APPLICATION_PLUGIN = 'com.android.application';
const TOOL_PLUGINS = {
  ktlint: /^org\.jlleitschuh\.gradle\.ktlint$|^com\.diffplug\.spotless\.ktlint$/,
  spotless: /^com\.diffplug\.spotless$/,
  detekt: /^io\.gitlab\.arturbosch\.detekt$/,
} as const;

/** Read the project at `root`; a directory that is not a Gradle Android project is a one-line ConfigError. */
export async function readGradleProject(root: string): Promise<GradleProject> {
  const settings = firstExisting(root, ['settings.gradle.kts', 'settings.gradle']);
  if (!settings)
    throw new ConfigError(`no settings.gradle(.kts) in ${root}: not the root of a Gradle project`, {
      remedy: 'run `droidheal init` in the project root, or pass --project DIR',
    });
  const dsl = settings.endsWith('.kts') ? 'kotlin' : 'groovy';
  const aliases = await pluginAliases(root);
  const modules = includedModules(stripComments(await readFile(settings, 'utf8')));
  const candidates = modules.length > 0 ? modules : ['app'];
  for (const module of candidates) {
    const dir = path.join(root, ...module.split(':').filter(Boolean));
    const buildFile = firstExisting(dir, ['build.gradle.kts', 'build.gradle']);
    if (!buildFile) continue;
    const text = stripComments(await readFile(buildFile, 'utf8'));
    const plugins = appliedPlugins(text, aliases);
    if (!plugins.includes(APPLICATION_PLUGIN)) continue;
    const name = module.split(':').filter(Boolean).join('/');
    const base = path.basename(dir);
    const applicationId = setting(text, 'applicationId');
    const namespace = setting(text, 'namespace');
    const runner = setting(text, 'testInstrumentationRunner');
    const rootText = await readOptional(firstExisting(root, ['build.gradle.kts', 'build.gradle']));
    const allPlugins = [...plugins, ...appliedPlugins(stripComments(rootText), aliases)];
    return {
      root,
      dsl,
      module: name,
      buildFile: path.relative(root, buildFile),
      ...(applicationId ? { applicationId } : {}),
      ...(namespace ? { namespace } : {}),
      ...(runner ? { runner } : {}),
      runnerArgs: runnerArguments(text),
      tools: {
        lint: true, // every Android application module has the lint tasks
        ktlint: allPlugins.some((p) => TOOL_PLUGINS.ktlint.test(p)),
        spotless: allPlugins.some((p) => TOOL_PLUGINS.spotless.test(p)),
        detekt: allPlugins.some((p) => TOOL_PLUGINS.detekt.test(p)),
      },
      appApk: path.posix.join(name, 'build/outputs/apk/debug', `${base}-debug.apk`),
      testApk: path.posix.join(name, 'build/outputs/apk/androidTest/debug', `${base}-debug-androidTest.apk`),
    };
  }
  throw new ConfigError(
    `no module of ${path.relative(process.cwd(), settings) || settings} applies ${APPLICATION_PLUGIN}`,
    { remedy: 'droidheal runs the instrumented tests of an application module; run init in its project root' },
  );
}

function firstExisting(dir: string, names: string[]): string | undefined {
  return names.map((n) => path.join(dir, n)).find((f) => existsSync(f));
}

async function readOptional(file: string | undefined): Promise<string> {
  return file ? readFile(file, 'utf8').catch(() => '') : '';
}

/** Blank out comments (keeping strings and line numbers), so a commented-out setting is not read. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      let j = i + close.length;
      while (j < text.length && !text.startsWith(close, j)) j += text[j] === '\\' && !triple ? 2 : 1;
      out += text.slice(i, j + close.length);
      i = j + close.length;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const STRING = String.raw`(?:"([^"\\]*(?:\\.[^"\\]*)*)"|'([^'\\]*(?:\\.[^'\\]*)*)')`;

/** `key = "v"` (Kotlin DSL), `key "v"` or `key 'v'` (Groovy). The last assignment wins, as in Gradle. */
function setting(text: string, key: string): string | undefined {
  const re = new RegExp(String.raw`(?<![\w.])${key}\s*(?:=\s*|\(\s*|\s+)${STRING}`, 'g');
  let value: string | undefined;
  for (const m of text.matchAll(re)) value = m[1] ?? m[2];
  return value;
}

/** testInstrumentationRunnerArguments in every shape the two DSLs allow. */
function runnerArguments(text: string): Record<string, string> {
  const args: Record<string, string> = {};
  const shapes = [
    // testInstrumentationRunnerArguments["k"] = "v"
    new RegExp(String.raw`testInstrumentationRunnerArguments\s*\[\s*${STRING}\s*\]\s*=\s*${STRING}`, 'g'),
    // testInstrumentationRunnerArguments.put("k", "v") / testInstrumentationRunnerArgument("k", "v") / Groovy without parens
    new RegExp(String.raw`testInstrumentationRunnerArguments?(?:\.put)?\s*\(?\s*${STRING}\s*,\s*${STRING}`, 'g'),
  ];
  for (const re of shapes) for (const m of text.matchAll(re)) args[(m[1] ?? m[2])!] = (m[3] ?? m[4])!;
  // Groovy map literal: testInstrumentationRunnerArguments clearPackageData: 'true', foo: "bar"
  for (const m of text.matchAll(
    /testInstrumentationRunnerArguments(?:\s*\+?=)?\s*\[?((?:\s*\w+\s*:\s*(?:"[^"]*"|'[^']*')\s*,?)+)/g,
  ))
    for (const kv of m[1]!.matchAll(/(\w+)\s*:\s*(?:"([^"]*)"|'([^']*)')/g)) args[kv[1]!] = (kv[2] ?? kv[3])!;
  return args;
}

/** Modules from `include(":app", ":feature:x")` / `include ':app'`. */
function includedModules(settings: string): string[] {
  const modules: string[] = [];
  for (const m of settings.matchAll(/(?<![\w.])include\s*\(?([^)\n]*)/g))
    for (const s of m[1]!.matchAll(new RegExp(STRING, 'g'))) modules.push((s[1] ?? s[2])!);
  return modules;
}

/** Plugin ids applied by `id("x")`, `id 'x'`, `alias(libs.plugins.x.y)` (through the version catalog) or `apply plugin: 'x'`. */
function appliedPlugins(text: string, aliases: ReadonlyMap<string, string>): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])id\s*\(?\s*${STRING}`, 'g'))) ids.push((m[1] ?? m[2])!);
  for (const m of text.matchAll(new RegExp(String.raw`apply\s+plugin\s*:\s*${STRING}`, 'g'))) ids.push((m[1] ?? m[2])!);
  for (const m of text.matchAll(/alias\s*\(\s*libs\.plugins\.([\w.]+)\s*\)/g)) {
    const id = aliases.get(m[1]!.toLowerCase());
    if (id) ids.push(id);
  }
  return ids;
}

/** Version-catalog plugin aliases: `android-application` is reached as `libs.plugins.android.application`. */
async function pluginAliases(root: string): Promise<Map<string, string>> {
  const file = path.join(root, 'gradle', 'libs.versions.toml');
  const aliases = new Map<string, string>();
  if (!existsSync(file)) return aliases;
  let catalog: Record<string, unknown>;
  try {
    catalog = parseToml(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new ConfigError(`not valid TOML (${(err as Error).message.split('\n', 1)[0]})`, {
      file,
      remedy: 'fix the version catalog; Gradle would refuse it too',
    });
  }
  const plugins = (catalog.plugins ?? {}) as Record<string, unknown>;
  for (const [name, spec] of Object.entries(plugins)) {
    const id = typeof spec === 'string' ? spec.split(':')[0] : (spec as { id?: unknown })?.id;
    if (typeof id === 'string') aliases.set(name.replace(/[-_]/g, '.').toLowerCase(), id);
  }
  return aliases;
}
