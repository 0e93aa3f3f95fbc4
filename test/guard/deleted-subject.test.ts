import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A whole test class deleted together with the app class or composable it is named after (issue 27
 * class 4 at class level): allowed in review, refused in heal; next to the deletions of the same shape
 * that must stay refused — the subject still exists, another class was removed, the screen's tag lives
 * on elsewhere, the subject was renamed. Real commits on a small real repository, reset after each case.
 */

const BANNER_VM = 'app/src/main/java/x/banner/BannerViewModel.kt';
const BANNER_SCREEN = 'app/src/main/java/x/banner/BannerScreen.kt';
const PROFILE = 'app/src/main/java/x/Profile.kt';
const BANNER_VM_TEST = 'app/src/test/java/x/banner/BannerViewModelTest.kt';
const BANNER_SCREEN_TEST = 'app/src/androidTest/java/x/banner/BannerScreenTest.kt';
const PROFILE_TEST = 'app/src/test/java/x/ProfileViewModelTest.kt';

const bannerVm = `package x.banner

class BannerViewModel(private val plan: String) {
    fun title(): String = if (plan == "free") "Upgrade now" else ""
}
`;

const bannerScreen = `package x.banner

@Composable
fun BannerScreen() {
    Text("Upgrade now", Modifier.testTag("upgrade_banner"))
}
`;

const profile = `package x

class ProfileViewModel {
    fun name(): String = "Ada"
}

@Composable
fun ProfileScreen() {
    Text("Ada", Modifier.testTag("profile_name"))
    BannerScreen()
}
`;

const bannerVmTest = `package x.banner

import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test

class BannerViewModelTest {
    @get:Rule
    val flags = FeatureFlagRule()

    private val viewModel = BannerViewModel("free")

    @Test
    fun freePlanSeesUpgrade() {
        assertEquals("Upgrade now", viewModel.title())
    }
}
`;

const bannerScreenTest = `package x.banner

import androidx.compose.ui.test.junit4.createComposeRule
import org.junit.Rule
import org.junit.Test

class BannerScreenTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun showsBanner() {
        rule.setContent { BannerScreen() }
        rule.onNodeWithTag("upgrade_banner").assertIsDisplayed()
    }
}
`;

const profileTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ProfileViewModelTest {
    private val viewModel = ProfileViewModel()

    @Test
    fun name() {
        assertEquals("Ada", viewModel.name())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [BANNER_VM]: bannerVm,
    [BANNER_SCREEN]: bannerScreen,
    [PROFILE]: profile,
    [BANNER_VM_TEST]: bannerVmTest,
    [BANNER_SCREEN_TEST]: bannerScreenTest,
    [PROFILE_TEST]: profileTest,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

const profileWithoutBanner = profile.replace('    BannerScreen()\n', '');
// the upgrade banner removed from the app: its view model, its composable and their tests
const bannerRemoved = {
  [BANNER_VM]: null,
  [BANNER_SCREEN]: null,
  [PROFILE]: profileWithoutBanner,
  [BANNER_VM_TEST]: null,
  [BANNER_SCREEN_TEST]: null,
};

describe('a test class deleted with the class or composable it is named after', () => {
  it('is allowed in review (its rules go with it) and refused in heal', async () => {
    expect(refused(await guard(bannerRemoved))).toEqual([]);
    const heal = refused(await guard(bannerRemoved, 'heal'));
    expect(heal).toContain('test-suppressed BannerScreenTest.showsBanner');
    expect(heal).toContain('test-suppressed BannerViewModelTest.freePlanSeesUpgrade');
  });

  it('still refuses the test class deleted while its subject stays', async () => {
    expect(refused(await guard({ [BANNER_VM_TEST]: null }))).toEqual([
      'test-suppressed',
      'test-suppressed BannerViewModelTest.freePlanSeesUpgrade',
    ]);
  });

  it('still refuses a test of a class that lives on, deleted while another class was removed', async () => {
    expect(refused(await guard({ ...bannerRemoved, [PROFILE_TEST]: null }))).toEqual([
      'test-suppressed ProfileViewModelTest.name',
    ]);
  });

  it('still refuses a screen test deleted while the screen is rebuilt elsewhere with the tag it looked for', async () => {
    const rebuilt = profileWithoutBanner.replace(
      '    Text("Ada", Modifier.testTag("profile_name"))\n',
      '    Text("Ada", Modifier.testTag("profile_name"))\n    Text("Upgrade now", Modifier.testTag("upgrade_banner"))\n',
    );
    expect(refused(await guard({ [BANNER_SCREEN]: null, [PROFILE]: rebuilt, [BANNER_SCREEN_TEST]: null }))).toEqual([
      'test-suppressed BannerScreenTest.showsBanner',
    ]);
  });

  it('still refuses the test class deleted while its subject was only renamed', async () => {
    const renamed = bannerVm.replace('class BannerViewModel', 'class PromoViewModel');
    const r = await guard({
      [BANNER_VM]: null,
      'app/src/main/java/x/banner/PromoViewModel.kt': renamed,
      [BANNER_VM_TEST]: null,
    });
    expect(refused(r)).toEqual(['test-suppressed', 'test-suppressed BannerViewModelTest.freePlanSeesUpgrade']);
  });
});

describe('a class replaced by a function, its import swapped for the function’s on one line', () => {
  const INTERCEPTOR = 'app/src/main/java/x/net/AuthInterceptor.kt';
  const MODULE = 'app/src/main/java/x/di/NetworkModule.kt';
  const FACTORY = 'app/src/main/java/x/net/ApiFactory.kt';
  const INTERCEPTOR_TEST = 'app/src/test/java/x/net/AuthInterceptorTest.kt';
  const before = {
    [INTERCEPTOR]:
      'package x.net\n\nclass AuthInterceptor(private val accounts: Accounts) {\n    fun host(): String = accounts.active?.host ?: "default"\n}\n',
    [MODULE]:
      'package x.di\n\nimport x.net.AuthInterceptor\n\nclass NetworkModule(accounts: Accounts) {\n    val client = Client(AuthInterceptor(accounts))\n}\n',
    [INTERCEPTOR_TEST]: `package x.net

import org.junit.Assert.assertEquals
import org.junit.Test

class AuthInterceptorTest {
    @Test
    fun usesTheActiveAccountsHost() {
        val client = Client(AuthInterceptor(Accounts(active = Account(host = "a.example"))))
        assertEquals(200, client.get("/test").code)
    }
}
`,
  };
  const replaced = {
    [INTERCEPTOR]: null,
    [FACTORY]: 'package x.net\n\nfun apiFor(accounts: Accounts): Api = Api(accounts.active?.host ?: "default")\n',
    [MODULE]:
      'package x.di\n\nimport x.net.apiFor\n\nclass NetworkModule(accounts: Accounts) {\n    val api = apiFor(accounts)\n}\n',
  };

  it('reads no rename of the class into the function: its test goes with it in review', async () => {
    expect(refused(await guardOnTop(repo, { ...replaced, [INTERCEPTOR_TEST]: null }, { before }))).toEqual([]);
  });

  it('still refuses the test deleted while the class stays beside the new function', async () => {
    const kept = { ...replaced, [INTERCEPTOR]: before[INTERCEPTOR], [INTERCEPTOR_TEST]: null };
    expect(refused(await guardOnTop(repo, kept, { before }))).toContain(
      'test-suppressed AuthInterceptorTest.usesTheActiveAccountsHost',
    );
  });
});
