import { describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 5: a Compose action checks only that the node it acts on exists; its arguments are the test's
 * input (how far a rotary or touch gesture scrolls, which text is typed). A gesture made larger alongside a
 * production change to its threshold is set-up, not a weakened check. The node acted on, and every assertion's own
 * arguments, are still compared: a retargeted finder, an action replaced by a call that checks nothing, and an
 * assertion's changed expectation stay refused.
 */

const TEST = 'app/src/test/java/x/ScrollTest.kt';
const test = (act: string, check = 'rule.onNodeWithTag("list").assertIsDisplayed()') => `package x

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class ScrollTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun fastScrollEntersSkimming() {
        rule.setContent { Screen() }
        ${act}
        ${check}
    }
}
`;

async function judged(before: string, after: string, checkBefore?: string, checkAfter?: string): Promise<string[]> {
  const repo = await tempRepo({ [TEST]: test(before, checkBefore) });
  try {
    return refusedDetails(await guardOnTop(repo, { [TEST]: test(after, checkAfter) }));
  } finally {
    await repo.remove();
  }
}

const rotary = (px: string) =>
  `rule.onNodeWithTag("list").performRotaryScrollInput { repeat(15) { rotateToScrollVertically(${px}) } }`;

describe("a Compose action's arguments", () => {
  it('allows a gesture made larger or an input text changed: the node acted on is the same', async () => {
    expect(await judged(rotary('5000.0f'), rotary('10000.0f'))).toEqual([]);
    expect(
      await judged(
        'rule.onNodeWithTag("query").performTextInput("kotlin")',
        'rule.onNodeWithTag("query").performTextInput("compose")',
      ),
    ).toEqual([]);
    expect(
      await judged(
        'rule.onNodeWithTag("list").performScrollToIndex(3)',
        'rule.onNodeWithTag("list").performScrollToIndex(7)',
      ),
    ).toEqual([]);
  });

  it('still refuses the action pointed at another node, or made a call that checks nothing', async () => {
    const other = await judged(rotary('5000.0f'), rotary('5000.0f').replace('"list"', '"header"'));
    expect(
      other.some((r) => r.startsWith('finder-retargeted ')),
      other.join('\n'),
    ).toBe(true);
    const nothing = await judged(
      'rule.onNodeWithTag("query").performTextInput("kotlin")',
      'rule.onNodeWithTag("query").fetchSemanticsNodes(false)',
    );
    expect(nothing.length, nothing.join('\n')).toBeGreaterThan(0);
  });

  it("still refuses an assertion's changed expectation next to a changed action", async () => {
    const refused = await judged(
      rotary('5000.0f'),
      rotary('10000.0f'),
      'rule.onNodeWithTag("title").assertTextEquals("Skimming")',
      'rule.onNodeWithTag("title").assertTextContains("Skim")',
    );
    expect(
      refused.some((r) => r.startsWith('assertion-weakened ')),
      refused.join('\n'),
    ).toBe(true);
  });
});
