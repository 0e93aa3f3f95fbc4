import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2 (the same check on a migrated API), stream reads: a LiveData or StateFlow value read
 * through Turbine's `test { awaitItem() }`, and view-model streams folded into one state stream. Each
 * legitimate migration sits next to the weakening hidden in the same migration, which must still be refused.
 */

const VM = 'app/src/main/java/x/NotesViewModel.kt';
const TEST = 'app/src/test/java/x/NotesViewModelTest.kt';

const liveVm = `package x

class NotesViewModel(private val repo: NotesRepository) : ViewModel() {
    val title: LiveData<String> = repo.title.asLiveData()
    // no type: a stream all the same, as the base test reads it
    val count = repo.count.asLiveData()
    val editable: LiveData<Boolean> = repo.editable.asLiveData()

    fun load() = repo.load()
}
`;

const flowVm = liveVm
  .replace('val title: LiveData<String> = repo.title.asLiveData()', 'val title: StateFlow<String> = repo.title')
  .replace('val count = repo.count.asLiveData()', 'val count: StateFlow<Int> = repo.count')
  .replace(
    'val editable: LiveData<Boolean> = repo.editable.asLiveData()',
    'val editable: StateFlow<Boolean> = repo.editable',
  );

const foldedVm = `package x

data class NotesUiState(val title: String = "", val count: Int = 0, val editable: Boolean = false)

class NotesViewModel(private val repo: NotesRepository) : ViewModel() {
    val uiState: StateFlow<NotesUiState> = combine(repo.title, repo.count, repo.editable, ::NotesUiState)
        .stateIn(viewModelScope, SharingStarted.Eagerly, NotesUiState())

    fun load() = repo.load()
}
`;

const testOf = (body: string) => `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class NotesViewModelTest {
    private val repository = FakeNotesRepository()
    private val viewModel = NotesViewModel(repository)

    @Test
    fun loadsNotes() = runTest {
        viewModel.load()
${body}
    }
}
`;

const liveBody = `        assertThat(viewModel.title.getOrAwaitValue()).isEqualTo("Notes")
        assertThat(viewModel.count.getOrAwaitValue()).isEqualTo(3)
        assertThat(viewModel.editable.getOrAwaitValue()).isTrue()`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [VM]: liveVm, [TEST]: testOf(liveBody) });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe("Turbine's awaitItem() is a read of the flow under test", () => {
  const turbine = `        viewModel.title.test {
            assertThat(awaitItem()).isEqualTo("Notes")
        }
        viewModel.count.test {
            val count = awaitItem()
            assertThat(count).isEqualTo(3)
            cancelAndIgnoreRemainingEvents()
        }
        viewModel.editable.test { assertThat(expectMostRecentItem()).isTrue() }`;
  it('allows getOrAwaitValue() → flow.test { awaitItem() } (also through a local and expectMostRecentItem)', async () => {
    const r = await guard({ [VM]: flowVm, [TEST]: testOf(turbine) });
    expect(refusedDetails(r)).toEqual([]);
  });
  it('is an equivalence: heal reads it the same way', async () => {
    const r = await guard({ [VM]: flowVm, [TEST]: testOf(turbine) }, 'heal');
    expect(refusedTests(r)).toEqual([]);
  });
  it('still refuses a changed expectation, a check moved to a later item, and a check of another flow', async () => {
    const changed = turbine.replace('isEqualTo(3)', 'isEqualTo(4)');
    expect(refusedTests(await guard({ [VM]: flowVm, [TEST]: testOf(changed) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
    const later = turbine.replace('val count = awaitItem()', 'skipItems(1)\n            val count = awaitItem()');
    const r = await guard({ [VM]: flowVm, [TEST]: testOf(later) });
    expect(refusedDetails(r)).toEqual([
      'assertion-weakened changed what the assertion checks: assertThat(viewModel.count.getOrAwaitValue()).isEqualTo(3) → assertThat(count).isEqualTo(3)',
    ]);
    const other = turbine.replace('viewModel.title.test {', 'repository.title.test {');
    expect(refusedTests(await guard({ [VM]: flowVm, [TEST]: testOf(other) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
  });
});

describe('view-model streams folded into one state stream', () => {
  const folded = `        val state = viewModel.uiState.value
        assertThat(state.title).isEqualTo("Notes")
        assertThat(viewModel.uiState.value.count).isEqualTo(3)
        assertThat(viewModel.uiState.first().editable).isTrue()`;
  it('allows vm.title.getOrAwaitValue() → vm.uiState.value.title when the change folded title into uiState', async () => {
    const r = await guard({ [VM]: foldedVm, [TEST]: testOf(folded) });
    expect(refusedDetails(r)).toEqual([]);
  });
  it('still refuses a flipped check, another field and another receiver in the same migration', async () => {
    // the flipped check is no longer the base check read through the fold: the base check has no counterpart
    const flipped = folded.replace('.editable).isTrue()', '.editable).isFalse()');
    expect(refusedTests(await guard({ [VM]: foldedVm, [TEST]: testOf(flipped) }))).toEqual([
      'assertion-removed NotesViewModelTest.loadsNotes',
    ]);
    const otherField = folded.replace('assertThat(state.title)', 'assertThat(state.count.toString())');
    expect(refusedTests(await guard({ [VM]: foldedVm, [TEST]: testOf(otherField) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
    const otherReceiver = folded.replace(
      'val state = viewModel.uiState.value',
      'val state = NotesViewModel(FakeNotesRepository()).uiState.value',
    );
    expect(refusedTests(await guard({ [VM]: foldedVm, [TEST]: testOf(otherReceiver) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
  });
  it('does not fold a member the change kept as a stream, nor under heal', async () => {
    // title stays a stream of its own: reading uiState's title instead is another value
    const kept = foldedVm.replace('    fun load()', '    val title: StateFlow<String> = repo.title\n\n    fun load()');
    expect(refusedTests(await guard({ [VM]: kept, [TEST]: testOf(folded) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
    expect(refusedTests(await guard({ [VM]: foldedVm, [TEST]: testOf(folded) }, 'heal'))).toContain(
      'assertion-weakened NotesViewModelTest.loadsNotes',
    );
  });
});

describe("the last item of a list one flow was collected into is the flow's value", () => {
  const collected = `        val titles = mutableListOf<String>()
        backgroundScope.launch(UnconfinedTestDispatcher()) { viewModel.title.toList(titles) }
        val counts = mutableListOf<Int>()
        viewModel.count.onEach { counts.add(it) }.launchIn(backgroundScope)
        assertThat(titles.last()).isEqualTo("Notes")
        assertThat(counts.last()).isEqualTo(3)
        assertThat(viewModel.editable.value).isTrue()`;
  it('allows getOrAwaitValue() → flow.toList(items) / onEach { items.add(it) } and items.last()', async () => {
    const r = await guard({ [VM]: flowVm, [TEST]: testOf(collected) });
    expect(refusedDetails(r)).toEqual([]);
  });
  it('still refuses the first item instead of the last, and a list filled by something else too', async () => {
    const first = collected.replace('assertThat(titles.last())', 'assertThat(titles.first())');
    expect(refusedTests(await guard({ [VM]: flowVm, [TEST]: testOf(first) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
    const mixed = collected.replace(
      '        assertThat(counts.last())',
      '        counts.add(3)\n        assertThat(counts.last())',
    );
    expect(refusedTests(await guard({ [VM]: flowVm, [TEST]: testOf(mixed) }))).toEqual([
      'assertion-weakened NotesViewModelTest.loadsNotes',
    ]);
  });
});
