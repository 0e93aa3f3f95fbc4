import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * An exact expectation restated in the app's own names when the app code the test exercises changed
 * in the same commit (review only): an exact list of the app's constants reordered, extended or cut,
 * a value tested against another of the app's types. A
 * literal or an index bent to the new output, the same change with no app change, and an expectation
 * made to read what the check reads stay refused.
 */

const APP = 'app/src/main/java/x/Actions.kt';
const TEST = 'app/src/test/java/x/ActionsTest.kt';

const app = `package x

enum class Action { Play, Details, Share, Archive }

sealed interface Row {
    object Featured : Row
    object Single : Row
}

data class Task(val title: String)

fun actionsFor(nowPlaying: Boolean): List<Action> =
    if (nowPlaying) listOf(Action.Share, Action.Archive) else listOf(Action.Play, Action.Details)

fun rowAt(index: Int): Row = Row.Featured

fun pick(tasks: List<Task>): Task = tasks.first()
`;

const changedApp = app
  .replace('listOf(Action.Share, Action.Archive) else', 'listOf(Action.Archive, Action.Share, Action.Details) else')
  .replace(
    'fun rowAt(index: Int): Row = Row.Featured',
    'fun rowAt(index: Int): Row = if (index == 0) Row.Featured else Row.Single',
  )
  .replace('tasks.first()', 'tasks.last()');

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class ActionsTest {
    private val tasks = listOf(Task("a"), Task("b"))
    private val first = Task("a")

    @Test
    fun nowPlaying() {
        val actions = actionsFor(true)
        assertEquals(listOf(Action.Share, Action.Archive), actions)
    }

    @Test
    fun secondRow() {
        assertTrue(rowAt(1) is Row.Featured)
    }

    @Test
    fun picksOne() {
        assertEquals(tasks[0], pick(tasks))
    }

    @Test
    fun picksFixture() {
        assertEquals(first, pick(listOf(first)))
    }
}
`;

const reordered = test.replace(
  'listOf(Action.Share, Action.Archive), actions',
  'listOf(Action.Archive, Action.Share, Action.Details), actions',
);
const anotherType = test.replace('rowAt(1) is Row.Featured', 'rowAt(1) is Row.Single');
let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an exact expectation restated in the app’s names with the app’s change', () => {
  for (const [what, head, name] of [
    ['a list of the app’s constants reordered and extended', reordered, 'nowPlaying'],
    ['a value tested against another of the app’s types', anotherType, 'secondRow'],
  ] as const) {
    it(`allows ${what} in review, refuses it in heal`, async () => {
      expect(refused(await guardOnTop(repo, { [APP]: changedApp, [TEST]: head }))).toEqual([]);
      const heal = refused(await guardOnTop(repo, { [APP]: changedApp, [TEST]: head }, { policy: 'heal' }));
      expect(heal).toContain(`assertion-weakened ActionsTest.${name}`);
    });

    it(`refuses ${what} when the app did not change`, async () => {
      expect(refused(await guardOnTop(repo, { [TEST]: head }))).toContain(`assertion-weakened ActionsTest.${name}`);
    });
  }

  it('refuses an index bent to the new output, even with the app’s change', async () => {
    const bent = test.replace('assertEquals(tasks[0], pick(tasks))', 'assertEquals(tasks[1], pick(tasks))');
    expect(refused(await guardOnTop(repo, { [APP]: changedApp, [TEST]: bent }))).toEqual([
      'assertion-weakened ActionsTest.picksOne',
    ]);
  });

  it('refuses an expectation made to read what the check reads', async () => {
    const itself = test.replace(
      'assertEquals(listOf(Action.Share, Action.Archive), actions)',
      'assertEquals(actionsFor(true), actions)',
    );
    expect(refused(await guardOnTop(repo, { [APP]: changedApp, [TEST]: itself }))).toContain(
      'assertion-weakened ActionsTest.nowPlaying',
    );
  });
});
