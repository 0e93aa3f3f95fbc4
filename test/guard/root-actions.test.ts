import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 5: a Compose action asserts the node it acts on, because it fails when that node is missing —
 * but the root always exists, so a gesture across the whole screen (`onRoot().performTouchInput { swipeRight() }`)
 * checks nothing, and removing it removes no check. An action on another node, on a node below the root, and any
 * assertion made on the root are still checks.
 */

const TEST = 'app/src/androidTest/java/x/BackTest.kt';
const test = (back: string) => `package x

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class BackTest {
    @get:Rule
    val rule = createComposeRule()

    private fun goBack() {
${back
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    }

    @Test
    fun backReturnsHome() {
        rule.setContent { App() }
        rule.onNodeWithTag("next").performClick()
        goBack()
        rule.onNodeWithTag("title").assertTextEquals("Home")
    }
}
`;

const swipe = 'rule.onRoot().performTouchInput { swipeRight(startX = width * 0.2f, endX = width * 0.8f) }';

async function judged(before: string, after: string): Promise<string[]> {
  const repo = await tempRepo({ [TEST]: test(before) });
  try {
    return refusedDetails(await guardOnTop(repo, { [TEST]: test(after) }));
  } finally {
    await repo.remove();
  }
}

const back = 'rule.onNodeWithTag("back").performClick()';

describe('an action on the root node', () => {
  it('allows a swipe across the root removed: the root always exists', async () => {
    expect(await judged(`${swipe}\n${back}`, back)).toEqual([]);
  });

  it('still refuses an action on another node, on a node below the root, or a check of the root removed', async () => {
    for (const gone of [
      back,
      'rule.onRoot().onChildAt(0).performTouchInput { swipeRight() }',
      'rule.onRoot().assertIsDisplayed()',
    ]) {
      const refused = await judged(`${swipe}\n${gone}`, swipe);
      expect(refused.filter((r) => r.startsWith('assertion-removed ')).length, gone).toBe(1);
    }
  });
});
