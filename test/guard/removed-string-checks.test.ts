import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): a part of a
 * dialog removed with its text — the view that showed `R.string.feedback_intro` deleted, the string taken out of
 * `res/values/strings.xml` (its translations left for the translation tool) — and the test's check that the text is
 * shown dropped with it. Nothing in the app shows that text any more. Still refused: the check dropped while the app
 * shows the text, and the resource removed with its text written into the app as a literal.
 */

const A = 'app/src/main/java/x/Feedback.kt';
const S = 'app/src/main/res/values/strings.xml';
const DE = 'app/src/main/res/values-de/strings.xml';
const T = 'app/src/androidTest/java/x/SettingsTest.kt';

const app = `package x

fun Activity.openFeedback() {
    val intro = TextView(this).apply {
        text = getString(R.string.feedback_intro)
    }
    val contact = TextView(this).apply {
        text = getString(R.string.feedback_contact)
    }
    showDialog(intro, contact)
}
`;

const strings = `<resources>
    <string name="feedback_intro">Tell us what you think</string>
    <string name="feedback_contact">Write to us</string>
</resources>
`;

const de = `<resources>
    <string name="feedback_intro">Sag uns, was du denkst</string>
    <string name="feedback_contact">Schreib uns</string>
</resources>
`;

const test = `package x

import androidx.test.espresso.Espresso.onView
import androidx.test.espresso.assertion.ViewAssertions.matches
import androidx.test.espresso.matcher.ViewMatchers.isDisplayed
import androidx.test.espresso.matcher.ViewMatchers.withText
import org.junit.Test

class SettingsTest {
    @Test
    fun feedbackOpensTheDialog() {
        onView(withText(R.string.feedback)).perform(click())
        onView(withText(R.string.feedback_intro)).check(matches(isDisplayed()))
        onView(withText(R.string.feedback_contact)).check(matches(isDisplayed()))
    }
}
`;

const introGone = edited(app, [
  ['    val intro = TextView(this).apply {\n        text = getString(R.string.feedback_intro)\n    }\n', ''],
  ['showDialog(intro, contact)', 'showDialog(contact)'],
]);
const stringGone = edited(strings, [['    <string name="feedback_intro">Tell us what you think</string>\n', '']]);
const checkGone = edited(test, [
  ['        onView(withText(R.string.feedback_intro)).check(matches(isDisplayed()))\n', ''],
]);
const refusal =
  'assertion-removed removed the assertion: onView(withText(R.string.feedback_intro)).check(matches(isDisplayed()))';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [A]: app, [S]: strings, [DE]: de, [T]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a check of a text the change took out of the app', () => {
  it('goes with the text', async () => {
    const r = await guardOnTop(repo, { [A]: introGone, [S]: stringGone, [T]: checkGone });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused while the app still shows the text', async () => {
    const r = await guardOnTop(repo, { [T]: checkGone });
    expect(refusedDetails(r)).toEqual([refusal]);
  });

  it('is refused when the text is written into the app as a literal', async () => {
    const r = await guardOnTop(repo, {
      [A]: edited(app, [['getString(R.string.feedback_intro)', '"Tell us what you think"']]),
      [S]: stringGone,
      [T]: checkGone,
    });
    expect(refusedDetails(r)).toEqual([refusal]);
  });
});

/**
 * Issue 27 (Catrobat/Catroid 41aa9155c1): the removed string was declared `<string formatted="false"
 * name="from_library">`; the definitions were read only with `name` as the first attribute, so nothing was "gone" and
 * the dropped `doesNotExist()` check of the menu entry removed with it was refused. Still refused: the string still
 * defined, attribute first, by another module's default values.
 */
describe('a removed string whose name is not its first attribute', () => {
  const L = 'lib/src/main/res/values/strings.xml';
  const formatted = strings.replace(
    '<string name="feedback_intro">',
    '<string formatted="false" name="feedback_intro">',
  );
  const kept = '<resources>\n    <string translatable="false" name="feedback_intro">Tell us</string>\n</resources>\n';
  const formattedGone = edited(formatted, [
    ['    <string formatted="false" name="feedback_intro">Tell us what you think</string>\n', ''],
  ]);
  let other: TempRepo & { base: string };
  beforeAll(async () => {
    other = await tempRepo({ [A]: app, [S]: formatted, [DE]: de, [T]: test });
  });
  afterAll(async () => {
    await other?.remove();
  });

  it('goes with its checks', async () => {
    const r = await guardOnTop(other, { [A]: introGone, [S]: formattedGone, [T]: checkGone });
    expect(refusedDetails(r)).toEqual([]);
  });

  it('is refused while another module still defines it', async () => {
    const r = await guardOnTop(
      other,
      { [A]: introGone, [S]: formattedGone, [T]: checkGone },
      { before: { [L]: kept } },
    );
    expect(refusedDetails(r)).toEqual([refusal]);
  });
});
