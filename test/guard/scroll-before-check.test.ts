import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

// A screen grew and its button moved below the fold: the test scrolls to it before the same checks.
// Scrolling moves the viewport, not the node, so the checks after it are about the node they were
// about; the ones after a click are about the state the click led to.

const TEST = 'app/src/androidTest/java/x/SetupTest.kt';

const setupTest = `package x

import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import org.junit.Test

class SetupTest {
    @Test
    fun opensManualSetup() {
        rule.onNodeWithText("Manual setup").assertIsDisplayed().performClick()
        rule.onNodeWithText("Connect").assertIsEnabled()
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: setupTest });
});
afterAll(async () => {
  await repo?.remove();
});

const ruleAndTest = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test}`);
const guard = (source: string, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, { [TEST]: source }, { policy });

describe('a scroll to the node before the same checks', () => {
  it('allows performScrollTo() before the checks a chain made', async () => {
    const t = setupTest
      .replace('"Manual setup").assertIsDisplayed()', '"Manual setup").performScrollTo().assertIsDisplayed()')
      .replace('"Connect").assertIsEnabled()', '"Connect").performScrollTo().assertIsDisplayed().assertIsEnabled()');
    expect(ruleAndTest(await guard(t))).toEqual([]);
  });

  it('still refuses a check dropped behind the scroll', async () => {
    const dropped = setupTest.replace('"Manual setup").assertIsDisplayed()', '"Manual setup").performScrollTo()');
    expect(ruleAndTest(await guard(dropped))).toEqual(['assertion-weakened SetupTest.opensManualSetup']);
  });
});
