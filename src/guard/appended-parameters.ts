/**
 * Functions the change gave parameters (`fun onPageStarted(tab: String, url: String)` → `fun onPageStarted(tab:
 * String, url: String, navigationId: Long)`, or inserted before a kept one: `createConnection(url, method = "GET")`
 * → `createConnection(url, connectTimeout, readTimeout, method = "GET")`), every old one keeping its name and order,
 * read from every app declaration of the name on each side (`git grep`, app-facts.ts): the declarations the change
 * rewrote (an interface's and its implementations') all had one list and all have that list with names added.
 * Overloads rewritten otherwise, a parameter renamed or removed (shrunk-calls.ts reads those), or one inserted into a
 * list with a `vararg`, give nothing; so does a name whose untouched declarations could take both the old and the
 * new number of arguments (an overload of each arity, or defaults), where a verified call could have moved to
 * another overload.
 */

import { declaredParameters, type Param } from './app-facts.js';
import type { Side } from './git.js';

export interface AppendedParameters {
  /** the base declarations' parameter names, in order */
  before: string[];
  /** the head declarations' parameter names: `before` with names added, at the end or before kept ones */
  after: string[];
}

const key = (l: Param[]) => l.map((p) => p.name).join(',');

/** Whether a call of `n` arguments can mean a declaration with parameters `l` (defaults left out). */
const takes = (l: Param[], n: number) => l.filter((p) => p.default === undefined).length <= n && n <= l.length;

/** Whether the names of `part` are names of `whole`, in the same order. */
function within(part: string[], whole: string[]): boolean {
  let i = 0;
  for (const n of whole) if (n === part[i]) i++;
  return i === part.length;
}

/** The one key all the lists share, if they share one. */
function sharedKey(lists: Param[][]): string | undefined {
  const keys = new Set(lists.map(key));
  return keys.size === 1 ? [...keys][0] : undefined;
}

export function appendedOf(base: Param[][], head: Param[][]): AppendedParameters | undefined {
  const [baseKeys, headKeys] = [new Set(base.map(key)), new Set(head.map(key))];
  const [removed, added] = [base.filter((l) => !headKeys.has(key(l))), head.filter((l) => !baseKeys.has(key(l)))];
  const [was, now] = [sharedKey(removed), sharedKey(added)];
  if (was === undefined || now === undefined) return undefined;
  const [before, after] = [removed[0]!.map((p) => p.name), added[0]!.map((p) => p.name)];
  if (after.length <= before.length || !within(before, after)) return undefined;
  const appended = before.every((p, i) => p === after[i]);
  if (!appended && added[0]!.some((p) => p.vararg)) return undefined;
  const untouched = head.filter((l) => baseKeys.has(key(l)));
  const both = untouched.some((l) => takes(l, before.length)) && untouched.some((l) => takes(l, after.length));
  return both ? undefined : { before, after };
}

/**
 * Functions the change took parameters off the end of (`fun send(context, request, callback: Callback)` →
 * `suspend fun send(context, request)`, a callback made a return value): appendedOf read backwards, with the same
 * care — one shared list on each side, the kept names in order, no untouched overload of both arities.
 */
export function truncatedOf(base: Param[][], head: Param[][]): AppendedParameters | undefined {
  const grown = appendedOf(head, base);
  return grown && { before: grown.after, after: grown.before };
}

/** Every app declaration's parameter list of each named function, on the base and on the head. */
export type DeclaredOnBoth = [Map<string, Param[][]>, Map<string, Param[][]>];

export async function declaredOnBoth(sides: [Side, Side], names: string[]): Promise<DeclaredOnBoth> {
  if (names.length === 0) return [new Map(), new Map()];
  const [base, head] = await Promise.all(sides.map((s) => declaredParameters(s, names)));
  return [base!, head!];
}

/** Of the named functions, those the change gave parameters at the end of their list (or, `truncatedOf`, took off). */
export function appendedParameters(
  [base, head]: DeclaredOnBoth,
  names: string[],
  read: typeof appendedOf = appendedOf,
): Map<string, AppendedParameters> {
  const out = new Map<string, AppendedParameters>();
  for (const name of names) {
    const grown = read(base.get(name) ?? [], head.get(name) ?? []);
    if (grown) out.set(name, grown);
  }
  return out;
}
