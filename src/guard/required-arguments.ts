/**
 * Review: a test's constructor call that left out parameters its class declares without a default — the class grew
 * in an earlier commit, so the base test did not compile (`FloatingButtonEntity(…)` after the entity gained
 * `showOverStatusBar: Boolean?`) — and the change passes them, one named argument a line as ktlint wraps it. A
 * call that did not compile checked nothing with those fields; every old argument stays, so the expectation checks
 * what it checked and the new fields too. As class → those required parameter names, for the wrapped-call reading
 * of constructor-fills.ts (`gainedNamedArgumentReads`), which adds each such line to the base test only where the
 * base did not have it. A class declared twice, in Java, or with a secondary constructor (which could have taken
 * the old arguments) gives nothing; a parameter with a default never counts (the old call compiled, and the value
 * passed now is another expectation).
 */

import { constructorParameters, namedArgumentLines } from './constructor-fills.js';
import { type FilePair, testFileTexts } from './file-pairs.js';
import { grepFiles, readFiles, type Side } from './git.js';

/** The most classes whose declarations are looked up. */
const MAX_CLASSES = 20;

const squash = (s: string) => s.replace(/\s+/g, '').replace(/,$/, '');

/** The callees of named-argument lines a changed test file gained (lines its base has nowhere), not in `known`. */
function calleesGainingLines(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  known: ReadonlyMap<string, unknown>,
): Set<string> {
  const out = new Set<string>();
  for (const { b, h } of testFileTexts(base, head, pairs, isTest)) {
    const baseLines = new Set(b.split('\n').map(squash));
    const lines = h.split('\n');
    for (const a of namedArgumentLines(h))
      if (!known.has(a.callee) && !baseLines.has(squash(lines[a.line]!))) out.add(a.callee);
  }
  return out;
}

/** Class → the parameters its primary constructor declares without a default, read from the base side. */
export async function requiredConstructorNames(
  side: Side,
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  known: ReadonlyMap<string, unknown>,
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  const names = [...calleesGainingLines(base, head, pairs, isTest, known)].slice(0, MAX_CLASSES);
  if (names.length === 0) return out;
  const needles = names.map((n) => `class[[:space:]]+${n}([^[:alnum:]_]|$)`);
  const files = await grepFiles(side, needles, ['*.kt'], true);
  const sources = [...(await readFiles(side, files.slice(0, 40))).values()].filter((s): s is string => !!s);
  const declared = constructorParameters(sources.filter((s) => !/^\s*(?:\w+\s+)*constructor\s*\(/m.test(s)));
  const secondary = constructorParameters(sources.filter((s) => /^\s*(?:\w+\s+)*constructor\s*\(/m.test(s)));
  for (const name of names) {
    const params = declared.get(name);
    if (!params || secondary.has(name)) continue;
    const required = params.names.filter((n, i) => n !== '' && !params.defaulted[i]);
    if (required.length > 0) out.set(name, new Set(required));
  }
  return out;
}
