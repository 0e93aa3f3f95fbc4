import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 on a migration met in a real history outside the corpus: Truth's `assertThat(r.code).isEqualTo(Code.OK)`
 * rewritten as kotlin.test's `assertEquals(Code.OK, r.code, r.log)` — the message after the two values, and no
 * literal. The expected value is no floating-point number, so the third argument cannot be a tolerance: it is the
 * message, which changes no check. A tolerance given to a floating-point comparison is still a looser check.
 */

const T = 'compiler/src/test/kotlin/x/BuildTest.kt';
const file = (body: string) =>
  `package x\n\nimport kotlin.test.assertEquals\n\nclass BuildTest {\n    @Test\n    fun a() {\n        val r = build()\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('a message after the two values of assertEquals', () => {
  it('is no tolerance when the expected value is no floating-point number', async () => {
    for (const [base, head] of [
      ['assertThat(r.code).isEqualTo(Code.OK)', 'assertEquals(Code.OK, r.code, r.log)'],
      ['assertThat(r.lines).isEqualTo(3)', 'assertEquals(3, r.lines, r.describe())'],
      ['assertThat(r.output).isEqualTo(Output(1))', 'assertEquals(Output(1), r.output, summary)'],
      ['assertEquals(Code.OK, r.code)', 'assertEquals(Code.OK, r.code, r.log)'],
      ['assertEquals(true, r.done, r.log)', 'assertTrue(r.done)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('still refuses a tolerance added, another expected value, or a check dropped', async () => {
    for (const [base, head, rule] of [
      ['assertEquals(0.5, r.rate)', 'assertEquals(0.5, r.rate, slack)', 'assertion-weakened'],
      ['assertEquals(Limits.RATE, r.rate)', 'assertEquals(Limits.RATE, r.rate, DELTA)', 'assertion-weakened'],
      ['assertEquals(Limits.RATE, r.rate)', 'assertEquals(Limits.RATE, r.rate, maxError)', 'assertion-weakened'],
      ['assertEquals(expectedRate, r.rate)', 'assertEquals(expectedRate, r.rate, r.log)', 'assertion-weakened'],
      ['assertThat(r.code).isEqualTo(Code.OK)', 'assertEquals(Code.FAILED, r.code, r.log)', 'assertion-weakened'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([rule]);
  });
});
