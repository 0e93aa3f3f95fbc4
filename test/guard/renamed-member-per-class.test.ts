import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symbolRenames } from '../../src/guard/renames.js';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A member renamed in one class while other classes keep a member of the old name (issue 27, class 3): a store's
 * blocking `fun byKey(key: Long): Note?` renamed `byKeyNow` as a suspending `byKey` takes its old name, while another
 * store of the change still declares a `byKey` and a changed helper already declared a `byKeyNow`. The rename
 * machinery took only names gone from the whole change, so each check of the renamed member read as another
 * expectation. The declaration shows the rename: its whole line, name aside, leaves the file and comes back under the
 * new name, which the file did not declare before. Still refused: a changed expected value under the rename, and
 * a check whose subject changed under it.
 */

const STORE = 'app/src/main/java/x/notes/Stores.kt';
const HELPER = 'app/src/main/java/x/notes/Lookup.kt';
const TEST = 'app/src/test/java/x/notes/NoteStoreTest.kt';

const stores = `package x.notes

data class Note(val id: Long, val text: String)

data class Tag(val id: Long, val name: String)

interface NoteStore {
    fun put(note: Note)

    fun byKey(key: Long): Note?

    fun all(): List<Note>
}

interface TagStore {
    fun byKey(key: Long): Tag?
}
`;

const helper = `package x.notes

class Lookup(private val notes: NoteStore) {
    fun byKeyNow(key: Long) = notes.byKey(key)
}
`;

const test = `package x.notes

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class NoteStoreTest {
    private val store: NoteStore = MemoryNotes()

    @Test
    fun findsSavedNote() {
        store.put(Note(1, "a"))
        assertEquals(Note(1, "a"), store.byKey(1))
        assertNull(store.byKey(2))
    }

    @Test
    fun listsNotes() {
        store.put(Note(1, "a"))
        assertEquals(1, store.all().size)
    }
}
`;

const storesRenamed = stores
  .replace(
    '    fun byKey(key: Long): Note?\n',
    '    suspend fun byKey(key: Long): Note?\n\n    fun byKeyNow(key: Long): Note?\n',
  )
  .replace('    fun all(): List<Note>\n', '    fun allNow(): List<Note>\n')
  .replace('    fun byKey(key: Long): Tag?\n', '    suspend fun byKey(key: Long): Tag?\n');
const helperChanged = helper.replace(
  'fun byKeyNow(key: Long) = notes.byKey(key)',
  'suspend fun byKeyNow(key: Long) = notes.byKey(key)',
);
const testRenamed = test.replaceAll('store.byKey(', 'store.byKeyNow(').replace('store.all()', 'store.allNow()');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [STORE]: stores, [HELPER]: helper, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files, { policy: 'review' });
const uniq = (xs: string[]) => [...new Set(xs)];

describe('a member renamed in one class while another keeps the old name', () => {
  it('finds byKey → byKeyNow and all → allNow', () => {
    const base = new Map([
      [STORE, stores],
      [HELPER, helper],
      [TEST, test],
    ]);
    const head = new Map([
      [STORE, storesRenamed],
      [HELPER, helperChanged],
      [TEST, testRenamed],
    ]);
    const pairs = [STORE, HELPER, TEST].map((p) => ({ basePath: p, headPath: p }));
    expect(new Map(symbolRenames(base, head, pairs)).get('byKey')).toBe('byKeyNow');
  });

  it('allows the checks through the renamed member', async () => {
    expect(refusedTests(await guard({ [STORE]: storesRenamed, [HELPER]: helperChanged, [TEST]: testRenamed }))).toEqual(
      [],
    );
  });

  it('still refuses a changed expected value under the rename', async () => {
    const t = testRenamed.replace(
      'assertEquals(Note(1, "a"), store.byKeyNow(1))',
      'assertEquals(Note(1, "b"), store.byKeyNow(1))',
    );
    expect(uniq(refusedTests(await guard({ [STORE]: storesRenamed, [HELPER]: helperChanged, [TEST]: t })))).toEqual([
      'assertion-weakened NoteStoreTest.findsSavedNote',
    ]);
  });

  it('still refuses a check whose subject changed under the rename', async () => {
    const t = testRenamed.replace(
      'assertEquals(Note(1, "a"), store.byKeyNow(1))',
      'assertEquals(Note(1, "a"), store.allNow().first())',
    );
    expect(uniq(refusedTests(await guard({ [STORE]: storesRenamed, [HELPER]: helperChanged, [TEST]: t })))).toEqual([
      'assertion-weakened NoteStoreTest.findsSavedNote',
    ]);
  });
});
