import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 8: a `catch (e: ComposeTimeoutException)` swallows only what throws it — a wait's timeout. A
 * check or an action in its block fails with an AssertionError the catch lets through, so adding one there
 * swallows nothing; a wait added there, or the catch widened to AssertionError, still does. Real commits on a
 * small real repository, reset after each case.
 */

const TEST = 'app/src/androidTest/java/x/ReaderTest.kt';

const readerTest = (tryBlock: string, caught = 'ComposeTimeoutException') => `package x

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class ReaderTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun readsAloud() {
        rule.setContent { Reader() }
        rule.onNodeWithTag("readAloud").performClick()
        try {
${tryBlock}
        } catch (e: ${caught}) {
            Log.w("ReaderTest", "no voice on this emulator", e)
        }
        rule.onNodeWithTag("stop").assertIsDisplayed()
    }
}
`;

const dialogWait =
  '            rule.waitUntil(5_000) { rule.onAllNodesWithTag("voiceDialog").fetchSemanticsNodes().isNotEmpty() }';
const confirm = '            rule.onNodeWithTag("confirm").performClick()';
const dialogCheck = '            rule.onNodeWithTag("voiceDialog").assertIsDisplayed()';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: readerTest(dialogWait) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a catch of wait timeouts', () => {
  it('swallows no action or check added to its block', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: readerTest(`${dialogWait}\n${confirm}`) }))).toEqual([]);
    expect(refused(await guardOnTop(repo, { [TEST]: readerTest(`${dialogWait}\n${dialogCheck}`) }))).toEqual([]);
  });

  it('still swallows a wait added to its block', async () => {
    const another =
      '            rule.waitUntil(5_000) { rule.onAllNodesWithTag("stop").fetchSemanticsNodes().isNotEmpty() }';
    expect(refused(await guardOnTop(repo, { [TEST]: readerTest(`${dialogWait}\n${another}`) }))).toEqual([
      'error-swallowed ReaderTest.readsAloud',
    ]);
  });

  it('still refuses the catch widened to AssertionError over a check', async () => {
    const r = await guardOnTop(repo, { [TEST]: readerTest(`${dialogWait}\n${dialogCheck}`, 'AssertionError') });
    expect(refused(r)).toContain('error-swallowed ReaderTest.readsAloud');
  });
});
