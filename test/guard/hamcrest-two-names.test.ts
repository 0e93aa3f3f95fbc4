import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2: Hamcrest 1.3 → 2.x renamed matchers it deprecated (`isOneOf` → `oneOf`, `isEmptyString` →
 * `emptyString`, `isEmptyOrNullString` → `emptyOrNullString`, `isIn` → `in`); the same matcher under its new name, at
 * the top of the check or inside another matcher, is no change; other values or a negated matcher still are.
 */

const T = 'app/src/test/java/x/LocaleTest.kt';
const file = (body: string) =>
  `package x\n\nclass LocaleTest {\n    @Test\n    fun a() {\n        val name = locale("zh-TW").displayName\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('Hamcrest 1 matcher names rewritten as Hamcrest 2 ones', () => {
  it('allows the same matcher under its new name', async () => {
    for (const [base, head] of [
      ['assertThat(name, isOneOf("a", "b"))', 'assertThat(name, oneOf("a", "b"))'],
      ['assertThat(name, Matchers.isOneOf("a", "b"))', 'assertThat(name, Matchers.oneOf("a", "b"))'],
      [
        'MatcherAssert.assertThat(name, Matchers.isEmptyOrNullString())',
        'MatcherAssert.assertThat(name, Matchers.emptyOrNullString())',
      ],
      ['assertThat(name, not(isEmptyOrNullString()))', 'assertThat(name, not(emptyOrNullString()))'],
      ['assertThat(name, isIn(listOf("a", "b")))', 'assertThat(name, `in`(listOf("a", "b")))'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another value or a negated matcher', async () => {
    for (const [base, head, rule] of [
      ['assertThat(name, isOneOf("a", "b"))', 'assertThat(name, oneOf("a", "b", "c"))', 'assertion-weakened'],
      ['assertThat(name, isEmptyOrNullString())', 'assertThat(name, not(emptyOrNullString()))', 'assertion-removed'],
      ['assertThat(name, isOneOf("a", "b"))', 'assertThat(name, not(oneOf("a", "b")))', 'assertion-weakened'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toContain(rule);
  });
});
