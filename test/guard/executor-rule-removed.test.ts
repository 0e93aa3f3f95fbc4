import { describe, expect, it } from 'vitest';
import { lines, refusals } from './rules-harness.js';

/**
 * A counting executor rule (the architecture components' `CountingTaskExecutorRule`, whose `drainTasks` a test waits
 * on) removed with the waits on it, when a test moves to ActivityScenario: set-up no longer needed, like the instant
 * executor rule. The same rule kept without @Rule no longer runs, and another rule removed, stay refused.
 */

const T = 'app/src/androidTest/java/x/ListTest.kt';
const withRule = (rule: string, wait: string) => `package x

class ListTest {
${rule}
    @Test
    fun showsItems() {
        val scenario = launchActivity<ListActivity>()
${wait}        scenario.onActivity { assertEquals(3, it.list.adapter!!.itemCount) }
    }
}
`;
const RULE = '    @get:Rule\n    val executorRule = CountingTaskExecutorRule()\n';
const WAIT = '        executorRule.drainTasks(10, TimeUnit.SECONDS)\n';

describe('a counting executor rule removed', () => {
  it('allows removing it with the waits on it', async () => {
    expect(lines(await refusals({ [T]: withRule(RULE, WAIT) }, { [T]: withRule('', '') }))).toEqual([]);
  });

  it('still refuses it kept without @Rule, and another rule removed', async () => {
    const kept = withRule('    val executorRule = CountingTaskExecutorRule()\n', WAIT);
    expect(lines(await refusals({ [T]: withRule(RULE, WAIT) }, { [T]: kept }))).toEqual([
      `test-suppressed ${T}:4 removed the test rule executorRule from ListTest: @get:Rule val executorRule=CountingTaskExecutorRule()`,
    ]);
    const other = '    @get:Rule\n    val executorRule = CountingScreenshotRule()\n';
    expect(lines(await refusals({ [T]: withRule(other, '') }, { [T]: withRule('', '') }))).toEqual([
      `test-suppressed ${T}:4 removed the test rule executorRule from ListTest: @get:Rule val executorRule=CountingScreenshotRule()`,
    ]);
  });
});
