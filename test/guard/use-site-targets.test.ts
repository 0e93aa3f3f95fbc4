import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a store's blocking `fun get(id: Long)` renamed `getNow` as a suspending `get` takes its
 * name, the test's calls following it. The test class declares its rules with an annotation use-site target
 * (`@get:Rule`), which the rename machinery read as a use of the old name still in the head, so the rename was not
 * applied to the test and each check through it read as another expectation. `@get:` names where an annotation
 * goes, never a member. Still refused: an expected value changed under the rename.
 */

const APP = 'app/src/main/java/x/notes/NoteStore.kt';
const TEST = 'app/src/test/java/x/notes/NoteStoreTest.kt';

const app = `package x.notes

data class Note(val id: Long, val text: String)

interface NoteStore {
    fun put(note: Note)

    fun get(id: Long): Note?

    suspend fun getLater(id: Long): Note?
}
`;
const appRenamed = app.replace(
  '    fun get(id: Long): Note?\n\n    suspend fun getLater(id: Long): Note?\n',
  '    suspend fun get(id: Long): Note?\n\n    fun getNow(id: Long): Note?\n',
);

const test = `package x.notes

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Rule
import org.junit.Test
import org.junit.rules.TemporaryFolder

class NoteStoreTest {
    @get:Rule
    val folder = TemporaryFolder()

    private val store: NoteStore = MemoryNotes()

    @Test
    fun findsSavedNote() {
        store.put(Note(1, "a"))
        assertEquals(Note(1, "a"), store.get(1))
        assertNull(store.get(2))
    }
}
`;
const testRenamed = test.replaceAll('store.get(', 'store.getNow(');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (t: string) => guardOnTop(repo, { [APP]: appRenamed, [TEST]: t }, { policy: 'review' });

describe('an annotation use-site target is no use of a member of its name', () => {
  it('follows the rename of `get` in a test declaring `@get:Rule`', async () => {
    expect(refusedTests(await guard(testRenamed))).toEqual([]);
  });

  it('still refuses an expected value changed under the rename', async () => {
    const t = testRenamed.replace('assertEquals(Note(1, "a")', 'assertEquals(Note(1, "b")');
    expect(refusedTests(await guard(t))).toContain('assertion-weakened NoteStoreTest.findsSavedNote');
  });
});
