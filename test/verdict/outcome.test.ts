import { describe, expect, it } from 'vitest';
import { classifyBatch, type ObservedRun } from '../../src/verdict/classify.js';
import {
  type DeviceAfter,
  decideOutcome,
  isReschedulable,
  OUTCOME_TABLE,
  type TestObservation,
} from '../../src/verdict/outcome.js';

/** The verdict table (docs/architecture.md, "Verdicts"), row by row, written out independently of the table in src. */
const rows: Array<[TestObservation, DeviceAfter, string]> = [
  ['passed', 'healthy', 'passed'],
  ['passed', 'lost', 'passed'],
  ['passed', 'rebooted', 'passed'],
  ['failed', 'healthy', 'failed'],
  ['failed', 'lost', 'undetermined:device-lost'],
  ['failed', 'rebooted', 'undetermined:device-lost'],
  ['process-crashed', 'healthy', 'failed:crash'],
  ['process-crashed', 'rebooted', 'undetermined:device-lost'],
  ['skipped', 'healthy', 'skipped'],
  ['skipped', 'lost', 'skipped'],
  ['output-stopped', 'lost', 'undetermined:device-lost'],
  ['output-stopped', 'rebooted', 'undetermined:device-lost'],
  ['output-stopped', 'healthy', 'undetermined:run-incomplete'],
  ['silence-timeout', 'unresponsive', 'undetermined:device-hung'],
  ['silence-timeout', 'healthy', 'failed:timeout'],
  ['system-crash', 'healthy', 'undetermined:system-crash'],
  ['system-crash', 'lost', 'undetermined:system-crash'],
  ['failed-to-start', 'healthy', 'undetermined:setup-failed'],
];

function show(o: ReturnType<typeof decideOutcome>): string {
  if (o.outcome === 'undetermined') return `undetermined:${o.reason}`;
  if (o.outcome === 'failed' && o.failureKind !== 'observed') return `failed:${o.failureKind}`;
  return o.outcome;
}

describe('the outcome table', () => {
  it.each(rows)('%s with the device %s after → %s', (observed, after, expected) => {
    expect(show(decideOutcome(observed, after))).toBe(expected);
  });

  it('never turns a device problem into a failure', () => {
    for (const [observed, byHealth] of Object.entries(OUTCOME_TABLE)) {
      for (const after of ['lost', 'rebooted', 'unresponsive'] as const) {
        expect(byHealth[after].outcome, `${observed}/${after}`).not.toBe('failed');
      }
    }
  });

  it('re-runs device problems but not configuration problems', () => {
    expect(isReschedulable('device-lost')).toBe(true);
    expect(isReschedulable('device-hung')).toBe(true);
    expect(isReschedulable('setup-failed')).toBe(false);
    expect(isReschedulable('no-device')).toBe(false);
  });
});

const A = (method: string) => ({ class: 'com.example.NoteTest', method });
const batch = [A('a'), A('b'), A('c'), A('d')];
const trace =
  'java.lang.AssertionError: expected 2\n\tat org.junit.Assert.fail(Assert.java:88)\n\tat com.example.NoteTest.b(NoteTest.kt:12)';

