import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): a shared
 * helper file of UI tests whose helpers overload one name (`isShown(id: Int)`, `isShown(text: String)`, a private
 * `isShown(element)`, the class's own `isShown(id)`) had every base overload compared with one head overload, so any
 * edit of the file — a line of set-up removed — read the other overloads' finders as removed. Each overload is now
 * compared with its own; one that really stops looking is still refused.
 */

const H = 'app/src/androidTest/java/x/Page.kt';

const helpers = `package x

import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.ViewInteraction
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.isDisplayed
import androidx.test.espresso.matcher.ViewMatchers.withId
import androidx.test.espresso.matcher.ViewMatchers.withText

open class Page {
    private val rootId: Int

    constructor(rootId: Int) {
        this.rootId = rootId
        prepare()
        waitUntilShown(rootId)
    }

    private fun prepare() {
        Settings.tipsShown = true
        Settings.bannerShown = true
    }

    companion object {
        fun isShown(id: Int): Boolean {
            return isShown(onView(withId(id)))
        }

        fun isShown(text: String): Boolean {
            return isShown(onView(withText(text)))
        }

        private fun isShown(element: ViewInteraction): Boolean {
            return try {
                element.check(matches(isDisplayed()))
                true
            } catch (e: Throwable) {
                false
            }
        }
    }

    fun waitUntilShown(id: Int) {
        while (!isShown(id)) Thread.sleep(100)
    }

    fun isShown(id: Int): Boolean {
        return Page.isShown(id)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [H]: helpers });
});
afterAll(async () => {
  await repo?.remove();
});

describe('overloaded helpers of a shared test helper file', () => {
  it('lose nothing when an unrelated line of the file changes', async () => {
    const r = await guardOnTop(repo, { [H]: edited(helpers, [['        Settings.tipsShown = true\n', '']]) });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused when one overload stops looking for its view', async () => {
    const r = await guardOnTop(repo, {
      [H]: edited(helpers, [
        ['        Settings.tipsShown = true\n', ''],
        ['return isShown(onView(withId(id)))', 'return true'],
      ]),
    });
    expect(refusedDetails(r)).toEqual(['assertion-removed removed the assertion: onView(withId(id))']);
  });
});
