import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2: a collection's size compared with a number, however the library writes it — Hamcrest's
 * `arrayWithSize(n)`/`hasSize(n)`, Truth's `hasSize(n)`, JUnit's `assertEquals(n, xs.size)` — is one check. Another
 * count, or a looser proposition, is still a weakened one.
 */

const T = 'app/src/test/java/x/SpanTest.kt';
const file = (body: string) =>
  `package x\n\nclass SpanTest {\n    @Test\n    fun a() {\n        val text = parse("a<sup>1</sup>")\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('a size checked in any library', () => {
  it('allows the same size check in another library', async () => {
    for (const [base, head] of [
      [
        'MatcherAssert.assertThat(text.spans<Sup>(), Matchers.arrayWithSize(EXPECTED))',
        'assertEquals(EXPECTED, text.spans<Sup>().size)',
      ],
      ['assertThat(text.items).hasSize(2)', 'assertEquals(2, text.items.size)'],
      ['assertThat(text.items, hasSize(2))', 'assertThat(text.items.size).isEqualTo(2)'],
      ['assertEquals(text.items.size, 3)', 'assertThat(text.items).hasSize(3)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another count or a looser check', async () => {
    for (const [base, head, rule] of [
      [
        'MatcherAssert.assertThat(text.spans<Sup>(), Matchers.arrayWithSize(2))',
        'assertEquals(3, text.spans<Sup>().size)',
        'assertion-weakened',
      ],
      ['assertThat(text.items).hasSize(2)', 'assertTrue(text.items.size >= 2)', 'assertion-weakened'],
      ['assertEquals(2, text.items.size)', 'assertThat(text.items).isNotEmpty()', 'assertion-removed'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toContain(rule);
  });
});
