import type { Assertion } from '../inventory/assertion.js';
import type { SwallowRegion, TestUnit } from '../inventory/tests.js';

// Two kinds of caught failure are no swallowed check:
// - an optional gesture: `runCatching { onView(withText("Dismiss")).perform(click()) }` dismisses a dialog
//   that may or may not show. Everything the region acts on or checks is a node or value the test did not
//   touch before the change, so no check the test made is caught; the test's own checks are compared on
//   their own (a check moved into the region is one the base made, and stays refused).
// - a retried gesture: a gesture retried in a loop (`repeat(3) { try { …performClick(); return } catch … }`)
//   holds actions only; the checks that follow it still fail when the gesture never lands.

/** What a check acts on or checks: its node's matcher, or its checked value. */
const touched = (c: Assertion) => c.finder?.matcher.key ?? c.subject;

/** True when the new swallow region `s` of head unit `h` catches nothing the base test `b` checked. */
export function optionalGesture(s: SwallowRegion, b: TestUnit, h: TestUnit): boolean {
  if (h.name.startsWith('<property') || s.checks.length === 0 || /\bevaluate\(/.test(s.body ?? '')) return false;
  if (!s.checks.some((c) => c.action)) return false;
  if (s.retried && s.checks.every((c) => c.action)) return true;
  const before = new Set(b.checks.map(touched));
  return s.checks.every((c) => !before.has(touched(c)));
}
