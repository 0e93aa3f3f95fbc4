import type { Assertion } from '../inventory/assertion.js';
import { looksExpected } from '../inventory/assertion-forms.js';

// `assertEquals(result, msg1)` written the same on both sides, where `result` now reads a subject the
// test builds through a helper (`val manager = createManager()` instead of a field set in `@Before`):
// the canonical form puts the values in another order, as which one looks like the expectation
// follows the expanded set-up. The same check over changed set-up checks the same thing — as for a
// changed subject (rules/tests.ts `subjectChange`) — unless the changed value became a constant.

/** An assertion's source text with layout and safe calls left out. */
const written = (s: string) => s.replace(/\s+/g, '').replace(/\?\./g, '.').replace(/!!/g, '');

/** True when `b` and `h` are one written check whose two compared values only swapped places. */
export function sameCheckReordered(b: Assertion, h: Assertion): boolean {
  if (b.op !== h.op || b.args.length !== 1 || h.args.length !== 1 || written(b.text) !== written(h.text)) return false;
  if (b.subjectVia !== undefined || h.subjectVia !== undefined || (b.guards ?? []).join() !== (h.guards ?? []).join())
    return false;
  const [bArg, hArg] = [b.args[0]!, h.args[0]!];
  // one value kept, the other changed with the set-up
  const changed =
    b.subject === hArg && bArg !== h.subject
      ? [bArg, h.subject]
      : bArg === h.subject && b.subject !== hArg
        ? [b.subject, hArg]
        : undefined;
  return !!changed && changed.every((v) => !looksExpected(v) && /[A-Za-z_]/.test(v));
}
