import { describe, expect, it } from 'vitest';
import { lines, refusals } from './rules-harness.js';

/**
 * An RxJava scheduler-swapping rule (`RxSchedulersOverrideRule`, `ImmediateSchedulerRule`) removed when a view model
 * moves from Rx to coroutines and its test gains a dispatcher rule: set-up no longer needed, like the executor and
 * dispatcher swaps. The same rule kept without @Rule no longer runs, and a rule of another kind removed, stay refused.
 */

const T = 'app/src/test/java/x/SearchViewModelTest.kt';
const withRule = (rule: string) => `package x

class SearchViewModelTest {
${rule}
    private val repository = FakeSearchRepository()

    @Test
    fun searchShowsResults() = runTest {
        val viewModel = SearchViewModel(repository)
        viewModel.search("John")
        assertEquals(SearchState.Results(listOf("John")), viewModel.state.value)
    }
}
`;
const RX = '    @get:Rule\n    val overrideSchedulersRule = RxSchedulersOverrideRule()\n';
const DISPATCHER = '    @get:Rule\n    val dispatcherRule = MainDispatcherRule()\n';

describe('a scheduler rule removed', () => {
  it('allows replacing it with a dispatcher rule, or removing it outright', async () => {
    expect(lines(await refusals({ [T]: withRule(RX) }, { [T]: withRule(DISPATCHER) }))).toEqual([]);
    const immediate = '    @get:Rule\n    val schedulers = ImmediateSchedulerRule()\n';
    expect(lines(await refusals({ [T]: withRule(immediate) }, { [T]: withRule('') }))).toEqual([]);
  });

  it('still refuses it kept without @Rule, and a rule of another kind removed', async () => {
    const kept = '    val overrideSchedulersRule = RxSchedulersOverrideRule()\n';
    expect(lines(await refusals({ [T]: withRule(RX) }, { [T]: withRule(kept) }))).toEqual([
      `test-suppressed ${T}:4 removed the test rule overrideSchedulersRule from SearchViewModelTest: @get:Rule val overrideSchedulersRule=RxSchedulersOverrideRule()`,
    ]);
    const other = '    @get:Rule\n    val screenshots = ScreenshotRule()\n';
    expect(lines(await refusals({ [T]: withRule(other) }, { [T]: withRule(DISPATCHER) }))).toEqual([
      `test-suppressed ${T}:4 removed the test rule screenshots from SearchViewModelTest: @get:Rule val screenshots=ScreenshotRule()`,
    ]);
  });
});
