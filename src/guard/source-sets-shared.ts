/**
 * Source sets a module's build file compiles into another set: a `sharedTest` directory added to both
 * `test` and `androidTest` (`sourceSets { androidTest { java.srcDir 'src/sharedTest/java' } }`,
 * `androidTest.java.srcDirs += "src/sharedTest/java"`, `getByName("androidTest") { java.srcDir("src/sharedTest/java") }`).
 * A test moved from `androidTest` into such a directory still runs where it ran (review only): the move is no
 * suppression. A directory the build file does not add to the set the test left is still one.
 */

import { escapeRe } from './code-only.js';
import { type ChangedFile, readFiles, type Side } from './git.js';
import { moduleOf } from './paths.js';
import { movedWithSubject } from './subject-moves.js';

const withoutComments = (src: string) => src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');

/** The openers (text before `{` on its statement) of the blocks enclosing a position, innermost first. */
function openersAround(src: string, at: number): string[] {
  const out: string[] = [];
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = src[i];
    if (c === '}') depth++;
    else if (c === '{') {
      if (depth > 0) depth--;
      else {
        const start =
          Math.max(src.lastIndexOf('\n', i - 1), src.lastIndexOf(';', i - 1), src.lastIndexOf('{', i - 1)) + 1;
        out.push(src.slice(start, i));
      }
    }
  }
  return out;
}

/** Whether a build file adds `src/<into>/` to source set `set`'s directories. */
export function compilesInto(build: string, set: string, into: string): boolean {
  const src = withoutComments(build);
  const word = new RegExp(`(^|[^\\w$])${escapeRe(set)}(?![\\w$])`);
  for (const m of src.matchAll(new RegExp(`["']src/${escapeRe(into)}/[^"']*["']`, 'g'))) {
    const lineStart = src.lastIndexOf('\n', m.index) + 1;
    const line = src.slice(lineStart, m.index);
    if (word.test(line)) return true;
    const opener = openersAround(src, m.index).find(
      (o) => !/^\s*(java|kotlin|resources|res|assets|manifest)\b/.test(o),
    );
    if (opener && word.test(opener)) return true;
  }
  return false;
}

/**
 * Whether a Kotlin Multiplatform module's build file runs tests moved into it from `from` on a JVM host still: an
 * Android or JVM unit test (`test`) moved into `commonTest` of a module that applies the multiplatform plugin and has a
 * `jvm()` target or Android host tests (`withHostTest`), or a `jvmTest` moved into `androidHostTest` of a module that
 * enables them (its `jvm()` target dropped). A `src/commonTest` of a module that is no multiplatform one, or host
 * tests never enabled, is compiled by nothing: the tests moved there no longer run.
 */
export function hostRunsMoved(build: string, from: string, to: string): boolean {
  const src = withoutComments(build);
  const hostTests = /\bwithHostTest\b/.test(src);
  if (from === 'test' && to === 'commonTest')
    return /multiplatform/i.test(src) && (hostTests || /(?<![\w$])jvm\s*\(/.test(src));
  return from === 'jvmTest' && to === 'androidHostTest' && /multiplatform/i.test(src) && hostTests;
}

/** The key of a move to another module's multiplatform set that still runs on a host (`hostRunsMoved`). */
export const hostMoveKey = (module: string, from: string, to: string) => `host\u0000${module}\u0000${from}\u0000${to}`;

/** For moves `[file, from, to]`: the keys `module\0from\0to` whose module's head build file compiles `to` into `from`. */
export async function sharedSourceSets(
  head: Side,
  moves: Array<[string, string, string]>,
  changes: ChangedFile[] = [],
): Promise<Set<string>> {
  // a test that followed its subject into another Multiplatform set (subject-moves.ts)
  const out = movedWithSubject(moves, changes);
  if (moves.length === 0) return out;
  const modules = [...new Set(moves.map(([f]) => moduleOf(f)))];
  const files = await readFiles(
    head,
    modules.flatMap((m) => [`${m}build.gradle`, `${m}build.gradle.kts`]),
  );
  for (const [file, from, to] of moves) {
    const m = moduleOf(file);
    const build = `${files.get(`${m}build.gradle`) ?? ''}\n${files.get(`${m}build.gradle.kts`) ?? ''}`;
    if (compilesInto(build, from, to)) out.add(`${m}\u0000${from}\u0000${to}`);
    if (hostRunsMoved(build, from, to)) out.add(hostMoveKey(m, from, to));
  }
  return out;
}
