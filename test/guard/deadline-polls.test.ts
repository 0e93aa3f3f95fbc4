import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 8: a check polled until a deadline or a number of attempts, the test failed when the loop runs
 * out (`throw lastError ?: AssertionError(…)`, `fail(…)`), is a wait on that check — not a swallowed failure, and
 * its loop no condition on it (owntracks/android a6951463ec, 5449fce1ed, f50a74e87b: Espresso helpers
 * `waitUntilViewDisplayed` polling `onView(…).check(…)` until a deadline). Each legitimate form next to the
 * weakening nearest to it, which must still be refused.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const check = 'onView(withId(R.id.saved)).check(matches(isDisplayed()))';
/** A test that saves, then calls `shown()`, and a helper `shown()` with `body` (indented by the caller). */
const file = (body: string) =>
  `package x\n\nclass SaveTest {\n    @Test\n    fun saves() {\n        onView(withId(R.id.save)).perform(click())\n        shown()\n    }\n\n    private fun shown() {\n${body
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n')}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

/** Polls `checked` while `loop` holds; `caught` keeps the failure and waits; `after` follows the loop. */
const poll = ({
  loop = 'while (System.currentTimeMillis() < deadline)',
  checked = check,
  caught = 'last = e\n        Thread.sleep(100)',
  after = 'throw last ?: AssertionError("timed out")',
  before = '',
} = {}) =>
  `val deadline = System.currentTimeMillis() + 5_000\nvar last: Throwable? = null\n${loop} {\n    ${before}try {\n        ${checked}\n        return\n    } catch (e: Throwable) {\n        ${caught}\n    }\n}\n${after}`;

describe('a check polled until it holds or the test fails', () => {
  it('allows a check turned into a poll that fails the test when it runs out', async () => {
    expect(await judged(check, poll())).toEqual([]);
    expect(await judged(check, poll({ after: 'fail("the saved banner never showed")' }))).toEqual([]);
    expect(await judged(check, poll({ loop: 'for (attempt in 1..n)', caught: 'delay(100)' }))).toEqual([]);
    expect(await judged(check, poll({ caught: 'last = e' }))).toEqual([]);
  });

  it('allows the poll rewritten with another clock, the check kept', async () => {
    const other = poll({ loop: 'while (Clock.System.now() < until)' });
    expect(await judged(poll(), other)).toEqual([]);
  });

  it('refuses a poll that gives up and carries on, leaves early, or does more than wait in its catch', async () => {
    // (the loop also stays a condition on the check: assertion-weakened beside it)
    expect(await judged(check, poll({ after: 'Log.w("SaveTest", "not shown", last)' }))).toContain('error-swallowed');
    expect(await judged(check, poll({ after: '' }))).toContain('error-swallowed');
    expect(await judged(check, poll({ caught: 'return' }))).toContain('error-swallowed');
    expect(await judged(check, poll({ before: 'if (skipped()) return\n    ' }))).toContain('error-swallowed');
    expect(await judged(check, poll({ caught: 'last = e\n        break' }))).toContain('error-swallowed');
    expect(await judged(check, poll({ caught: 'last = e\n        dismissDialog()' }))).toContain('error-swallowed');
  });

  it('still sees the check weakened or retargeted inside the poll', async () => {
    const weaker = poll({ checked: 'onView(withId(R.id.saved)).check(matches(isEnabled()))' });
    expect(await judged(check, weaker)).not.toEqual([]);
    const other = poll({ checked: 'onView(withId(R.id.other)).check(matches(isDisplayed()))' });
    expect(await judged(check, other)).toContain('finder-retargeted');
  });
});

describe("a condition polled by the test's own helper until it holds or the test fails", () => {
  const F = 'app/src/androidTest/java/x/PublishTest.kt';
  const helper = (
    after = 'throw AssertionError("timed out")',
    loopBody = 'if (condition()) return\n            Thread.sleep(100)',
  ) =>
    `    private fun waitUntilTrue(timeout: Duration = 5.seconds, condition: () -> Boolean) {\n        val deadline = Clock.System.now().plus(timeout)\n        while (Clock.System.now() < deadline) {\n            ${loopBody}\n        }\n        ${after}\n    }\n`;
  const source = (body: string, helpers = '') =>
    `package x\n\nclass PublishTest {\n    @Test\n    fun publishes() {\n        report()\n        ${body}\n    }\n${helpers}}\n`;
  const judgedPoll = async (base: string, head: string, helpers = helper()) =>
    (await refusals({ [F]: source(base) }, { [F]: source(head, helpers) })).map((r) => r.rule);
  const asserted = 'assertTrue(packets.any { it is MessageLocation })';

  it('allows a true/false check turned into a call of the helper with the same condition', async () => {
    expect(await judgedPoll(asserted, 'waitUntilTrue { packets.any { it is MessageLocation } }')).toEqual([]);
    expect(await judgedPoll(asserted, 'waitUntilTrue(10.seconds) { packets.any { it is MessageLocation } }')).toEqual(
      [],
    );
  });

  it('refuses another condition, and a helper that carries on or returns without the condition', async () => {
    expect(await judgedPoll(asserted, 'waitUntilTrue { packets.any { it is MessageWaypoints } }')).not.toEqual([]);
    const carriesOn = helper('Log.w("PublishTest", "timed out")');
    expect(
      await judgedPoll(asserted, 'waitUntilTrue { packets.any { it is MessageLocation } }', carriesOn),
    ).not.toEqual([]);
    const leaves = helper(undefined, 'if (condition() || attempts++ > 3) return\n            Thread.sleep(100)');
    expect(await judgedPoll(asserted, 'waitUntilTrue { packets.any { it is MessageLocation } }', leaves)).not.toEqual(
      [],
    );
  });
});
