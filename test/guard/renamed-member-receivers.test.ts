import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a member renamed on one class (`NoteDao.find` → `findNow`, a suspending `find` taking the old
 * name) while the test still calls a `find` of another class (`remote.find(2)`), so the rename could not be applied
 * to the test file as a whole and each check through the renamed member read as another expectation. The rename
 * is applied per call site by the receiver's class: the test's `dao` is declared a `NoteDao`, an owner of the
 * rename; `remote` is a `Remote`, which kept `find` and already had `findNow` (its file changed too). Still refused: the other class's
 * check moved from its `find` to its `findNow`, and an expected value changed under the rename.
 */

const APP = 'app/src/main/java/x/notes/Stores.kt';
const REMOTE = 'app/src/main/java/x/notes/Remote.kt';
const TEST = 'app/src/test/java/x/notes/NoteDaoTest.kt';

const app = `package x.notes

data class Note(val id: Long, val text: String)

interface NoteDao {
    fun put(note: Note)

    fun find(id: Long): Note?

    suspend fun findAsync(id: Long): Note?
}
`;
/** another class with members of both names, which the change gives an unrelated member */
const remote = `package x.notes

class Remote {
    fun find(id: Long): Note? = null

    fun findNow(id: Long): Note? = null
}
`;
const appRenamed = app.replace(
  '    fun find(id: Long): Note?\n\n    suspend fun findAsync(id: Long): Note?\n',
  '    suspend fun find(id: Long): Note?\n\n    fun findNow(id: Long): Note?\n',
);

const test = `package x.notes

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class NoteDaoTest {
    private val dao: NoteDao = MemoryNotes()
    private val remote = Remote()

    @Test
    fun findsSavedNote() {
        dao.put(Note(1, "a"))
        assertEquals(Note(1, "a"), dao.find(1))
        assertNull(remote.find(2))
    }
}
`;
const testRenamed = test.replace('dao.find(1)', 'dao.findNow(1)');

/**
 * The same change with the app's classes in Java (`CompletableFuture<Note> find` taking the old name): a Java
 * class's methods are its members as a Kotlin class's `fun`s are, so the rename is applied per call site the same way.
 */
const JAVA_NOTE = 'app/src/main/java/x/notes/Note.kt';
const JAVA_DAO = 'app/src/main/java/x/notes/NoteDao.java';
const JAVA_REMOTE = 'app/src/main/java/x/notes/Remote.java';
const javaDao = `package x.notes;

import java.util.concurrent.CompletableFuture;

public interface NoteDao {
    void put(Note note);

    Note find(long id);

    CompletableFuture<Note> findAsync(long id);
}
`;
const javaRemote = `package x.notes;

public class Remote {
    public Note find(long id) {
        return null;
    }

    public Note findNow(long id) {
        return null;
    }
}
`;
const javaDaoRenamed = javaDao.replace(
  '    Note find(long id);\n\n    CompletableFuture<Note> findAsync(long id);\n',
  '    CompletableFuture<Note> find(long id);\n\n    Note findNow(long id);\n',
);
const javaRemoteGrown = javaRemote.replace(
  '    public Note findNow(',
  '    public void clear() {\n    }\n\n    public Note findNow(',
);

let repo: TempRepo & { base: string };
let javaRepo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [REMOTE]: remote, [TEST]: test });
  javaRepo = await tempRepo({
    [JAVA_NOTE]: 'package x.notes\n\ndata class Note(val id: Long, val text: String)\n',
    [JAVA_DAO]: javaDao,
    [JAVA_REMOTE]: javaRemote,
    [TEST]: test,
  });
});
afterAll(async () => {
  await repo?.remove();
  await javaRepo?.remove();
});

const remoteGrown = remote.replace('    fun findNow(', '    fun clear() = Unit\n\n    fun findNow(');
type Guard = (t: string) => ReturnType<typeof guardOnTop>;
const guard: Guard = (t) =>
  guardOnTop(repo, { [APP]: appRenamed, [REMOTE]: remoteGrown, [TEST]: t }, { policy: 'review' });
const javaGuard: Guard = (t) =>
  guardOnTop(javaRepo, { [JAVA_DAO]: javaDaoRenamed, [JAVA_REMOTE]: javaRemoteGrown, [TEST]: t }, { policy: 'review' });

const cases = (run: Guard) => {
  it('reads the check through the renamed member as unchanged', async () => {
    expect(refusedTests(await run(testRenamed))).toEqual([]);
  });

  it("still refuses the other class's check moved to that class's member of the new name", async () => {
    const t = testRenamed.replace('remote.find(2)', 'remote.findNow(2)');
    expect(refusedTests(await run(t))).toContain('assertion-weakened NoteDaoTest.findsSavedNote');
  });

  it('still refuses an expected value changed under the rename', async () => {
    const t = testRenamed.replace('assertEquals(Note(1, "a")', 'assertEquals(Note(1, "b")');
    expect(refusedTests(await run(t))).toContain('assertion-weakened NoteDaoTest.findsSavedNote');
  });
};

describe("a member renamed on one class while the test still calls another class's member of the old name", () => {
  cases(guard);
});

describe('the same with the classes in Java', () => {
  cases(javaGuard);
});
