import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: a Java test class dropping its activity-launching rule (`ActivityTestRule`, `IntentsTestRule`) for
 * `ActivityScenario` is set-up no longer needed, as it is in Kotlin. A Java field's `=` is a zero-width token in the
 * adapted tree, so what a rule is built from has to be read after it in both languages; a rule of another kind deleted,
 * or a launching rule kept without `@Rule`, still is a test suppressed.
 */

const T = 'app/src/androidTest/java/x/EditTest.java';
const file = (members: string, setUp = '') =>
  `package x;\n\nimport org.junit.Rule;\nimport org.junit.Test;\n\npublic class EditTest {\n${members}\n${setUp}\n` +
  '    @Test\n    public void types() {\n' +
  '        onView(withId(R.id.input)).perform(typeText("a"));\n' +
  '        onView(withId(R.id.output)).check(matches(withText("a")));\n    }\n}\n';
const launchRule =
  '    @Rule\n    public ActivityTestRule<EditActivity> rule = new ActivityTestRule<>(EditActivity.class);\n';
const launched =
  '    @Before\n    public void launch() {\n        ActivityScenario.launch(EditActivity.class);\n    }\n';
const checking = '    @Rule\n    public LeakRule leaks = new LeakRule();\n';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: file(launchRule + checking) });
});
afterAll(async () => {
  await repo?.remove();
});
const judged = async (head: string) => refusedDetails(await guardOnTop(repo, { [T]: head }));

describe('Java rules read after their declaration', () => {
  it('allows an activity-launching rule replaced by ActivityScenario', async () => {
    expect(await judged(file(checking, launched))).toEqual([]);
  });

  it('refuses a checking rule deleted, and a launching rule kept without @Rule', async () => {
    expect(await judged(file(launchRule, launched))).toEqual([
      expect.stringMatching(/^test-suppressed removed the test rule leaks from EditTest/),
    ]);
    const kept = '    public ActivityTestRule<EditActivity> rule = new ActivityTestRule<>(EditActivity.class);\n';
    expect(await judged(file(kept + checking))).toEqual([
      expect.stringMatching(/^test-suppressed removed the test rule rule from EditTest/),
    ]);
  });
});
