import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A Mockito verification of a collaborator whose class the change deleted (issue 27 class 4 below whole tests):
 * `verify(banner).setAsShown()` with `BannerManager` gone and the view model no longer holding one. The test lives
 * on, checking what still exists; the dropped verification is no removed check in review (the interaction can no
 * longer happen), and stays one in heal. Still refused: the same verification dropped while the collaborator's
 * class lives on, while the test still declares the property (retyped), and another check dropped beside it.
 */

const VM = 'app/src/main/java/x/onboarding/OnboardingViewModel.kt';
const BANNER = 'app/src/main/java/x/banner/BannerManager.kt';
const TEST = 'app/src/test/java/x/onboarding/OnboardingViewModelTest.kt';

const vm = `package x.onboarding

class OnboardingViewModel(private val skipper: Skipper, private val banner: BannerManager) {
    suspend fun skipAll() {
        skipper.complete()
        banner.setAsShown()
    }
}
`;

const vmWithoutBanner = `package x.onboarding

class OnboardingViewModel(private val skipper: Skipper) {
    suspend fun skipAll() {
        skipper.complete()
    }
}
`;

const banner = `package x.banner

class BannerManager(private val store: BannerStore) {
    suspend fun setAsShown() {
        store.save(shown = true)
    }
}
`;

const test = `package x.onboarding

import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify

class OnboardingViewModelTest {
    private val skipper: Skipper = mock()

    private val banner: BannerManager = mock()

    private val testee = OnboardingViewModel(skipper, banner)

    @Test
    fun skipAllCompletesAndHidesBanner() = runTest {
        testee.skipAll()

        verify(skipper).complete()
        verify(banner).setAsShown()
    }
}
`;

const testWithoutBanner = test
  .replace('    private val banner: BannerManager = mock()\n\n', '')
  .replace('OnboardingViewModel(skipper, banner)', 'OnboardingViewModel(skipper)')
  .replace('        verify(banner).setAsShown()\n', '');

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [VM]: vm, [BANNER]: banner, [TEST]: test });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('a verification of a collaborator whose class the change deleted', () => {
  it('is no removed check in review, and one in heal', async () => {
    expect(testWithoutBanner).not.toMatch(/BannerManager|banner\b/);
    const change = { [VM]: vmWithoutBanner, [BANNER]: null, [TEST]: testWithoutBanner };
    expect(refused(await guard(change))).toEqual([]);
    expect(refused(await guard(change, 'heal'))).toEqual([
      'assertion-removed OnboardingViewModelTest.skipAllCompletesAndHidesBanner',
    ]);
  });

  it('still refuses the verification dropped while the collaborator class lives on', async () => {
    const change = { [VM]: vmWithoutBanner, [TEST]: testWithoutBanner };
    expect(refused(await guard(change))).toEqual([
      'assertion-removed OnboardingViewModelTest.skipAllCompletesAndHidesBanner',
    ]);
  });

  it('still refuses it dropped while the test keeps the property under another type', async () => {
    const retyped = test
      .replace('private val banner: BannerManager = mock()', 'private val banner: PromoManager = mock()')
      .replace('        verify(banner).setAsShown()\n', '');
    const change = { [VM]: vmWithoutBanner, [BANNER]: null, [TEST]: retyped };
    expect(refused(await guard(change))).toEqual([
      'assertion-removed OnboardingViewModelTest.skipAllCompletesAndHidesBanner',
    ]);
  });

  it('still refuses a verification of a collaborator that stays, dropped beside it', async () => {
    const change = {
      [VM]: vmWithoutBanner,
      [BANNER]: null,
      [TEST]: testWithoutBanner.replace('        verify(skipper).complete()\n', ''),
    };
    expect(refused(await guard(change))).toEqual([
      'assertion-removed OnboardingViewModelTest.skipAllCompletesAndHidesBanner',
    ]);
  });
});
