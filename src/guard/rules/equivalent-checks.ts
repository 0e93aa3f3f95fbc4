import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * One check written in another library's words whose canonical forms differ (inventory/assertion-forms.ts keeps
 * each as written, so messages quote it): a size proposition (`assertThat(xs, hasSize(2))`, AssertJ's `hasSize`)
 * is an equality of the collection's size (`assertEquals(2, xs.size)`; `.length`, `.count()` alike), and AssertJ's
 * sign propositions are comparisons with zero (`isNotZero()` is `isNotEqualTo(0)`, `isPositive()` is
 * `isGreaterThan(0)`), as a null check is an equality with `null` and an emptiness check one of the size with zero
 * (`hasSize(0)` is `isEmpty()`, `assertTrue(xs.isEmpty())`; `isNotEmpty()` is a size other than zero). Both sides are read into one form and must then
 * be the same check (both policies).
 */
const signs: Record<string, string> = {
  isZero: 'isEqualTo',
  isNotZero: 'isNotEqualTo',
  isPositive: 'isGreaterThan',
  isNegative: 'isLessThan',
  isNotNegative: 'isAtLeast',
  isNotPositive: 'isAtMost',
};
/** A null check is the equality with `null` (`assertNull(x)` is `assertEquals(null, x)`). */
const nullChecks: Record<string, string> = { isNull: 'isEqualTo', isNotNull: 'isNotEqualTo' };
/** Emptiness as the size's comparison with zero: `isEmpty()`, or a true/false check of the collection's own call. */
const empties: Record<string, string> = { isEmpty: 'isEqualTo', isNotEmpty: 'isNotEqualTo' };
const emptyCall = /^(.+?)\.(isEmpty|isNotEmpty)(?:\(\))?$/;
const flipped: Record<string, string> = { isEqualTo: 'isNotEqualTo', isNotEqualTo: 'isEqualTo' };
const zero = /^-?0(?:\.0*)?[LlFfDd]?$/;
const sized = /^(.+?)(?:\.size|\.length|\.count\(\)|\.size\(\)|\.length\(\))$/;

/** The check as a comparison: `subject op arg`, sizes read as `.size`, zero written `0`. */
function comparison(c: Assertion): string | undefined {
  if (!c.asserting || c.finder || (c.family !== 'truth' && c.family !== 'junit')) return undefined;
  let { subject, op, args } = c;
  if (signs[op] && args.length === 0) [op, args] = [signs[op]!, ['0']];
  else if (nullChecks[op] && args.length === 0) [op, args] = [nullChecks[op]!, ['null']];
  else if (op === 'hasSize' && args.length === 1) [subject, op] = [`${subject}.size`, 'isEqualTo'];
  else if (empties[op] && args.length === 0) [subject, op, args] = [`${subject}.size`, empties[op]!, ['0']];
  else if ((op === 'isTrue' || op === 'isFalse') && args.length === 0) {
    const e = emptyCall.exec(subject);
    if (!e) return undefined;
    const says = empties[e[2]!]!;
    [subject, op, args] = [`${e[1]}.size`, op === 'isTrue' ? says : flipped[says]!, ['0']];
  }
  if (args.length !== 1) return undefined;
  const m = sized.exec(subject);
  if (m) subject = `${m[1]}.size`;
  const arg = zero.test(args[0]!) ? '0' : args[0]!;
  return `${subject}\u0001${op}\u0001${arg}`;
}

export function equivalentCheck<F extends { c: Assertion; used: boolean }>(b: Assertion, head: F[]): F | undefined {
  const want = comparison(b);
  if (want === undefined) return undefined;
  return head.find(({ c: h, used }) => !used && sameGuards(b, h) && comparison(h) === want);
}
