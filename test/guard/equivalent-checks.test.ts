import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 5: one check written with another library's words where the canonical forms differ. A size
 * matcher (`assertThat(xs, hasSize(2))`, `arrayWithSize(n)`) is an equality of the collection's size, and AssertJ's
 * sign propositions (`isNotZero()`, `isPositive()`) are comparisons with zero. These are compared as equivalent
 * checks, so the messages keep each check as written; another count, another subject or a looser comparison is
 * still a weakening.
 */

const T = 'app/src/test/java/x/CountingTest.kt';
const file = (body: string) =>
  `package x\n\nclass CountingTest {\n    @Test\n    fun a() {\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('equivalent checks in other words', () => {
  it('allows a size matcher rewritten as an equality of the size, and a sign proposition as a comparison with zero', async () => {
    for (const [base, head] of [
      ['assertThat(items, hasSize(2))', 'assertEquals(2, items.size)'],
      ['MatcherAssert.assertThat(spans(), Matchers.arrayWithSize(LIMIT))', 'assertEquals(LIMIT, spans().size)'],
      ['assertThat(store.rows()).hasSize(4)', 'assertThat(store.rows().size).isEqualTo(4)'],
      ['assertEquals(3, names.size)', 'assertThat(names).hasSize(3)'],
      ['assertThat(row.key, not(0))', 'assertThat(row.key).isNotZero()'],
      ['assertThat(row.key).isNotEqualTo(0L)', 'assertThat(row.key).isNotZero()'],
      ['assertEquals(0, row.errors)', 'assertThat(row.errors).isZero()'],
      ['assertTrue(row.total > 0)', 'assertThat(row.total).isPositive()'],
      ['assertThat(row.total).isNegative()', 'assertTrue(row.total < 0)'],
      ['assertThat(row.total).isAtLeast(0)', 'assertThat(row.total).isNotNegative()'],
      // an equality with null is the null check (Adyen c6ddf847e4: assertEquals(null, x) → assertNull(x))
      ['assertEquals(null, row.note)', 'assertNull(row.note)'],
      ['assertThat(row.note).isNull()', 'assertThat(row.note).isEqualTo(null)'],
      ['assertNotEquals(null, row.note)', 'assertNotNull(row.note)'],
      // an emptiness check is the size's equality with zero (AssertJ hasSize(0) → isEmpty())
      ['assertThat(findings).hasSize(0)', 'assertThat(findings).isEmpty()'],
      ['assertEquals(0, findings.size)', 'assertTrue(findings.isEmpty())'],
      ['assertThat(findings.isEmpty()).isFalse()', 'assertThat(findings).isNotEmpty()'],
      ['assertThat(findings).isNotEmpty()', 'assertNotEquals(0, findings.size)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another count, another subject, or a looser comparison', async () => {
    // paired with the check it became (weakened) or with none (removed): refused either way, never allowed
    for (const [base, head, rule] of [
      ['assertThat(items, hasSize(2))', 'assertEquals(3, items.size)', 'assertion-removed'],
      ['assertThat(items, hasSize(2))', 'assertEquals(2, others.size)', 'assertion-removed'],
      ['assertThat(items).hasSize(2)', 'assertThat(items.size).isAtLeast(2)', 'assertion-removed'],
      ['assertThat(row.key, not(0))', 'assertThat(row.key).isNotNegative()', 'assertion-weakened'],
      ['assertThat(row.total).isPositive()', 'assertThat(row.total).isNotZero()', 'assertion-weakened'],
      ['assertEquals(0, row.errors)', 'assertThat(row.errors).isNotZero()', 'assertion-weakened'],
      ['assertEquals(null, row.note)', 'assertNotNull(row.note)', 'assertion-weakened'],
      ['assertEquals(null, row.note)', 'assertNull(row.other)', 'assertion-removed'],
      ['assertEquals("a", row.note)', 'assertNotNull(row.note)', 'assertion-weakened'],
      // an emptiness check read as a size: another count, or emptiness flipped, is another check
      ['assertThat(findings).hasSize(1)', 'assertThat(findings).isEmpty()', 'assertion-weakened'],
      ['assertThat(findings).hasSize(0)', 'assertThat(findings).isNotEmpty()', 'assertion-weakened'],
      ['assertThat(findings).hasSize(0)', 'assertFalse(findings.isEmpty())', 'assertion-removed'],
      ['assertThat(findings).hasSize(0)', 'assertThat(others).isEmpty()', 'assertion-removed'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toContain(rule);
  });
});
