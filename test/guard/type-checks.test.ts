import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 2 on forms met in real histories outside the corpus: a type check spelled another
 * way — `assertTrue(x is T)`, JUnit 5's `assertInstanceOf(T::class.java, x)` (whose value is the cast
 * `x`), kotlin.test's `assertIs<T>(x)` (and the smart cast after it), Truth's `isInstanceOf`,
 * Hamcrest's `instanceOf` — and a cast in a checked value, which checks the type too. Each next to
 * the weakening nearest to it, which must still be refused.
 */

const T = 'app/src/test/java/x/HandlerTest.kt';
const file = (body: string) => `package x\n\nclass HandlerTest {\n${body}\n}\n`;
const test = (body: string) =>
  `    @Test\n    fun a() = runTest {\n${body
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n')}\n    }`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(test(base)) }, { [T]: file(test(head)) })).map((r) => `${r.rule}: ${r.verb}`);

describe('a type check spelled another way', () => {
  it('allows assertTrue(x is T) as assertInstanceOf, assertIs, isInstanceOf and instanceOf', async () => {
    const base = 'assertTrue(r is Event.Saved)';
    for (const head of [
      'assertInstanceOf(Event.Saved::class.java, r)',
      'assertInstanceOf(Event.Saved::class.java, r, "not saved")',
      'assertIs<Event.Saved>(r)',
      'assertThat(r).isInstanceOf(Event.Saved::class.java)',
      'assertThat(r is Event.Saved).isTrue()',
      'assertThat(r, instanceOf(Event.Saved::class.java))',
    ])
      expect(await judged(base, head), head).toEqual([]);
    expect(await judged('assertFalse(r is Event.Saved)', 'assertIsNot<Event.Saved>(r)')).toEqual([]);
    // the type written with its package, or imported
    expect(await judged('assertIs<com.example.x.Event.Saved>(r)', base)).toEqual([]);
  });

  it('allows the checked value read through the cast assertInstanceOf or assertIs gives back', async () => {
    const base = 'val r = awaitItem()\nassertTrue(r is Event.Saved)\nassertEquals(-1, (r as Event.Saved).id)';
    expect(
      await judged(base, 'val s = assertInstanceOf(Event.Saved::class.java, awaitItem())\nassertEquals(-1, s.id)'),
    ).toEqual([]);
    expect(await judged(base, 'val s = assertIs<Event.Saved>(awaitItem())\nassertEquals(-1, s.id)')).toEqual([]);
    const cast = 'val r = awaitItem()\nassertTrue(r is Event.Saved)\nval s = r as Event.Saved\nassertEquals(-1, s.id)';
    expect(
      await judged(cast, 'val s = assertInstanceOf(Event.Saved::class.java, awaitItem())\nassertEquals(-1, s.id)'),
    ).toEqual([]);
  });

  it('reads a cast in a checked value as a type check: it may move to assertIs, not go', async () => {
    const base = 'assertEquals(-1, (r as Event.Saved).id)';
    expect(await judged(base, 'assertIs<Event.Saved>(r)\nassertEquals(-1, r.id)')).toEqual([]);
    expect(await judged(base, 'assertTrue(r is Event.Saved)\nassertEquals(-1, r.id)')).toEqual([]);
    expect(await judged(base, 'assertEquals(-1, r.id)')).toEqual(['assertion-removed: removed the assertion']);
    expect(await judged(base, 'assertEquals(-1, (r as? Event.Saved)?.id)')).toContain(
      'assertion-removed: removed the assertion',
    );
  });

  it('refuses another type, a weaker check, and the type check dropped', async () => {
    const base = 'assertTrue(r is Event.Saved)\nassertEquals(1, r.id)';
    expect(await judged(base, 'assertInstanceOf(Event.Failed::class.java, r)\nassertEquals(1, r.id)')).toEqual([
      'assertion-weakened: weakened the assertion',
    ]);
    expect(await judged(base, 'assertNotNull(r)\nassertEquals(1, r.id)')).toEqual([
      'assertion-weakened: weakened the assertion',
    ]);
    expect(await judged(base, 'assertEquals(1, r.id)')).toEqual(['assertion-removed: removed the assertion']);
    expect(await judged(base, 'assertIsNot<Event.Saved>(r)\nassertEquals(1, r.id)')).toEqual([
      'assertion-weakened: weakened the assertion',
    ]);
  });
});
