import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dirsWithFiles } from '../../src/guard/git.js';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A Gradle module removed whole — its build script, its code and its tests together, as a library drops a
 * deprecated artifact (issue 27 class 4 at module level): allowed in review, refused in heal; next to the
 * removals of the same shape that must stay refused — the code moved to another module and the tests dropped,
 * a module of tests alone, the tests deleted while the module lives on, a source left behind. Real commits on a
 * small real repository, reset after each case.
 */

const SETTINGS = 'settings.gradle.kts';
const APP_BUILD = 'app/build.gradle.kts';
const APP_MAIN = 'app/src/main/java/x/App.kt';
const BARS_BUILD = 'bars/build.gradle.kts';
const BARS_MAIN = 'bars/src/main/java/x/bars/BarsController.kt';
const BARS_COLORS = 'bars/src/main/java/x/bars/Colors.kt';
const BARS_TEST = 'bars/src/androidTest/java/x/bars/ActivityBarsControllerTest.kt';
const BARS_FAKE = 'bars/src/test/java/x/bars/FakeTests.kt';
const DOTS_BUILD = 'dots/build.gradle.kts';
const DOTS_MAIN = 'dots/src/main/java/x/dots/PagerIndicator.kt';
const DOTS_TEST = 'dots/src/androidTest/java/x/dots/PagerIndicatorTest.kt';
const CHECKS_BUILD = 'checks/build.gradle.kts';
const CHECKS_TEST = 'checks/src/androidTest/java/x/checks/AppFlowTest.kt';

const barsController = `package x.bars

class BarsController(private val window: Window) {
    var statusBarVisible: Boolean = true
        set(value) { field = value; window.apply(value) }
}
`;

// a file of extension functions only: its name is declared nowhere, not even here
const colors = `package x.bars

fun Int.withAlpha(alpha: Float): Int = this
`;

const barsTest = `package x.bars

import org.junit.Assert.assertFalse
import org.junit.Test

class ActivityBarsControllerTest {
    private val controller = BarsController(FakeWindow())

    @Test
    fun hidesStatusBar() {
        controller.statusBarVisible = false
        assertFalse(controller.statusBarVisible)
    }
}
`;

// stand-ins so the module's test tasks never run empty
const fakeTests = `package x.bars

import org.junit.Test

class FakeTests {
    @Test
    fun fake1() = Unit

    @Test
    fun fake2() = Unit
}
`;

// a Compose library's file: named after its subject, declaring functions of other names
const pagerIndicator = `package x.dots

@Composable
fun HorizontalPagerIndicator(pageCount: Int, modifier: Modifier = Modifier) {
    Row(modifier) { repeat(pageCount) { Dot() } }
}

@Composable
private fun Dot() = Box(Modifier.size(8.dp))
`;

const pagerIndicatorTest = `package x.dots

import org.junit.Rule
import org.junit.Test

class PagerIndicatorTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun emptyPager() {
        rule.setContent { HorizontalPagerIndicator(pageCount = 0) }
        rule.onRoot().assertExists()
    }
}
`;

const appFlowTest = `package x.checks

import org.junit.Assert.assertEquals
import org.junit.Test

class AppFlowTest {
    @Test
    fun opens() {
        assertEquals("home", launch().screen)
    }
}
`;

const app = `package x

class App {
    val name = "x"
}
`;

const settings = 'include(":app", ":bars", ":dots", ":checks")\n';
const dotsModule = {
  [DOTS_BUILD]: 'plugins { id("com.android.library") }\n',
  [DOTS_MAIN]: pagerIndicator,
  [DOTS_TEST]: pagerIndicatorTest,
};
const barsModule = {
  [BARS_BUILD]: 'plugins { id("com.android.library") }\n',
  [BARS_MAIN]: barsController,
  [BARS_COLORS]: colors,
  [BARS_TEST]: barsTest,
  [BARS_FAKE]: fakeTests,
};

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [SETTINGS]: settings,
    [APP_BUILD]: 'plugins { id("com.android.application") }\n',
    [APP_MAIN]: app,
    ...barsModule,
    ...dotsModule,
    // a module of instrumented checks alone, with no code of its own
    [CHECKS_BUILD]: 'plugins { id("com.android.library") }\n',
    [CHECKS_TEST]: appFlowTest,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

