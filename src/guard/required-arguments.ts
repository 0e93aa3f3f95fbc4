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

/** A class's primary constructor as declared once in the Kotlin sources of one side, and its file's package. */
export interface DeclaredConstructor {
  names: string[];
  defaulted: boolean[];
  pkg: string;
}

const secondaryConstructor = /^\s*(?:\w+\s+)*constructor\s*\(/m;

/**
 * The primary constructors of the named classes, read on one side (`git grep`): a class declared twice, or in a
 * file with a secondary constructor or an `operator fun invoke` (either could take other arguments), or a name a
 * file also declares as a function (`Text(…)` may call either), gives nothing.
 */
export async function declaredConstructors(side: Side, names: string[]): Promise<Map<string, DeclaredConstructor>> {
  const out = new Map<string, DeclaredConstructor>();
  if (names.length === 0) return out;
  const needles = names.map((n) => `(class|fun)[[:space:]]+${n}([^[:alnum:]_]|$)`);
  const files = await grepFiles(side, needles, ['*.kt'], true);
  const sources = [...(await readFiles(side, files.slice(0, 40))).values()].filter((s): s is string => !!s);
  const plain = (s: string) => !secondaryConstructor.test(s) && !/\boperator\s+fun\s+invoke\b/.test(s);
  const declared = constructorParameters(sources.filter(plain));
  const other = constructorParameters(sources.filter((s) => !plain(s)));
  for (const name of names) {
    const params = declared.get(name);
    const asFunction = new RegExp(`\\bfun\\s+(?:<[^>]*>\\s*)?${name}\\s*[(<]`);
    const src = sources.find((s) => new RegExp(`\\bclass\\s+${name}\\b`).test(s));
    if (!params || other.has(name) || !src || sources.some((s) => asFunction.test(s))) continue;
    const pkg = /^\s*package\s+([\w.]+)/m.exec(src)?.[1] ?? '';
    out.set(name, { names: params.names, defaulted: params.defaulted, pkg });
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
  for (const [name, params] of await declaredConstructors(side, names)) {
    const required = params.names.filter((n, i) => n !== '' && !params.defaulted[i]);
    if (required.length > 0) out.set(name, new Set(required));
  }
  return out;
}
