import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogKey, type VersionCatalog } from './catalog.js';
import { blockAt, callArguments, STRING, stringSetting, stripComments } from './gradle-text.js';

/**
 * Convention plugins read from their sources (build-logic, buildSrc, any included build): what
 * applying one runs is the body of its class and of every function that body calls, transitively —
 * `configureKotlinAndroid(this)` sets `minSdk` in another file. Read statically, so a plugin that
 * computes a value at configuration time gives no value, never a guessed one.
 */
export interface ConventionPlugins {
  /** plugin id (or `class:Name` for `apply<Name>()`) → the text applying it runs */
  byId: ReadonlyMap<string, string>;
  /** every source of the plugin builds, for enum and constant lookups */
  sources: string;
  /** plugin builds read, relative to the root */
  builds: string[];
}

interface SourceFile {
  file: string;
  text: string;
}

export async function readConventions(
  root: string,
  pluginBuilds: readonly string[],
  catalog: VersionCatalog,
): Promise<ConventionPlugins> {
  const files: SourceFile[] = [];
  const scripts: SourceFile[] = [];
  for (const build of pluginBuilds) {
    for (const file of sourceFiles(path.join(root, build)))
      files.push({ file, text: stripComments(await readFile(file, 'utf8')) });
    for (const name of ['build.gradle.kts', 'build.gradle', ...subprojectScripts(path.join(root, build))]) {
      const file = path.join(root, build, name);
      if (existsSync(file)) scripts.push({ file, text: stripComments(await readFile(file, 'utf8')) });
    }
  }
  const functions = functionBodies(files);
  const classes = classBodies(files);
  const byId = new Map<string, string>();
  const effective = (body: ClassBody) => withCalledFunctions(body, functions);
  for (const { id, implementationClass } of registrations(scripts, catalog)) {
    const body = classes.get(implementationClass.split('.').pop()!);
    if (body !== undefined) byId.set(id, effective(body));
  }
  for (const [name, body] of classes)
    if (/Plugin\s*<\s*Project\s*>/.test(body.header)) byId.set(`class:${name}`, effective(body));
  for (const f of files) {
    const id = precompiledId(f);
    if (id) byId.set(id, effective({ header: '', text: f.text }));
  }
  return { byId, sources: files.map((f) => f.text).join('\n'), builds: [...pluginBuilds] };
}

interface ClassBody {
  header: string;
  text: string;
}

/** Kotlin, Java and Groovy sources of a build's main source set(s), also of its subprojects (`build-logic/convention`). */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && e.name !== 'build' && e.name !== 'test' && !e.name.startsWith('.') && depth < 12)
        walk(p, depth + 1);
      else if (
        e.isFile() &&
        /\.(kt|kts|java|groovy|gradle)$/.test(e.name) &&
        p.includes(`${path.sep}src${path.sep}main${path.sep}`)
      )
        out.push(p);
    }
  };
  walk(dir, 0);
  return out.sort();
}

/** The build scripts of a plugin build's subprojects (`convention/build.gradle.kts`). */
function subprojectScripts(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => ['build.gradle.kts', 'build.gradle'].map((n) => `${e.name}/${n}`));
  } catch {
    return [];
  }
}

