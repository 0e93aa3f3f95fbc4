import { describe, expect, it } from 'vitest';
import { type TestId, testKey } from '../../src/config/outcome.js';
import type { WorkItem } from '../../src/schedule/queue.js';
import { LaunchCost, splitAtTail } from '../../src/schedule/tail.js';
import { simulate } from './simulate.js';

const t = (cls: string, method: string): TestId => ({ class: `com.example.${cls}`, method });
const classes = (n: number, per: number) =>
  Array.from({ length: n }, (_, c) => Array.from({ length: per }, (_, m) => t(`C${c}`, `m${m}`))).flat();
const item = (tests: TestId[], estimateMs: number): WorkItem => ({
  group: 'g',
  tests,
  estimateMs,
  purpose: 'run',
  avoid: new Set(),
});

describe('splitAtTail', () => {
  const four = classes(1, 4);
  const ctx = { queuedMs: 0, liveDevices: 4, launchMs: 10, estimate: (k: string) => (k.endsWith('m0') ? 300 : 100) };

  it('halves a class by estimate when the queue cannot keep the other devices busy', () => {
    const pieces = splitAtTail(item(four, 600), ctx);
    expect(pieces.map((p) => [p.tests.map((x) => x.method), p.estimateMs])).toEqual([
      [['m0'], 300],
      [['m1', 'm2', 'm3'], 300],
    ]);
  });

  it('leaves it whole when enough is queued, on one device, before any launch cost is known, or when a launch outweighs a half', () => {
    expect(splitAtTail(item(four, 600), { ...ctx, queuedMs: 3 * 600 })).toHaveLength(1);
    expect(splitAtTail(item(four, 600), { ...ctx, queuedMs: 3 * 600 - 1 })).toHaveLength(2);
    expect(splitAtTail(item(four, 600), { ...ctx, liveDevices: 1 })).toHaveLength(1);
    expect(splitAtTail(item(four, 600), { ...ctx, launchMs: undefined })).toHaveLength(1);
    expect(splitAtTail(item(four, 600), { ...ctx, launchMs: 150 })).toHaveLength(1);
    expect(splitAtTail(item(four, 600), { ...ctx, launchMs: 149 })).toHaveLength(2);
    expect(splitAtTail(item([four[0]!], 300), ctx)).toHaveLength(1);
  });

  it('never splits re-runs, confirmations or work pinned to a device', () => {
    expect(splitAtTail({ ...item(four, 600), purpose: 'reschedule' }, ctx)).toHaveLength(1);
    expect(splitAtTail({ ...item(four, 600), purpose: 'confirm' }, ctx)).toHaveLength(1);
    expect(splitAtTail({ ...item(four, 600), device: 'a' }, ctx)).toHaveLength(1);
  });

  it('learns the launch cost as the median of wall minus test time', () => {
    const cost = new LaunchCost();
    expect(cost.ms).toBeUndefined();
    cost.record(150, 100);
    cost.record(90, 100);
    cost.record(1000, 100);
    expect(cost.ms).toBe(50);
  });
});

describe('runSchedule at the tail', () => {
  it('splits the last classes so the devices finish closer together, every test still run once', async () => {
    // 30 classes of 8 tests, 100 ms each: 800 ms a class, 1 ms to launch a batch, 4 devices
    const tests = classes(30, 8);
    const { executions, batches, makespan } = await simulate(4, tests, () => 100, 1);
    expect(executions).toHaveLength(240);
    expect(new Set(executions.map((e) => testKey(e.test))).size).toBe(240);
    expect(batches.some((b) => b.length < 8)).toBe(true);
    // lower bound 6000 ms; whole classes alone would end at 6400 (8 classes on two devices, 7 on two)
    expect(makespan).toBeLessThan(6400);
  });

  it('keeps whole classes when a launch costs more than half a class', async () => {
    const { batches } = await simulate(4, classes(30, 8), () => 100, 500);
    expect(batches.every((b) => b.length === 8)).toBe(true);
  });
});
