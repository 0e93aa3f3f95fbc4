import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, classes 5 and 8 and added logging: checks moved into a helper or a custom matcher,
 * synchronisation rewritten (sleeps, waits, retries), diagnostics added. Each legitimate form next to
 * the weakening nearest to it, which must still be refused under its rule.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const file = (body: string) => `package x

class SaveTest {
    @get:Rule
    val rule = createComposeRule()

${body}
}
`;
const test = (body: string) => `    @Test
    fun a() {
${body
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }`;
const withHelper = (body: string, helper: string) => `${test(body)}\n\n    ${helper}`;

async function judged(base: string, head: string): Promise<string[]> {
  return (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => `${r.rule}: ${r.what}`);
}
const rulesOf = (found: string[]) => found.map((l) => l.slice(0, l.indexOf(':')));

const titleCheck = 'onView(withId(R.id.title)).check(matches(withText("Hi")))';

describe('checks moved into a helper or a custom matcher', () => {
  it('reads a matcher helper as the matcher it returns, and sees it weakened there', async () => {
    const called = 'onView(withId(R.id.title)).check(matches(hasTitle("Hi")))';
    expect(await judged(test(titleCheck), withHelper(called, 'private fun hasTitle(t: String) = withText(t)'))).toEqual(
      [],
    );
    expect(
      rulesOf(
        await judged(
          test(titleCheck),
          withHelper(called, 'private fun hasTitle(t: String): Matcher<View> = withText(containsString(t))'),
        ),
      ),
    ).toEqual(['assertion-weakened']);
  });

  it('reads a Compose matcher helper in a finder, and sees a term dropped inside it', async () => {
    const base = test('rule.onNode(hasTestTag("save") and hasClickAction()).assertIsDisplayed()');
    const called = 'rule.onNode(saveButton()).assertIsDisplayed()';
    expect(
      await judged(base, withHelper(called, 'private fun saveButton() = hasTestTag("save") and hasClickAction()')),
    ).toEqual([]);
    expect(rulesOf(await judged(base, withHelper(called, 'private fun saveButton() = hasTestTag("save")')))).toEqual([
      'finder-widened',
    ]);
  });

  it('leaves a helper declared to return something else than a matcher as it is called', async () => {
    const base = withHelper('assertTrue(isValid("a"))', 'private fun isValid(x: String): Boolean = isEmail(x)');
    const head = withHelper('assertTrue(isValid("a"))', 'private fun isValid(x: String): Boolean = isEmail(x.trim())');
    expect(rulesOf(await judged(base, head))).toEqual(['assertion-weakened']);
  });

  it('follows a check moved into a helper, and refuses it weakened there', async () => {
    expect(
      await judged(
        test(titleCheck),
        withHelper(
          'checkTitle("Hi")',
          `private fun checkTitle(t: String) {\n        onView(withId(R.id.title)).check(matches(withText(t)))\n    }`,
        ),
      ),
    ).toEqual([]);
    expect(
      rulesOf(
        await judged(
          test(titleCheck),
          withHelper(
            'checkTitle("Hi")',
            'private fun checkTitle(t: String) {\n        onView(withId(R.id.title)).check(matches(isDisplayed()))\n    }',
          ),
        ),
      ),
    ).toEqual(['assertion-weakened']);
  });

  it('does not count an Espresso action as a check, but still a removed check', async () => {
    const base = test(`onView(withId(R.id.save)).perform(click())\n${titleCheck}`);
    expect(await judged(base, test(titleCheck))).toEqual([]);
    expect(rulesOf(await judged(base, test('onView(withId(R.id.save)).perform(click())')))).toEqual([
      'assertion-removed',
    ]);
  });

  it('reads the same written check over a subject now built by a helper as the same check', async () => {
    const base = `    private lateinit var manager: Manager\n\n${test('manager.add(msg1)\nval result = manager.current.value\nassertEquals(result, msg1)')}`;
    const head = withHelper(
      'val manager = createManager()\nmanager.add(msg1)\nval result = manager.current.value\nassertEquals(result, msg1)',
      'private fun createManager() = Manager(FakeStorage())',
    );
    expect(await judged(base, head)).toEqual([]);
    const constant = head
      .replace('assertEquals(result, msg1)', 'assertEquals(result, result)')
      .replace('val result = manager.current.value', 'val result = msg2');
    expect(rulesOf(await judged(base, constant))).not.toEqual([]);
  });
});

