import { describe, expect, it } from 'vitest';
import { type Execution, type TestId, testKey } from '../../src/config/outcome.js';
import {
  type BatchOutcome,
  type RunBatch,
  runSchedule,
  type ScheduledBatch,
  type ScheduleEvent,
} from '../../src/schedule/scheduler.js';

/**
 * The scheduler's less travelled paths, each with the exact executions, calls and events expected:
 * events, runners that return nothing or throw non-errors, interrupted runs, orphaned re-runs, and
 * which group a device serves first.
 */

const t = (cls: string, method: string): TestId => ({ class: `com.example.${cls}`, method });
const base = { estimate: () => 10, reschedule: 2, confirmFailures: true };

/** One line per execution: group test device outcome reason attempt «detail». */
const show = (es: Execution[]) =>
  es.map(
    (e) =>
      `${e.group} ${testKey(e.test).replace('com.example.', '')} ${e.device || '-'} ${e.outcome}${e.reason ? ` ${e.reason}` : ''} #${e.attempt}${e.detail ? ` «${e.detail}»` : ''}`,
  );
const callsOf = (calls: Array<{ device: string; batch: ScheduledBatch }>) =>
  calls.map((c) => `${c.device} ${c.batch.group} ${c.batch.purpose} ${c.batch.tests.map((x) => x.method).join(',')}`);

function recording(answer: (device: string, batch: ScheduledBatch, n: number) => BatchOutcome | Promise<BatchOutcome>) {
  const calls: Array<{ device: string; batch: ScheduledBatch }> = [];
  const runBatch: RunBatch = async (device, batch) => {
    calls.push({ device: device.serial, batch });
    await Promise.resolve();
    return answer(device.serial, batch, calls.length);
  };
  return { runBatch, calls };
}
const passAll = (device: string, batch: ScheduledBatch): BatchOutcome => ({
  executions: batch.tests.map((test) => ({ test, device, outcome: 'passed' as const, durationMs: 5 })),
  deviceUsable: true,
});

describe('runSchedule events', () => {
  it('reports each batch start, each execution and each retired device with its reason, in order', async () => {
    const x = t('A', 'x');
    const events: string[] = [];
    const onEvent = (e: ScheduleEvent) =>
      events.push(
        e.type === 'batch-start'
          ? `start ${e.device} ${e.batch.purpose} ${e.batch.tests.map((q) => q.method).join(',')}`
          : e.type === 'execution'
            ? `execution ${e.execution.device} ${e.execution.outcome}`
            : `retired ${e.device} ${e.reason}`,
      );
    const { runBatch } = recording((device, batch, n) =>
      n === 1
        ? {
            executions: [{ test: x, device, outcome: 'undetermined', reason: 'device-lost' }],
            deviceUsable: false,
            stopReason: 'device-lost',
          }
        : passAll(device, batch),
    );
    await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [x] }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
      onEvent,
    });
    expect(events).toEqual([
      'start a run x',
      'retired a device-lost',
      'execution a undetermined',
      'start b reschedule x',
      'execution b passed',
    ]);
  });
});

