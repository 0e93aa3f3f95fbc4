import { type Assertion, makeAssertion } from '../inventory/assertion.js';
import type { LoopTable } from '../inventory/loop-tables.js';

/**
 * A check of one case made a loop over cases that include it (`val origins = listOf(A, B)`, `origins.forEach { o ->
 * assertEquals(expected, f(o), "for $o") }` where the base checked `assertEquals(expected, f(B))`): the looped check
 * runs once per row with the loop's name bound to it, so a base check equal to one run — the head check with the name
 * replaced by a row, its conditions too — is still made. Only tables whose every row surely runs the loop's body to
 * its end (inventory/loop-tables.ts `name`); each run stands for one base check. A case dropped from the rows, or a
 * run that differs from the base check in anything but the name, leaves the base check to the usual comparison.
 */

export interface LoopRunCheck {
  c: Assertion;
  i: number;
  used: boolean;
}

/** `s` with the loop's name, read as a value (not a member `.x`, a named argument `x =`, or in a string), made `row`. */
function bind(s: string, name: string, row: string): string {
  if (s.includes('"') && new RegExp(`\\$\\{?${name}\\b`).test(s)) return '\u0000';
  return s.replace(new RegExp(`(?<![\\w$.])${name}(?![\\w$])(?!\\s*=(?!=))`, 'g'), row);
}

/** The head check `h` as the run of `t` over `row` makes it: the loop's own `for(x in rows)` is no condition of a run. */
function runOf(h: Assertion, t: LoopTable, name: string, row: string): Assertion {
  const own = `for(${name} in ${t.builder}(${t.rows.join(',')}))`;
  const guards = (h.guards ?? []).filter((g) => g !== own).map((g) => bind(g, name, row));
  const { sig: _sig, ...raw } = h;
  const re = makeAssertion({
    ...raw,
    subject: bind(h.subject, name, row),
    args: h.args.map((a) => bind(a, name, row)),
    guards,
  });
  return guards.length ? { ...re, sig: `${re.sig}|when:${guards.join('&&')}` } : re;
}

/**
 * A matcher of base checks against the runs of `head`'s looped checks: the head check one of whose runs is `b`, that
 * run then taken. `it` is bound only in a check without a lambda of its own, where it could mean that lambda's.
 */
export function loopRunChecks(head: LoopRunCheck[], tables: readonly LoopTable[] | undefined) {
  const taken = new Set<string>();
  return (b: Assertion): LoopRunCheck | undefined => {
    for (const t of tables ?? []) {
      if (!t.name) continue;
      for (const h of head) {
        if (h.c.line < t.from || h.c.line > t.to || h.c.family !== b.family || h.c.op !== b.op) continue;
        if (t.name === 'it' && /\{/.test(h.c.subject + h.c.args.join())) continue;
        const row = t.rows.findIndex(
          (r, ri) => !taken.has(`${h.i}|${t.line}|${ri}`) && runOf(h.c, t, t.name!, r).sig === b.sig,
        );
        if (row < 0) continue;
        taken.add(`${h.i}|${t.line}|${row}`);
        return h;
      }
    }
    return undefined;
  };
}
