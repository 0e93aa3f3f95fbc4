import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/change.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/** The text a test looks for swapped to another string resource of the screen (rules/string-resources.ts). */

const testFile = 'app/src/androidTest/java/x/SaveTest.kt';
const screen = 'app/src/main/java/x/SaveScreen.kt';
const strings = 'app/src/main/res/values/strings.xml';
const screenSource = (id: string) => `package x

@Composable
fun SaveScreen() {
    Column {
        Button(onClick = {}) { Text(stringResource(R.string.${id})) }
        Button(onClick = {}) { Text(stringResource(R.string.cancel)) }
    }
}
`;
const xml = (save: string) =>
  `<resources>\n    <string name="${save}">Save</string>\n    <string name="cancel">Cancel</string>\n</resources>\n`;
const testSource = (props: string, id = 'save') => `package x

class SaveTest {
    @get:Rule val composeTestRule = createAndroidComposeRule<MainActivity>()
${props.replaceAll('ID', id)}

    @Test
    fun showsSave() {
        composeTestRule.onNodeWithText(save).assertIsDisplayed()
    }
}
`;
const byDelegate = '    private val save by composeTestRule.stringResource(R.string.ID)';
const inSetup =
  '    private lateinit var save: String\n\n    @Before\n    fun setup() {\n        save = composeTestRule.activity.getString(R.string.ID)\n    }';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [screen]: screenSource('save'), [strings]: xml('save'), [testFile]: testSource(byDelegate) });
});
afterAll(async () => {
  await repo?.remove();
});

// `start`, when given, is committed first and is the base of the change
const guard = (files: Record<string, string>, start: Record<string, string> = {}) =>
  guardOnTop(repo, files, { before: start });
const shown = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.file}:${x.line} ${x.detail}`);

describe('a test pointed at another string resource', () => {
  it('refuses the id swapped in a delegated class property the finder reads', async () => {
    const r = await guard({ [testFile]: testSource(byDelegate, 'cancel') });
    expect(shown(r)).toEqual([
      `finder-retargeted ${testFile}:5 retargeted the text the test looks for to another string resource: R.string.save → R.string.cancel (the app uses and defines both as before)`,
    ]);
  });

  it('refuses the id swapped where @Before sets the text', async () => {
    const r = await guard({ [testFile]: testSource(inSetup, 'cancel') }, { [testFile]: testSource(inSetup) });
    expect(shown(r)).toEqual([
      `finder-retargeted ${testFile}:9 retargeted the text the test looks for to another string resource: R.string.save → R.string.cancel (the app uses and defines both as before)`,
    ]);
  });

  it('refuses an id swapped in the finder once, under the finder rule', async () => {
    const inline = (id: string) =>
      testSource('').replace(
        'onNodeWithText(save)',
        `onNodeWithText(composeTestRule.activity.getString(R.string.${id}))`,
      );
    const r = await guard({ [testFile]: inline('cancel') }, { [testFile]: inline('save') });
    expect(r.refusals.map((x) => [x.rule, x.detail.split(':')[0]])).toEqual([
      ['finder-retargeted', 'retargeted the finder'],
    ]);
  });

  it('allows the swap when the app now shows the other resource there', async () => {
    const r = await guard({
      [screen]: screenSource('save_note'),
      [strings]: xml('save').replace('</resources>', '    <string name="save_note">Save note</string>\n</resources>'),
      [testFile]: testSource(byDelegate, 'save_note'),
    });
    expect(r.refusals).toEqual([]);
  });

  it('allows a string resource renamed in res, app and test together', async () => {
    const r = await guard({
      [screen]: screenSource('save_label'),
      [strings]: xml('save_label'),
      [testFile]: testSource(byDelegate, 'save_label'),
    });
    expect(r.refusals).toEqual([]);
  });

  // The app's resource was renamed in an earlier commit (`save` → `screen_save`) and the test, left
  // reading an id defined nowhere, did not compile; the commit that points it at the new name is
  // catching up, while a jump to another defined text stays a retarget.
  const renamedBefore = { [screen]: screenSource('screen_save'), [strings]: xml('screen_save') };
  it('allows a test catching up with a resource renamed in an earlier commit', async () => {
    const r = await guard({ [testFile]: testSource(byDelegate, 'screen_save') }, renamedBefore);
    expect(r.refusals).toEqual([]);
  });

  it('still refuses a test that left an id defined nowhere for another text of the screen', async () => {
    const r = await guard({ [testFile]: testSource(byDelegate, 'cancel') }, renamedBefore);
    expect(shown(r)).toEqual([
      `finder-retargeted ${testFile}:5 retargeted the text the test looks for to another string resource: R.string.save → R.string.cancel (the app uses and defines both as before)`,
    ]);
  });
});
