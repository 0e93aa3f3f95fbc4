import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: blocking members of a DAO renamed (`byKey` → `byKeyNow`, `saveOrKeep` → `saveOrKeepNow`) while
 * suspending members take the old names, and the expression body of one renamed member calls the other
 * (`fun saveOrKeepNow(note: Note): Long = byKeyNow(note.key)?.key ?: insert(note)`), and another class of the change
 * already has a `saveOrKeepNow`. A declaration renamed in place
 * whose old name the change still declares was found only when its line changed by that one name, so the second
 * rename was not seen and the test's checks through it read as another expectation. Its line is now compared with
 * the members it calls, renamed on their own lines, read renamed. Still refused: an expected value changed under
 * the rename, and a check moved to a member whose body does more than call the renamed members.
 */

const APP = 'app/src/main/java/x/notes/NoteDao.kt';
const CACHE = 'app/src/main/java/x/notes/Cache.kt';
const TEST = 'app/src/test/java/x/notes/NoteDaoTest.kt';

/** another class of the change that already had a member of the new name (it gains an unrelated one) */
const cache = `package x.notes

class Cache {
    fun saveOrKeepNow(note: Note): Long = note.key
}
`;
const cacheGrown = cache.replace('class Cache {\n', 'class Cache {\n    fun clear() = Unit\n\n');

const app = `package x.notes

data class Note(val key: Long)

interface NoteDao {
    fun insert(note: Note): Long

    fun byKey(key: Long): Note?

    fun saveOrKeep(note: Note): Long = byKey(note.key)?.key ?: insert(note)
}
`;
const appRenamed = `package x.notes

data class Note(val key: Long)

interface NoteDao {
    fun insert(note: Note): Long

    suspend fun byKey(key: Long): Note?

    fun byKeyNow(key: Long): Note?

    suspend fun saveOrKeep(note: Note): Long = byKey(note.key)?.key ?: insert(note)

    fun saveOrKeepNow(note: Note): Long = byKeyNow(note.key)?.key ?: insert(note)
}
`;
const test = `package x.notes

import org.junit.Assert.assertEquals
import org.junit.Test

class NoteDaoTest {
    private lateinit var dao: NoteDao

    @Test
    fun keepsExistingNote() {
        dao.insert(Note(7))
        assertEquals(7L, dao.saveOrKeep(Note(7)))
    }
}
`;
const testRenamed = test.replace('dao.saveOrKeep(', 'dao.saveOrKeepNow(');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [CACHE]: cache, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a renamed member whose expression body calls another member renamed with it', () => {
  it('reads the check through the renamed member as unchanged', async () => {
    const r = await guardOnTop(
      repo,
      { [APP]: appRenamed, [CACHE]: cacheGrown, [TEST]: testRenamed },
      { policy: 'review' },
    );
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses an expected value changed under the rename', async () => {
    const t = testRenamed.replace('assertEquals(7L', 'assertEquals(8L');
    const r = await guardOnTop(repo, { [APP]: appRenamed, [CACHE]: cacheGrown, [TEST]: t }, { policy: 'review' });
    expect(refusedTests(r)).toContain('assertion-weakened NoteDaoTest.keepsExistingNote');
  });

  it('still refuses a check moved to a member whose body does more than call the renamed members', async () => {
    const other = appRenamed.replace(
      'fun saveOrKeepNow(note: Note): Long = byKeyNow(note.key)?.key ?: insert(note)',
      'fun saveOrKeepNow(note: Note): Long = insert(note)',
    );
    const r = await guardOnTop(repo, { [APP]: other, [CACHE]: cacheGrown, [TEST]: testRenamed }, { policy: 'review' });
    expect(refusedTests(r)).toContain('assertion-weakened NoteDaoTest.keepsExistingNote');
  });
});
