import { describe, expect, it } from 'vitest';
import { type TestId, testKey } from '../../src/config/outcome.js';
import { type BatchOutcome, type RunBatch, runSchedule, type ScheduledBatch } from '../../src/schedule/scheduler.js';
import { testVerdicts } from '../../src/verdict/test-verdict.js';

const t = (cls: string, method: string): TestId => ({ class: `com.example.${cls}`, method });
const suite = (classes: number, perClass: number): TestId[] =>
  Array.from({ length: classes }, (_, c) => Array.from({ length: perClass }, (_, m) => t(`C${c}`, `m${m}`))).flat();

/** A device runner driven by a table of per-device behaviours: the scheduler's contract, no adb. */
function scripted(
  behave: (device: string, test: TestId, batch: ScheduledBatch) => 'pass' | 'fail' | 'lost' | 'hung' | 'setup',
): { runBatch: RunBatch; calls: Array<{ device: string; batch: ScheduledBatch }> } {
  const calls: Array<{ device: string; batch: ScheduledBatch }> = [];
  const runBatch: RunBatch = async (device, batch) => {
    calls.push({ device: device.serial, batch });
    await Promise.resolve();
    const out: BatchOutcome = { executions: [], deviceUsable: true };
    for (const test of batch.tests) {
      const b = behave(device.serial, test, batch);
      if (b === 'pass') out.executions.push({ test, device: device.serial, outcome: 'passed', durationMs: 5 });
      else if (b === 'fail')
        out.executions.push({
          test,
          device: device.serial,
          outcome: 'failed',
          failureKind: 'assertion',
          detail: 'boom',
        });
      else if (b === 'setup')
        out.executions.push({ test, device: device.serial, outcome: 'undetermined', reason: 'setup-failed' });
      else {
        out.executions.push({
          test,
          device: device.serial,
          outcome: 'undetermined',
          reason: b === 'lost' ? 'device-lost' : 'device-hung',
        });
        return { ...out, deviceUsable: false, stopReason: b === 'lost' ? 'device-lost' : 'device-hung' };
      }
    }
    return out;
  };
  return { runBatch, calls };
}

const base = { estimate: () => 10, reschedule: 2, confirmFailures: true };
const two = [
  { serial: 'a', groups: ['g'] },
  { serial: 'b', groups: ['g'] },
];

