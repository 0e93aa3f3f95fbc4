import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 3: an activity rule dropped for ActivityScenario, its tests reading their string resources through
 * the app context instead of the rule's activity (`rule.activity.getString(R.string.x)` →
 * `ApplicationProvider.getApplicationContext<Context>().getString(R.string.x)`): the same resource read in the same
 * configuration is the same text. Another resource, other format arguments, or a context made for another
 * configuration still change what is checked.
 */

const T = 'app/src/androidTest/java/x/SumTest.kt';
const file = (body: string) =>
  `package x\n\nclass SumTest {\n    @Test\n    fun a() {\n        onView(withId(R.id.add)).perform(click())\n        ${body}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);
const shows = (text: string) => `onView(withId(R.id.result)).check(matches(withText(${text})))`;

describe('a string resource read through another context of the app', () => {
  it('allows the activity swapped for the app context', async () => {
    for (const [base, head] of [
      [
        'rule.activity.getString(R.string.error)',
        'ApplicationProvider.getApplicationContext<Context>().getString(R.string.error)',
      ],
      [
        'rule.activity.resources.getString(R.string.error)',
        'getApplicationContext<Context>().resources.getString(R.string.error)',
      ],
      ['activityRule.activity.getString(R.string.total, 3)', 'context.getString(R.string.total, 3)'],
      [
        'composeRule.activity.getString(R.string.error)',
        'InstrumentationRegistry.getInstrumentation().targetContext.getString(R.string.error)',
      ],
    ] as [string, string][])
      expect(await judged(shows(base), shows(head)), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another resource, other arguments, or a context of another configuration', async () => {
    for (const [base, head] of [
      [
        'rule.activity.getString(R.string.error)',
        'ApplicationProvider.getApplicationContext<Context>().getString(R.string.empty)',
      ],
      ['activityRule.activity.getString(R.string.total, 3)', 'context.getString(R.string.total, 4)'],
      [
        'rule.activity.getString(R.string.error)',
        'context.createConfigurationContext(french).getString(R.string.error)',
      ],
    ] as [string, string][])
      expect(await judged(shows(base), shows(head)), `${base} → ${head}`).toContain('assertion-weakened');
  });
});
