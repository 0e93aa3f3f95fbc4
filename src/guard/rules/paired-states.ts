import { closing, topLevelItems } from '../bound-text.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * A checked value the change made a pair, its check made a check of the pair (review only; issue 27): `val state =
 * status.map { it.toHeader() }` became `combine(status, eol) { s, e -> e to s.toHeader() }` and `vm.state.value
 * shouldBe Header.Active` → `vm.state.value shouldBe (false to Header.Active)`. The same subject, now compared with a
 * pair one of whose components is the old expected value exactly: the new check holds that component to it and the
 * other to a value besides. Only when a member the subject reads is one whose declaration the change rewrote, and the
 * change's added app lines make pairs (`to`, `Pair`). Another component value, the old value dropped from the pair,
 * or a subject the change left as it was stays refused.
 */

export interface PairFacts {
  /** app members whose declaration changed */
  reach: ReadonlySet<string>;
  /** words of the app lines the change added */
  addedWords: ReadonlySet<string>;
}

/** The two components of a pair written `a to b` or `Pair(a, b)` (parenthesised or not), if `v` is one. */
export function pairComponents(v: string): [string, string] | undefined {
  let s = v.trim();
  while (s.startsWith('(') && closing(s, 0) === s.length) s = s.slice(1, -1).trim();
  const call = /^(?:kotlin\.)?Pair\(/.exec(s);
  if (call && closing(s, call[0].length - 1) === s.length) {
    const items = topLevelItems(s.slice(call[0].length, -1)).map((i) => i.trim());
    return items.length === 2 && items.every(Boolean) ? [items[0]!, items[1]!] : undefined;
  }
  let depth = 0;
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"') return undefined;
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (depth === 0 && s.startsWith(' to ', i)) at.push(i);
  }
  if (at.length !== 1) return undefined;
  const [a, b] = [s.slice(0, at[0]).trim(), s.slice(at[0]! + 4).trim()];
  return a && b ? [a, b] : undefined;
}

const words = (s: string) => s.split(/[^\w$]+/).filter(Boolean);

/** An equality's two sides, the checked one first. */
const sides = (c: Assertion): Array<[string, string]> => [
  [c.subject, c.args[0]!],
  [c.args[0]!, c.subject],
];

/** Base check `b`, head check `h`: the same subject now equal to a pair holding the base's expected value. */
export function pairedState(b: Assertion, h: Assertion, f: PairFacts): boolean {
  if (!b.asserting || !h.asserting || b.finder || h.finder || b.op !== 'isEqualTo' || h.op !== 'isEqualTo')
    return false;
  if (b.args.length !== 1 || h.args.length !== 1 || !sameGuards(b, h)) return false;
  if (!f.addedWords.has('to') && !f.addedWords.has('Pair')) return false;
  for (const [bs, bv] of sides(b))
    for (const [hs, hv] of sides(h)) {
      if (bs !== hs || !words(bs).some((w) => f.reach.has(w))) continue;
      const pair = pairComponents(hv);
      if (pair?.includes(bv) && pairComponents(bv) === undefined) return true;
    }
  return false;
}
