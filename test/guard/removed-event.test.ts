import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 4: a test deleted together with the action it called and the state it read back
 * (`vm.editTask()` then `vm.editTaskEvent`, both gone from the view model when the screen moved its
 * navigation out): nothing that exists lost a check. Allowed in review, refused in heal; a deletion
 * whose checks read state that stays, or whose action stays, is still a suppression. A real repository.
 */

const VM = 'app/src/main/java/x/TaskDetailViewModel.kt';
const TEST = 'app/src/test/java/x/TaskDetailViewModelTest.kt';

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

// a UI test whose test method shares the action's name: a test is called by no one, it is not the member
const UI = 'app/src/androidTest/java/x/TasksActivityTest.kt';
const ui = (title: string) => `package x

class TasksActivityTest {
    @Test
    fun editTask() {
        onView(withText("${title}")).perform(click())
        onView(withId(R.id.edit)).check(matches(isDisplayed()))
    }
}
`;

const withoutEdit = vm
  .replace(/ {4}private val _editTaskEvent[^\n]*\n {4}val editTaskEvent[^\n]*\n/, '')
  .replace(/\n {4}fun editTask\(\) \{[\s\S]*?\n {4}\}\n/, '\n');
const withoutEditTest = (t: string) =>
  t.replace(/\n {4}@Test\n {4}fun clickOnEditTask_setsEvent[\s\S]*?\n {4}\}\n/, '\n');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [VM]: vm, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a test deleted with the action it called and the state it read', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(withoutEdit).not.toContain('editTask');
    const head = { [VM]: withoutEdit, [TEST]: withoutEditTest(test) };
    expect(refusedTests(await guardOnTop(repo, head))).toEqual([]);
    expect(refusedTests(await guardOnTop(repo, head, { policy: 'heal' }))).toContain(
      'test-suppressed TaskDetailViewModelTest.clickOnEditTask_setsEvent',
    );
  });

  it('is allowed when a changed test file has a test method of the action’s name', async () => {
    const before = { [UI]: ui('TITLE1') };
    const head = {
      [VM]: withoutEdit,
      [TEST]: withoutEditTest(test),
      [UI]: ui('TITLE2'),
    };
    expect(refusedTests(await guardOnTop(repo, head, { before }))).toEqual([]);
  });

  it('is still a suppression when the state it read stays', async () => {
    const actionOnly = vm.replace(/\n {4}fun editTask\(\) \{[\s\S]*?\n {4}\}\n/, '\n');
    expect(actionOnly).toContain('val editTaskEvent');
    expect(refusedTests(await guardOnTop(repo, { [VM]: actionOnly, [TEST]: withoutEditTest(test) }))).toEqual([
      'test-suppressed TaskDetailViewModelTest.clickOnEditTask_setsEvent',
    ]);
  });

  it('is still a suppression when its checks read what stays, or its action stays', async () => {
    const readsTitle = test.replace(
      'assertThat(value.getContentIfNotHandled()).isNotNull()',
      'assertThat(vm.title.getOrAwaitValue()).isEqualTo("")',
    );
    expect(
      refusedTests(
        await guardOnTop(
          repo,
          { [VM]: withoutEdit, [TEST]: withoutEditTest(readsTitle) },
          { before: { [TEST]: readsTitle } },
        ),
      ),
    ).toEqual(['test-suppressed TaskDetailViewModelTest.clickOnEditTask_setsEvent']);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: withoutEditTest(test) }))).toEqual([
      'test-suppressed TaskDetailViewModelTest.clickOnEditTask_setsEvent',
    ]);
  });
});
