import { describe, expect, it } from 'vitest';
import { GroupQueue, type WorkItem } from '../../src/schedule/queue.js';

const item = (estimateMs: number, purpose: WorkItem['purpose'] = 'run', avoid: string[] = []): WorkItem => ({
  group: 'g',
  tests: [{ class: 'A', method: String(estimateMs) }],
  estimateMs,
  purpose,
  avoid: new Set(avoid),
});

describe('GroupQueue', () => {
  const live = new Set(['a', 'b']);

  it('hands out the longest item first, equal estimates in arrival order', () => {
    const q = new GroupQueue('g');
    for (const ms of [10, 50, 30, 50]) q.push(item(ms));
    expect([1, 2, 3, 4].map(() => q.take('a', live)!.estimateMs)).toEqual([50, 50, 30, 10]);
    expect(q.take('a', live)).toBeUndefined();
  });

  it('prefers another device for a re-run, but lets the last device standing take it', () => {
    const q = new GroupQueue('g');
    q.push(item(10, 'reschedule', ['a']));
    expect(q.take('a', live)).toBeUndefined();
    expect(q.peek('b', live)).toBeDefined();
    expect(q.take('a', new Set(['a']))).toBeDefined();
  });

  it('never gives a confirmation to the device that failed, and drops it when no other device is left', () => {
    const q = new GroupQueue('g');
    q.push(item(10, 'confirm', ['a']));
    expect(q.take('a', new Set(['a']))).toBeUndefined();
    expect(q.drainOrphans(new Set(['b']))).toHaveLength(0);
    expect(q.drainOrphans(new Set(['a']))).toHaveLength(1);
    expect(q.size).toBe(0);
  });

  it('gives nothing to a device that is not live', () => {
    const q = new GroupQueue('g');
    q.push(item(10));
    expect(q.take('gone', live)).toBeUndefined();
  });

  it('gives an item pinned to a device to that device only', () => {
    const q = new GroupQueue('g');
    q.push({ ...item(10, 'confirm'), device: 'a' });
    expect(q.peek('b', live)).toBeUndefined();
    expect(q.take('a', live)?.device).toBe('a');
  });
});
