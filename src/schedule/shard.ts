import { createHash } from 'node:crypto';
import { type TestId, testKey } from '../config/outcome.js';
import { UsageError } from '../errors.js';

/** `--shard I/N`: 1-based index I of N CI jobs. */
export interface Shard {
  index: number;
  total: number;
}

/** Parse `I/N` (1 ≤ I ≤ N) or throw a one-line usage error. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const total = m ? Number(m[2]) : NaN;
  // 1 ≤ index ≤ total: a total below 1 fails the second test
  if (!m || index < 1 || index > total) {
    throw new UsageError(`--shard "${text}" is not a shard`, 'write I/N with 1 ≤ I ≤ N, e.g. --shard 2/4');
  }
  return { index, total };
}

/**
 * The shard a test belongs to, 1-based. A stable hash of its key only, so every CI job computes
 * the same split from the same suite without talking to the others, and adding a test moves no
 * other test between shards.
 */
export function shardOf(test: TestId, total: number): number {
  const digest = createHash('sha256').update(testKey(test)).digest();
  return (digest.readUInt32BE(0) % total) + 1;
}

/** The tests of one shard, in their original order. */
export function selectShard<T extends TestId>(tests: readonly T[], shard: Shard): T[] {
  return tests.filter((t) => shardOf(t, shard.total) === shard.index);
}
