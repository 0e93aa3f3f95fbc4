import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2 on a migration met in a real history outside the corpus: Hamcrest matchers
 * written through their classes (`MatcherAssert.assertThat(x, CoreMatchers.\`is\`(CoreMatchers.notNullValue()))`)
 * rewritten as JUnit assertions, ordering and containment checks included. The same check in the
 * other library is no change; another value, a flipped or looser proposition is.
 */

const T = 'app/src/test/java/x/SamplingTest.kt';
const file = (body: string) =>
  `package x\n\nclass SamplingTest {\n    @Test\n    fun a() {\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('Hamcrest matchers through their classes, rewritten as JUnit assertions', () => {
  it('allows the same check in the other library', async () => {
    for (const [base, head] of [
      [
        'MatcherAssert.assertThat(config(id), CoreMatchers.`is`(CoreMatchers.notNullValue()))',
        'assertNotNull(config(id))',
      ],
      ['MatcherAssert.assertThat(cookie.location, Matchers.`is`(Matchers.nullValue()))', 'assertNull(cookie.location)'],
      [
        'MatcherAssert.assertThat("\\n" + errors, errors.length, Matchers.`is`(0))',
        'assertEquals("\\n" + errors, 0, errors.length)',
      ],
      ['MatcherAssert.assertThat(config.rate, CoreMatchers.equalTo(0.5))', 'assertEquals(0.5, config.rate, 0.0)'],
      ['MatcherAssert.assertThat(rate, Matchers.greaterThanOrEqualTo(0.0))', 'assertTrue(rate >= 0.0)'],
      ['MatcherAssert.assertThat(rate, Matchers.lessThan(1.0))', 'assertFalse(rate >= 1.0)'],
      [
        'MatcherAssert.assertThat(card.title(), Matchers.not(Matchers.containsString("_")))',
        'assertFalse(card.title().contains("_"))',
      ],
      ['MatcherAssert.assertThat(results, Matchers.empty())', 'assertTrue(results.isEmpty())'],
      ['assertThat(title.namespace, emptyString())', 'assertEquals("", title.namespace)'],
      ['assertThat(title.name, startsWith("Talk:"))', 'assertTrue(title.name.startsWith("Talk:"))'],
      [
        'MatcherAssert.assertThat(n?.category, Matchers.startsWith(MENTION))',
        'assertTrue(n?.category?.startsWith(MENTION) == true)',
      ],
      ['MatcherAssert.assertThat(spans(), Matchers.arrayWithSize(3))', 'assertThat(spans()).hasSize(3)'],
      ['assertThat(items, hasSize(2))', 'assertThat(items).hasSize(2)'],
      // a parenthesis inside the expected text is no grouping of the matcher's call
      ['assertThat(render(note), Matchers.`is`("a (draft"))', 'assertEquals("a (draft", render(note))'],
      ['assertThat(render(note), `is`("b) " + tail))', 'assertEquals("b) " + tail, render(note))'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another value, a flipped or a looser proposition', async () => {
    for (const [base, head, rule] of [
      [
        'MatcherAssert.assertThat(errors.length, Matchers.`is`(0))',
        'assertEquals(1, errors.length)',
        'assertion-weakened',
      ],
      [
        'MatcherAssert.assertThat(config.rate, CoreMatchers.equalTo(0.5))',
        'assertEquals(0.5, config.rate, 0.1)',
        'assertion-weakened',
      ],
      [
        'MatcherAssert.assertThat(rate, Matchers.greaterThanOrEqualTo(0.0))',
        'assertTrue(rate >= -1.0)',
        'assertion-weakened',
      ],
      ['MatcherAssert.assertThat(rate, Matchers.greaterThan(0.0))', 'assertTrue(rate >= 0.0)', 'assertion-weakened'],
      [
        'MatcherAssert.assertThat(card.title(), Matchers.not(Matchers.containsString("_")))',
        'assertTrue(card.title().contains("_"))',
        'assertion-weakened',
      ],
      [
        'MatcherAssert.assertThat(config(id), CoreMatchers.`is`(CoreMatchers.notNullValue()))',
        'assertNull(config(id))',
        'assertion-weakened',
      ],
      ['MatcherAssert.assertThat(results, Matchers.empty())', 'assertTrue(results.isNotEmpty())', 'assertion-weakened'],
      ['assertThat(items, hasSize(2))', 'assertThat(items).hasSize(3)', 'assertion-weakened'],
      [
        'assertThat(render(note), Matchers.`is`("a (draft"))',
        'assertEquals("a (final", render(note))',
        'assertion-weakened',
      ],
      [
        'assertThat(n?.category, startsWith(MENTION))',
        'assertTrue(n?.category?.startsWith(MENTION) == false)',
        'assertion-removed',
      ],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toContain(rule);
  });
});
