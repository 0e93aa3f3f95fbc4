import type { Assertion } from '../inventory/assertion.js';
import { type FoldedStreams, unfolded } from '../stream-reads.js';

/**
 * The same check after the streams it read were folded into one state stream (review only): `assertThat(
 * vm.title.value).isEqualTo(t)` → `assertThat(vm.uiState.value.title).isEqualTo(t)`, where the change
 * declared `title` a stream in its base and only a plain field in its head. Read back through the fold
 * (stream-reads.ts `unfolded`), the head check must be the base check: same kind, same proposition, the same
 * value on the same receiver — either way round for an equality — under the same conditions. Another
 * expected value, another field or another receiver is still a changed check.
 */
export function foldedCheck<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: F[],
  folded: FoldedStreams | undefined,
): F | undefined {
  if (!folded || b.finder || !b.asserting) return undefined;
  const sides = (c: Assertion) => [c.subject, ...c.args].map((v) => unfolded(v, folded));
  const want = sides(b).join('\u0001');
  const when = (c: Assertion) => (c.guards ?? []).join('&&');
  return head.find(({ c: h, used }) => {
    if (used || h.finder || !h.asserting || h.op !== b.op || h.family !== b.family || when(h) !== when(b)) return false;
    const got = sides(h);
    if (got.join('\u0001') === want) return want !== [h.subject, ...h.args].join('\u0001');
    const equality = (h.op === 'isEqualTo' || h.op === 'isNotEqualTo') && got.length === 2;
    return equality && [got[1], got[0]].join('\u0001') === want;
  });
}
