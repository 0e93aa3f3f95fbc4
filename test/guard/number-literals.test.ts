import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 3 on a form met in real histories outside the corpus: an expected number written
 * another way (`1000f` → `1e3f`, `1000` → `1_000`, `0x10` → `16`) is the same expectation; another
 * value, or the same digits of another type (`1` → `1.0`, `1` → `1L`), is not.
 */

const T = 'app/src/test/java/x/MeasureTest.kt';
const file = (body: string) =>
  `package x\n\nclass MeasureTest {\n    @Test\n    fun a() {\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('an expected number written another way', () => {
  it('allows the same value in another spelling', async () => {
    for (const [from, to] of [
      ['1000f', '1e3f'],
      ['1000f', '1_000.0F'],
      ['0.25', '2.5e-1'],
      ['1000', '1_000'],
      ['16', '0x10'],
      ['5L', '0b101L'],
    ])
      expect(
        await judged(`assertThat(grams(x)).isWithin(TOL).of(${from})`, `assertThat(grams(x)).isWithin(TOL).of(${to})`),
        `${from} → ${to}`,
      ).toEqual([]);
  });

  it('refuses another value, or the same digits of another type', async () => {
    for (const [from, to] of [
      ['1000f', '1e2f'],
      ['16', '0x11'],
      ['1', '1.0'],
      ['1', '1L'],
      ['1.5f', '1.5'],
    ])
      expect(
        await judged(`assertEquals(${from}, grams(x))`, `assertEquals(${to}, grams(x))`),
        `${from} → ${to}`,
      ).toEqual(['assertion-weakened']);
  });
});
