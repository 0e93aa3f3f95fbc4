import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A check of a removed member's current value (`getValue(vm.account)`, `.first()`) restated on the member the app
 * added in its place: only a read of the new member's value restates it. The holder itself (a Flow, a StateFlow)
 * is never null, so `assertNotNull(vm.accountInfo)` checks nothing (rules/tests.ts migratedCheck,
 * rules/replaced-api.ts rewiredReadCheck).
 */

const vm = 'app/src/main/java/x/ProfileViewModel.kt';
const testFile = 'app/src/test/java/x/ProfileViewModelTest.kt';
const baseVm = `package x

class ProfileViewModel(private val auth: Auth) : ViewModel() {
    val account: LiveData<Account?> = auth.current.asLiveData()
}
`;
const headVm = `package x

class ProfileViewModel(private val auth: Auth) : ViewModel() {
    val accountInfo: StateFlow<Account?> = auth.current.stateIn(viewModelScope, SharingStarted.Eagerly, null)
}
`;
const baseTest = `package x

import org.junit.Assert.assertNotNull
import org.junit.Test

class ProfileViewModelTest {
    private val viewModel = ProfileViewModel(FakeAuth(signedIn = true))

    @Test
    fun signedInUserIsShown() {
        assertNotNull(LiveDataTestUtil.getValue(viewModel.account))
    }
}
`;
const headTest = (read: string) =>
  edited(baseTest, [
    ['fun signedInUserIsShown() {', 'fun signedInUserIsShown() = runTest {'],
    ['assertNotNull(LiveDataTestUtil.getValue(viewModel.account))', `assertNotNull(${read})`],
  ]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [vm]: baseVm, [testFile]: baseTest });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a current value read restated on the member the app added', () => {
  it('allows the new member read for its value', async () => {
    const r = await guardOnTop(repo, { [vm]: headVm, [testFile]: headTest('viewModel.accountInfo.first()') });
    expect(refusedTests(r)).toEqual([]);
  });

  it('allows the new member read through .value', async () => {
    const r = await guardOnTop(repo, { [vm]: headVm, [testFile]: headTest('viewModel.accountInfo.value') });
    expect(refusedTests(r)).toEqual([]);
  });

  it('refuses a not-null check of the stream itself, which is never null', async () => {
    const r = await guardOnTop(repo, { [vm]: headVm, [testFile]: headTest('viewModel.accountInfo') });
    expect(refusedTests(r)).toEqual(['assertion-weakened ProfileViewModelTest.signedInUserIsShown']);
  });
});
