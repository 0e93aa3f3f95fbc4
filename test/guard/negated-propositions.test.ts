import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, a form met outside the corpus (commons-app/apps-android-commons 25e467b3a5, "improve assertion logic"):
 * `assertFalse(isClose!!.equals(false))` rewritten as `assertFalse(!isClose)` — both check that `isClose` is true.
 * A true/false check of `a.equals(b)` is one of `a == b`, and of `!x` (one operand) one of `x` the other way round
 * (src/guard/inventory/boolean-forms.ts). Still refused: the check turned round, another expected value, and a
 * negation of a whole condition (`!a && b`) read as one operand's.
 */

const T = 'app/src/test/java/x/NearbyTest.kt';
const file = (body: string) => `package x\n\nclass NearbyTest {\n    @Test\n    fun a() {\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('negations and equals calls in true/false checks', () => {
  it('allows the same proposition written with equals() or a negation', async () => {
    for (const [base, head] of [
      ['assertFalse(isClose!!.equals(false))', 'assertFalse(!isClose)'],
      ['assertFalse(isClose.equals(false))', 'assertTrue(isClose)'],
      ['assertTrue(state.value!!.equals(Mode.DARK))', 'assertEquals(Mode.DARK, state.value)'],
      ['assertFalse(!repo.find(id)?.done!!)', 'assertTrue(repo.find(id)?.done!!)'],
      ['assertTrue(!list.isEmpty())', 'assertFalse(list.isEmpty())'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('still refuses the check turned round, another value, or a whole condition negated', async () => {
    for (const [base, head, rule] of [
      ['assertFalse(isClose!!.equals(false))', 'assertFalse(isClose)', 'assertion-weakened'],
      ['assertTrue(state.value!!.equals(Mode.DARK))', 'assertEquals(Mode.LIGHT, state.value)', 'assertion-weakened'],
      ['assertTrue(!list.isEmpty())', 'assertTrue(list.isEmpty())', 'assertion-weakened'],
      ['assertTrue(!list.isEmpty() && ready)', 'assertFalse(list.isEmpty())', 'assertion-removed'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([rule]);
  });
});
