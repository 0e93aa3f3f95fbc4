import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

const refused = (r: GuardResult) => r.refusals.map((x) => x.rule);

/**
 * Issue 27 (content-changed), a form met outside the corpus: the app shows another string resource through
 * its XML — a preference screen's `android:title="@string/…"`, a layout's `android:text` — and the test's
 * finder follows it. The app's use of both resources changed, so the test looks for what the app now shows.
 * The same swap with the XML unchanged, or to a resource the XML did not switch to, still points the finder
 * at another text than the app shows.
 */

const STRINGS = 'app/src/main/res/values/strings.xml';
const PREFS = 'app/src/main/res/xml/preferences.xml';
const LAYOUT = 'app/src/main/res/layout/item_feed.xml';
const TEST = 'app/src/androidTest/java/x/SettingsTest.kt';

const strings = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="customize_explore_feed">Explore feed</string>
    <string name="customize_home_feed">Home feed</string>
    <string name="about">About</string>
    <string name="legacy_title">Feed</string>
</resources>
`;

const prefs = (title: string) => `<?xml version="1.0" encoding="utf-8"?>
<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
    <Preference
        android:key="customize_feed"
        android:title="@string/${title}" />
    <Preference
        android:key="about"
        android:title="@string/about" />
</PreferenceScreen>
`;

const layout = (text: string) => `<?xml version="1.0" encoding="utf-8"?>
<TextView xmlns:android="http://schemas.android.com/apk/res/android"
    android:id="@+id/title"
    android:text="@string/${text}" />
`;

const test = (label: string) => `package x

class SettingsTest {
    @Test
    fun opensFeedSettings() {
        onView(withText(R.string.${label})).perform(click())
        onView(withText(R.string.${label})).check(matches(isDisplayed()))
    }
}
`;

describe('a finder that follows the string resource the app’s XML switched to', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({
      [STRINGS]: strings,
      [PREFS]: prefs('customize_explore_feed'),
      [LAYOUT]: layout('customize_explore_feed'),
      [TEST]: test('customize_explore_feed'),
    });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is allowed in review when a preference screen or a layout now shows the new resource', async () => {
    const viaPrefs = { [PREFS]: prefs('customize_home_feed'), [TEST]: test('customize_home_feed') };
    expect(refused(await guardOnTop(repo, viaPrefs))).toEqual([]);
    // a fixer switching what the app shows to what its test looks for is still refused
    expect(refused(await guardOnTop(repo, viaPrefs, { policy: 'heal' }))).toContain('finder-retargeted');
    const viaLayout = { [LAYOUT]: layout('customize_home_feed'), [TEST]: test('customize_home_feed') };
    expect(refused(await guardOnTop(repo, viaLayout))).toEqual([]);
  });

  it('still refuses the swap with the XML unchanged, or to another resource than the XML now shows', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: test('customize_home_feed') }))).toContain('finder-retargeted');
    const elsewhere = { [PREFS]: prefs('customize_home_feed'), [TEST]: test('about') };
    expect(refused(await guardOnTop(repo, elsewhere))).toContain('finder-retargeted');
  });

  it('does not read resource XML of a test source set as the app', async () => {
    const testRes = 'app/src/androidTest/res/layout/probe.xml';
    const files = { [testRes]: layout('customize_home_feed'), [TEST]: test('customize_home_feed') };
    expect(refused(await guardOnTop(repo, files))).toContain('finder-retargeted');
  });
});

const ROBOT = 'app/src/androidTest/java/x/SettingsRobot.kt';
const robot = (label: string) => `package x

class SettingsRobot {
    fun openFeedSettings() = apply {
        onView(withText(R.string.${label})).perform(click())
    }
}
`;

/**
 * A test still looking for a string the app stopped showing in an earlier commit (defined, read by no app code
 * or XML: the check could not pass) repointed at one the app shows (wikipedia ab6bed6ea4). In review the test
 * catches up; in heal a fixer may not repoint a failing test at whatever the app shows.
 */
describe('a test catching up with a string the app stopped showing in an earlier change', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    // the app already shows the home feed title; the explore one is defined but shown nowhere
    repo = await tempRepo({
      [STRINGS]: strings,
      [PREFS]: prefs('customize_home_feed'),
      [TEST]: test('customize_explore_feed'),
      [ROBOT]: robot('customize_explore_feed'),
    });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is allowed in review, in a test and in a robot, and refused in heal', async () => {
    const files = { [TEST]: test('customize_home_feed'), [ROBOT]: robot('customize_home_feed') };
    expect(refused(await guardOnTop(repo, files))).toEqual([]);
    expect(refused(await guardOnTop(repo, files, { policy: 'heal' }))).toContain('finder-retargeted');
  });

  it('still refuses a swap to a text the app does not show either, or away from one it still shows', async () => {
    expect(refused(await guardOnTop(repo, { [ROBOT]: robot('legacy_title') }))).toEqual(['finder-retargeted']);
    const away = { [PREFS]: prefs('customize_explore_feed'), [TEST]: test('about') };
    expect(refused(await guardOnTop(repo, away, { before: { [PREFS]: prefs('customize_explore_feed') } }))).toContain(
      'finder-retargeted',
    );
  });
});
