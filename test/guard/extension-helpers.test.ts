import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';
import { refusals } from './rules-harness.js';

/**
 * Issue 27, class 5: a check moved into an extension function of the node (or view) interaction,
 * called inside the chain — `rule.onNodeWithTag("x").assertShown()` with
 * `fun SemanticsNodeInteraction.assertShown() = assertIsDisplayed()` — is the check its body makes.
 * Each legitimate form next to the weakening nearest to it, which must still be refused.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const file = (body: string, extra = '') => `package x

class SaveTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun a() {
        ${body}
    }
}
${extra}`;

async function judged(base: string, head: string, headExtra = ''): Promise<string[]> {
  return (await refusals({ [T]: file(base) }, { [T]: file(head, headExtra) })).map((r) => r.rule);
}

const composeCheck = 'rule.onNodeWithTag("save").assertIsDisplayed()';
const composeCalled = 'rule.onNodeWithTag("save").assertShown()';
const espressoCheck = 'onView(withId(R.id.save)).check(matches(isDisplayed()))';
const espressoCalled = 'onView(withId(R.id.save)).isShown()';

describe('a check moved into an extension helper called inside the chain', () => {
  it('reads a one-expression Compose extension as the assertion it makes', async () => {
    expect(
      await judged(composeCheck, composeCalled, 'fun SemanticsNodeInteraction.assertShown() = assertIsDisplayed()\n'),
    ).toEqual([]);
    expect(
      await judged(
        composeCheck,
        composeCalled,
        'fun SemanticsNodeInteraction.assertShown(): SemanticsNodeInteraction = this.assertIsDisplayed()\n',
      ),
    ).toEqual([]);
  });

  it('reads a block-bodied extension that returns its receiver, with more than one check', async () => {
    const base = 'rule.onNodeWithTag("save").assertIsDisplayed().assertHasClickAction()';
    const helper = `fun SemanticsNodeInteraction.assertShown(): SemanticsNodeInteraction {
    assertIsDisplayed()
    assertHasClickAction()
    return this
}
`;
    expect(await judged(base, composeCalled, helper)).toEqual([]);
    // one of the two checks dropped inside the helper
    const less = helper.replace('    assertHasClickAction()\n', '');
    expect(await judged(base, composeCalled, less)).toEqual(['assertion-removed']);
  });

  it('reads an Espresso extension as the check it makes, and an action helper as an action', async () => {
    expect(
      await judged(espressoCheck, espressoCalled, 'fun ViewInteraction.isShown() = check(matches(isDisplayed()))\n'),
    ).toEqual([]);
    const acts = `onView(withId(R.id.save)).perform(click())\n        ${espressoCheck}`;
    const head = `onView(withId(R.id.save)).tap()\n        ${espressoCalled}`;
    const helpers =
      'fun ViewInteraction.isShown() = check(matches(isDisplayed()))\nfun ViewInteraction.tap() = perform(click())\n';
    expect(await judged(acts, head, helpers)).toEqual([]);
  });

  it('follows an extension called on a picked node, and one built on another', async () => {
    const helper = 'fun SemanticsNodeInteraction.assertShown() = assertIsDisplayed()\n';
    const picked = 'rule.onAllNodesWithTag("row")[0].assertIsDisplayed()';
    expect(await judged(picked, 'rule.onAllNodesWithTag("row")[0].assertShown()', helper)).toEqual([]);
    const layered = `${helper}fun SemanticsNodeInteraction.assertVisible() = assertShown()\n`;
    expect(await judged(composeCheck, 'rule.onNodeWithTag("save").assertVisible()', layered)).toEqual([]);
    expect(
      await judged(
        composeCheck,
        'rule.onNodeWithTag("save").assertVisible()',
        layered.replace('assertIsDisplayed', 'assertExists'),
      ),
    ).toEqual(['assertion-weakened']);
  });

  it('binds the extension’s parameters to the call’s arguments', async () => {
    const base = 'rule.onNodeWithTag("title").assertTextEquals("Hi")';
    const helper = 'fun SemanticsNodeInteraction.hasTitle(t: String) = assertTextEquals(t)\n';
    expect(await judged(base, 'rule.onNodeWithTag("title").hasTitle("Hi")', helper)).toEqual([]);
    expect(await judged(base, 'rule.onNodeWithTag("title").hasTitle("Bye")', helper)).toEqual(['assertion-weakened']);
  });

  it('refuses an extension that checks less than the check it replaced', async () => {
    expect(
      await judged(composeCheck, composeCalled, 'fun SemanticsNodeInteraction.assertShown() = assertExists()\n'),
    ).toEqual(['assertion-weakened']);
    expect(
      await judged(espressoCheck, espressoCalled, 'fun ViewInteraction.isShown() = check(matches(isEnabled()))\n'),
    ).not.toEqual([]);
  });

  it('refuses an extension that checks nothing', async () => {
    expect(await judged(composeCheck, composeCalled, 'fun SemanticsNodeInteraction.assertShown() = this\n')).toEqual([
      'assertion-removed',
    ]);
    const blockNoOp = 'fun SemanticsNodeInteraction.assertShown(): SemanticsNodeInteraction {\n    return this\n}\n';
    expect(await judged(composeCheck, composeCalled, blockNoOp)).toEqual(['assertion-removed']);
    const deadCheck = blockNoOp.replace('    return this\n', '    return this\n    assertIsDisplayed()\n');
    expect(await judged(composeCheck, composeCalled, deadCheck)).toEqual(['assertion-removed']);
    expect(await judged(espressoCheck, espressoCalled, 'fun ViewInteraction.isShown() = this\n')).toEqual([
      'assertion-removed',
    ]);
    // an Espresso action in an extension is no check
    expect(await judged(espressoCheck, espressoCalled, 'fun ViewInteraction.isShown() = perform(click())\n')).toEqual([
      'assertion-removed',
    ]);
  });

  it('refuses an extension that wraps the check so its failure is swallowed or skipped', async () => {
    const swallowed = `fun SemanticsNodeInteraction.assertShown() {
    try {
        assertIsDisplayed()
    } catch (e: AssertionError) {
    }
}
`;
    expect(await judged(composeCheck, composeCalled, swallowed)).not.toEqual([]);
    const skipped = 'fun SemanticsNodeInteraction.assertShown() {\n    if (false) assertIsDisplayed()\n}\n';
    expect(await judged(composeCheck, composeCalled, skipped)).not.toEqual([]);
  });
});

describe('an extension helper declared in another test file', () => {
  const H = 'app/src/androidTest/java/x/NodeChecks.kt';
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [T]: file(composeCheck) });
  });
  afterAll(() => repo.remove());

  it('follows it in an unchanged file and in a file of the same change', async () => {
    const helper = 'package x\n\nfun SemanticsNodeInteraction.assertShown() = assertIsDisplayed()\n';
    const before = { [H]: helper };
    expect(refusedTests(await guardOnTop(repo, { [T]: file(composeCalled) }, { before }))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, { [T]: file(composeCalled), [H]: helper }))).toEqual([]);
  });

  it('refuses the test moved to an extension elsewhere that checks nothing', async () => {
    const noOp = 'package x\n\nfun SemanticsNodeInteraction.assertShown() = this\n';
    expect(refusedTests(await guardOnTop(repo, { [T]: file(composeCalled) }, { before: { [H]: noOp } }))).toEqual([
      'assertion-removed SaveTest.a',
    ]);
    expect(refusedTests(await guardOnTop(repo, { [T]: file(composeCalled), [H]: noOp }))).toEqual([
      'assertion-removed SaveTest.a',
    ]);
  });
});

describe('a custom matcher that matches anything', () => {
  it('refuses a check moved to a matcher helper that accepts any view', async () => {
    const base = 'onView(withId(R.id.title)).check(matches(withText("Hi")))';
    const called = 'onView(withId(R.id.title)).check(matches(hasTitle("Hi")))';
    expect(await judged(base, called, 'private fun hasTitle(t: String): Matcher<View> = withText(t)\n')).toEqual([]);
    expect(await judged(base, called, 'private fun hasTitle(t: String): Matcher<View> = anything()\n')).not.toEqual([]);
    expect(
      await judged(base, called, 'private fun hasTitle(t: String): Matcher<View> = isA(View::class.java)\n'),
    ).not.toEqual([]);
    const alwaysTrue = `private fun hasTitle(t: String): Matcher<View> = object : TypeSafeMatcher<View>() {
    override fun describeTo(description: Description) {}
    override fun matchesSafely(item: View) = true
}
`;
    expect(await judged(base, called, alwaysTrue)).not.toEqual([]);
  });
});

describe('Espresso’s inRoot: the window a view is looked for in', () => {
  const shown = 'onView(withId(R.id.share)).check(matches(isDisplayed()))';
  const inDialog = 'onView(withId(R.id.share)).inRoot(isDialog()).check(matches(isDisplayed()))';

  it('reads a check made in a named window as that check, through a finder helper too', async () => {
    expect(await judged(shown, inDialog)).toEqual([]);
    const helper = 'private fun onMenuItem(id: Int) = onView(withId(id)).inRoot(isDialog())\n';
    const base = `${shown}\n        onView(withId(R.id.share)).perform(click())`;
    const head =
      'onMenuItem(R.id.share).check(matches(isDisplayed()))\n        onMenuItem(R.id.share).perform(click())';
    expect(await judged(base, head, helper)).toEqual([]);
  });

  it('refuses the check weakened in the named window, the window dropped or changed, a failure handler', async () => {
    expect(
      await judged(shown, 'onView(withId(R.id.share)).inRoot(isDialog()).check(matches(isEnabled()))'),
    ).not.toEqual([]);
    expect(await judged(inDialog, shown)).toEqual(['finder-retargeted']);
    expect(await judged(inDialog, inDialog.replace('isDialog()', 'isPlatformPopup()'))).toEqual(['finder-retargeted']);
    const handled = 'onView(withId(R.id.share)).withFailureHandler { _, _ -> }.check(matches(isDisplayed()))';
    expect(await judged(shown, handled)).not.toEqual([]);
  });
});

describe('a test body moved into a helper that calls the helper holding the checks', () => {
  const verify = `private fun verifyShown(id: Int) {
        onView(withId(id)).check(matches(isDisplayed()))
    }`;
  const testFile = (body: string, helpers: string) => `package x

class SaveTest {
${helpers}

    @Test
    fun a() {
        ${body}
    }
}
`;
  const judgedFiles = async (base: string, head: string) =>
    (await refusals({ [T]: base }, { [T]: head })).map((r) => r.rule);
  const base = testFile('launch()\n        verifyShown(R.id.image)', verify);
  const impl = (inner: string) => `${inner}

    private fun runScenario(online: Boolean) {
        launch()
        verifyShown(R.id.image)
    }`;

  it('follows the checks through both helpers', async () => {
    expect(await judgedFiles(base, testFile('runScenario(online = true)', impl(verify)))).toEqual([]);
  });

  it('refuses the check weakened or dropped two helpers down, and ends on a helper that calls itself', async () => {
    const weaker = verify.replace('isDisplayed()', 'isEnabled()');
    expect(await judgedFiles(base, testFile('runScenario(online = true)', impl(weaker)))).toEqual([
      'assertion-weakened',
    ]);
    const dropped = impl(verify).replace('        verifyShown(R.id.image)\n    }', '    }');
    expect(await judgedFiles(base, testFile('runScenario(online = true)', dropped))).toEqual(['assertion-removed']);
    const looping = `${verify}\n\n    private fun runScenario(online: Boolean) {\n        runScenario(!online)\n    }`;
    expect(await judgedFiles(base, testFile('runScenario(online = true)', looping))).toEqual(['assertion-removed']);
  });
});
