import { describe, expect, it } from 'vitest';
import { type TestId, testKey } from '../../src/config/outcome.js';
import { filterChars, MAX_MERGED_FILTER_CHARS, mergeQueued, mergeTargetMs } from '../../src/schedule/merge.js';
import { GroupQueue, type WorkItem } from '../../src/schedule/queue.js';
import { type BatchOutcome, type RunBatch, runSchedule } from '../../src/schedule/scheduler.js';
import { simulate } from './simulate.js';

const t = (cls: string, method: string): TestId => ({ class: `com.example.${cls}`, method });
const classes = (n: number, per: number) =>
  Array.from({ length: n }, (_, c) => Array.from({ length: per }, (_, m) => t(`C${c}`, `m${m}`))).flat();
const item = (cls: string, estimateMs: number, extra: Partial<WorkItem> = {}): WorkItem => ({
  group: 'g',
  tests: [t(cls, 'm0')],
  estimateMs,
  purpose: 'run',
  avoid: new Set(),
  ...extra,
});
const live = new Set(['a', 'b']);
const classesOf = (keys: readonly string[]) => new Set(keys.map((k) => k.split('#')[0]));

/** Merge `first` with what `queue` holds, as the scheduler does for device a. */
const merged = (first: WorkItem, queue: GroupQueue, targetMs: number) =>
  mergeQueued(first, targetMs, (fits) => queue.takeFitting('a', live, fits));

describe('mergeQueued', () => {
  it('adds queued first runs, longest first, while the batch stays within the target', () => {
    const q = new GroupQueue('g');
    for (const [c, ms] of [
      ['B', 500],
      ['C', 300],
      ['D', 200],
      ['E', 100],
    ] as const)
      q.push(item(c, ms));
    const m = merged(item('A', 400), q, 1000);
    // B (500) fits beside A; C (300) and D (200) would pass 1000; E (100) fills it
    expect(m.tests.map((x) => x.class)).toEqual(['com.example.A', 'com.example.B', 'com.example.E']);
    expect(m.estimateMs).toBe(1000);
    expect(q.size).toBe(2);
    expect(merged(item('A', 400), q, 1000).tests.map((x) => x.class)).toEqual([
      'com.example.A',
      'com.example.C',
      'com.example.D',
    ]);
    expect(q.size).toBe(0);
  });

  it('leaves re-runs, re-checks, pinned work and work a device already had out of a shared launch', () => {
    const q = new GroupQueue('g');
    q.push(item('R', 10, { purpose: 'reschedule' }));
    q.push(item('F', 10, { purpose: 'confirm' }));
    q.push(item('P', 10, { device: 'a' }));
    q.push(item('V', 10, { avoid: new Set(['b']) }));
    expect(merged(item('A', 10), q, 1000).tests).toHaveLength(1);
    expect(q.size).toBe(4);
    // nor does such an item take others in
    q.push(item('B', 10));
    expect(merged(item('R2', 10, { purpose: 'reschedule' }), q, 1000).tests).toHaveLength(1);
    expect(q.size).toBe(5);
  });

  it('keeps the -e class value within what an old adbd takes', () => {
    const q = new GroupQueue('g');
    const big = classes(200, 1);
    for (const x of big) q.push({ ...item('X', 1), tests: [x] });
    const m = merged(item('A', 1), q, Number.POSITIVE_INFINITY);
    expect(filterChars(m.tests)).toBeLessThanOrEqual(MAX_MERGED_FILTER_CHARS);
    expect(filterChars(m.tests) + filterChars([big[0]!])).toBeGreaterThan(MAX_MERGED_FILTER_CHARS);
  });

  it('aims at half of each device’s share of what is queued', () => {
    expect(mergeTargetMs(24_000, 12)).toBe(1000);
    expect(mergeTargetMs(1000, 1)).toBe(500);
    expect(mergeTargetMs(1000, 0)).toBe(500);
  });
});

describe('runSchedule with mergeClasses', () => {
  const ms = () => 100;

  it('runs many classes in few launches, every test once, and single classes again at the end', async () => {
    // 60 classes of 8 tests of 100 ms, 50 ms a launch, 4 devices
    const tests = classes(60, 8);
    const one = await simulate(4, tests, ms, 50);
    const many = await simulate(4, tests, ms, 50, { mergeClasses: true });
    for (const r of [one, many]) {
      expect(r.executions).toHaveLength(480);
      expect(new Set(r.executions.map((e) => testKey(e.test))).size).toBe(480);
    }
    expect(one.batches.every((b) => classesOf(b).size === 1)).toBe(true);
    expect(many.batches.length).toBeLessThanOrEqual(one.batches.length / 2);
    expect(classesOf(many.batches[0]!).size).toBeGreaterThan(1);
    expect(classesOf(many.batches.at(-1)!).size).toBe(1);
    // fewer launches: the same work ends sooner (lower bound 12,000 ms)
    expect(many.makespan).toBeLessThan(one.makespan);
  });

  it('is off by default: one class a launch', async () => {
    const { batches } = await simulate(2, classes(10, 2), ms, 1);
    expect(batches.every((b) => classesOf(b).size === 1)).toBe(true);
  });

  it('re-queues exactly the unstarted tests of a shared launch whose device is lost, keeping its passes', async () => {
    const tests = classes(12, 2);
    const launches: Array<{ device: string; tests: string[] }> = [];
    let cut = false;
    const runBatch: RunBatch = async (device, batch): Promise<BatchOutcome> => {
      launches.push({ device: device.serial, tests: batch.tests.map(testKey) });
      const ran = batch.tests.map((test) => ({
        test,
        device: device.serial,
        outcome: 'passed' as const,
        durationMs: 100,
      }));
      if (device.serial !== 'd0' || cut || classesOf(batch.tests.map(testKey)).size < 3) {
        await new Promise((r) => setTimeout(r, 1));
        return { executions: ran, deviceUsable: true };
      }
      // d0 is lost during the third test of its shared launch: two passes, one cut, the rest never started
      cut = true;
      return {
        executions: [
          ...ran.slice(0, 2),
          { test: batch.tests[2]!, device: 'd0', outcome: 'undetermined', reason: 'device-lost' },
        ],
        deviceUsable: false,
        stopReason: 'device-lost',
      };
    };
    const executions = await runSchedule({
      groups: [{ name: 'g', tests }],
      devices: [
        { serial: 'd0', groups: ['g'] },
        { serial: 'd1', groups: ['g'] },
      ],
      runBatch,
      estimate: () => 100,
      reschedule: 2,
      confirmFailures: false,
      mergeClasses: true,
    });
    expect(cut).toBe(true);
    const lost = launches.find((l) => l.device === 'd0' && classesOf(l.tests).size >= 3)!;
    const byTest = (k: string) => executions.filter((e) => testKey(e.test) === k);
    // the two that passed ran once; the cut one and every unstarted one ran again on d1, once
    for (const k of lost.tests.slice(0, 2)) expect(byTest(k).map((e) => e.outcome)).toEqual(['passed']);
    expect(byTest(lost.tests[2]!).map((e) => [e.device, e.outcome])).toEqual([
      ['d0', 'undetermined'],
      ['d1', 'passed'],
    ]);
    for (const k of lost.tests.slice(3))
      expect(byTest(k).map((e) => [e.device, e.outcome])).toEqual([['d1', 'passed']]);
    // every test of the suite has a pass, and nothing ran twice but the cut one
    expect(new Set(executions.filter((e) => e.outcome === 'passed').map((e) => testKey(e.test))).size).toBe(24);
    expect(executions).toHaveLength(25);
  });
});
