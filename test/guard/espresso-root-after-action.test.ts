import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 5 (actions kept apart from assertions), met in a real history outside the corpus: a robot
 * dismisses a dialog with `onView(withText(t)).perform(waitFor()).inRoot(isDialog()).perform(click())`. Espresso's
 * `inRoot(…)` after an action chooses the window the next action looks in; it checks nothing. It was read as a
 * check of the chain, so a robot that stopped dismissing that dialog read as an assertion removed. Still refused: a
 * `check(…)` after the same chain removed.
 */

const ROBOT = 'app/src/androidTest/java/x/robots/FeedRobot.kt';
const TEST = 'app/src/androidTest/java/x/FeedTest.kt';

const robot = `package x.robots

import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.action.ViewActions.click
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.RootMatchers.isDialog
import androidx.test.espresso.matcher.ViewMatchers.isDisplayed
import androidx.test.espresso.matcher.ViewMatchers.withText
import x.waitForLoading

class FeedRobot {
    fun dismissSurvey() = apply {
        onView(withText("No thanks")).perform(waitForLoading()).inRoot(isDialog()).perform(click())
    }

    fun feedShown() = apply {
        onView(withText("Feed")).perform(waitForLoading()).inRoot(isDialog()).check(matches(isDisplayed()))
    }
}
`;

const test = `package x

import org.junit.Test
import x.robots.FeedRobot

class FeedTest {
    @Test
    fun showsFeed() {
        FeedRobot().dismissSurvey().feedShown()
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ROBOT]: robot, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('inRoot(…) after an action in an Espresso chain', () => {
  it('checks nothing: the robot no longer dismissing the dialog removes no check', async () => {
    const noDismiss = edited(robot, [
      [
        'onView(withText("No thanks")).perform(waitForLoading()).inRoot(isDialog()).perform(click())',
        '// no survey any more',
      ],
    ]);
    expect(refusedDetails(await guardOnTop(repo, { [ROBOT]: noDismiss }))).toEqual([]);
  });

  it('leaves the check after it a check: removing it is still refused', async () => {
    const noCheck = edited(robot, [['.inRoot(isDialog()).check(matches(isDisplayed()))', '.inRoot(isDialog())']]);
    expect(refusedDetails(await guardOnTop(repo, { [ROBOT]: noCheck })).map((d) => d.split(' ')[0])).toEqual([
      'assertion-removed',
    ]);
  });
});
