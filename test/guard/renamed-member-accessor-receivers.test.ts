import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a member renamed on one class (`NoteDao.find` → `findNow`, a suspending `find` taking the old
 * name) while another class of the change keeps a `find` and already had a `findNow`, and the test reaches both
 * through accessors of a database it does not change (`db.noteDao().find(1)`, `db.remote().find(2)`). A receiver
 * of unknown class was renamed only when no other changed class declared both names, so each check through the
 * renamed member read as another expectation. The receiver's class is now the accessor's declared type, read
 * from the side's sources (receiver-classes.ts): `noteDao()` returns a `NoteDao`, an owner of the rename; a Java
 * getter `NoteDao getNoteDao()` is read by a Kotlin test as `db.noteDao` too. Still refused: the other class's
 * check moved from its `find` to its `findNow`, and an expected value changed under the rename.
 */

const APP = 'app/src/main/java/x/notes/Stores.kt';
const REMOTE = 'app/src/main/java/x/notes/Remote.kt';
const DB = 'app/src/main/java/x/notes/Db.kt';
const JAVA_DB = 'app/src/main/java/x/notes/JavaDb.java';
const TEST = 'app/src/test/java/x/notes/NoteDaoTest.kt';

const app = `package x.notes

data class Note(val id: Long, val text: String)

interface NoteDao {
    fun put(note: Note)

    fun find(id: Long): Note?

    suspend fun findAsync(id: Long): Note?
}
`;
const remote = `package x.notes

class Remote {
    fun find(id: Long): Note? = null

    fun findNow(id: Long): Note? = null
}
`;
const db = `package x.notes

abstract class Db {
    abstract fun noteDao(): NoteDao

    abstract fun remote(): Remote
}
`;
const javaDb = `package x.notes;

public abstract class JavaDb {
    public abstract NoteDao getNoteDao();

    public abstract Remote getRemote();
}
`;
const appRenamed = app.replace(
  '    fun find(id: Long): Note?\n\n    suspend fun findAsync(id: Long): Note?\n',
  '    suspend fun find(id: Long): Note?\n\n    fun findNow(id: Long): Note?\n',
);
/** the other class gains an unrelated member: it is a changed class declaring both names */
const remoteGrown = remote.replace('    fun findNow(', '    fun clear() = Unit\n\n    fun findNow(');

const test = (dao: string, other: string, dbType: string) => `package x.notes

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class NoteDaoTest {
    private lateinit var db: ${dbType}

    @Test
    fun findsSavedNote() {
        ${dao}.put(Note(1, "a"))
        assertEquals(Note(1, "a"), ${dao}.find(1))
        assertNull(${other}.find(2))
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [REMOTE]: remote, [DB]: db, [JAVA_DB]: javaDb });
});
afterAll(async () => {
  await repo?.remove();
});

const cases = (dao: string, other: string, dbType: string) => {
  const base = test(dao, other, dbType);
  const renamed = base.replace(`${dao}.find(1)`, `${dao}.findNow(1)`);
  const run = (t: string) =>
    guardOnTop(
      repo,
      { [APP]: appRenamed, [REMOTE]: remoteGrown, [TEST]: t },
      { before: { [TEST]: base }, policy: 'review' },
    );

  it('reads the check through the renamed member as unchanged', async () => {
    expect(refusedTests(await run(renamed))).toEqual([]);
  });

  it("still refuses the other class's check moved to that class's member of the new name", async () => {
    const t = renamed.replace(`${other}.find(2)`, `${other}.findNow(2)`);
    expect(refusedTests(await run(t))).toContain('assertion-weakened NoteDaoTest.findsSavedNote');
  });

  it('still refuses an expected value changed under the rename', async () => {
    const t = renamed.replace('assertEquals(Note(1, "a")', 'assertEquals(Note(1, "b")');
    expect(refusedTests(await run(t))).toContain('assertion-weakened NoteDaoTest.findsSavedNote');
  });
};

describe("a member renamed on one class, reached through a database's accessor beside another class's member of the old name", () => {
  cases('db.noteDao()', 'db.remote()', 'Db');
});

describe('the same through the getters of a Java database, read as Kotlin properties', () => {
  cases('db.noteDao', 'db.remote', 'JavaDb');
});
