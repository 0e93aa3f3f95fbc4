import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { edited, guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Espresso keeps actions and assertions apart as Compose does: `perform(click())` removed or moved
 * into a robot is no removed check; `check(matches(…))` removed is. Real commits on a small real
 * repository, reset after each case.
 */

const test = `package x

import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.action.ViewActions.click
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.isDisplayed
import androidx.test.espresso.matcher.ViewMatchers.withId
import androidx.test.espresso.matcher.ViewMatchers.withText
import org.junit.Test

class SaveActivityTest {
    @Test
    fun savingShowsTheConfirmation() {
        onView(withId(R.id.title)).perform(typeText("Groceries"))
        onView(withId(R.id.save)).perform(click())
        onView(withId(R.id.confirmation)).check(matches(withText("Saved")))
    }

    @Test
    fun theSaveButtonIsShown() {
        onView(withId(R.id.save)).check(matches(isDisplayed())).perform(click())
        onView(withId(R.id.confirmation)).check(matches(isDisplayed()))
    }
}
`;

const robot = `package x

class SaveRobot {
    fun save() {
        onView(withId(R.id.save)).perform(click())
    }

    fun confirmationShown() {
        onView(withId(R.id.confirmation)).check(matches(withText("Saved")))
    }
}
`;

const T = 'app/src/androidTest/java/x/SaveActivityTest.kt';
const R = 'app/src/androidTest/java/x/SaveRobot.kt';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test, [R]: robot });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (edits: Array<[string, string]>) => guardOnTop(repo, { [T]: edited(test, edits) });

const summary = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test ?? ''} ${x.detail}`);
const SAVE = '        onView(withId(R.id.save)).perform(click())\n';
const CHECK = '        onView(withId(R.id.confirmation)).check(matches(withText("Saved")))\n';

describe('Espresso actions and assertions', () => {
  it('allows an action removed, changed, or moved into a robot', async () => {
    expect(summary(await guard([[SAVE, '']]))).toEqual([]);
    expect(
      summary(
        await guard([
          [
            '.perform(click())\n        onView(withId(R.id.confirmation))',
            '.perform(scrollTo(), click())\n        onView(withId(R.id.confirmation))',
          ],
        ]),
      ),
    ).toEqual([]);
    expect(summary(await guard([[SAVE, '        SaveRobot().save()\n']]))).toEqual([]);
  });

  it('refuses a check removed, and allows it moved into a robot', async () => {
    expect(summary(await guard([[CHECK, '']]))).toEqual([
      'assertion-removed SaveActivityTest.savingShowsTheConfirmation removed the assertion: onView(withId(R.id.confirmation)).check(matches(withText("Saved")))',
    ]);
    expect(summary(await guard([[CHECK, '        SaveRobot().confirmationShown()\n']]))).toEqual([]);
  });

  it('reads a check after an action in the same chain, and refuses it replaced by an action', async () => {
    expect(
      summary(
        await guard([
          ['.check(matches(isDisplayed())).perform(click())', '.perform(click()).check(matches(isDisplayed()))'],
        ]),
      ),
    ).toEqual([]);
    expect(summary(await guard([['.check(matches(isDisplayed())).perform(click())', '.perform(click())']]))).toEqual([
      'assertion-removed SaveActivityTest.theSaveButtonIsShown removed the assertion: onView(withId(R.id.save)).check(matches(isDisplayed())).perform(click())',
    ]);
  });
});
