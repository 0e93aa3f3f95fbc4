import { createHash } from 'node:crypto';
import { type TestId, testKey } from '../config/outcome.js';
import { UsageError } from '../errors.js';

/**
 * `--shard I/N`: shard I of N CI jobs, numbered from 0 like AndroidJUnitRunner's `shardIndex` (of
 * `numShards`), so a CI matrix feeds both the same numbers.
 */
export interface Shard {
  index: number;
  total: number;
}

/** Parse `I/N` (0 ≤ I < N) or throw a one-line usage error. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const total = m ? Number(m[2]) : NaN;
  if (!m || index >= total) {
    // `N/N` is the 1-based habit: say where the numbering starts
    const hint =
      m && index === total && total > 0
        ? `; shards are numbered from 0, the last of ${total} is ${total - 1}/${total}`
        : '';
    throw new UsageError(
      `--shard "${text}" is not a shard`,
      `write I/N with 0 ≤ I < N (numbered from 0, like AndroidJUnitRunner's shardIndex), e.g. --shard 0/4${hint}`,
    );
  }
  return { index, total };
}

/**
 * The shard a test belongs to, from 0. A stable hash of its key only, so every CI job computes
 * the same split from the same suite without talking to the others, and adding a test moves no
 * other test between shards.
 */
export function shardOf(test: TestId, total: number): number {
  const digest = createHash('sha256').update(testKey(test)).digest();
  return digest.readUInt32BE(0) % total;
}

/** The tests of one shard, in their original order. */
export function selectShard<T extends TestId>(tests: readonly T[], shard: Shard): T[] {
  return tests.filter((t) => shardOf(t, shard.total) === shard.index);
}
