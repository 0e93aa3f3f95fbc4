import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 8: a fixed wait — `waitUntil` on a flag only a timer sets, a sleep spelled as a wait —
 * replaced by waiting for the node the test goes on to use. The fixed wait could never fail for anything the app
 * did, so it was no check; the wait for the node is one more. Beside it the weakenings nearest to it: a real
 * assertion replaced by a mere wait, and a wait for a node replaced by the fixed wait.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const UTILS = 'app/src/androidTest/java/x/TestUtils.kt';
const utils = `package x

object TestUtils {
    fun ComposeContentTestRule.waitUntilTimeout(timeoutMillis: Long = 1_000L) {
        AsyncTimer.start(timeoutMillis)
        waitUntil(
            condition = { AsyncTimer.expired },
            timeoutMillis = timeoutMillis + 1000
        )
    }

    object AsyncTimer {
        var expired = false
        fun start(delay: Long = 1000) {
            expired = false
            val task = TimerTaskImpl { expired = true }
            Timer().schedule(task, delay)
        }
    }
}
`;
/** The same helper, but the flag is app state the test reads: a real condition. */
const stateUtils = utils.replace('val task = TimerTaskImpl { expired = true }', 'expired = Repo.current().isDone');

const file = (body: string) =>
  `package x\n\nclass SaveTest {\n    @get:Rule\n    val rule = createComposeRule()\n\n    @Test\n    fun saves() {\n${body
    .split('\n')
    .map((l) => `        ${l}`)
    .join('\n')}\n    }\n}\n`;
/** The refusals of base → head, the helpers an unchanged file of the base (found as the guard finds robots). */
async function judged(base: string, head: string, helpers = utils): Promise<string[]> {
  const repo = await tempRepo({ [T]: file(base), [UTILS]: helpers });
  try {
    return refusedDetails(await guardOnTop(repo, { [T]: file(head) }));
  } finally {
    await repo.remove();
  }
}

const click = 'rule.onNodeWithTag("save").performClick()';
const fixedWait = 'rule.waitUntilTimeout()';
const nodeWait = 'rule.waitUntil(5_000) {\n    rule.onNodeWithTag("save").isDisplayed()\n}';

describe('a fixed wait replaced by waiting for the node', () => {
  it('allows a timer wait replaced by a wait for the node the test then uses', async () => {
    expect(await judged(`${fixedWait}\n${click}`, `${nodeWait}\n${click}`)).toEqual([]);
  });

  it('still refuses a wait for a node replaced by the fixed wait', async () => {
    expect(await judged(`${nodeWait}\n${click}`, `${fixedWait}\n${click}`)).toEqual([
      expect.stringMatching(/^assertion-removed /),
    ]);
  });

  it('still refuses a wait on app state replaced by a wait on another node', async () => {
    expect(await judged(`${fixedWait}\n${click}`, `${nodeWait}\n${click}`, stateUtils)).toEqual([
      expect.stringMatching(/^assertion-(removed|weakened) /),
    ]);
  });

  it('still refuses a real assertion replaced by a mere wait, or by the fixed wait', async () => {
    const check = 'rule.onNodeWithTag("save").assertTextEquals("Save")';
    expect(await judged(`${fixedWait}\n${check}`, nodeWait)).toEqual([
      expect.stringMatching(/^assertion-(removed|weakened) /),
    ]);
    expect(await judged(check, fixedWait)).toEqual([expect.stringMatching(/^assertion-removed /)]);
  });
});

describe('a presence check made a wait for the node to show', () => {
  const shown = (tag: string, flags = '') =>
    `rule.waitUntil(15_000) {\n    rule.onNodeWithTag("${tag}"${flags}).isDisplayed()\n}`;

  it('allows a fixed wait and a presence check rewritten as waiting until the node is displayed', async () => {
    expect(await judged(`${fixedWait}\nrule.onNodeWithTag("reader").assertExists()`, shown('reader'))).toEqual([]);
    expect(await judged('rule.onNodeWithTag("reader").assertIsDisplayed()', shown('reader'))).toEqual([]);
    const gone = 'rule.onNodeWithTag("dialog").assertIsNotDisplayed()';
    expect(await judged(gone, 'rule.waitUntil { rule.onNodeWithTag("dialog").isNotDisplayed() }')).toEqual([]);
  });

  it('still refuses the wait for another node, in the unmerged tree, or one that no longer shows absence', async () => {
    const check = 'rule.onNodeWithTag("reader").assertIsDisplayed()';
    expect(await judged(check, shown('other'))).toEqual([expect.stringMatching(/^assertion-removed /)]);
    expect(await judged(check, shown('reader', ', useUnmergedTree = true'))).toEqual([
      expect.stringMatching(/^(assertion-removed|finder-widened) /),
    ]);
    const absent = 'rule.onNodeWithTag("dialog").assertDoesNotExist()';
    expect(await judged(absent, 'rule.waitUntil { rule.onNodeWithTag("dialog").isNotDisplayed() }')).toEqual([
      expect.stringMatching(/^assertion-(removed|weakened) /),
    ]);
  });
});
