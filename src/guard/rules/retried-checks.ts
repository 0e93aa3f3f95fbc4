import type { Assertion } from '../inventory/assertion.js';
import type { SwallowRegion, TestUnit } from '../inventory/tests.js';

// A check retried until it holds is a wait, not a swallowed failure:
// - polled in `while (true)` with no way out of the loop but past the checks (inventory/loops.ts
//   `pollsUntilPasses`): the test goes on only once they held, and fails by its timeout otherwise;
// - a bounded retry (`repeat(3) { try { check; return } catch … }`) followed by the same check made
//   plainly after it: the last attempt fails the test as the check before the change did.
// - retried in its catch (`try { wait } catch … { swipe; wait }`): the retry's failure is not caught.
// A retry that gives up and carries on (`if (attempts > 3) break`, a catch that returns), or whose final
// check is missing or weaker, still swallows.

/** A check's signature without the loops and conditions it runs under. */
const unguarded = (c: Assertion) => c.sig.split('|when:')[0];

/**
 * `try { wait } catch (e: T) { recover; wait }`: every catch clause makes each check of the block again, under the same
 * conditions and with no way out before it, so the last attempt fails the test as the check did.
 */
function retriedInCatch(s: SwallowRegion, asserted: Assertion[]): boolean {
  const when = (c: Assertion) => (c.guards ?? []).join('&&');
  const again = (made: Assertion[], c: Assertion) =>
    made.some((m) => m.asserting && unguarded(m) === unguarded(c) && when(m) === when(c));
  return !!s.catchChecks?.length && s.catchChecks.every((made) => asserted.every((c) => again(made, c)));
}

/** True when the new swallow region `s` of head unit `h` only retries checks that must hold before the test goes on. */
export function retriedUntilHeld(s: SwallowRegion, h: TestUnit): boolean {
  const asserted = s.checks.filter((c) => c.asserting);
  if (asserted.length === 0) return false;
  if (s.untilPasses) return true;
  if (retriedInCatch(s, asserted)) return true;
  if (!s.retried) return false;
  const at = (c: Assertion) => `${c.line}:${unguarded(c)}`;
  const inRegions = new Set(h.swallows.flatMap((r) => r.checks.map(at)));
  const last = Math.max(...asserted.map((c) => c.line));
  const finalChecks = h.checks.filter((c) => c.line > last && !c.guards?.length && !inRegions.has(at(c)));
  return asserted.every((c) => finalChecks.some((f) => f.sig === unguarded(c)));
}