describe('runSchedule', () => {
  it('runs every test of a group exactly once when all devices are healthy', async () => {
    const tests = suite(5, 4);
    const { runBatch, calls } = scripted(() => 'pass');
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    expect(executions).toHaveLength(20);
    expect(new Set(executions.map((e) => testKey(e.test))).size).toBe(20);
    expect(new Set(calls.map((c) => c.device))).toEqual(new Set(['a', 'b']));
    expect(executions.every((e) => e.attempt === 1 && e.group === 'g')).toBe(true);
  });

  it('batches by class and starts the longest batch first', async () => {
    const tests = [...suite(3, 2), t('Slow', 'big')];
    const estimate = (k: string) => (k.endsWith('Slow#big') ? 500 : k.includes('C1#') ? 50 : 10);
    const { runBatch, calls } = scripted(() => 'pass');
    await runSchedule({
      ...base,
      estimate,
      groups: [{ name: 'g', tests }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(calls.map((c) => c.batch.tests[0]!.class)).toEqual([
      'com.example.Slow',
      'com.example.C1',
      'com.example.C0',
      'com.example.C2',
    ]);
    expect(calls.every((c) => new Set(c.batch.tests.map((x) => x.class)).size === 1)).toBe(true);
  });

  it('respects the batch size', async () => {
    const { runBatch, calls } = scripted(() => 'pass');
    await runSchedule({
      ...base,
      batchSize: 3,
      groups: [{ name: 'g', tests: suite(1, 7) }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(calls.map((c) => c.batch.tests.length).sort()).toEqual([1, 3, 3]);
  });

  it('re-runs a dropped test on another device, keeps earlier passes and never calls it failed', async () => {
    const tests = suite(1, 5);
    const victim = tests[2]!;
    let dropped: string | undefined;
    // whichever device reaches the victim first drops off during it
    const { runBatch, calls } = scripted((d, test) => {
      if (testKey(test) !== testKey(victim) || dropped) return 'pass';
      dropped = d;
      return 'lost';
    });
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    const other = dropped === 'a' ? 'b' : 'a';
    const victimRuns = executions.filter((e) => testKey(e.test) === testKey(victim));
    expect(victimRuns.map((e) => [e.device, e.outcome, e.reason])).toEqual([
      [dropped, 'undetermined', 'device-lost'],
      [other, 'passed', undefined],
    ]);
    // tests that passed before the drop were never re-run; tests after it ran on the other device
    const passedBeforeDrop = executions
      .filter((e) => e.device === dropped && e.outcome === 'passed')
      .map((e) => testKey(e.test));
    expect(passedBeforeDrop.length).toBeGreaterThan(0);
    for (const k of passedBeforeDrop) expect(executions.filter((e) => testKey(e.test) === k)).toHaveLength(1);
    // the dropped device got no work after the drop
    expect(
      calls
        .filter((c) => c.device === dropped)
        .at(-1)!
        .batch.tests.map(testKey),
    ).toContain(testKey(victim));
    const verdicts = testVerdicts([{ name: 'g', tests }], executions);
    expect(verdicts.map((v) => v.verdict)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(executions.some((e) => e.outcome === 'failed')).toBe(false);
  });

  it('re-runs only the cut test and the unstarted ones of a batch that had passes before the cut', async () => {
    const big = t('Big', 'one');
    const [a0, a1, a2, a3] = [0, 1, 2, 3].map((i) => t('A', `m${i}`)) as [TestId, TestId, TestId, TestId];
    let dropped: string | undefined;
    const { runBatch, calls } = scripted((d, test) => {
      if (testKey(test) !== testKey(a2) || dropped) return 'pass';
      dropped = d;
      return 'lost';
    });
    // Big (1000 ms) goes to one device, the four short tests of A (40 ms) to the other as one batch
    const executions = await runSchedule({
      ...base,
      estimate: (k) => (k.includes('Big#') ? 1000 : 10),
      groups: [{ name: 'g', tests: [big, a0, a1, a2, a3] }],
      devices: two,
      runBatch,
    });
    const other = dropped === 'a' ? 'b' : 'a';
    expect(calls.map((c) => [c.device, c.batch.purpose, c.batch.tests.map((x) => x.method)])).toEqual(
      expect.arrayContaining([
        [dropped, 'run', ['m0', 'm1', 'm2', 'm3']],
        [other, 'reschedule', ['m2', 'm3']],
      ]),
    );
    expect(calls).toHaveLength(3);
    const of = (x: TestId) =>
      executions.filter((e) => testKey(e.test) === testKey(x)).map((e) => [e.device, e.outcome]);
    expect(of(a0)).toEqual([[dropped, 'passed']]);
    expect(of(a1)).toEqual([[dropped, 'passed']]);
    expect(of(a2)).toEqual([
      [dropped, 'undetermined'],
      [other, 'passed'],
    ]);
    expect(of(a3)).toEqual([[other, 'passed']]);
  });

  it('bounds rescheduling and leaves the test undetermined with its reason', async () => {
    const tests = [t('A', 'x')];
    const devices = ['a', 'b', 'c', 'd', 'e'].map((serial) => ({ serial, groups: ['g'] }));
    const { runBatch, calls } = scripted(() => 'hung');
    const executions = await runSchedule({ ...base, reschedule: 2, groups: [{ name: 'g', tests }], devices, runBatch });
    expect(calls).toHaveLength(3); // first run + 2 re-runs
    expect(new Set(calls.map((c) => c.device)).size).toBe(3);
    expect(testVerdicts([{ name: 'g', tests }], executions)[0]).toMatchObject({
      verdict: 'undetermined',
      reason: 'device-hung',
    });
  });

  it('does not reschedule configuration problems', async () => {
    const { runBatch, calls } = scripted(() => 'setup');
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    expect(calls).toHaveLength(1);
    expect(executions[0]).toMatchObject({ outcome: 'undetermined', reason: 'setup-failed' });
  });

  it('re-checks a failure on the same device first: fail then pass there is flaky, and no other device runs it', async () => {
    const x = t('A', 'x');
    const runs = new Map<string, number>();
    let first: string | undefined;
    // fails on the first run of each device, passes after: a flaky test
    const { runBatch, calls } = scripted((d, test) => {
      first ??= d;
      const n = (runs.get(d) ?? 0) + 1;
      runs.set(d, n);
      return testKey(test) === testKey(x) && n === 1 ? 'fail' : 'pass';
    });
    const executions = await runSchedule({ ...base, groups: [{ name: 'g', tests: [x] }], devices: two, runBatch });
    expect(executions.map((e) => [e.device, e.outcome])).toEqual([
      [first, 'failed'],
      [first, 'passed'],
    ]);
    expect(calls.map((c) => [c.device, c.batch.purpose])).toEqual([
      [first, 'run'],
      [first, 'confirm'],
    ]);
    expect(testVerdicts([{ name: 'g', tests: [x] }], executions)[0]).toMatchObject({ verdict: 'flaky' });
    expect(testVerdicts([{ name: 'g', tests: [x] }], executions)[0]!.failsOn).toBeUndefined();
  });

  it('fail, fail again on the same device, pass on another → fail on that device only (device-specific)', async () => {
    const x = t('A', 'x');
    let first: string | undefined;
    const { runBatch, calls } = scripted((d) => {
      first ??= d;
      return d === first ? 'fail' : 'pass';
    });
    const executions = await runSchedule({ ...base, groups: [{ name: 'g', tests: [x] }], devices: two, runBatch });
    const other = first === 'a' ? 'b' : 'a';
    expect(executions.map((e) => [e.device, e.outcome, e.attempt])).toEqual([
      [first, 'failed', 1],
      [first, 'failed', 2],
      [other, 'passed', 3],
    ]);
    expect(calls.map((c) => c.batch.purpose)).toEqual(['run', 'confirm', 'confirm']);
    expect(testVerdicts([{ name: 'g', tests: [x] }], executions)[0]).toMatchObject({
      verdict: 'fail',
      failsOn: [first],
      passesOn: [other],
    });
  });

  it('a failure on every device is a plain fail after two re-checks, never a third', async () => {
    const x = t('A', 'x');
    const { runBatch, calls } = scripted(() => 'fail');
    const devices = ['a', 'b', 'c'].map((serial) => ({ serial, groups: ['g'] }));
    const executions = await runSchedule({ ...base, groups: [{ name: 'g', tests: [x] }], devices, runBatch });
    expect(calls).toHaveLength(3);
    expect(executions.map((e) => e.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(new Set(executions.map((e) => e.device)).size).toBe(2);
    const v = testVerdicts([{ name: 'g', tests: [x] }], executions)[0]!;
    expect(v.verdict).toBe('fail');
    expect(v.failsOn).toBeUndefined();
  });

  it('re-checks a failure on the same device when it is alone in its group: fail twice is fail', async () => {
    const { runBatch, calls } = scripted(() => 'fail');
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(calls.map((c) => [c.device, c.batch.purpose])).toEqual([
      ['a', 'run'],
      ['a', 'confirm'],
    ]);
    expect(testVerdicts([{ name: 'g', tests: [t('A', 'x')] }], executions)[0]!.verdict).toBe('fail');
  });

  it('re-checks on another device when the failing device is lost before its re-check: fail then pass is flaky', async () => {
    const x = t('A', 'x');
    const calls: Array<[string, string]> = [];
    // the first device reports x failed and is gone right after (the batch says it is unusable)
    const runBatch: RunBatch = async (device, batch) => {
      calls.push([device.serial, batch.purpose]);
      await Promise.resolve();
      if (calls.length === 1)
        return {
          executions: [{ test: x, device: device.serial, outcome: 'failed', detail: 'boom' }],
          deviceUsable: false,
          stopReason: 'device-lost',
        };
      return { executions: [{ test: x, device: device.serial, outcome: 'passed' }], deviceUsable: true };
    };
    const executions = await runSchedule({ ...base, groups: [{ name: 'g', tests: [x] }], devices: two, runBatch });
    const first = calls[0]![0];
    const other = first === 'a' ? 'b' : 'a';
    expect(calls).toEqual([
      [first, 'run'],
      [other, 'confirm'],
    ]);
    expect(executions.map((e) => [e.device, e.outcome, e.attempt])).toEqual([
      [first, 'failed', 1],
      [other, 'passed', 2],
    ]);
    expect(testVerdicts([{ name: 'g', tests: [x] }], executions)[0]!.verdict).toBe('flaky');
  });

  it('a re-check cut short by a lost device moves to another device', async () => {
    const x = t('A', 'x');
    let first: string | undefined;
    let runsOnFirst = 0;
    const { runBatch } = scripted((d) => {
      first ??= d;
      if (d !== first) return 'fail';
      runsOnFirst++;
      return runsOnFirst === 1 ? 'fail' : 'lost';
    });
    const executions = await runSchedule({ ...base, groups: [{ name: 'g', tests: [x] }], devices: two, runBatch });
    const other = first === 'a' ? 'b' : 'a';
    expect(executions.map((e) => [e.device, e.outcome, e.reason])).toEqual([
      [first, 'failed', undefined],
      [first, 'undetermined', 'device-lost'],
      [other, 'failed', undefined],
    ]);
    expect(testVerdicts([{ name: 'g', tests: [x] }], executions)[0]!.verdict).toBe('fail');
  });

  it('does not confirm when confirmation is off', async () => {
    const { runBatch, calls } = scripted(() => 'fail');
    await runSchedule({
      ...base,
      confirmFailures: false,
      groups: [{ name: 'g', tests: [t('A', 'x')] }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    expect(calls).toHaveLength(1);
  });

  it('makes every test of a group with no device undetermined no-device', async () => {
    const tests = suite(2, 2);
    const { runBatch } = scripted(() => 'pass');
    const executions = await runSchedule({
      ...base,
      groups: [
        { name: 'api34', tests },
        { name: 'api26', tests },
      ],
      devices: [{ serial: 'a', groups: ['api34'] }],
      runBatch,
    });
    const verdicts = testVerdicts(
      [
        { name: 'api34', tests },
        { name: 'api26', tests },
      ],
      executions,
    );
    const byGroup = (g: string) =>
      verdicts
        .filter((v) => v.group === g)
        .map((v) => `${testKey(v.test)} ${v.verdict}${v.reason ? ` ${v.reason}` : ''}`)
        .sort();
    expect(byGroup('api26')).toEqual([
      'com.example.C0#m0 undetermined no-device',
      'com.example.C0#m1 undetermined no-device',
      'com.example.C1#m0 undetermined no-device',
      'com.example.C1#m1 undetermined no-device',
    ]);
    expect(byGroup('api34')).toEqual([
      'com.example.C0#m0 pass',
      'com.example.C0#m1 pass',
      'com.example.C1#m0 pass',
      'com.example.C1#m1 pass',
    ]);
    // the group without a device was never sent to one, and says why
    expect(executions.filter((e) => e.group === 'api26').map((e) => [e.device, e.outcome, e.reason, e.detail])).toEqual(
      Array.from({ length: 4 }, () => ['', 'undetermined', 'no-device', 'no ready device in group "api26"']),
    );
  });

  it('gives the rest of a group to the remaining devices after one is lost, and no-device when none remain', async () => {
    const tests = suite(4, 1);
    const { runBatch } = scripted(() => 'lost');
    const executions = await runSchedule({
      ...base,
      groups: [{ name: 'g', tests }],
      devices: [
        { serial: 'a', groups: ['g'] },
        { serial: 'b', groups: ['g'] },
      ],
      runBatch,
    });
    const verdicts = testVerdicts([{ name: 'g', tests }], executions);
    expect(verdicts).toHaveLength(4);
    expect(verdicts.every((v) => v.verdict === 'undetermined')).toBe(true);
    expect(new Set(verdicts.map((v) => v.reason))).toEqual(new Set(['device-lost', 'no-device']));
  });

  it('stops taking work when aborted and leaves the rest not-run', async () => {
    const ac = new AbortController();
    const tests = suite(6, 1);
    const { runBatch, calls } = scripted(() => {
      ac.abort();
      return 'pass';
    });
    const executions = await runSchedule({
      ...base,
      signal: ac.signal,
      groups: [{ name: 'g', tests }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch,
    });
    expect(calls).toHaveLength(1);
    expect(executions.filter((e) => e.reason === 'not-run')).toHaveLength(5);
  });

  it('serves a device that belongs to two groups from both queues', async () => {
    const tests = suite(2, 1);
    const { runBatch, calls } = scripted(() => 'pass');
    const executions = await runSchedule({
      ...base,
      groups: [
        { name: 'x', tests },
        { name: 'y', tests },
      ],
      devices: [{ serial: 'a', groups: ['x', 'y'] }],
      runBatch,
    });
    expect(executions).toHaveLength(4);
    expect(new Set(calls.map((c) => c.batch.group))).toEqual(new Set(['x', 'y']));
  });
});

describe('runSchedule when the runner itself throws', () => {
  it('keeps the tests undetermined with the error, never failed, and retires the device', async () => {
    const tests = [{ class: 'com.example.A', method: 'x' }];
    const executions = await runSchedule({
      ...base,
      reschedule: 0,
      groups: [{ name: 'g', tests }],
      devices: [{ serial: 'a', groups: ['g'] }],
      runBatch: async () => {
        throw new Error('adb exploded');
      },
    });
    expect(executions).toHaveLength(1);
    expect(executions[0]).toMatchObject({ outcome: 'undetermined', reason: 'run-incomplete' });
    expect(executions[0]!.detail).toContain('adb exploded');
  });
});
