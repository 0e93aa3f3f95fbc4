import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as rules, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, a form met outside the corpus (wikipedia eb17c2ef47): a finder made more specific by an added
 * `allOf` / `and` term, the same check on the node. The node found still has everything the test asked of
 * it: in review no retarget. An absence check on a narrowed finder passes more easily, a changed term is
 * another node, and in heal a fixer may not narrow a finder until one of several duplicates matches.
 */

const TEST = 'app/src/androidTest/java/x/SnackbarTest.kt';

const test = (espresso: string, compose: string) => `package x

class SnackbarTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsMessage() {
        onView(${espresso}).check(matches(isDisplayed()))
    }

    @Test
    fun showsSaveButton() {
        rule.onNode(${compose}).assertIsDisplayed()
    }

    @Test
    fun hidesUndo() {
        onView(${espresso.replace('Saved', 'Undo')}).check(doesNotExist())
    }
}
`;

const espresso = 'allOf(withId(R.id.snackbar_text), withText("Saved"))';
const compose = 'hasText("Save")';

describe('a finder narrowed by an added term', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [TEST]: test(espresso, compose) });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('is allowed in review for checks that a node is there, in Espresso and Compose, and refused in heal', async () => {
    const narrowed = test(espresso.replace('))', '), isCompletelyDisplayed())'), `${compose} and hasClickAction()`);
    // the absence check of the third test narrows too: keep it as it was
    const files = {
      [TEST]: narrowed.replace(
        /onView\(allOf\(withId\(R.id.snackbar_text\), withText\("Undo"\), isCompletelyDisplayed\(\)\)\)/,
        'onView(allOf(withId(R.id.snackbar_text), withText("Undo")))',
      ),
    };
    expect(rules(await guardOnTop(repo, files))).toEqual([]);
    expect(rules(await guardOnTop(repo, files, { policy: 'heal' }))).toEqual([
      'finder-retargeted SnackbarTest.showsMessage',
      'finder-retargeted SnackbarTest.showsSaveButton',
    ]);
  });

  it('still refuses a narrowed absence check, a term replaced, and a term dropped', async () => {
    const absence = test(espresso, compose).replace(
      'withText("Undo")))',
      'withText("Undo"), isCompletelyDisplayed()))',
    );
    expect(rules(await guardOnTop(repo, { [TEST]: absence }))).toEqual(['finder-retargeted SnackbarTest.hidesUndo']);
    const replaced = test(espresso, 'hasText("Cancel") and hasClickAction()');
    expect(rules(await guardOnTop(repo, { [TEST]: replaced }))).toEqual([
      'finder-retargeted SnackbarTest.showsSaveButton',
    ]);
    const dropped = test(espresso, compose).replace(
      'onView(allOf(withId(R.id.snackbar_text), withText("Saved")))',
      'onView(allOf(withText("Saved")))',
    );
    expect(rules(await guardOnTop(repo, { [TEST]: dropped }))).toEqual(['finder-retargeted SnackbarTest.showsMessage']);
  });
});
