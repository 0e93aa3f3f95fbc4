import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 class 3 on a refactor met in a real history outside the corpus: an assertion's message literal moved into
 * a constant of the test class (`assertTrue("must be short", s.length <= 200)` → `assertTrue(SHORT, s.length <= 200)`
 * with `const val SHORT = "must be short"`). JUnit puts the message first; a name that stands for a string is a
 * message as the literal was, and a message changes no check. The condition, or a constant that is no text, is still
 * what is checked.
 */

const T = 'app/src/test/java/x/NoteTest.kt';
const file = (body: string, constants = '') =>
  `package x\n\nimport org.junit.Assert.*\nimport org.junit.Test\n\nclass NoteTest {\n${constants}\n    @Test\n    fun a() {\n        val s = excerpt()\n        ${body}\n    }\n}\n`;
const companion = (decls: string) => `    companion object {\n${decls}\n    }\n`;
const SHORT = companion(
  '        private const val SHORT = "Excerpt must be short"\n        private const val LIMIT = 200',
);
const judged = async (base: string, head: string, headConstants = SHORT) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head, headConstants) })).map((r) => r.rule);

describe('an assertion message written as a constant', () => {
  it('is the message it was as a literal', async () => {
    for (const [base, head] of [
      ['assertTrue("Excerpt must be short", s.length <= 200)', 'assertTrue(SHORT, s.length <= 200)'],
      ['assertFalse("Excerpt must be short", s.contains("<a "))', 'assertFalse(SHORT, s.contains("<a "))'],
      ['assertNotNull("Excerpt must be short", s.title)', 'assertNotNull(SHORT, s.title)'],
      ['assertEquals("Excerpt must be short", 3, s.lines)', 'assertEquals(SHORT, 3, s.lines)'],
      ['assertTrue("Excerpt must be short", s.length <= 200)', 'assertTrue(NoteTest.SHORT, s.length <= 200)'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('still refuses the condition changed, or a constant that is no text put in the checked place', async () => {
    for (const [base, head, rule] of [
      [
        'assertTrue("Excerpt must be short", s.length <= 200)',
        'assertTrue(SHORT, s.length <= 2000)',
        'assertion-weakened',
      ],
      [
        'assertTrue("Excerpt must be short", s.length <= 200)',
        'assertTrue(SHORT, s.length >= 0)',
        'assertion-weakened',
      ],
      ['assertEquals("Excerpt must be short", 3, s.lines)', 'assertEquals(SHORT, 4, s.lines)', 'assertion-weakened'],
      ['assertEquals(3, s.lines)', 'assertEquals(3, LIMIT)', 'assertion-weakened'],
    ] as [string, string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([rule]);
  });
});
