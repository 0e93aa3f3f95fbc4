import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (session 48b, dhis2 b62c03b841, d750e4695d): a test gains a call of a keyboard-closing helper whose
 * `try` asks the platform for the resumed activity and falls back to `null` under `catch (_: Throwable)`. That catch
 * swallows the lookup's own failure only — no check, no app code, no code of the test's runs inside it. The same
 * catch around the project's code, a lambda, or an Espresso action still swallows what the test relied on.
 */

const T = 'app/src/androidTest/java/x/SearchTest.kt';
const file = (imports: string, lookup: string, call: string) => `package x

import androidx.test.espresso.Espresso
import androidx.test.platform.app.InstrumentationRegistry
import androidx.test.runner.lifecycle.ActivityLifecycleMonitorRegistry
import androidx.test.runner.lifecycle.Stage
${imports}

class SearchTest {
    private fun closeKeyboard() {
        val activity = try {
            ${lookup}
        } catch (_: Throwable) {
            null
        }
        activity?.finish()
    }

    @Test
    fun searches() {
        ${call}
        composeTestRule.onNodeWithTag("SEARCH").performClick()
        composeTestRule.onNodeWithText("Result").assertIsDisplayed()
    }
}
`;
const platformLookup =
  'ActivityLifecycleMonitorRegistry.getInstance().getActivitiesInStage(Stage.RESUMED).firstOrNull()';
const judged = async (lookup: string, imports = '') =>
  (await refusals({ [T]: file(imports, lookup, '') }, { [T]: file(imports, lookup, 'closeKeyboard()') })).map(
    (r) => r.rule,
  );

describe('a try that only asks the platform for a value, falling back to a constant', () => {
  it('allows a call added to a helper whose Throwable catch guards a platform lookup', async () => {
    expect(await judged(platformLookup)).toEqual([]);
  });

  it('refuses the same catch around the project’s code, a lambda, an Espresso action, or a local', async () => {
    for (const [lookup, imports] of [
      ['AppStore.current().firstOrNull()', 'import x.app.AppStore'],
      ['InstrumentationRegistry.getInstrumentation().runOnMainSync { viewModel.save() }', ''],
      ['Espresso.pressBack()', ''],
      ['viewModel.save()', ''],
    ] as [string, string][])
      expect(await judged(lookup, imports), lookup).toContain('error-swallowed');
  });
});
