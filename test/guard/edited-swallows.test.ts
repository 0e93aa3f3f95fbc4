import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (found on real history outside the corpus): a robot's clean-up helper already wrapped in
 * `try { … } catch (e: AssertionError) { log }` had its block edited — a wait added before a click, another
 * click — and read as a new swallow, because a swallow region is known by the checks it holds. The
 * same catch, edited, swallows nothing the base let fail the test; a check the base made outside it, moved in, or
 * a lone wait or a check added to it, or the catch made another, still does.
 */

const ROBOT = 'app/src/androidTest/java/x/ShelfRobot.kt';

const robot = (block: string, after = '') => `package x

import androidx.compose.ui.test.junit4.ComposeContentTestRule

class ShelfRobot {
    fun emptyShelf(rule: ComposeContentTestRule) {
        try {
            val items = rule.onAllNodesWithTag("shelfItem")
            items[0].performTouchInput { longClick() }
${block}
            rule.onNodeWithTag("removeSelected").performClick()
            rule.onNodeWithTag("emptyShelfText").assertIsDisplayed()
        } catch (e: AssertionError) {
            Log.i("ShelfRobot", "nothing to remove: $e")
        }
${after}
    }
}
`;

const scroll = '            rule.onNodeWithTag("shelfList").performScrollToIndex(0)';
const selectAll = '            rule.onNodeWithTag("selectAll").performClick()';
const waitRemove = '            rule.waitUntil(5_000) { rule.onNodeWithTag("removeSelected").isDisplayed() }';
const titleCheck = '        rule.onNodeWithTag("shelfTitle").assertIsDisplayed()';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ROBOT]: robot(scroll, titleCheck) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a swallowing catch the base already had', () => {
  it('swallows nothing new when its block gains a wait or an action', async () => {
    expect(refused(await guardOnTop(repo, { [ROBOT]: robot(`${scroll}\n${waitRemove}`, titleCheck) }))).toEqual([]);
    expect(refused(await guardOnTop(repo, { [ROBOT]: robot(`${scroll}\n${selectAll}`, titleCheck) }))).toEqual([]);
  });

  it('still swallows a check moved into it from outside', async () => {
    const moved = robot(`${scroll}\n    ${titleCheck}`, '');
    expect(refused(await guardOnTop(repo, { [ROBOT]: moved }))).toContain('error-swallowed');
  });

  it('still swallows a lone wait or a check added to it', async () => {
    const wait = '            rule.waitUntil(5_000) { rule.onNodeWithTag("shelfTitle").isDisplayed() }';
    const check = '            rule.onNodeWithTag("shelfCount").assertIsDisplayed()';
    expect(refused(await guardOnTop(repo, { [ROBOT]: robot(`${scroll}\n${wait}`, titleCheck) }))).toContain(
      'error-swallowed',
    );
    expect(refused(await guardOnTop(repo, { [ROBOT]: robot(`${scroll}\n${check}`, titleCheck) }))).toContain(
      'error-swallowed',
    );
  });

  it('still swallows when the catch becomes another', async () => {
    const wider = edited(robot(`${scroll}\n${waitRemove}`, titleCheck), [
      ['catch (e: AssertionError)', 'catch (e: Throwable)'],
    ]);
    expect(refused(await guardOnTop(repo, { [ROBOT]: wider }))).toContain('error-swallowed');
  });
});

/**
 * Futsch1/medTimer 65099b0a45: a robot's Boolean probe caught `NoMatchingViewException` and `AssertionError`; the
 * first clause became a `RuntimeException` catch rethrowing what is not Espresso's. The region now swallows fewer of
 * the base's types: the same catch narrowed, no new swallow. A catch given a type the base did not swallow still is one,
 * and so is the clause whose throw's condition is no type test of the caught value (session 46d: it may not hold).
 */
describe('a swallowing catch narrowed to fewer of its types', () => {
  const PROBE = 'app/src/androidTest/java/x/DialogRobot.kt';
  const probe = (first: string) => `package x

import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.NoMatchingViewException
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.withId
import androidx.test.espresso.matcher.ViewMatchers.withText

class DialogRobot {
    fun inputShows(text: String): Boolean = try {
        onView(withId(android.R.id.input)).check(matches(withText(text)))
        true
    } ${first} catch (_: AssertionError) {
        false
    }
}
`;
  let probeRepo: TempRepo & { base: string };
  beforeAll(async () => {
    probeRepo = await tempRepo({ [PROBE]: probe('catch (_: NoMatchingViewException) {\n        false\n    }') });
  });
  afterAll(async () => {
    await probeRepo?.remove();
  });

  it('swallows nothing new when a clause rethrows what it does not expect', async () => {
    const narrowed = probe(
      'catch (e: RuntimeException) {\n        if (e !is EspressoException) throw e\n        false\n    }',
    );
    expect(refused(await guardOnTop(probeRepo, { [PROBE]: narrowed }))).toEqual([]);
  });

  it('still swallows when the clause rethrows under a condition that is no type test', async () => {
    const widened = probe('catch (e: RuntimeException) {\n        if (false) throw e\n        false\n    }');
    expect(refused(await guardOnTop(probeRepo, { [PROBE]: widened }))).toContain('error-swallowed');
  });

  it('still swallows when a clause catches a type the base did not', async () => {
    const wider = probe('catch (_: Throwable) {\n        false\n    }');
    expect(refused(await guardOnTop(probeRepo, { [PROBE]: wider }))).toContain('error-swallowed');
  });
});
