import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogKey, type VersionCatalog } from './catalog.js';
import { type ConventionPlugins, type Lookup, lastString, moduleTexts } from './conventions.js';
import { blockAt, blocksNamed, rawSetting, STRING, stringValues, stripComments } from './gradle-text.js';

/** What droidheal needs of one Android module, read from its script and the convention plugins it applies. */
export interface AndroidModule {
  /** Gradle path, e.g. `:core:data` */
  path: string;
  /** directory relative to the root, e.g. `core/data` */
  dir: string;
  buildFile: string;
  kind: 'application' | 'library';
  applicationId?: string;
  namespace?: string;
  runner?: string;
  runnerArgs: Record<string, string>;
  minSdk?: number;
  targetSdk?: number;
  /** product flavors by dimension, in priority order; empty without flavors */
  flavors: { dimension: string; names: string[] }[];
  buildTypes: string[];
  /** the build type instrumented tests are built for (`testBuildType`, default debug) */
  testBuildType: string;
  /** it has instrumented-test sources (`src/androidTest*`) */
  instrumentedTests: boolean;
  /** the convention plugins of the project it applies */
  conventions: string[];
  /** the APK file names' base (`base.archivesName`, default the directory name) */
  archivesName: string;
  /** plugin ids it applies, conventions resolved */
  plugins: string[];
}

const KINDS = { 'com.android.application': 'application', 'com.android.library': 'library' } as const;

/** Read one module; undefined when it has no build script or applies neither Android plugin. */
/** What every module's build sees besides its own script. */
export interface BuildContext {
  root: string;
  conventions: ConventionPlugins;
  catalog: VersionCatalog;
  /** the root script's `subprojects { … }` and `allprojects { … }` blocks: they configure every module first */
  preamble: string;
  properties: ReadonlyMap<string, string>;
}

export async function readAndroidModule(
  module: { path: string; dir: string },
  ctx: BuildContext,
): Promise<AndroidModule | undefined> {
  const { root, conventions, catalog } = ctx;
  const lookupStrings: Lookup = { sources: conventions.sources, properties: ctx.properties };
  const dir = path.join(root, module.dir);
  const buildFile = ['build.gradle.kts', 'build.gradle'].map((n) => path.join(dir, n)).find((f) => existsSync(f));
  if (!buildFile) return undefined;
  const script = `${ctx.preamble}\n${await withScriptPlugins(buildFile, root)}`;
  const { ids, texts } = moduleTexts(script, conventions, catalog);
  // the first Android plugin applied decides: a test or dynamic-feature module is neither kind
  const android = ids.find((id) =>
    /^com\.android\.(application|library|test|dynamic-feature|kotlin\.multiplatform\.library)$/.test(id),
  );
  const kind = KINDS[android as keyof typeof KINDS];
  if (!kind) return undefined;
  const lookup = (raw: string | undefined) => resolveNumber(raw, texts, conventions.sources, catalog);
  const all = texts.join('\n');
  // defaultConfig's own settings: a flavor or build type nested in it sets its own id
  const defaults = texts.map((t) =>
    withoutBlocks(blocksNamed(t, 'defaultConfig').join('\n') || t, ['productFlavors', 'buildTypes']),
  );
  const namespace = lastString(texts, 'namespace', lookupStrings);
  // AGP's rule: without an applicationId the namespace is the application id
  const applicationId =
    kind === 'application' ? (lastString(defaults, 'applicationId', lookupStrings) ?? namespace) : undefined;
  const runner = lastString(texts, 'testInstrumentationRunner', lookupStrings);
  const minSdk = lookup(lastRaw(texts, ['minSdk', 'minSdkVersion']));
  const targetSdk = lookup(lastRaw(texts, ['targetSdk', 'targetSdkVersion']));
  return {
    path: module.path,
    dir: module.dir,
    buildFile: path.relative(root, buildFile).split(path.sep).join('/'),
    kind,
    ...(applicationId ? { applicationId } : {}),
    ...(namespace ? { namespace } : {}),
    ...(runner ? { runner } : {}),
    runnerArgs: Object.assign({}, ...texts.map(runnerArguments)),
    ...(minSdk !== undefined ? { minSdk } : {}),
    ...(targetSdk !== undefined ? { targetSdk } : {}),
    flavors: productFlavors(all, conventions.sources),
    buildTypes: buildTypes(all),
    testBuildType: lastString(texts, 'testBuildType', lookupStrings) ?? 'debug',
    instrumentedTests: hasInstrumentedTests(dir),
    conventions: ids.filter((id) => conventions.byId.has(id)),
    archivesName: archivesName(all) ?? path.posix.basename(module.dir),
    plugins: ids,
  };
}

