import type { SwallowRegion, TestUnit } from '../inventory/tests.js';

/**
 * A swallow in a polled probe (inventory/polled-probes.ts: a private `Boolean` function whose every call is a poll's
 * condition, the poll's result thrown away) is a wait, not a swallowed check — unless it swallows a check the base
 * made outside it: every check of the region must be made by the head, outside its probes, as often as the base
 * made it anywhere. So a probe added before an action or before the same check is allowed
 * (`pollUntil { inputShown() }` then `onView(input).check(…)`), and a check moved into a probe, or a probe's catch
 * widened over a check only it makes, stays refused.
 */

/** A check's signature without the conditions a call site added. */
const key = (sig: string) => sig.replace(/\|when:.*$/, '');

function counts(sigs: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of sigs) m.set(key(s), (m.get(key(s)) ?? 0) + 1);
  return m;
}

/** Whether added swallow region `s` of head unit `h` is a polled probe swallowing no check base unit `b` made. */
export function polledProbeOnly(s: SwallowRegion, b: TestUnit, h: TestUnit): boolean {
  if (!s.polledProbe) return false;
  const before = counts(b.checks.filter((c) => c.asserting).map((c) => c.sig));
  const now = counts(h.checks.filter((c) => c.asserting).map((c) => c.sig));
  const inProbes = counts(h.swallows.filter((r) => r.polledProbe).flatMap((r) => r.checks.map((c) => c.sig)));
  return s.checks
    .filter((c) => c.asserting)
    .every((c) => (before.get(key(c.sig)) ?? 0) <= (now.get(key(c.sig)) ?? 0) - (inProbes.get(key(c.sig)) ?? 0));
}