/** `fun Project.configureX(…) { … }` and `fun x(…) = …`: bodies by name. */
function functionBodies(files: readonly SourceFile[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const { text } of files)
    for (const m of text.matchAll(/\bfun\s+(?:<[^>]*>\s*)?(?:[\w.<>?,* ]+\.)?(\w+)\s*\(/g)) {
      // top-level functions only: a class's members (every plugin's `apply`) are not helpers it calls
      if (braceDepth(text, m.index!) > 0) continue;
      const body = functionBody(text, m.index! + m[0].length);
      if (body !== undefined) out.set(m[1]!, `${out.get(m[1]!) ?? ''}\n${body}`);
    }
  return out;
}

/** The body after a parameter list opening at `from`: a block, or an expression (`= x.apply { … }`). */
function functionBody(text: string, from: number): string | undefined {
  const afterArgs = from + callArguments(text, from).length + 1;
  const head = /^\s*(?::\s*[\w.<>?,* ]+)?\s*(=|\{)/.exec(text.slice(afterArgs));
  if (!head) return undefined;
  const at = afterArgs + head[0].length - 1;
  if (head[1] === '{') return blockAt(text, at)?.body;
  const lineEnd = text.indexOf('\n', at);
  const line = text.slice(at + 1, lineEnd < 0 ? text.length : lineEnd);
  return line.includes('{') ? `${line}\n${blockAt(text, at)?.body ?? ''}` : line;
}

/** How many braces are open at `at` (strings skipped). */
function braceDepth(text: string, at: number): number {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    const c = text[i];
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      i = end < 0 || end > at ? at : end;
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth;
}

/** `class Name … { … }` bodies by simple name, with the declaration line (what it extends). */
function classBodies(files: readonly SourceFile[]): Map<string, ClassBody> {
  const out = new Map<string, ClassBody>();
  for (const { text } of files)
    for (const m of text.matchAll(/\b(?:class|object)\s+(\w+)([^{\n]*)/g)) {
      const block = blockAt(text, m.index! + m[0].length);
      if (block && /^\s*\{/.test(text.slice(m.index! + m[0].length)))
        out.set(m[1]!, { header: m[2]!, text: block.body });
    }
  return out;
}

/** A body with the bodies of the functions it calls, transitively (each once). */
function withCalledFunctions(body: ClassBody, functions: ReadonlyMap<string, string>): string {
  const seen = new Set<string>();
  const parts = [body.text];
  const queue = [body.text];
  while (queue.length > 0) {
    const text = queue.shift()!;
    // a call, or a function reference handed to a DSL block: `defaultConfig(::defaultApplicationConfig)`
    for (const m of text.matchAll(/\b(\w+)\s*(?:<[^>()]*>)?\s*\(|::(\w+)/g)) {
      const name = (m[1] ?? m[2])!;
      const fn = functions.get(name);
      if (fn === undefined || seen.has(name)) continue;
      seen.add(name);
      parts.push(fn);
      queue.push(fn);
    }
  }
  return parts.join('\n');
}

/**
 * `gradlePlugin { plugins { register("x") { id = "…"; implementationClass = "…" } } }` in either DSL;
 * an id may come from the catalog (`libs.plugins.x.get().pluginId`).
 */
function registrations(
  scripts: readonly SourceFile[],
  catalog: VersionCatalog,
): { id: string; implementationClass: string }[] {
  const out: { id: string; implementationClass: string }[] = [];
  for (const { text } of scripts) {
    let from = 0;
    for (const m of text.matchAll(new RegExp(String.raw`implementationClass\s*=?\s*${STRING}`, 'g'))) {
      const segment = text.slice(from, m.index!);
      from = m.index! + m[0].length;
      const id = lastId(segment, catalog);
      if (id) out.push({ id, implementationClass: (m[1] ?? m[2])! });
    }
  }
  return out;
}

function lastId(segment: string, catalog: VersionCatalog): string | undefined {
  let id: string | undefined;
  const literal = new RegExp(String.raw`(?<![\w.])id\s*=?\s*${STRING}`, 'g');
  const fromCatalog = /(?<![\w.])id\s*=\s*libs\.plugins\.([\w.]+?)(?:\.asProvider\(\))?\.get\(\)\.pluginId/g;
  let at = -1;
  for (const m of segment.matchAll(literal)) if (m.index! > at) [at, id] = [m.index!, (m[1] ?? m[2])!];
  for (const m of segment.matchAll(fromCatalog)) {
    const resolved = catalog.plugins.get(catalogKey(m[1]!));
    if (m.index! > at && resolved) [at, id] = [m.index!, resolved];
  }
  return id;
}

/** A precompiled script plugin: `src/main/kotlin/[pkg/]my.convention.gradle.kts` has id `[pkg.]my.convention`. */
function precompiledId(f: SourceFile): string | undefined {
  const m = /([^/\\]+)\.gradle(\.kts)?$/.exec(f.file);
  if (!m || /[/\\](build|settings)\.gradle(\.kts)?$/.test(f.file)) return undefined;
  const pkg = /^\s*package\s+([\w.]+)/m.exec(f.text)?.[1];
  return pkg ? `${pkg}.${m[1]}` : m[1];
}

/**
 * Plugin ids a script or plugin body applies: `id("x")`, `alias(libs.plugins.x)`, `apply plugin: 'x'`,
 * `apply(plugin = "x")`, `pluginManager.apply("x")`, `libs.findPlugin("x")`, `apply<ClassName>()`.
 */
export function appliedPlugins(text: string, catalog: VersionCatalog, sources = ''): string[] {
  const ids: string[] = [];
  // a constant: `id(ThunderbirdPlugins.App.androidCompose)`
  for (const m of text.matchAll(/(?<![\w.])id\s*\(\s*([A-Z][\w]*(?:\.\w+)+)\s*\)/g)) {
    const id = resolveConstant(m[1]!, sources);
    if (id) ids.push(id);
  }
  const literal = [
    String.raw`(?<![\w.])id\s*\(?\s*${STRING}`,
    String.raw`apply\s+plugin\s*:\s*${STRING}`,
    String.raw`apply\s*\(\s*plugin\s*=\s*${STRING}`,
    String.raw`(?<![\w])apply\s*\(\s*${STRING}\s*\)`,
  ];
  for (const re of literal) for (const m of text.matchAll(new RegExp(re, 'g'))) ids.push((m[1] ?? m[2])!);
  const accessor =
    /libs\.plugins\.([\w.]+?)(?:\.asProvider\(\))?(?:\s*\)|\.get\(\)\.pluginId|\.getPluginId\(\)|\.pluginId\b)/g;
  for (const m of text.matchAll(accessor)) {
    const id = catalog.plugins.get(catalogKey(m[1]!));
    if (id) ids.push(id);
  }
  for (const m of text.matchAll(/libs\.findPlugin\(\s*"([^"]+)"\s*\)/g)) {
    const id = catalog.plugins.get(catalogKey(m[1]!));
    if (id) ids.push(id);
  }
  for (const m of text.matchAll(/\bapply\s*<\s*(\w+)\s*>\s*\(\s*\)/g)) ids.push(`class:${m[1]}`);
  // another convention plugin applied by hand: `AndroidCommonConventionPlugin().apply(target)`
  for (const m of text.matchAll(/\b([A-Z]\w*)\s*\(\s*\)\s*\.apply\s*\(/g)) ids.push(`class:${m[1]}`);
  return ids;
}

/**
 * The texts a module's build runs: the convention plugins it applies (transitively, each once),
 * then its own script, so "last setting wins" reads them in Gradle's order.
 */
export function moduleTexts(
  script: string,
  conventions: ConventionPlugins,
  catalog: VersionCatalog,
): { ids: string[]; texts: string[] } {
  const ids: string[] = [];
  const texts: string[] = [];
  const visit = (text: string) => {
    for (const id of appliedPlugins(text, catalog, conventions.sources)) {
      if (ids.includes(id)) continue;
      ids.push(id);
      const body = conventions.byId.get(id);
      if (body === undefined) continue;
      visit(body);
      texts.push(body);
    }
  };
  visit(script);
  texts.push(script);
  return { ids, texts };
}

/** Where a setting written as a reference finds its value. */
export interface Lookup {
  /** convention-plugin sources: Kotlin constants */
  sources: string;
  /** Gradle properties: gradle.properties and the `extra`/`ext` values of the root scripts */
  properties: ReadonlyMap<string, string>;
}

/**
 * A `stringSetting` over the texts in order: the last one that sets it wins. A value written as a
 * constant (`applicationId = APPLICATION_ID`) or a Gradle property (`project.property("applicationId")`)
 * is looked up; one computed any other way is not known.
 */
export function lastString(texts: readonly string[], key: string, lookup: Lookup): string | undefined {
  let value: string | undefined;
  for (const t of texts) value = stringSetting(t, key) ?? referencedSetting(t, key, texts, lookup) ?? value;
  return value;
}

function referencedSetting(text: string, key: string, texts: readonly string[], lookup: Lookup): string | undefined {
  const assigned = new RegExp(String.raw`(?<![\w.])(?:defaultConfig\.)?${key}\s*=\s*([^\n]+)`, 'g');
  let value: string | undefined;
  for (const m of text.matchAll(assigned)) {
    const rhs = m[1]!.trim();
    const property = new RegExp(String.raw`(?:property|findProperty|gradleProperty|extra\s*\[)\s*\(?\s*${STRING}`).exec(
      rhs,
    );
    if (property) value = lookup.properties.get((property[1] ?? property[2])!) ?? value;
    else if (/^(?:\w+\.)*[A-Za-z_]\w*$/.test(rhs))
      value = resolveConstant(rhs, [...texts, lookup.sources].join('\n')) ?? value;
  }
  return value;
}

/**
 * The string value of a Kotlin constant reference such as `Plugins.App.compose` or `APPLICATION_ID`:
 * `val name = "…"` inside the innermost object or class named in the reference, else anywhere.
 */
export function resolveConstant(ref: string, sources: string): string | undefined {
  const parts = ref.split('.');
  const name = parts.pop()!;
  const decl = new RegExp(String.raw`(?:const\s+)?val\s+${name}\s*(?::\s*String)?\s*=\s*${STRING}`);
  const scope = parts.pop();
  if (scope) {
    const at = new RegExp(String.raw`\b(?:object|class)\s+${scope}\b`).exec(sources);
    const body = at ? blockAt(sources, at.index + at[0].length)?.body : undefined;
    const m = body ? decl.exec(body) : null;
    if (m) return m[1] ?? m[2];
  }
  const m = decl.exec(sources);
  return m ? (m[1] ?? m[2]) : undefined;
}
