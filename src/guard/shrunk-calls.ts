/**
 * A function that lost parameters in the change (`fun Entity.getIcon(context: Context)` → `fun Entity.getIcon()`):
 * the old test's call still passes the argument and no longer compiles; the head's call without it is the same
 * call. A changed test line that differs from a head line only by the arguments of the removed parameters is read
 * as that head line (review only, like the grown constructors of constructor-fills.ts): any other edit on the line
 * is left to the usual comparison. A class whose primary constructor lost parameters
 * (`Badge(code, legacy, tint)` → `Badge(code, tint)`) is such a function too.
 */

import { closing, topLevelItems } from './bound-text.js';
import { rewrittenTestLines } from './constructor-fills.js';
import type { FilePair } from './file-pairs.js';

const funDeclaration = /\bfun\s+(?:<[^>]*>\s*)?(?:[\w.]+(?:<[^>]*>)?\??\.)?([a-z]\w*)\s*\(/g;
const callStart = /(?<![\w$])([A-Za-z]\w*)\(/g;

/** A function's parameter names, `context: Context = x` → `context`. */
const parameterNames = (inner: string) =>
  topLevelItems(inner).map((p) => /(\w+)\s*:/.exec(p.replace(/@\w+(?:\([^)]*\))?\s*/g, ''))?.[1] ?? '');

/**
 * Each declared function name with its parameter lists (one per declaration), each read by `read`; `declaration`
 * matches a declaration up to its opening parenthesis, with the name in group 1.
 */
export function declaredParameterLists<T>(
  sources: Iterable<string>,
  read: (inner: string) => T,
  declaration: RegExp = funDeclaration,
): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const src of sources)
    for (const m of src.matchAll(declaration)) {
      const open = m.index! + m[0].length - 1;
      const end = closing(src, open);
      if (end < 0) continue;
      out.set(m[1]!, [...(out.get(m[1]!) ?? []), read(src.slice(open + 1, end - 1))]);
    }
  return out;
}

/** Each declared function name with its parameter names (one list per declaration). */
export const declaredFunctions = (sources: Iterable<string>): Map<string, string[][]> =>
  declaredParameterLists(sources, parameterNames);

/** A function (each of its overloads) whose head parameters are its base ones with the same names left out. */
export interface ShrunkFunction {
  /** the base declarations' parameter names */
  before: string[][];
  removed: Set<string>;
}

/** `now` is `was` with the names in `removed` left out, order kept. */
const leftOut = (was: string[], now: string[], removed: Set<string>) => {
  const kept = was.filter((p) => !removed.has(p));
  return kept.length === now.length && kept.every((p, i) => p === now[i]);
};

/**
 * A class's primary constructor as a function of the class's name (`class Badge internal constructor(val code: String)`
 * → `Badge: [code]`), for classes that declare no secondary constructor (a call could be one of those).
 */
const primaryConstructor =
  /\bclass\s+([A-Z]\w*)\s*(?:<[^>]*>\s*)?(?:(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|protected)\s+)?constructor\s*)?\(/g;
const secondaryConstructor = /^\s*(?:(?:public|internal|private|protected)\s+)?constructor\s*\(/m;

export const declaredConstructors = (sources: Iterable<string>): Map<string, string[][]> =>
  declaredParameterLists(
    [...sources].filter((src) => !secondaryConstructor.test(src)),
    parameterNames,
    primaryConstructor,
  );

export function shrunkFunctions(
  changedBase: Map<string, string>,
  changedHead: Map<string, string>,
): Map<string, ShrunkFunction> {
  const declared = (m: Map<string, string>) =>
    new Map([...declaredFunctions(m.values()), ...declaredConstructors(m.values())]);
  const [before, after] = [declared(changedBase), declared(changedHead)];
  const out = new Map<string, ShrunkFunction>();
  for (const [name, lists] of after) {
    const old = before.get(name);
    if (old?.length !== lists.length || [...old, ...lists].some((l) => l.some((p) => !p))) continue;
    const removed = new Set(old.flat().filter((p) => !lists.some((now) => now.includes(p))));
    // every declaration lost the same parameters, and only those: each old one pairs with a new one
    if (removed.size === 0 || !old.every((was) => lists.some((now) => leftOut(was, now, removed)))) continue;
    out.set(name, { before: old, removed });
  }
  return out;
}

/**
 * The one old parameter list a call of `n` arguments fits (an interface's function and its overrides share one): a
 * list of exactly `n` parameters, or else one longer whose last parameters the call leaves to their defaults
 * (`url(forge, host: String? = null)` called `url(forge)`), each distinct list once.
 */
function fittingList(lists: string[][], n: number): string[][] {
  const distinct = (ls: string[][]) => [...new Map(ls.map((w) => [w.join(), w])).values()];
  const exact = distinct(lists.filter((was) => was.length === n));
  return exact.length ? exact : distinct(lists.filter((was) => was.length > n));
}

/** The line with one call of a shrunk function given only the arguments its kept parameters take. */
function withoutRemovedArguments(
  line: string,
  shrunk: Map<string, ShrunkFunction>,
): Array<{ name: string; line: string }> {
  const out: Array<{ name: string; line: string }> = [];
  for (const m of line.matchAll(callStart)) {
    const f = shrunk.get(m[1]!);
    const open = m.index! + m[0].length - 1;
    const end = f ? closing(line, open) : -1;
    if (!f || end < 0) continue;
    const args = topLevelItems(line.slice(open + 1, end - 1));
    const fits = fittingList(f.before, args.length);
    if (fits.length !== 1) continue;
    const named = (a: string) => /^(\w+)\s*=(?!=)/.exec(a)?.[1];
    const kept = args.filter((a, i) => !f.removed.has(named(a) ?? fits[0]![i]!));
    out.push({ name: m[1]!, line: `${line.slice(0, open + 1)}${kept.join(', ')}${line.slice(end - 1)}` });
  }
  return out;
}

/** The base test sources with each changed line read as the head line it is once the removed arguments go. */
export function shrunkCallReads(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  shrunk: Map<string, ShrunkFunction>,
): Map<string, string> {
  if (shrunk.size === 0) return new Map();
  return rewrittenTestLines(base, head, pairs, isTest, (line) => withoutRemovedArguments(line, shrunk));
}
