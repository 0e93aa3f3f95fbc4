import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 5, met in a real history outside the corpus: an Espresso robot base class's helpers
 * (`checkViewDoesNotExist(id)`, inherited by every robot) moved into action objects the base class holds
 * (`protected val verify = VerificationActions()`), and every robot's call rewritten as `verify.viewDoesNotExist(id)`.
 * The checks are the same, made by the same bodies. Still refused: the moved helper's check weakened on the way.
 */

const ROOT = 'app/src/androidTest/java/x';
const BASE = `${ROOT}/base/BaseRobot.kt`;
const ACTIONS = `${ROOT}/base/VerificationActions.kt`;
const SYSTEM = `${ROOT}/base/SystemActions.kt`;
const ROBOT = `${ROOT}/robots/ThemeRobot.kt`;
const TEST = `${ROOT}/tests/ThemeTest.kt`;

const imports = `import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.isDisplayed
import androidx.test.espresso.matcher.ViewMatchers.withId
import androidx.test.espresso.matcher.ViewMatchers.withText
import org.hamcrest.Matchers.not`;

const baseRobot = `package x.base

import android.util.Log
import androidx.test.espresso.NoMatchingViewException
${imports}

abstract class BaseRobot {
    protected fun delay(seconds: Long) {
        Thread.sleep(seconds * 1000)
    }

    protected fun checkViewDoesNotExist(viewId: Int) {
        onView(withId(viewId)).check(matches(not(isDisplayed())))
    }

    protected fun checkViewWithTextDisplayed(text: String) {
        onView(withText(text)).check(matches(isDisplayed()))
    }

    protected fun dismissIfShown(text: String, dismiss: () -> Unit) {
        try {
            onView(withText(text)).check(matches(isDisplayed()))
            dismiss()
        } catch (e: NoMatchingViewException) {
            Log.d("Robot", "nothing to dismiss")
        }
    }
}
`;

const composedBase = `package x.base

abstract class BaseRobot {
    protected val verify = VerificationActions()
    protected val system = SystemActions()

    protected fun delay(seconds: Long) {
        Thread.sleep(seconds * 1000)
    }
}
`;

const actions = `package x.base

${imports}

class VerificationActions {
    fun viewDoesNotExist(viewId: Int) {
        onView(withId(viewId)).check(matches(not(isDisplayed())))
    }

    fun viewWithTextDisplayed(text: String) {
        onView(withText(text)).check(matches(isDisplayed()))
    }
}
`;

const systemActions = `package x.base

import android.util.Log
import androidx.test.espresso.NoMatchingViewException
${imports}

class SystemActions {
    fun dismissIfShown(text: String, dismiss: () -> Unit) {
        try {
            onView(withText(text)).check(matches(isDisplayed()))
            dismiss()
        } catch (e: NoMatchingViewException) {
            Log.d("Robot", "nothing to dismiss")
        }
    }
}
`;

const robot = `package x.robots

import android.os.Build
import x.R
import x.base.BaseRobot

class ThemeRobot : BaseRobot() {
    fun switchOffSystemTheme() = apply {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.Q) {
            checkViewDoesNotExist(R.id.system_theme_switch)
        } else {
            delay(1)
        }
    }

    fun themeNameShown(name: String) = apply {
        checkViewWithTextDisplayed(name)
    }

    fun dismissTip() = apply {
        dismissIfShown("Tip") { delay(1) }
    }
}
`;

const composedRobot = edited(robot, [
  ['checkViewDoesNotExist(R.id.system_theme_switch)', 'verify.viewDoesNotExist(R.id.system_theme_switch)'],
  ['checkViewWithTextDisplayed(name)', 'verify.viewWithTextDisplayed(name)'],
  ['dismissIfShown("Tip")', 'system.dismissIfShown("Tip")'],
]);

const test = `package x.tests

import org.junit.Test
import x.robots.ThemeRobot

class ThemeTest {
    @Test
    fun switchesTheme() {
        ThemeRobot()
            .switchOffSystemTheme()
            .themeNameShown("Dark")
            .dismissTip()
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [BASE]: baseRobot, [ROBOT]: robot, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe("a robot's inherited helpers moved into an action object the base robot holds", () => {
  it('keeps every check: the same bodies, called through the object', async () => {
    const r = await guardOnTop(repo, {
      [BASE]: composedBase,
      [ACTIONS]: actions,
      [SYSTEM]: systemActions,
      [ROBOT]: composedRobot,
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('keeps every check when many helpers are named at once (more than one search used to look for)', async () => {
    // 80 robots' worth of helper names, each declared in the change's own action class
    const many = Array.from(
      { length: 80 },
      (_, i) =>
        `    fun shown${i}(text: String) {\n        onView(withText(text)).check(matches(isDisplayed()))\n    }\n`,
    );
    const manyActions = actions.replace(/}\n$/, `\n${many.join('\n')}}\n`);
    const calls = many.map((_, i) => `        verify.shown${i}("t${i}")`).join('\n');
    const manyRobot = composedRobot.replace(/}\n$/, `\n    fun allShown() = apply {\n${calls}\n    }\n}\n`);
    const r = await guardOnTop(repo, {
      [BASE]: composedBase,
      [ACTIONS]: manyActions,
      [SYSTEM]: systemActions,
      [ROBOT]: manyRobot,
    });
    expect(refusedDetails(r)).toEqual([]);
  });

  it("is still a new swallow when the moved helper's base had none", async () => {
    const swallowing = edited(systemActions, [['catch (e: NoMatchingViewException)', 'catch (e: Throwable)']]);
    const r = await guardOnTop(repo, {
      [BASE]: composedBase,
      [ACTIONS]: actions,
      [SYSTEM]: swallowing,
      [ROBOT]: composedRobot,
    });
    // refused where the helper swallows and in the robot function that calls it
    expect(new Set(refusedDetails(r).map((d) => d.split(' ')[0]))).toEqual(new Set(['error-swallowed']));
  });

  it('is still a removed check when the moved helper no longer checks', async () => {
    const weakened = edited(actions, [
      ['onView(withText(text)).check(matches(isDisplayed()))', 'onView(withText(text))'],
    ]);
    const r = await guardOnTop(repo, {
      [BASE]: composedBase,
      [ACTIONS]: weakened,
      [SYSTEM]: systemActions,
      [ROBOT]: composedRobot,
    });
    expect(refusedDetails(r).map((d) => d.split(' ')[0])).toEqual(['assertion-removed']);
  });
});
