import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 8: a wait retried once after a recovery gesture — `try { wait } catch (e: ComposeTimeoutException)
 * { swipe; wait again }` — lets the second wait fail the test: the failure of the last attempt is not swallowed.
 * Beside it the weakenings nearest to it: a catch that gives up (no retry, or a retry of something weaker).
 */

const ROBOT = 'app/src/androidTest/java/x/LibraryRobot.kt';
const UTILS = 'app/src/androidTest/java/x/TestUtils.kt';
const robot = (body: string) =>
  `package x\n\nclass LibraryRobot {\n    fun openLibrary(rule: ComposeContentTestRule) {\n        rule.apply {\n${body
    .split('\n')
    .map((l) => `            ${l}`)
    .join('\n')}\n            onNodeWithTag("libraryItem").performClick()\n        }\n    }\n}\n`;
const wait = 'waitUntil(5_000) { onNodeWithTag("libraryItem").isDisplayed() }';
const utils = (retry: string) => `package x

object TestUtils {
    fun ComposeContentTestRule.waitUntilShownWithNudge(tag: String, timeoutMillis: Long = 5_000) {
        try {
            waitUntil(timeoutMillis) { onNodeWithTag(tag).isDisplayed() }
        } catch (_: ComposeTimeoutException) {
            Log.w("TestUtils", "not shown, nudging")
            onRoot().performTouchInput { swipeDown() }
            waitForIdle()
${retry
  .split('\n')
  .map((l) => `            ${l}`)
  .join('\n')}
        }
    }
}
`;

/** An earlier test-support file the helper is added to (or, without it, a new file). */
const existing = 'package x\n\nobject TestUtils {\n    const val TIMEOUT = 5_000L\n}\n';

async function judged(retry: string, utilsBefore?: string): Promise<string[]> {
  const repo = await tempRepo({ [ROBOT]: robot(wait), ...(utilsBefore ? { [UTILS]: utilsBefore } : {}) });
  try {
    const head = { [UTILS]: utils(retry), [ROBOT]: robot('waitUntilShownWithNudge("libraryItem")') };
    return refusedDetails(await guardOnTop(repo, head));
  } finally {
    await repo.remove();
  }
}

const again = 'waitUntil(timeoutMillis) { onNodeWithTag(tag).isDisplayed() }';

describe('a wait retried in its catch after a recovery gesture', () => {
  it('allows the retry whose catch waits again, in a helper of another test file', async () => {
    expect(await judged(again)).toEqual([]);
    expect(await judged(again, existing)).toEqual([]);
  });

  it('still refuses a catch that gives up, leaves before its retry, or retries something weaker', async () => {
    for (const retry of ['', `if (flaky) return\n${again}`, 'waitUntil(timeoutMillis) { onRoot().isDisplayed() }']) {
      const refused = await judged(retry);
      expect(refused.length, retry).toBeGreaterThan(0);
      expect(refused.filter((r) => r.startsWith('error-swallowed ')).length, retry).toBeGreaterThan(0);
    }
  });
});