describe('runSchedule when a batch returns less than it was given', () => {
  it('names the bound as the reason when a batch that ran nothing says nothing', async () => {
    const { runBatch, calls } = recording(() => ({ executions: [], deviceUsable: true }));
    const executions = await runSchedule({
      ...base,
      reschedule: 0,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g run x']);
    expect(show(executions)).toEqual([
      'g A#x a undetermined retries-exhausted #1 «never started: its batch ended early»',
    ]);
  });

  it('quotes the batch stop detail for a test that never started', async () => {
    const { runBatch } = recording(() => ({
      executions: [],
      deviceUsable: true,
      stopReason: 'install-failed',
      stopDetail: 'INSTALL_FAILED_INSUFFICIENT_STORAGE',
    }));
    const executions = await runSchedule({
      ...base,
      reschedule: 0,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(show(executions)).toEqual([
      'g A#x a undetermined install-failed #1 «never started: its batch ended early (INSTALL_FAILED_INSUFFICIENT_STORAGE)»',
    ]);
  });

  it('gives up with no-device when the device died without a reason before starting anything', async () => {
    const { runBatch, calls } = recording(() => ({ executions: [], deviceUsable: false }));
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g run x']);
    expect(show(executions)).toEqual(['g A#x - undetermined no-device #1 «not run: no-device»']);
  });

  it("records the batch's device for an execution that names none", async () => {
    const x = t('A', 'x');
    const { runBatch } = recording(() => ({
      executions: [{ test: x, device: '', outcome: 'passed', durationMs: 3 }],
      deviceUsable: true,
    }));
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [x] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(show(executions)).toEqual(['g A#x a passed #1']);
  });

  it('re-runs an undetermined test on a device that has not run it yet, even when the first stayed usable', async () => {
    const x = t('A', 'x');
    const { runBatch, calls } = recording((device, batch, n) =>
      n === 1
        ? {
            executions: [{ test: x, device, outcome: 'undetermined', reason: 'run-incomplete' }],
            deviceUsable: true,
          }
        : passAll(device, batch),
    );
    // a stays usable, but a re-run goes to a device that has not run the test yet
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [x] }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g run x', 'b g reschedule x']);
    expect(show(executions)).toEqual(['g A#x a undetermined run-incomplete #1', 'g A#x b passed #2']);
  });
});

describe('runSchedule with a failure that also names a device reason', () => {
  it('re-checks it as a failure, never re-runs it as undetermined', async () => {
    const x = t('A', 'x');
    const { runBatch, calls } = recording((device, _batch, n) => ({
      executions: [
        n === 1
          ? { test: x, device, outcome: 'failed', reason: 'device-lost', detail: 'boom' }
          : { test: x, device, outcome: 'passed', durationMs: 1 },
      ],
      deviceUsable: true,
    }));
    await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [x] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g run x', 'a g confirm x']);
  });
});

describe('runSchedule when the runner throws', () => {
  it('retires the device after the first throw, so the rest of its group has no device', async () => {
    const events: ScheduleEvent[] = [];
    let calls = 0;
    const executions = await runSchedule({
      ...base,
      batchSize: 1,
      groups: [{ name: 'g', tests: [t('A', 'x'), t('B', 'y')] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch: async () => {
        calls++;
        throw new Error('adb exploded');
      },
      onEvent: (e) => events.push(e),
    });
    expect(calls).toBe(1);
    expect(events.filter((e) => e.type === 'device-retired')).toEqual([
      { type: 'device-retired', device: 'a', reason: 'run-incomplete' },
    ]);
    expect(show(executions).sort()).toEqual([
      'g A#x - undetermined run-incomplete #1 «not run: run-incomplete»',
      'g B#y - undetermined no-device #1 «not run: no-device»',
    ]);
  });

  it('names what was thrown when it is not an Error', async () => {
    for (const [thrown, text] of [
      ['adb exploded', 'the runner failed: adb exploded'],
      [null, 'the runner failed: null'],
    ] as const) {
      const { runBatch } = { runBatch: (async () => Promise.reject(thrown)) as RunBatch };
      const executions = await runSchedule({
        ...base,
        reschedule: 0,
        groups: [{ name: 'g', tests: [t('A', 'x')] }],
        devices: [{ serial: 'a', groups: ['g'] }],
        runBatch,
      });
      expect(show(executions)).toEqual([
        `g A#x a undetermined run-incomplete #1 «never started: its batch ended early (${text})»`,
      ]);
    }
  });
});

describe('runSchedule when interrupted', () => {
  it('leaves work that lost its last device not-run (not no-device) once the run is aborted', async () => {
    const ac = new AbortController();
    const { runBatch } = recording((device, batch) => {
      ac.abort();
      return {
        executions: [{ test: batch.tests[0]!, device, outcome: 'passed', durationMs: 1 }],
        deviceUsable: false,
        stopReason: 'device-lost',
      };
    });
    const executions = await runSchedule({
      ...base,
      batchSize: 1,
      signal: ac.signal,
      groups: [{ name: 'g', tests: [t('A', 'x'), t('B', 'y')] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(show(executions)).toEqual(['g A#x a passed #1', 'g B#y - undetermined not-run #1 «not run: not-run»']);
  });

  it('does not add a second undetermined execution for a test that already has one', async () => {
    const ac = new AbortController();
    const x = t('A', 'x');
    const { runBatch, calls } = recording((device) => {
      ac.abort();
      return {
        executions: [{ test: x, device, outcome: 'undetermined', reason: 'device-hung' }],
        deviceUsable: true,
        stopReason: 'device-hung',
      };
    });
    const executions = await runSchedule({
      ...base,
      signal: ac.signal,
      groups: [{ name: 'g', tests: [x] }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g run x']);
    expect(show(executions)).toEqual(['g A#x a undetermined device-hung #1']);
  });
});

describe('runSchedule choosing work for a device of several groups', () => {
  it('serves the group whose next batch is longest, and the first listed group on a tie', async () => {
    const estimate = (k: string) => (k.includes('Long#') ? 50 : 10);
    const { runBatch, calls } = recording(passAll);
    await runSchedule({
      ...base,
      estimate,
      groups: [
        { name: 'g1', tests: [t('Short', 'a')] },
        { name: 'g2', tests: [t('Long', 'b')] },
        { name: 'g3', tests: [t('Short', 'c')] },
      ],
      devices: [{ serial: 'a', groups: ['g3', 'g1', 'g2'] }],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g2 run b', 'a g3 run c', 'a g1 run a']);
  });

  it('ignores a group the device lists that has no tests in this run', async () => {
    const { runBatch, calls } = recording((device, batch) => ({ ...passAll(device, batch), deviceUsable: false }));
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [{ serial: 'a', groups: ['unused', 'g'] }],
      runBatch,
    });
    expect(callsOf(calls)).toEqual(['a g run x']);
    expect(show(executions)).toEqual(['g A#x a passed #1']);
  });
});

describe('runSchedule splitting work', () => {
  it('splits a class into pieces of a quarter of a device share when several devices share the group', async () => {
    const tests = Array.from({ length: 8 }, (_, i) => t('A', `m${i}`));
    const one = recording(passAll);
    await runSchedule({
      ...base,
      groups: [{ name: 'g', tests }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch: one.runBatch,
    });
    expect(one.calls.map((c) => c.batch.tests.length)).toEqual([8]);
    const two = recording(passAll);
    await runSchedule({
      ...base,
      estimate: (k) => (k.endsWith('#m0') || k.endsWith('#m1') ? 5 : 10),
      groups: [{ name: 'g', tests }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch: two.runBatch,
    });
    // 70 ms over 2 devices: pieces of at most 8.75 ms, so one test each, the two 5 ms tests apart
    expect(two.calls.map((c) => c.batch.tests.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('runSchedule re-checking a failure', () => {
  it('a re-check moved off a lost device ends with its failure there, never a third device', async () => {
    const x = t('A', 'x');
    const { runBatch, calls } = recording((device, _batch, n) => {
      if (n === 2)
        return {
          executions: [{ test: x, device, outcome: 'undetermined', reason: 'device-lost' }],
          deviceUsable: false,
          stopReason: 'device-lost',
        };
      return { executions: [{ test: x, device, outcome: 'failed', detail: 'boom' }], deviceUsable: true };
    });
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [x] }],
      devices: ['a', 'b', 'c'].map((serial) => ({ serial, groups: ['g'] })),
      runBatch,
    });
    const [first, , third] = calls.map((c) => c.device);
    expect(calls.map((c) => c.batch.purpose)).toEqual(['run', 'confirm', 'confirm']);
    expect(calls[1]!.device).toBe(first);
    expect(third).not.toBe(first);
    expect(executions.map((e) => `${e.device === first ? 'first' : 'other'} ${e.outcome}`)).toEqual([
      'first failed',
      'first undetermined',
      'other failed',
    ]);
  });
});
