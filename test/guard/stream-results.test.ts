import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A function whose result stopped being a stream (a Room DAO's `fun byWiki(w): Flow<List<Note>>` →
 * `suspend fun byWiki(w): List<Note>`, met on a project outside the corpus), or became one: the test
 * reads the same value (`byWiki(w).first().size` → `byWiki(w).size`, `count()` → `count().first()`).
 * The same check, in both policies; another expected value, a weaker check, or the read changed while
 * the function kept its result are refused.
 */

const DAO = 'app/src/main/java/d/NoteDao.kt';
const TEST = 'app/src/androidTest/java/d/NoteDaoTest.kt';

const dao = (byWiki: string, count: string) => `package d

import kotlinx.coroutines.flow.Flow

data class Note(val id: Int, val wiki: String)

interface NoteDao {
    ${byWiki}
    ${count}
}
`;
const flowByWiki = 'fun byWiki(wiki: List<String>): Flow<List<Note>>';
const listByWiki = 'suspend fun byWiki(wiki: List<String>): List<Note>';
const plainCount = 'suspend fun count(): Int';
const flowCount = 'fun count(): Flow<Int>';

const test = (en: string, de: string, count: string) => `package d

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class NoteDaoTest {
    private lateinit var dao: NoteDao

    @Test
    fun readsNotesByWiki() = runTest {
        ${en}
        ${de}
    }

    @Test
    fun countsNotes() = runTest {
        ${count}
    }
}
`;
const baseTest = test(
  'assertEquals(1, dao.byWiki(listOf("en")).first().size)',
  'assertTrue(dao.byWiki(listOf("de")).first().isEmpty())',
  'assertEquals(2, dao.count())',
);
const migrated = (
  en = 'assertEquals(1, dao.byWiki(listOf("en")).size)',
  count = 'assertEquals(2, dao.count().first())',
) => test(en, 'assertTrue(dao.byWiki(listOf("de")).isEmpty())', count);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [DAO]: dao(flowByWiki, plainCount), [TEST]: baseTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });
const dedup = (xs: string[]) => [...new Set(xs)];

describe('a function whose result stopped being a stream, or became one', () => {
  it('reads the same value in both policies', async () => {
    const files = { [DAO]: dao(listByWiki, flowCount), [TEST]: migrated() };
    expect(refused(await guard(files))).toEqual([]);
    expect(refused(await guard(files, 'heal'))).toEqual([]);
  });

  it('still refuses another expected value or a weaker check on the migrated read', async () => {
    const other = await guard({
      [DAO]: dao(listByWiki, flowCount),
      [TEST]: migrated('assertEquals(2, dao.byWiki(listOf("en")).size)'),
    });
    expect(dedup(refused(other))).toEqual(['assertion-weakened NoteDaoTest.readsNotesByWiki']);
    const weaker = await guard({
      [DAO]: dao(listByWiki, flowCount),
      [TEST]: migrated(undefined, 'assertTrue(dao.count().first() > 0)'),
    });
    expect(dedup(refused(weaker))).toEqual(['assertion-weakened NoteDaoTest.countsNotes']);
  });

  it('still refuses the read changed while the function kept its result', async () => {
    const r = await guard({ [TEST]: migrated() });
    expect(dedup(refused(r))).toEqual([
      'assertion-weakened NoteDaoTest.countsNotes',
      'assertion-weakened NoteDaoTest.readsNotesByWiki',
    ]);
  });
});
