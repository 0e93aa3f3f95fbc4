import { declaredParameters } from './app-facts.js';
import { codeOnly, escapeRe } from './code-only.js';
import { grepFiles, readFiles, type Side } from './git.js';
import type { Assertion } from './inventory/assertion.js';
import { appPathspecs } from './paths.js';

/**
 * Classes the change made objects, their parameters gone (review only: `data class Done(val type: Type)` →
 * `object Done`). An expected value built of such a class (`Screen.Done(type)`) names on the head the one value the
 * type now has (`Screen.Done`): what the arguments set left the app with the parameters, so the call's arguments and
 * parentheses are left out when the checks are compared (rules/with-app-change.ts `dropNamedItems`).
 */

/** The capitalised callees of the calls in some checks' values (`Screen.Done(type)` → `Done`). */
export function calledTypes(checks: Assertion[]): string[] {
  const out = new Set<string>();
  for (const c of checks)
    for (const t of [c.subject, ...c.args, ...(c.guards ?? [])])
      for (const m of t.replace(/"(?:\\.|[^"\\])*"/g, '""').matchAll(/(?<![\w$])([A-Z]\w*)\(/g)) out.add(m[1]!);
  return [...out];
}

/**
 * Of `names`, those the base app declared as a class with parameters that the head app declares as an `object` and
 * as no class or function taking parameters any more.
 */
export async function madeObjects(base: Side, head: Side, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const [baseLists, headLists] = await Promise.all([declaredParameters(base, names), declaredParameters(head, names)]);
  const candidates = names.filter((n) => baseLists.get(n)?.some((l) => l.length > 0) && !headLists.get(n)?.length);
  if (candidates.length === 0) return new Set();
  const objectOf = (n: string) => new RegExp(`\\bobject\\s+${escapeRe(n)}\\b`);
  const files = await grepFiles(
    head,
    candidates.map((n) => `object\\s+${n}\\b`),
    appPathspecs,
    true,
  );
  const sources = [...(await readFiles(head, files)).values()].map((s) => codeOnly(s ?? ''));
  return new Set(candidates.filter((n) => sources.some((s) => objectOf(n).test(s))));
}