describe('synchronisation rewritten', () => {
  const waitFor = 'rule.waitUntil(5_000) { rule.onAllNodesWithText("a").fetchSemanticsNodes().isNotEmpty() }';

  it('reads a waitUntil that counts a finder’s nodes as that node wait', async () => {
    expect(await judged(test(waitFor), test('rule.waitUntilAtLeastOneExists(hasText("a"), 5_000)'))).toEqual([]);
    expect(rulesOf(await judged(test(waitFor), test('rule.waitUntilAtLeastOneExists(hasText("b"), 5_000)')))).toEqual([
      'finder-retargeted',
    ]);
  });

  it('allows a wait dropped while the test still checks its node, not one whose node nothing checks', async () => {
    const check = 'rule.onNodeWithText("a").assertIsDisplayed()';
    expect(await judged(test(`${waitFor}\n${check}`), test(`rule.waitForIdle()\n${check}`))).toEqual([]);
    const other = 'rule.onNodeWithText("b").assertIsDisplayed()';
    expect(rulesOf(await judged(test(`${waitFor}\n${other}`), test(other)))).toEqual(['assertion-removed']);
    // a wait for one node is not kept by a check that it is gone
    const gone = 'rule.onNodeWithText("a").assertDoesNotExist()';
    expect(rulesOf(await judged(test(`${waitFor}\n${gone}`), test(gone)))).toEqual(['assertion-removed']);
  });

  it('allows an optional gesture in runCatching, not a check the test made before', async () => {
    const base = test('rule.onNodeWithTag("refresh").performClick()\nrule.onNodeWithText("a").assertIsDisplayed()');
    const dismiss = 'runCatching { onView(withText("Dismiss")).perform(click()).check(matches(isDisplayed())) }';
    expect(
      await judged(
        base,
        test(`${dismiss}\nrule.onNodeWithTag("refresh").performClick()\nrule.onNodeWithText("a").assertIsDisplayed()`),
      ),
    ).toEqual([]);
    const wrapped = test(
      'rule.onNodeWithTag("refresh").performClick()\nrunCatching { rule.onNodeWithText("a").assertIsDisplayed() }',
    );
    expect(rulesOf(await judged(base, wrapped))).toEqual(['error-swallowed']);
    const clickWrapped = test(
      'runCatching { rule.onNodeWithTag("refresh").performClick() }\nrule.onNodeWithText("a").assertIsDisplayed()',
    );
    expect(rulesOf(await judged(base, clickWrapped))).toEqual(['error-swallowed']);
  });

  it('allows a gesture retried in a loop, not a retried check', async () => {
    const base = test('rule.onNodeWithTag("refresh").performClick()\nrule.onNodeWithText("a").assertIsDisplayed()');
    const retry = (inner: string) =>
      `repeat(3) {\n    try {\n        ${inner}\n        return@repeat\n    } catch (e: AssertionError) {\n        Thread.sleep(100)\n    }\n}`;
    const retried = test(
      `${retry('rule.onNodeWithTag("refresh").performClick()')}\nrule.onNodeWithText("a").assertIsDisplayed()`,
    );
    expect(await judged(base, retried)).toEqual([]);
    const checkRetried = test(
      `rule.onNodeWithTag("refresh").performClick()\n${retry('rule.onNodeWithText("a").assertIsDisplayed()')}`,
    );
    expect(rulesOf(await judged(base, checkRetried))).toEqual(['error-swallowed']);
  });

  it('allows an activity-launching rule replaced by launchActivity, not a rule kept without @Rule', async () => {
    const rule = '    @get:Rule\n    val activityRule = IntentsTestRule(MainActivity::class.java, true, false)\n\n';
    const base = `${rule}${test('activityRule.launchActivity(null)\nonView(withId(R.id.list)).check(matches(isDisplayed()))')}`;
    const head = test(
      'launchActivity<MainActivity>().use {\n    onView(withId(R.id.list)).check(matches(isDisplayed()))\n}',
    );
    expect(await judged(base, head)).toEqual([]);
    const unannotated = base.replace('    @get:Rule\n', '');
    expect(rulesOf(await judged(base, unannotated))).toEqual(['test-suppressed']);
  });
});

describe('logging added', () => {
  const check = 'rule.onNodeWithText("Saved").assertIsDisplayed()';
  it('allows a catch that logs and rethrows, not one that only logs', async () => {
    const logged = (rethrow: string) =>
      test(
        `try {\n    ${check}\n} catch (e: Throwable) {\n    rule.onRoot().printToLog("FAIL")\n    Log.e("T", "failed", e)${rethrow}\n}`,
      );
    expect(await judged(test(check), logged('\n    throw e'))).toEqual([]);
    expect(rulesOf(await judged(test(check), logged('')))).toEqual(['error-swallowed']);
  });

  it('allows a rule that dumps the tree on failure, and printing in a test', async () => {
    const dump = `    @get:Rule\n    val dump = object : TestWatcher() {\n        override fun failed(e: Throwable?, description: Description?) {\n            rule.onRoot().printToLog("FAIL")\n        }\n    }\n\n`;
    expect(await judged(test(check), `${dump}${test(check)}`)).toEqual([]);
    expect(
      await judged(
        test(check),
        test(`println("checking")\nrule.onNodeWithText("Saved").printToLog("x").assertIsDisplayed()`),
      ),
    ).toEqual([]);
  });
});
