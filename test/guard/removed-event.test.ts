import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 4: a test deleted with the setter it called (`vm.rename("a")` with `rename` gone,
 * its check comparing with what it was given) goes with its subject in review — also when another
 * changed test file has a test method of the setter's name (`@Test fun rename()`), which is no
 * declaration of the member. A deleted test that only called a removed action and read an event back
 * (`vm.editTask()` then `vm.editTaskEvent`) stays a suppression: the corpus labels that shape a
 * weakening when the behaviour moved to the UI untested (iosched 6f2cd9d499). A real repository.
 */

const VM = 'app/src/main/java/x/TaskDetailViewModel.kt';
const TEST = 'app/src/test/java/x/TaskDetailViewModelTest.kt';
const UI = 'app/src/androidTest/java/x/TasksActivityTest.kt';

const vm = `package x

class TaskDetailViewModel(private val repo: TasksRepository) {
    private val _editTaskEvent = MutableLiveData<Event<Unit>>()
    val editTaskEvent: LiveData<Event<Unit>> = _editTaskEvent
    val title = MutableLiveData("")

    fun editTask() {
        _editTaskEvent.value = Event(Unit)
    }

    fun rename(name: String) {
        title.value = name
    }
}
`;

const test = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class TaskDetailViewModelTest {
    private val vm = TaskDetailViewModel(FakeTasksRepository())

    @Test
    fun clickOnEditTask_setsEvent() {
        vm.editTask()
        val value = vm.editTaskEvent.getOrAwaitValue()
        assertThat(value.getContentIfNotHandled()).isNotNull()
    }

    @Test
    fun rename_setsTitle() {
        vm.rename("a")
        assertThat(vm.title.getOrAwaitValue()).isEqualTo("a")
    }
}
`;

// a UI test whose test method shares the setter's name: a test is called by no one, it is not the member
const ui = (title: string) => `package x

class TasksActivityTest {
    @Test
    fun rename() {
        onView(withText("${title}")).perform(click())
        onView(withId(R.id.edit)).check(matches(isDisplayed()))
    }
}
`;

const withoutRename = vm.replace(/\n {4}fun rename\(name: String\) \{[\s\S]*?\n {4}\}\n/, '\n');
const withoutRenameTest = (t: string) => t.replace(/\n {4}@Test\n {4}fun rename_setsTitle[\s\S]*?\n {4}\}\n/, '\n');
const withoutEdit = vm
  .replace(/ {4}private val _editTaskEvent[^\n]*\n {4}val editTaskEvent[^\n]*\n/, '')
  .replace(/\n {4}fun editTask\(\) \{[\s\S]*?\n {4}\}\n/, '\n');
const withoutEditTest = (t: string) =>
  t.replace(/\n {4}@Test\n {4}fun clickOnEditTask_setsEvent[\s\S]*?\n {4}\}\n/, '\n');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [VM]: vm, [TEST]: test, [UI]: ui('TITLE1') });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a test deleted with the setter it called', () => {
  it('is allowed in review, also when a changed test file has a test method of its name', async () => {
    expect(withoutRename).not.toContain('fun rename');
    const head = { [VM]: withoutRename, [TEST]: withoutRenameTest(test) };
    expect(refusedTests(await guardOnTop(repo, head))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, { ...head, [UI]: ui('TITLE2') }))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, { ...head, [UI]: ui('TITLE2') }, { policy: 'heal' }))).toContain(
      'test-suppressed TaskDetailViewModelTest.rename_setsTitle',
    );
  });

  it('is still a suppression while the setter stays', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: withoutRenameTest(test), [UI]: ui('TITLE2') }))).toEqual([
      'test-suppressed TaskDetailViewModelTest.rename_setsTitle',
    ]);
  });
});

describe('a test deleted with the action it called and the event it read back', () => {
  it('stays a suppression: the behaviour may live on in the UI, untested', async () => {
    expect(withoutEdit).not.toContain('editTask');
    expect(refusedTests(await guardOnTop(repo, { [VM]: withoutEdit, [TEST]: withoutEditTest(test) }))).toEqual([
      'test-suppressed TaskDetailViewModelTest.clickOnEditTask_setsEvent',
    ]);
  });
});