describe('classifyBatch', () => {
  it('keeps passes before a drop, blames nobody for the drop, and leaves later tests unstarted', () => {
    const run: ObservedRun = {
      end: 'incomplete',
      silenceTimedOut: false,
      tests: [
        { test: A('a'), status: 'passed', durationMs: 5 },
        { test: A('b'), status: 'incomplete' },
      ],
    };
    const r = classifyBatch(batch, run, 'lost', 'emu-1');
    expect(r.executions.map((e) => [e.test.method, e.outcome, e.reason])).toEqual([
      ['a', 'passed', undefined],
      ['b', 'undetermined', 'device-lost'],
    ]);
    expect(r.stopReason).toBe('device-lost');
  });

  it('calls an app crash on a healthy device a failure of the running test only', () => {
    const run: ObservedRun = {
      end: 'crashed',
      message: 'Process crashed.',
      silenceTimedOut: false,
      tests: [
        { test: A('a'), status: 'passed' },
        { test: A('b'), status: 'incomplete' },
      ],
    };
    const r = classifyBatch(batch, run, 'healthy', 'emu-1');
    expect(r.executions.map((e) => [e.test.method, e.outcome, e.failureKind])).toEqual([
      ['a', 'passed', undefined],
      ['b', 'failed', 'crash'],
    ]);
    expect(r.executions[1]!.detail).toContain('Process crashed');
    expect(r.stopReason).toBe('run-incomplete');
  });

  it('marks the running test system-crash on INSTRUMENTATION_ABORTED', () => {
    const run: ObservedRun = {
      end: 'aborted',
      message: 'System has crashed.',
      silenceTimedOut: false,
      tests: [{ test: A('a'), status: 'incomplete' }],
    };
    const r = classifyBatch(batch, run, 'healthy', 'x');
    expect(r.executions).toMatchObject([{ outcome: 'undetermined', reason: 'system-crash' }]);
    expect(r.stopReason).toBe('system-crash');
  });

  it('tells a hung device from a slow test by the probe', () => {
    const run: ObservedRun = {
      end: 'incomplete',
      silenceTimedOut: true,
      tests: [{ test: A('a'), status: 'incomplete' }],
    };
    expect(classifyBatch(batch, run, 'unresponsive', 'x').executions[0]).toMatchObject({
      outcome: 'undetermined',
      reason: 'device-hung',
    });
    expect(classifyBatch(batch, run, 'healthy', 'x').executions[0]).toMatchObject({
      outcome: 'failed',
      failureKind: 'timeout',
    });
  });

  it('classifies failures, ignored and assumption failures', () => {
    const run: ObservedRun = {
      end: 'complete',
      silenceTimedOut: false,
      tests: [
        { test: A('a'), status: 'passed' },
        { test: A('b'), status: 'failed', trace },
        { test: A('c'), status: 'ignored' },
        { test: A('d'), status: 'assumption-failed', trace: 'org.junit.AssumptionViolatedException: no camera' },
      ],
    };
    const r = classifyBatch(batch, run, 'healthy', 'x');
    expect(r.executions.map((e) => [e.outcome, e.failureKind ?? e.skipKind])).toEqual([
      ['passed', undefined],
      ['failed', 'assertion'],
      ['skipped', 'ignored'],
      ['skipped', 'assumption'],
    ]);
    expect(r.executions[1]!.detail).toBe('java.lang.AssertionError: expected 2');
    expect(r.stopReason).toBeUndefined();
  });

  it('does not count a failure seen just before the device rebooted', () => {
    const run: ObservedRun = {
      end: 'incomplete',
      silenceTimedOut: false,
      tests: [{ test: A('a'), status: 'failed', trace }],
    };
    expect(classifyBatch(batch, run, 'rebooted', 'x').executions[0]).toMatchObject({
      outcome: 'undetermined',
      reason: 'device-lost',
    });
  });

  it('makes every test setup-failed, with the message, when instrumentation cannot start', () => {
    const run: ObservedRun = {
      end: 'failed-to-start',
      message: 'Unable to find instrumentation info for: ComponentInfo{x/y}',
      silenceTimedOut: false,
      tests: [],
    };
    const r = classifyBatch(batch, run, 'healthy', 'x');
    expect(r.executions).toHaveLength(4);
    expect(
      r.executions.every((e) => e.reason === 'setup-failed' && e.detail!.includes('Unable to find instrumentation')),
    ).toBe(true);
  });

  it('says not-run for tests a completed run never mentioned', () => {
    const run: ObservedRun = { end: 'complete', silenceTimedOut: false, tests: [{ test: A('a'), status: 'passed' }] };
    const r = classifyBatch([A('a'), A('zzz')], run, 'healthy', 'x');
    expect(r.executions[1]).toMatchObject({ outcome: 'undetermined', reason: 'not-run' });
  });

  it.each([
    ['lost', 'device-lost'],
    ['rebooted', 'device-lost'],
    ['unresponsive', 'device-hung'],
  ] as const)(
    'does not call unmentioned tests not-run when a completed run left the device %s: they are re-run (%s)',
    (after, reason) => {
      const run: ObservedRun = { end: 'complete', silenceTimedOut: false, tests: [{ test: A('a'), status: 'passed' }] };
      const r = classifyBatch([A('a'), A('zzz')], run, after, 'x');
      expect(r.executions).toEqual([{ test: A('a'), device: 'x', outcome: 'passed' }]);
      expect(r.stopReason).toBe(reason);
    },
  );

  it('a completed run that timed out on silence leaves unmentioned tests to be re-run, not not-run', () => {
    const run: ObservedRun = { end: 'complete', silenceTimedOut: true, tests: [{ test: A('a'), status: 'passed' }] };
    const r = classifyBatch([A('a'), A('zzz')], run, 'unresponsive', 'x');
    expect(r.executions).toEqual([{ test: A('a'), device: 'x', outcome: 'passed' }]);
    expect(r.stopReason).toBe('device-hung');
  });
});

describe("classifyBatch with the parser's crash marking", () => {
  it('treats a test marked crashed as an app crash, judged by the device after', () => {
    const run: ObservedRun = {
      end: 'crashed',
      message: 'Process crashed.',
      silenceTimedOut: false,
      tests: [
        {
          test: A('a'),
          status: 'failed',
          crashed: true,
          trace: 'java.lang.NullPointerException\n\tat com.example.Repo.save(Repo.kt:3)',
        },
      ],
    };
    expect(classifyBatch([A('a')], run, 'healthy', 'x').executions[0]).toMatchObject({
      outcome: 'failed',
      failureKind: 'crash',
    });
    expect(classifyBatch([A('a')], run, 'lost', 'x').executions[0]).toMatchObject({
      outcome: 'undetermined',
      reason: 'device-lost',
    });
  });
});
