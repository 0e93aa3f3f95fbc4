import { describe, expect, it } from 'vitest';
import { type TestId, testKey } from '../../src/config/outcome.js';
import { UsageError } from '../../src/errors.js';
import { parseShard, selectShard, shardOf } from '../../src/schedule/shard.js';

const suite: TestId[] = Array.from({ length: 500 }, (_, i) => ({
  class: `com.example.C${i % 37}`,
  method: `test_${i}`,
}));

describe('sharding', () => {
  it.each([1, 2, 3, 4, 7, 16])('N=%i shards cover every test exactly once', (n) => {
    const seen = new Map<string, number>();
    for (let i = 0; i < n; i++)
      for (const t of selectShard(suite, { index: i, total: n })) seen.set(testKey(t), (seen.get(testKey(t)) ?? 0) + 1);
    expect(seen.size).toBe(suite.length);
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
  });

  it('is deterministic and does not move other tests when a test is added', () => {
    const before = suite.map((t) => shardOf(t, 4));
    const grown = [...suite, { class: 'com.example.New', method: 'added' }];
    expect(grown.slice(0, suite.length).map((t) => shardOf(t, 4))).toEqual(before);
  });

  it('spreads tests over all shards', () => {
    const counts = [0, 1, 2, 3].map((i) => selectShard(suite, { index: i, total: 4 }).length);
    expect(Math.min(...counts)).toBeGreaterThan(500 / 4 / 2);
  });

  it("parses I/N numbered from 0, like AndroidJUnitRunner's shardIndex, and rejects nonsense with a usage error", () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
    expect(parseShard('0/4')).toEqual({ index: 0, total: 4 });
    for (const bad of ['4/4', '5/4', '0/0', '1/0', 'a/b', '1-2', '']) expect(() => parseShard(bad)).toThrow(UsageError);
  });

  it('tells a 1-based N/N where the numbering starts', () => {
    expect(() => parseShard('4/4')).toThrow(
      expect.objectContaining({ line: expect.stringContaining('shards are numbered from 0, the last of 4 is 3/4') }),
    );
  });

  it('reads the edges and surrounding spaces, and refuses anything else with the flag, the value and an example', () => {
    expect(parseShard('0/1')).toEqual({ index: 0, total: 1 });
    expect(parseShard('3/4')).toEqual({ index: 3, total: 4 });
    expect(parseShard(' 3/12 ')).toEqual({ index: 3, total: 12 });
    expect(parseShard('12/16')).toEqual({ index: 12, total: 16 });
    for (const bad of ['x1/2', '1/2x', '1/ 2', '+1/2', '1.0/2', '1//2', '/2', '1/']) {
      let line = '';
      try {
        parseShard(bad);
      } catch (err) {
        line = (err as UsageError).line;
      }
      expect(line).toBe(
        `--shard "${bad}" is not a shard — write I/N with 0 ≤ I < N (numbered from 0, like AndroidJUnitRunner's shardIndex), e.g. --shard 0/4`,
      );
    }
  });
});
