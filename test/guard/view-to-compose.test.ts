import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuardResult, guardChange } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A screen migrated from Views to Compose (review policy): its Espresso checks and the Compose
 * checks that replace them are one proposition each; a removed View's checks are carried by the
 * Compose checks that stand for them. Next to each legitimate migration, the weakening hidden in
 * it must still be refused. Real commits on a small repository, reset after each case.
 */

const DIR = 'app/src/sharedTest/java/x/detail';
const LAYOUT = 'app/src/main/res/layout/detail_frag.xml';
const layout = `<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
    <TextView android:id="@+id/detail_title" />
    <CheckBox android:id="@+id/detail_done" />
</LinearLayout>
`;

const fragmentTest = `package x.detail

import androidx.test.espresso.Espresso.onView
import org.junit.Test

class DetailFragmentTest {
    @Test
    fun activeTask_shown() {
        launchFragmentInContainer<DetailFragment>()
        onView(withId(R.id.detail_title)).check(matches(isDisplayed()))
        onView(withId(R.id.detail_title)).check(matches(withText("Active Task")))
        onView(withId(R.id.detail_done)).check(matches(isDisplayed()))
        onView(withId(R.id.detail_done)).check(matches(not(isChecked())))
    }

    @Test
    fun completedTask_hidden() {
        launchFragmentInContainer<DetailFragment>()
        onView(withText("Old Task")).check(matches(not(isDisplayed())))
        onView(withText("Completed")).check(matches(isDisplayed()))
    }
}
`;

const screenTest = (checks: { active: string; hidden: string }) => `package x.detail

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class DetailScreenTest {
    @get:Rule
    val composeTestRule = createComposeRule()

    @Test
    fun activeTask_shown() {
        composeTestRule.setContent { DetailScreen() }
${checks.active}
    }

    @Test
    fun completedTask_hidden() {
        composeTestRule.setContent { DetailScreen() }
${checks.hidden}
    }
}
`;

const same = {
  active: `        composeTestRule.onNodeWithText("Active Task").assertIsDisplayed()
        composeTestRule.onNode(isToggleable()).assertIsOff()`,
  hidden: `        composeTestRule.onNodeWithText("Old Task").assertDoesNotExist()
        composeTestRule.onNodeWithText("Completed").assertIsDisplayed()`,
};

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [LAYOUT]: layout,
    [`${DIR}/DetailFragmentTest.kt`]: fragmentTest,
    'app/src/main/java/x/detail/DetailFragment.kt': 'package x.detail\n\nclass DetailFragment : Fragment()\n',
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files);

const summary = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test ?? ''}: ${x.detail}`);
const migrated = (checks: { active: string; hidden: string }) => ({
  [LAYOUT]: null,
  [`${DIR}/DetailFragmentTest.kt`]: null,
  [`${DIR}/DetailScreenTest.kt`]: screenTest(checks),
});

describe('a screen migrated from Views to Compose', () => {
  it('allows the fragment test replaced by a Compose test that checks the same texts and states', async () => {
    expect(summary(await guard(migrated(same)))).toEqual([]);
  });

  it("refuses the migration that drops a text the View's test checked", async () => {
    const r = await guard(
      migrated({ ...same, active: '        composeTestRule.onNode(isToggleable()).assertIsOff()' }),
    );
    expect(summary(r)).toEqual([
      'assertion-removed DetailFragmentTest.activeTask_shown: removed the assertion: onView(withId(R.id.detail_title)).check(matches(isDisplayed()))',
      'assertion-removed DetailFragmentTest.activeTask_shown: removed the assertion: onView(withId(R.id.detail_title)).check(matches(withText("Active Task")))',
    ]);
  });

  it('refuses the migration that flips a checked state or drops a not-shown check', async () => {
    const r = await guard(
      migrated({
        active: same.active.replace('assertIsOff', 'assertIsOn'),
        hidden: '        composeTestRule.onNodeWithText("Completed").assertIsDisplayed()',
      }),
    );
    expect(summary(r)).toEqual([
      'assertion-removed DetailFragmentTest.activeTask_shown: removed the assertion: onView(withId(R.id.detail_done)).check(matches(isDisplayed()))',
      'assertion-removed DetailFragmentTest.activeTask_shown: removed the assertion: onView(withId(R.id.detail_done)).check(matches(not(isChecked())))',
      'assertion-removed DetailFragmentTest.completedTask_hidden: removed the assertion: onView(withText("Old Task")).check(matches(not(isDisplayed())))',
    ]);
  });

  it('keeps a View whose layout still declares it: its checks are not carried by any Compose check', async () => {
    const r = await guard({ ...migrated(same), [LAYOUT]: layout });
    expect(summary(r).map((s) => s.split(':')[0])).toEqual([
      'assertion-removed DetailFragmentTest.activeTask_shown',
      'assertion-removed DetailFragmentTest.activeTask_shown',
      'assertion-removed DetailFragmentTest.activeTask_shown',
    ]);
  });

  it('reads an Espresso check and the same Compose check as one within a test that stays', async () => {
    const r = await guard({
      [`${DIR}/DetailFragmentTest.kt`]: fragmentTest.replace(
        'onView(withText("Completed")).check(matches(isDisplayed()))',
        'composeTestRule.onNodeWithText("Completed").assertIsDisplayed()',
      ),
    });
    expect(summary(r)).toEqual([]);
    const widened = await guard({
      [`${DIR}/DetailFragmentTest.kt`]: fragmentTest.replace(
        'onView(withText("Completed")).check(matches(isDisplayed()))',
        'composeTestRule.onNodeWithText("Completed", substring = true).assertIsDisplayed()',
      ),
    });
    expect(widened.refusals.map((x) => x.rule)).not.toEqual([]);
  });
});

describe('a test class moved from a flavour source set into the module set', () => {
  const test = `package x

import org.junit.Test

class SaveTest {
    @Test
    fun saves() {
        assertEquals(1, save())
    }
}
`;
  it('allows androidTestMock → androidTest, refuses androidTest → androidTestMock', async () => {
    const flavoured = await tempRepo({ 'app/src/androidTestMock/java/x/SaveTest.kt': test });
    try {
      const head = await flavoured.commit({
        'app/src/androidTestMock/java/x/SaveTest.kt': null,
        'app/src/androidTest/java/x/SaveTest.kt': test,
      });
      const r = await guardChange({ repo: flavoured.dir, base: flavoured.base, head, policy: 'review' });
      expect(summary(r)).toEqual([]);
      const back = await flavoured.commit({
        'app/src/androidTest/java/x/SaveTest.kt': null,
        'app/src/androidTestMock/java/x/SaveTest.kt': test,
      });
      const r2 = await guardChange({ repo: flavoured.dir, base: head, head: back, policy: 'review' });
      expect(summary(r2)).toEqual([
        'test-suppressed SaveTest.saves: moved the test from androidTest to androidTestMock: SaveTest.saves',
      ]);
    } finally {
      await flavoured.remove();
    }
  });
});
