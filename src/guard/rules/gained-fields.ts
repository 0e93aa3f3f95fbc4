import type { Assertion } from '../inventory/assertion.js';

/**
 * A serialising check that follows a field the change gave the app (review; e.g. a backup
 * entry gained `var pinned: Boolean = false`, the test's input `EntryBackup().apply { …;
 * pinned = true }` and its expected JSON `"pinned": true`). The subject and the expected values
 * each equal the base's or are it with one stretch inserted, nothing removed: every old input and every old
 * expected text stays. One insertion is an assignment or named argument of a name the change introduced into the
 * app (on its added lines, on none of its removed ones), and every other insertion names it too.
 */
export function gainedIntroducedField(b: Assertion, h: Assertion, introduced: (name: string) => boolean): boolean {
  if (b.op !== h.op || b.args.length !== h.args.length || b.finder || h.finder) return false;
  const pairs: Array<[string, string]> = [
    [b.subject, h.subject],
    ...b.args.map((a, i) => [a, h.args[i]!] as [string, string]),
  ];
  const inserted: string[] = [];
  for (const [from, to] of pairs) {
    if (from === to) continue;
    const stretch = insertion(from, to);
    if (stretch === undefined) return false;
    inserted.push(stretch);
  }
  const fields = new Set(
    inserted.flatMap((s) => [...s.matchAll(/(?:^|[;,({])\s*(\w+)\s*=(?!=)/g)].map((m) => m[1]!)).filter(introduced),
  );
  if (fields.size === 0) return false;
  const names = (s: string) => new Set(s.match(/\w+/g) ?? []);
  return inserted.every((s) => [...fields].some((n) => names(s).has(n)));
}

/** The text `to` has where `from` has nothing (one stretch), or undefined when `to` is not `from` with one insertion. */
function insertion(from: string, to: string): string | undefined {
  if (to.length <= from.length) return undefined;
  let p = 0;
  while (p < from.length && from[p] === to[p]) p++;
  let s = 0;
  while (s < from.length - p && from[from.length - 1 - s] === to[to.length - 1 - s]) s++;
  return p + s === from.length ? to.slice(p, to.length - s) : undefined;
}
