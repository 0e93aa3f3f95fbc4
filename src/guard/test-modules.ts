import { readFiles, type Side } from './git.js';
import { moduleOf, type PathKind, pathKind, sourceSetOf } from './paths.js';

/**
 * Gradle modules whose own sources are tests. A `com.android.test` module (an instrumented test suite kept
 * apart from the app it targets, macrobenchmarks, baseline-profile generators) keeps its tests in `src/main`,
 * which a path alone reads as app code: a test deleted there would be an app member removed, and a fixer
 * could edit it inside the write scope.
 *
 * A module is one when its build script applies `com.android.test` by id (`id("com.android.test")`,
 * `apply plugin: 'com.android.test'`), through a version-catalog alias whose plugin id it is
 * (`alias(libs.plugins.android.test)`), or sets `targetProjectPath`, which only that plugin has: a convention
 * plugin applying it is recognised by the last.
 */

/** What a changed path is, with the test modules' sources read as tests. */
export type KindOf = (p: string) => PathKind;

/** `pathKind`, except that Kotlin and Java under `<root>/src/` of each test module root are tests. */
export function kindsWith(testModuleRoots: readonly string[]): KindOf {
  if (testModuleRoots.length === 0) return pathKind;
  const prefixes = testModuleRoots.map((r) => (r ? `${r}/src/` : 'src/'));
  return (p) => {
    const kind = pathKind(p);
    return kind === 'app' && prefixes.some((x) => p.startsWith(x)) ? 'test' : kind;
  };
}

// a JUnit test, rule or runner: what only a test source holds (an app never declares `@Test`)
const testMarker = /^\s*@(?:org\.junit\.(?:jupiter\.api\.)?)?Test\b|@(?:get:)?Rule\b|@RunWith\(/m;

/**
 * The roots of the test modules holding any of the change's app-looking sources that read like tests
 * (`sources`: path → text, either side). Only such a source costs a read of its module's build script.
 */
export async function testModuleRoots(sides: Side[], sources: Map<string, string>[]): Promise<string[]> {
  const roots = new Set<string>();
  for (const files of sources)
    for (const [p, src] of files)
      if (pathKind(p) === 'app' && sourceSetOf(p) === 'main' && testMarker.test(src)) roots.add(moduleOf(p));
  if (roots.size === 0) return [];
  const scripts = [...roots].flatMap((r) => [`${r}build.gradle.kts`, `${r}build.gradle`]);
  const out: string[] = [];
  for (const side of sides) {
    const read = await readFiles(side, [...scripts, catalogPath]);
    const aliases = catalogAliases(read.get(catalogPath));
    for (const r of roots) {
      const script = read.get(`${r}build.gradle.kts`) ?? read.get(`${r}build.gradle`);
      if (script !== undefined && appliesTestPlugin(script, aliases)) out.push(r.replace(/\/$/, ''));
    }
  }
  return [...new Set(out)];
}

const catalogPath = 'gradle/libs.versions.toml';

/** The `libs.plugins.…` accessors of the catalog's `[plugins]` entries whose id is `com.android.test`. */
function catalogAliases(toml: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!toml) return out;
  const section = /^\[plugins\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  for (const m of section.matchAll(/^\s*([\w.-]+)\s*=\s*(?:\{[^}\n]*\bid\s*=\s*"([^"]+)"|"([^":]+)(?::[^"]*)?")/gm)) {
    if ((m[2] ?? m[3]) === 'com.android.test') out.add(`libs.plugins.${m[1]!.replace(/[-_.]/g, '.')}`);
  }
  return out;
}

/** Whether a build script applies `com.android.test` (see the module comment). */
export function appliesTestPlugin(script: string, aliases: ReadonlySet<string> = new Set()): boolean {
  // a plugin declared `apply false` (a root script's list for its modules) is not applied here
  const code = script.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').replace(/^.*\bapply\s*\(?\s*false\b.*$/gm, '');
  if (/(["'])com\.android\.test\1/.test(code)) return true;
  if (/\btargetProjectPath\b\s*(?:=|\(|["'])/.test(code)) return true;
  for (const m of code.matchAll(/\balias\(\s*(libs\.plugins\.[\w.]+)\s*\)/g)) if (aliases.has(m[1]!)) return true;
  return false;
}
