import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A function whose result stopped being a stream (a Room DAO's `fun connected(…): Flow<List<Block>>` →
 * `suspend fun connected(…): List<Block>`, met on a project outside the corpus), its result first bound to a
 * local: `val blocks = dao.connected(…)` then `blocks.first().size` becomes `blocks.size`. The local now holds
 * the value the stream's current value was: the same check, in both policies. Another expected value, a weaker
 * check, or the read changed while the function kept its result are refused.
 */

const DAO = 'app/src/main/java/d/BlockDao.kt';
const TEST = 'app/src/androidTest/java/d/BlockDaoTest.kt';

const dao = (connected: string) => `package d

import kotlinx.coroutines.flow.Flow

data class Block(val oldest: Long, val newest: Long)

interface BlockDao {
    ${connected}
}
`;
const flowConnected = 'fun connected(conversation: String, oldest: Long, newest: Long): Flow<List<Block>>';
const listConnected = 'suspend fun connected(conversation: String, oldest: Long, newest: Long): List<Block>';

const test = (check: string, other: string) => `package d

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class BlockDaoTest {
    private lateinit var dao: BlockDao

    @Test
    fun findsOverlappingBlocks() = runTest {
        val blocks = dao.connected(
            conversation = "abc",
            oldest = 10,
            newest = 20
        )

        ${check}
    }

    @Test
    fun findsNoBlocksOfOtherConversations() = runTest {
        val none = dao.connected(conversation = "xyz", oldest = 10, newest = 20)
        ${other}
    }
}
`;
const baseTest = test('assertEquals(5, blocks.first().size)', 'assertEquals(0, none.first().size)');
const migrated = (check = 'assertEquals(5, blocks.size)', other = 'assertEquals(0, none.size)') => test(check, other);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [DAO]: dao(flowConnected), [TEST]: baseTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });
const dedup = (xs: string[]) => [...new Set(xs)];

describe('a local bound to a function result that stopped being a stream', () => {
  it('reads the same value through the local in both policies', async () => {
    const files = { [DAO]: dao(listConnected), [TEST]: migrated() };
    expect(refused(await guard(files))).toEqual([]);
    expect(refused(await guard(files, 'heal'))).toEqual([]);
  });

  it('still refuses another expected value or a weaker check through the local', async () => {
    const other = await guard({ [DAO]: dao(listConnected), [TEST]: migrated('assertEquals(4, blocks.size)') });
    expect(dedup(refused(other))).toEqual(['assertion-weakened BlockDaoTest.findsOverlappingBlocks']);
    const weaker = await guard({
      [DAO]: dao(listConnected),
      [TEST]: migrated(undefined, 'assertTrue(none.size < 3)'),
    });
    expect(dedup(refused(weaker))).toEqual(['assertion-weakened BlockDaoTest.findsNoBlocksOfOtherConversations']);
  });

  it('still refuses the read changed while the function kept its result', async () => {
    const r = await guard({ [TEST]: migrated() });
    expect(dedup(refused(r))).toEqual([
      'assertion-weakened BlockDaoTest.findsNoBlocksOfOtherConversations',
      'assertion-weakened BlockDaoTest.findsOverlappingBlocks',
    ]);
  });
});
