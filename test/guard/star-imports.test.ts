import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test file that imports a class's nested types by a star on one side and by name on the other (an IDE's
 * "optimize imports": `import x.vm.ListViewModel.*` ↔ `import x.vm.ListViewModel.UiState`, Automattic/simplenote-android
 * 989ad8a0b1, 3869c290ad, 8cd381cff2, a1226cd537): the bare `UiState.Empty` means the same type either way. Still
 * refused: another expected state with the import change, and the bare name imported from another class.
 */

const VM = 'app/src/main/java/x/vm/ListViewModel.kt';
const TEST = 'app/src/test/java/x/vm/ListViewModelTest.kt';

const vm = `package x.vm

class ListViewModel {
    val uiState = MutableLiveData<UiState>()

    fun load(items: List<String>) {
        uiState.value = if (items.isEmpty()) UiState.Empty else UiState.Items(items)
    }

    sealed class UiState {
        object Empty : UiState()
        data class Items(val items: List<String>) : UiState()
    }
}
`;

const test = (imports: string, expected = 'UiState.Empty') => `package x.vm

${imports}
import org.junit.Assert.assertEquals
import org.junit.Test

class ListViewModelTest {
    private val viewModel = ListViewModel()

    @Test
    fun emptyListShowsEmptyState() {
        viewModel.load(emptyList())
        assertEquals(${expected}, viewModel.uiState.value)
    }

    @Test
    fun itemsShowItems() {
        viewModel.load(listOf("a"))
        assertEquals(UiState.Items(listOf("a")), viewModel.uiState.value)
    }
}
`;

const star = 'import x.vm.ListViewModel.*';
const named = 'import x.vm.ListViewModel.UiState';

describe('a class’s members imported by a star on one side and by name on the other', () => {
  let starBase: TempRepo & { base: string };
  let namedBase: TempRepo & { base: string };
  beforeAll(async () => {
    starBase = await tempRepo({ [VM]: vm, [TEST]: test(star) });
    namedBase = await tempRepo({ [VM]: vm, [TEST]: test(named) });
  });
  afterAll(async () => {
    await starBase?.remove();
    await namedBase?.remove();
  });

  it('allows a star import made an import by name', async () => {
    expect(refused(await guardOnTop(starBase, { [TEST]: test(named) }))).toEqual([]);
  });

  it('allows an import by name made a star import', async () => {
    expect(refused(await guardOnTop(namedBase, { [TEST]: test(star) }))).toEqual([]);
  });

  it('still refuses another expected state with the import change', async () => {
    const r = await guardOnTop(starBase, { [TEST]: test(named, 'UiState.Items(emptyList())') });
    expect(new Set(refused(r))).toEqual(new Set(['assertion-weakened ListViewModelTest.emptyListShowsEmptyState']));
  });

  it('still refuses the bare name imported from another class', async () => {
    const r = await guardOnTop(starBase, { [TEST]: test('import x.vm.OtherViewModel.UiState') });
    expect(new Set(refused(r))).toEqual(
      new Set([
        'assertion-weakened ListViewModelTest.emptyListShowsEmptyState',
        'assertion-weakened ListViewModelTest.itemsShowItems',
      ]),
    );
  });
});
