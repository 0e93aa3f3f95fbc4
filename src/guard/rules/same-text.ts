import type { Assertion } from '../inventory/assertion.js';
import { looksExpected } from '../inventory/assertion-forms.js';

// `assertEquals(result, msg1)` written the same on both sides, where `result` now reads a subject the
// test builds through a helper (`val manager = createManager()` instead of a field set in `@Before`):
// the canonical form puts the values in another order, as which one looks like the expectation
// follows the expanded set-up. The same check over changed set-up checks the same thing — as for a
// changed subject (rules/tests.ts `subjectChange`) — unless the changed value became a constant.

/** An assertion's source text with layout and safe calls left out. */
const written = (s: string) => s.replace(/\s+/g, '').replace(/\?\./g, '.').replace(/!!/g, '');

/**
 * `x.current.value` read where `x` was a field set in `@Before` and is now a local built in the test
 * (`val x = createX()`): the same member path over a receiver now built in place — a bare name in the
 * base, a call in the head.
 */
function rootRebuilt(bv: string, hv: string): boolean {
  const b = /^([a-z_]\w*)(\..+)$/.exec(bv);
  if (!b || !hv.endsWith(b[2]!)) return false;
  const root = hv.slice(0, hv.length - b[2]!.length);
  return /^[A-Za-z_][\w.]*\(.*\)$/.test(root) && !looksExpected(root);
}

/** True when `b` and `h` are one written check whose two compared values only swapped places. */
export function sameCheckReordered(b: Assertion, h: Assertion): boolean {
  if (b.op !== h.op || b.args.length !== 1 || h.args.length !== 1 || written(b.text) !== written(h.text)) return false;
  const via = b.subjectVia ?? h.subjectVia ?? b.expectedVia ?? h.expectedVia;
  if (via !== undefined || (b.guards ?? []).join() !== (h.guards ?? []).join()) return false;
  const [bArg, hArg] = [b.args[0]!, h.args[0]!];
  // the values in place, one of them read over a receiver the test now builds itself
  if (b.subject === h.subject && bArg !== hArg && rootRebuilt(bArg, hArg)) return true;
  if (bArg === hArg && b.subject !== h.subject && rootRebuilt(b.subject, h.subject)) return true;
  // one value kept, the other changed with the set-up
  const changed =
    b.subject === hArg && bArg !== h.subject
      ? [bArg, h.subject]
      : bArg === h.subject && b.subject !== hArg
        ? [b.subject, hArg]
        : undefined;
  return !!changed && changed.every((v) => !looksExpected(v) && /[A-Za-z_]/.test(v));
}
