import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { callArguments, STRING, stringValues, stripComments } from './gradle-text.js';

/** What a settings script says about the build: its modules and the builds holding its plugins. */
export interface GradleSettings {
  file: string;
  dsl: 'kotlin' | 'groovy';
  /** Gradle paths (`:core:data`) with their directories relative to the root */
  modules: { path: string; dir: string }[];
  /** included builds (`includeBuild("build-logic")`) and buildSrc: where convention plugins live */
  pluginBuilds: string[];
  /** some modules are included by code (a loop over directories): they were found by their build files */
  scanned: boolean;
}

/** Read settings.gradle(.kts) at `root`; no settings file is a one-line ConfigError. */
export async function readSettings(root: string): Promise<GradleSettings> {
  const file = ['settings.gradle.kts', 'settings.gradle'].map((n) => path.join(root, n)).find((f) => existsSync(f));
  if (!file)
    throw new ConfigError(`no settings.gradle(.kts) in ${root}: not the root of a Gradle project`, {
      remedy: 'run `droidheal init` in the project root, or pass --project DIR',
    });
  const text = stripComments(await readFile(file, 'utf8'));
  const { literal, dynamic } = includedPaths(text);
  const dirs = projectDirs(text);
  const modules = new Map<string, string>();
  for (const p of literal) modules.set(p, dirs.get(p) ?? p.split(':').filter(Boolean).join('/'));
  const pluginBuilds = [...text.matchAll(new RegExp(String.raw`includeBuild\s*\(?\s*${STRING}`, 'g'))]
    .map((m) => path.posix.normalize((m[1] ?? m[2])!))
    .filter((d) => existsSync(path.join(root, d)));
  if (existsSync(path.join(root, 'buildSrc'))) pluginBuilds.push('buildSrc');
  // modules included by code: every directory with a build script that is not its own build
  if (dynamic) {
    const known = new Set(modules.values());
    for (const dir of buildScriptDirs(root, new Set(pluginBuilds)))
      if (!known.has(dir)) modules.set(`:${dir.replace(/\//g, ':')}`, dir);
  }
  return {
    file,
    dsl: file.endsWith('.kts') ? 'kotlin' : 'groovy',
    modules: [...modules].map(([p, dir]) => ({ path: p.startsWith(':') ? p : `:${p}`, dir })),
    pluginBuilds,
    scanned: dynamic,
  };
}

/**
 * Module paths of every `include(…)` call, its arguments over as many lines as they take, and
 * Groovy's `include ':a', ':b'`; `dynamic` when an include takes something other than literals.
 */
function includedPaths(text: string): { literal: string[]; dynamic: boolean } {
  const literal: string[] = [];
  let dynamic = false;
  for (const m of text.matchAll(/(?<![\w.])include\s*(\(|[ \t]+(?=['"]))/g)) {
    const start = m.index! + m[0].length;
    const args = m[1] === '(' ? callArguments(text, start) : groovyArguments(text, start);
    // a path built at configuration time (`":libraries:$name"`) is not a literal one
    const values = stringValues(args).filter((v) => !v.includes('$'));
    const rest = args.replace(new RegExp(STRING, 'g'), '').replace(/[\s,]/g, '');
    if (values.length === 0 || rest !== '' || stringValues(args).length > values.length) dynamic = true;
    literal.push(...values.filter((v) => /^:?[\w.-]+(:[\w.-]+)*$/.test(v)));
  }
  return { literal, dynamic };
}

/** Groovy's parenthesis-free call: to the end of the line, and on over lines that end with a comma. */
function groovyArguments(text: string, from: number): string {
  let end = from;
  for (;;) {
    const nl = text.indexOf('\n', end);
    const stop = nl < 0 ? text.length : nl;
    if (!/,\s*$/.test(text.slice(end, stop)) || nl < 0) return text.slice(from, stop);
    end = nl + 1;
  }
}

/** `project(":x").projectDir = file("libs/x")` (both DSLs): modules living somewhere else. */
function projectDirs(text: string): Map<string, string> {
  const dirs = new Map<string, string>();
  const re = new RegExp(
    String.raw`project\s*\(\s*${STRING}\s*\)\s*\.projectDir\s*=\s*(?:new\s+File\s*\(\s*(?:rootDir|settingsDir)\s*,\s*|file\s*\(\s*)${STRING}`,
    'g',
  );
  for (const m of text.matchAll(re)) dirs.set((m[1] ?? m[2])!, path.posix.normalize((m[3] ?? m[4])!));
  return dirs;
}

const SKIP = new Set(['build', 'node_modules', 'gradle', 'buildSrc']);

/** Directories under `root` (depth ≤ 4) with a build script, not inside another build or a plugin build. */
function buildScriptDirs(root: string, pluginBuilds: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (rel: string, depth: number) => {
    const abs = path.join(root, rel);
    const entries = readdirSync(abs, { withFileTypes: true });
    const names = entries.map((e) => e.name);
    if (rel !== '' && names.some((n) => n === 'settings.gradle' || n === 'settings.gradle.kts')) return;
    if (rel !== '' && names.some((n) => n === 'build.gradle' || n === 'build.gradle.kts')) out.push(rel);
    if (depth === 4) return;
    for (const e of entries.filter((x) => x.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.name.startsWith('.') || SKIP.has(e.name) || e.name === 'src' || pluginBuilds.has(child)) continue;
      walk(child, depth + 1);
    }
  };
  walk('', 0);
  return out;
}
