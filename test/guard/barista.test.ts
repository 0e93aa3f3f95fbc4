import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27: Barista's assertions read as the Espresso checks they make (inventory/barista.ts), so a check moved
 * between Barista and Espresso, or into a helper of the test's own that polls Espresso, keeps its identity
 * (owntracks/android 741bd48c06, a6951463ec, f50a74e87b: `assertContains(R.id.status, R.string.eof)` →
 * `waitUntilViewContains(R.id.status, R.string.eof)` polling `onView(withId(…)).check(matches(withText(containsString(…))))`).
 * Barista checks any view its matcher finds; Espresso's `onView(m).check(…)` the one view: Barista → Espresso is
 * stricter, Espresso → Barista wider. Each legitimate form next to the weakening nearest to it.
 */

const T = 'app/src/androidTest/java/x/StatusTest.kt';
const imports = [
  'import com.adevinta.android.barista.assertion.BaristaVisibilityAssertions.assertContains',
  'import com.adevinta.android.barista.assertion.BaristaVisibilityAssertions.assertDisplayed',
  'import com.adevinta.android.barista.assertion.BaristaVisibilityAssertions.assertNotDisplayed',
  'import com.adevinta.android.barista.assertion.BaristaVisibilityAssertions.assertNotExist',
].join('\n');
const file = (body: string, helpers = '', withImports = true) =>
  `package x\n\n${withImports ? imports : ''}\n\nclass StatusTest {\n    @Test\n    fun showsStatus() {\n        connect()\n        ${body}\n    }\n${helpers}}\n`;
const judged = async (base: string, head: string, headHelpers = '', withImports = true) =>
  (await refusals({ [T]: file(base, '', withImports) }, { [T]: file(head, headHelpers, withImports) })).map(
    (r) => r.rule,
  );

const pollContains = `
    private fun waitUntilViewContains(@IdRes viewId: Int, @StringRes stringId: Int, timeout: Duration = 5.seconds) {
        val text = getInstrumentation().targetContext.getString(stringId)
        val deadline = Clock.System.now().plus(timeout)
        var lastError: Throwable? = null
        while (Clock.System.now() < deadline) {
            try {
                onView(withId(viewId)).check(matches(withText(containsString(text))))
                return
            } catch (e: Throwable) {
                lastError = e
                Thread.sleep(100)
            }
        }
        throw lastError ?: AssertionError("timed out")
    }
`;

describe("Barista's assertions as the Espresso checks they make", () => {
  it('allows a Barista check written as the Espresso check of the one view', async () => {
    expect(
      await judged('assertDisplayed(R.id.status)', 'onView(withId(R.id.status)).check(matches(isDisplayed()))'),
    ).toEqual([]);
    expect(
      await judged('assertDisplayed("Connected")', 'onView(withText("Connected")).check(matches(isDisplayed()))'),
    ).toEqual([]);
    expect(
      await judged('assertNotDisplayed(R.id.sheet)', 'onView(withId(R.id.sheet)).check(matches(not(isDisplayed())))'),
    ).toEqual([]);
    expect(await judged('assertNotExist(R.id.sheet)', 'onView(withId(R.id.sheet)).check(doesNotExist())')).toEqual([]);
    expect(
      await judged(
        'assertDisplayed(R.id.status, "Connected")',
        'onView(withId(R.id.status)).check(matches(allOf(isDisplayed(), withText("Connected"))))',
      ),
    ).toEqual([]);
  });

  it("allows assertContains with a string resource turned into the test's own poll of the same Espresso check", async () => {
    expect(
      await judged(
        'assertContains(R.id.status, R.string.eof_error)',
        'waitUntilViewContains(R.id.status, R.string.eof_error)',
        pollContains,
      ),
    ).toEqual([]);
  });

  it('refuses the poll on another view or text, an Espresso check made a Barista one, and a weaker check', async () => {
    expect(
      await judged(
        'assertContains(R.id.status, R.string.eof_error)',
        'waitUntilViewContains(R.id.other, R.string.eof_error)',
        pollContains,
      ),
    ).not.toEqual([]);
    expect(
      await judged(
        'assertContains(R.id.status, R.string.eof_error)',
        'waitUntilViewContains(R.id.status, R.string.unknown)',
        pollContains,
      ),
    ).not.toEqual([]);
    // any view with the id displayed is wider than the one view: an ambiguous screen now passes
    expect(
      await judged('onView(withId(R.id.status)).check(matches(isDisplayed()))', 'assertDisplayed(R.id.status)'),
    ).toEqual(['finder-widened']);
    expect(
      await judged('assertDisplayed(R.id.status)', 'onView(withId(R.id.status)).check(matches(isEnabled()))'),
    ).not.toEqual([]);
    expect(
      await judged('assertDisplayed(R.id.status)', 'onView(withId(R.id.other)).check(matches(isDisplayed()))'),
    ).not.toEqual([]);
  });

  it("reads a project's own assertDisplayed (no Barista import) as its own call", async () => {
    expect(
      await judged(
        'assertDisplayed(R.id.status)',
        'onView(withId(R.id.status)).check(matches(isDisplayed()))',
        '',
        false,
      ),
    ).not.toEqual([]);
  });
});

describe("Espresso's static factories written qualified", () => {
  it('reads ViewMatchers.isDisplayed() as isDisplayed(), never as a getter, and a changed matcher as one', async () => {
    const simple = 'onView(withId(R.id.sheet)).check(matches(not(isDisplayed())))';
    const qualified =
      'onView(ViewMatchers.withId(R.id.sheet)).check(ViewAssertions.matches(not(ViewMatchers.isDisplayed())))';
    expect(await judged(simple, qualified)).toEqual([]);
    expect(await judged('assertNotDisplayed(R.id.sheet)', qualified)).toEqual([]);
    expect(
      await judged(simple, qualified.replace('not(ViewMatchers.isDisplayed())', 'ViewMatchers.isDisplayed()')),
    ).not.toEqual([]);
  });
});
