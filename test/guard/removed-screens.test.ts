import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A UI test deleted with the activity it launched (issue 27 class 4 at screen level, ProtonVPN/android-app e1e7813b44:
 * the legacy TV login screen removed with its feature flag, its two tests with it): the screen cannot be started in
 * the head, so no check that still has a subject was lost. Allowed in review, refused in heal; still refused: a test
 * of the screen that stays, the legacy screen's test deleted while the screen stays, a test that reaches the removed
 * screen only through a helper.
 */

const LEGACY = 'app/src/main/java/x/login/LegacyLoginActivity.kt';
const QR = 'app/src/main/java/x/login/QrLoginActivity.kt';
const TEST = 'app/src/androidTest/java/x/login/LoginTest.kt';

const activity = (name: string, layout: string) => `package x.login

class ${name} : AppCompatActivity() {
    override fun onCreate(state: Bundle?) {
        super.onCreate(state)
        setContentView(R.layout.${layout})
    }
}
`;

const tests = {
  legacyShowsCode: `
    @Test
    fun legacyShowsCode() {
        ActivityScenario.launch(LegacyLoginActivity::class.java)
        onView(withId(R.id.code)).check(matches(isDisplayed()))
    }
`,
  legacySignsIn: `
    @Test
    fun legacySignsIn() {
        launchActivity<LegacyLoginActivity>()
        onView(withId(R.id.sign_in)).perform(click())
        onView(withId(R.id.home)).check(matches(isDisplayed()))
    }
`,
  qrShowsCode: `
    @Test
    fun qrShowsCode() {
        ActivityScenario.launch(QrLoginActivity::class.java)
        onView(withId(R.id.qr)).check(matches(isDisplayed()))
    }
`,
  legacyThroughHelper: `
    @Test
    fun legacyThroughHelper() {
        openLegacy()
        onView(withId(R.id.code)).check(matches(isDisplayed()))
    }
`,
};

type Name = keyof typeof tests;

const test = (names: Name[]) => `package x.login

import androidx.test.core.app.ActivityScenario
import androidx.test.core.app.launchActivity
import org.junit.Test

class LoginTest {
${names.map((n) => tests[n]).join('')}
    private fun openLegacy() {
        ActivityScenario.launch(LegacyLoginActivity::class.java)
    }
}
`;

const all: Name[] = ['legacyShowsCode', 'legacySignsIn', 'qrShowsCode', 'legacyThroughHelper'];

describe('a UI test deleted with the activity it launched (review)', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({
      [LEGACY]: activity('LegacyLoginActivity', 'legacy_login'),
      [QR]: activity('QrLoginActivity', 'qr_login'),
      [TEST]: test(all),
    });
  });
  afterAll(() => repo?.remove());

  it('allows the tests that launched the removed screen deleted with it', async () => {
    const r = await guardOnTop(repo, { [LEGACY]: null, [TEST]: test(['qrShowsCode', 'legacyThroughHelper']) });
    expect(refused(r)).toEqual([]);
  });

  it('refuses the same deletions under heal', async () => {
    const r = await guardOnTop(
      repo,
      { [LEGACY]: null, [TEST]: test(['qrShowsCode', 'legacyThroughHelper']) },
      { policy: 'heal' },
    );
    expect(refused(r)).toEqual(
      expect.arrayContaining(['test-suppressed LoginTest.legacyShowsCode', 'test-suppressed LoginTest.legacySignsIn']),
    );
  });

  it('still refuses a deleted test of the screen that stays, or one reaching the removed screen through a helper', async () => {
    const r = await guardOnTop(repo, { [LEGACY]: null, [TEST]: test([]) });
    expect(refused(r)).toEqual([
      'test-suppressed LoginTest.legacyThroughHelper',
      'test-suppressed LoginTest.qrShowsCode',
    ]);
  });

  it("still refuses the removed screen's tests deleted while the screen stays", async () => {
    const r = await guardOnTop(repo, { [TEST]: test(['qrShowsCode', 'legacyThroughHelper']) });
    expect(refused(r)).toEqual([
      'test-suppressed LoginTest.legacyShowsCode',
      'test-suppressed LoginTest.legacySignsIn',
    ]);
  });
});