const allDeleted = (files: Record<string, string>) => Object.fromEntries(Object.keys(files).map((f) => [f, null]));
const barsRemoved = { ...allDeleted(barsModule), [SETTINGS]: 'include(":app", ":dots", ":checks")\n' };
const dotsRemoved = { ...allDeleted(dotsModule), [SETTINGS]: 'include(":app", ":bars", ":checks")\n' };
const barsTests = [
  'test-suppressed ActivityBarsControllerTest.hidesStatusBar',
  'test-suppressed FakeTests.fake1',
  'test-suppressed FakeTests.fake2',
];

describe('a Gradle module removed whole, its code and its tests together', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard(barsRemoved))).toEqual([]);
    expect(refused(await guard(barsRemoved, 'heal'))).toEqual(expect.arrayContaining(barsTests));
  });

  it('is allowed when its files declare functions named otherwise (a Compose library), refused in heal', async () => {
    expect(refused(await guard(dotsRemoved))).toEqual([]);
    expect(refused(await guard(dotsRemoved, 'heal'))).toContain('test-suppressed PagerIndicatorTest.emptyPager');
  });

  it('still refuses it when such a function moved into another module', async () => {
    const fn = pagerIndicator.replace('package x.dots\n', '').replace(/@Composable\nprivate fun Dot[^\n]*\n/, '');
    const moved = { ...dotsRemoved, [APP_MAIN]: `${app}\n${fn}` };
    expect(refused(await guard(moved))).toContain('test-suppressed PagerIndicatorTest.emptyPager');
  });

  it('still refuses the module removed while its code moved into another module', async () => {
    const moved = { ...barsRemoved, [APP_MAIN]: `${app}\n${barsController.replace('package x.bars\n', '')}` };
    expect(refused(await guard(moved))).toEqual(expect.arrayContaining(barsTests));
  });

  it('still refuses a module of tests alone removed (the app it checked lives on)', async () => {
    const r = await guard({
      [CHECKS_BUILD]: null,
      [CHECKS_TEST]: null,
      [SETTINGS]: 'include(":app", ":bars", ":dots")\n',
    });
    expect(refused(r)).toContain('test-suppressed AppFlowTest.opens');
  });

  it("still refuses the module's tests deleted while its build script stays", async () => {
    const r = await guard({ [BARS_MAIN]: null, [BARS_COLORS]: null, [BARS_TEST]: null, [BARS_FAKE]: null });
    expect(refused(r)).toEqual(
      expect.arrayContaining(['test-suppressed FakeTests.fake1', 'test-suppressed FakeTests.fake2']),
    );
  });

  it('still refuses the removal when a source is left in the module directory', async () => {
    // (the controller's own test goes with the controller, a removed class: rules/deleted-subject.ts)
    const r = await guard({ ...barsRemoved, [BARS_COLORS]: colors.replace('this', 'this + 0') });
    expect(refused(r)).toEqual(['test-suppressed FakeTests.fake1', 'test-suppressed FakeTests.fake2']);
  });

  it('still refuses it when the build script was only converted (Groovy to Kotlin)', async () => {
    const r = await guard({
      [BARS_BUILD]: null,
      'bars/build.gradle': "plugins { id 'com.android.library' }\n",
      [BARS_TEST]: null,
      [BARS_FAKE]: null,
    });
    expect(refused(r)).toEqual(expect.arrayContaining(barsTests));
  });
});

describe('dirsWithFiles', () => {
  it('sees a directory emptied in a commit and in the working tree alike', async () => {
    const head = await repo.commit(
      { [BARS_MAIN]: null, [BARS_COLORS]: null, [BARS_TEST]: null, [BARS_FAKE]: null },
      'empty',
    );
    try {
      const dirs = ['bars', 'app', 'checks/src'];
      expect([...(await dirsWithFiles({ repo: repo.dir, rev: head }, dirs))].sort()).toEqual([
        'app',
        'bars',
        'checks/src',
      ]);
      await repo.write({
        [BARS_BUILD]: null,
        [APP_MAIN]: null,
        [APP_BUILD]: null,
        'checks/src/new.txt': 'untracked\n',
      });
      expect([...(await dirsWithFiles({ repo: repo.dir, rev: undefined }, dirs))].sort()).toEqual(['checks/src']);
      expect([...(await dirsWithFiles({ repo: repo.dir, rev: head }, dirs))].sort()).toEqual([
        'app',
        'bars',
        'checks/src',
      ]);
    } finally {
      await repo.git(['reset', '-q', '--hard', repo.base]);
      await repo.git(['clean', '-q', '-fd']);
    }
  });
});