/**
 * A build script with the script plugins it applies (`apply from: "../common.gradle"`,
 * `apply(from = "…")`) in their place, each once: AGP reads their settings as the module's own.
 */
async function withScriptPlugins(file: string, root: string, seen = new Set<string>()): Promise<string> {
  seen.add(file);
  const text = stripComments(await readFile(file, 'utf8'));
  const re = new RegExp(String.raw`apply\s*\(?\s*from\s*[:=]\s*(?:rootProject\.file\s*\(\s*)?${STRING}`, 'g');
  let out = text;
  for (const m of text.matchAll(re)) {
    const ref = (m[1] ?? m[2])!.replace(/^\$\{?(rootDir|rootProject\.projectDir)\}?\//, '/');
    const target =
      ref.startsWith('/') || m[0].includes('rootProject')
        ? path.join(root, ref)
        : path.resolve(path.dirname(file), ref);
    if (seen.has(target) || !existsSync(target)) continue;
    out = out.replace(m[0], `\n${await withScriptPlugins(target, root, seen)}\n`);
  }
  return out;
}

/** `text` with the named blocks (`productFlavors { … }`) blanked out. */
function withoutBlocks(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names) for (const body of blocksNamed(out, name)) out = out.replace(body, '');
  return out;
}

function lastRaw(texts: readonly string[], keys: readonly string[]): string | undefined {
  let value: string | undefined;
  for (const t of texts) value = rawSetting(t, keys) ?? value;
  return value;
}

/**
 * A number written as a literal, a catalog version (`libs.versions.minSdk.get().toInt()`,
 * `libs.findVersion("minSdk")`) or a constant (`Versions.MIN_SDK`, `const val MIN_SDK = 24`).
 */
function resolveNumber(
  raw: string | undefined,
  texts: readonly string[],
  sources: string,
  catalog: VersionCatalog,
): number | undefined {
  if (raw === undefined) return undefined;
  const literal = /^(\d+)\b/.exec(raw);
  if (literal) return Number(literal[1]);
  const version =
    /libs\.versions\.([\w.]+?)(?:\.get\(\)|\.asProvider\(\)|\s|$)/.exec(raw)?.[1] ??
    /findVersion\(\s*"([^"]+)"/.exec(raw)?.[1];
  if (version) {
    const v = catalog.versions.get(catalogKey(version));
    return v && /^\d+$/.test(v) ? Number(v) : undefined;
  }
  const constant = /^(?:[\w]+\.)*(\w+)\s*$/.exec(raw)?.[1];
  if (!constant) return undefined;
  const decl = new RegExp(String.raw`(?:const\s+)?val\s+${constant}\s*(?::\s*Int)?\s*=\s*(\d+)`);
  const m = decl.exec([...texts, sources].join('\n'));
  return m ? Number(m[1]) : undefined;
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

const NOT_A_NAME = new Set([
  'all',
  'configureEach',
  'forEach',
  'apply',
  'also',
  'with',
  'if',
  'else',
  'when',
  'named',
  'run',
]);

