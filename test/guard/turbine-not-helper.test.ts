import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Turbine's `flow.test { }` is the library's collector, not a function named `test` that another test file happens
 * to declare: that function's checks are no part of the test. A test deleted with the view-state member it checked
 * (issue 27 class 4) is judged on its own checks; a check dropped inside `test { }` is still refused.
 */

const VM = 'app/src/main/java/x/SettingsViewModel.kt';
const T = 'app/src/test/java/x/SettingsViewModelTest.kt';
const SUPPORT = 'app/src/test/java/x/support/Matching.kt';
const vm = (withFlag: boolean) => `package x

class SettingsViewModel(chat: Chat) {
    data class ViewState(
        val enabled: Boolean = false,
${withFlag ? '        val showVoiceToggle: Boolean = false,\n' : ''}    )
    val viewState = MutableStateFlow(ViewState(enabled = chat.isEnabled()${withFlag ? ', showVoiceToggle = chat.isVoiceEnabled()' : ''}))
}
`;
const support = `package x.support

fun test(expected: Int, result: Match) {
    assertEquals(expected, result.matches)
}
`;
const enabledCheck = 'assertTrue(awaitItem().enabled)';
const test = (withFlag: boolean, check = enabledCheck) => `package x

class SettingsViewModelTest {
    private val chat: Chat = mock()
    private lateinit var testee: SettingsViewModel

    @Test
    fun enabledShown() = runTest {
        whenever(chat.isEnabled()).thenReturn(true)
        testee = SettingsViewModel(chat)
        val states = testee.viewState
        states.test {
            ${check}
        }
    }
${
  withFlag
    ? `
    @Test
    fun voiceShown() = runTest {
        testee = SettingsViewModel(chat)
        testee.viewState.test {
            val state = awaitItem()
            assertTrue(state.showVoiceToggle)
            cancelAndIgnoreRemainingEvents()
        }
    }
`
    : ''
}}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [VM]: vm(true), [T]: test(true), [SUPPORT]: support });
});
afterAll(async () => {
  await repo?.remove();
});

describe('Turbine’s test { } is not a helper of that name', () => {
  it('allows a test deleted with the view-state member it checked', async () => {
    expect(refusedTests(await guardOnTop(repo, { [VM]: vm(false), [T]: test(false) }))).toEqual([]);
  });

  it('still refuses a check dropped inside test { }', async () => {
    const dropped = test(false, 'awaitItem()');
    expect(refusedTests(await guardOnTop(repo, { [VM]: vm(false), [T]: dropped }))).toEqual([
      'assertion-removed SettingsViewModelTest.enabledShown',
    ]);
  });
});
