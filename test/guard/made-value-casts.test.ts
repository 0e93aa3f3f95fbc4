import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * A cast of a value the test writes out itself, a constructor call or an object (`hasEffects(Open(id) as Effect)`),
 * only gives Kotlin the supertype a generic vararg must infer; it checks the test's own object, nothing the app
 * returned (src/guard/inventory/cast-checks.ts `madeInPlace`). Met on simpledotorg/simple-android 60c1044eac,
 * 522d77d596 and baf67a92a0 (not in the corpus), where the cast was dropped or its object changed and read as a type
 * check removed or changed. A cast read through (`(parse(x) as Done).value`, `(Parse(x) as Done).value`) of what the
 * app returned is still a type check.
 */

const T = 'app/src/test/java/x/SummaryUpdateTest.kt';
const file = (body: string) =>
  `package x\n\nimport org.junit.Assert.assertEquals\nimport org.junit.Test\n\nclass SummaryUpdateTest {\n    @Test\n    fun opens() {\n        ${body}\n    }\n}\n`;
const rules = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('a cast of a value the test makes in place', () => {
  it('checks nothing the app returned: dropping it takes no check away', async () => {
    expect(
      await rules(
        'spec.given(model).whenEvent(Clicked).then(assertThatNext(hasNoModel(), hasEffects(Open(ID) as Effect)))',
        'spec.given(model).whenEvent(Clicked).then(assertThatNext(hasNoModel(), hasEffects(Open(ID))))',
      ),
    ).toEqual([]);
  });

  it('an object cast as it is checks nothing either', async () => {
    expect(
      await rules(
        'spec.given(model).whenEvent(Clicked).then(assertThatNext(hasNoModel(), hasEffects(ShowError as Effect)))',
        'spec.given(model).whenEvent(Clicked).then(assertThatNext(hasNoModel(), hasEffects(ShowError)))',
      ),
    ).toEqual([]);
  });

  it('a cast of what the app returned, read through, is still a type check', async () => {
    expect(
      await rules('assertEquals(3, (Parse(input) as Done).value)', 'assertEquals(3, Parse(input).value)'),
    ).not.toEqual([]);
  });

  it('a cast of a value the app returned is still a type check', async () => {
    expect(
      await rules(
        'assertEquals(Open(ID), update.next(Clicked) as Effect)',
        'assertEquals(Open(ID), update.next(Clicked))',
      ),
    ).not.toEqual([]);
  });
});