/** Names of the blocks a container declares: `create("x")`, `register("x")`, Groovy's `x { … }`, `getByName("x")`. */
function declaredNames(block: string): string[] {
  const names = [
    ...block.matchAll(new RegExp(String.raw`(?:create|register|maybeCreate|getByName|named)\s*\(\s*${STRING}`, 'g')),
  ].map((m) => (m[1] ?? m[2])!);
  let depth = 0;
  for (let i = 0; i < block.length; i++) {
    const c = block[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && /[A-Za-z_]/.test(c!) && (i === 0 || /[\s;]/.test(block[i - 1]!))) {
      const m = /^(\w+)\s*\{/.exec(block.slice(i));
      if (m && !NOT_A_NAME.has(m[1]!)) names.push(m[1]!);
      if (m) i += m[1]!.length - 1;
    }
  }
  return [...new Set(names)];
}

/** Product flavors by dimension, also those a convention creates from an enum (`NiaFlavor.entries.forEach { register(it.name) }`). */
function productFlavors(text: string, sources: string): { dimension: string; names: string[] }[] {
  const flavors: { name: string; dimension: string }[] = [];
  for (const block of blocksNamed(text, 'productFlavors')) {
    // a flavor marked `isDefault` is the one Android Studio selects: it goes first in its dimension
    const names = declaredNames(block).sort((a, b) => Number(isDefault(block, b)) - Number(isDefault(block, a)));
    for (const name of names) flavors.push({ name, dimension: flavorDimension(block, name) });
    for (const m of block.matchAll(/(\w+)\.(?:entries|values\(\))\s*\.forEach/g))
      for (const name of enumEntries(`${text}\n${sources}`, m[1]!)) flavors.push({ name, dimension: '' });
  }
  const order = flavorDimensionOrder(text, sources);
  // a flavor whose dimension is not written belongs to the first (with one dimension, AGP's default)
  const dims = [...new Set([...order, ...flavors.map((f) => f.dimension).filter((d) => d !== ''), ''])];
  const dimensionOf = (f: { dimension: string }) => (f.dimension === '' ? dims[0]! : f.dimension);
  return dims
    .map((dimension) => ({
      dimension,
      names: [...new Set(flavors.filter((f) => dimensionOf(f) === dimension).map((f) => f.name))],
    }))
    .filter((d) => d.names.length > 0);
}

/** The body of the flavor block declaring `name` (`create("name") {`, Groovy's `name {`). */
function flavorBlock(block: string, name: string): string {
  const at = new RegExp(String.raw`(?:\(\s*["']${name}["']\s*\)|(?<![\w.])${name})\s*\{`).exec(block);
  return at ? (blockAt(block, at.index + at[0].length - 1)?.body ?? '') : '';
}

function isDefault(block: string, name: string): boolean {
  return /(?<![\w.])(?:isDefault\s*=?\s*true|setDefault\s*\(\s*true\s*\)|isDefault\.set\s*\(\s*true)/.test(
    flavorBlock(block, name),
  );
}

function flavorDimension(block: string, name: string): string {
  const body = flavorBlock(block, name);
  const m = new RegExp(String.raw`(?<![\w.])dimension\s*(?:=\s*|\(\s*|\s+)${STRING}`).exec(body);
  return m ? (m[1] ?? m[2])! : '';
}

/**
 * `flavorDimensions += "a"`, `flavorDimensions("a", "b")`, `flavorDimensions.add("a")`, `flavorDimensions 'a', 'b'`,
 * and dimensions added from an enum (`FlavorDimension.entries.forEach { flavorDimensions += it.name }`).
 */
function flavorDimensionOrder(text: string, sources: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/flavorDimensions\b[^\n]*/g)) {
    const values = stringValues(m[0]);
    const loop = /(\w+)\.(?:entries|values\(\))\s*\.forEach\s*\{[^{}]*$/.exec(
      text.slice(Math.max(0, m.index! - 200), m.index!),
    );
    out.push(...(values.length === 0 && loop ? enumEntries(`${text}\n${sources}`, loop[1]!) : values));
  }
  return [...new Set(out)];
}

/** The entries of `enum class Name … { a(…), b, ; … }`. */
function enumEntries(text: string, name: string): string[] {
  const m = new RegExp(String.raw`enum\s+class\s+${name}\b`).exec(text);
  if (!m) return [];
  const body = blockAt(text, m.index + m[0].length)?.body ?? '';
  const names: string[] = [];
  let depth = 0;
  let expectName = true;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') depth--;
    else if (depth === 0 && c === ';') break;
    else if (depth === 0 && c === ',') expectName = true;
    else if (depth === 0 && expectName && /[A-Za-z_]/.test(c)) {
      const id = /^\w+/.exec(body.slice(i))![0];
      if (!id.startsWith('@')) names.push(id);
      i += id.length - 1;
      expectName = false;
    }
  }
  return names;
}

function buildTypes(text: string): string[] {
  const names = new Set(['debug', 'release']);
  for (const block of blocksNamed(text, 'buildTypes')) for (const n of declaredNames(block)) names.add(n);
  return [...names];
}

function archivesName(text: string): string | undefined {
  const re = new RegExp(
    String.raw`(?:archivesName\s*(?:\.set\s*\(\s*|=\s*)|archivesBaseName\s*=?\s*|setProperty\s*\(\s*["']archivesBaseName["']\s*,\s*)${STRING}`,
    'g',
  );
  let name: string | undefined;
  for (const m of text.matchAll(re)) name = m[1] ?? m[2];
  // a name computed at configuration time ("app-$version") is not known statically
  return name && !name.includes('$') ? name : undefined;
}

export function hasInstrumentedTests(dir: string): boolean {
  try {
    return readdirSync(path.join(dir, 'src'), { withFileTypes: true }).some(
      (e) => e.isDirectory() && /^androidTest/.test(e.name),
    );
  } catch {
    return false;
  }
}
