/**
 * A static member the change moved from one Java app class to another (`NetUtils.TIMEOUT` →
 * `Connection.TIMEOUT`, `Utils.parse(…)` → `Parser.parse(…)`, often as a utility class is split up or
 * deleted): the base tests' `Old.member` is the head's `New.member`, the same member under its new owner. Read so
 * before comparing (review only) where exactly one changed class gained the member and the one that declared it lost
 * it; in a test file whose head still writes `Old.member` the read is left as written.
 */

import { codeOnly, escapeRe } from './code-only.js';
import { rewriteTestFiles } from './test-rewrites.js';

/** A Java static field or method: `static final Duration TIMEOUT =`, `public static Reply parse(`. */
const staticMember = /\bstatic\s+(?:final\s+)?(?:<[^>]*>\s*)?[\w.]+(?:<[^;={}()]*>)?(?:\[\])*\s+(\w+)\s*[=;(]/g;

/** The class a Java file is named for, with the static members it declares (those of nested classes too). */
function staticsByClass(files: Map<string, string>, isApp: (p: string) => boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [p, src] of files) {
    if (!p.endsWith('.java') || !isApp(p)) continue;
    const name = /(\w+)\.java$/.exec(p)![1]!;
    out.set(name, new Set([...codeOnly(src).matchAll(staticMember)].map((m) => m[1]!)));
  }
  return out;
}

/**
 * `Old.member` → `New.member` for each static member one changed class stopped declaring (or was deleted with) and
 * exactly one other changed class started declaring.
 */
export function movedStatics(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Map<string, string> {
  const [was, now] = [staticsByClass(base, isApp), staticsByClass(head, isApp)];
  const gained = new Map<string, string[]>();
  for (const [cls, members] of now)
    for (const m of members) if (!was.get(cls)?.has(m)) gained.set(m, [...(gained.get(m) ?? []), cls]);
  const out = new Map<string, string>();
  for (const [cls, members] of was)
    for (const m of members) {
      const to = gained.get(m);
      if (now.get(cls)?.has(m) || to?.length !== 1 || to[0] === cls) continue;
      out.set(`${cls}.${m}`, `${to[0]}.${m}`);
    }
  return out;
}

/** The test sources that read a moved member through its old owner, each read written through the new one. */
export function readThroughNewOwners(
  tests: Map<string, string>,
  moved: ReadonlyMap<string, string>,
  headTests: ReadonlyMap<string, string>,
): Map<string, string> {
  return rewriteTestFiles(tests, moved, headTests, ['.java', '.kt'], (read, head, from, to) => {
    const old = new RegExp(`(?<![\\w$.])${escapeRe(from)}(?![\\w$])`, 'g');
    return old.test(head) ? read : read.replace(old, to);
  });
}
