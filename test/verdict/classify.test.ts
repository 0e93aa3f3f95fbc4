import { describe, expect, it } from 'vitest';
import { classifyBatch, type ObservedRun } from '../../src/verdict/classify.js';

/** classifyBatch, result by result: every execution written out in full, as the report will hold it. */
const T = (method: string) => ({ class: 'com.example.NoteTest', method });
const [a, b, c] = [T('a'), T('b'), T('c')];
const run = (over: Partial<ObservedRun>): ObservedRun => ({
  end: 'complete',
  silenceTimedOut: false,
  tests: [],
  ...over,
});

describe('classifyBatch: what it keeps of each observed test', () => {
  it('ignores a test outside the batch and a second report of the same test', () => {
    const r = classifyBatch(
      [a, b],
      run({
        tests: [
          { test: a, status: 'passed' },
          { test: T('notInBatch'), status: 'failed', trace: 'java.lang.AssertionError: x' },
          { test: a, status: 'failed', trace: 'java.lang.AssertionError: again' },
          { test: b, status: 'passed' },
        ],
      }),
      'healthy',
      'emu-1',
    );
    expect(r).toStrictEqual({
      executions: [
        { test: a, device: 'emu-1', outcome: 'passed' },
        { test: b, device: 'emu-1', outcome: 'passed' },
      ],
    });
  });

  it('keeps the duration and start time a test reported, and adds none it did not', () => {
    const r = classifyBatch(
      [a, b],
      run({
        tests: [
          { test: a, status: 'passed', durationMs: 42, startedAt: '2026-12-02T10:00:01.000Z' },
          { test: b, status: 'passed' },
        ],
      }),
      'healthy',
      'emu-1',
    );
    expect(r.executions).toStrictEqual([
      { test: a, device: 'emu-1', outcome: 'passed', durationMs: 42, startedAt: '2026-12-02T10:00:01.000Z' },
      { test: b, device: 'emu-1', outcome: 'passed' },
    ]);
  });

  it('gives a skipped test the first non-blank line of its reason, trimmed', () => {
    const r = classifyBatch(
      [a, b],
      run({
        tests: [
          {
            test: a,
            status: 'assumption-failed',
            trace: '\n   \n  org.junit.AssumptionViolatedException: no camera  \n\tat x.y(Z.kt:1)',
          },
          { test: b, status: 'ignored' },
        ],
      }),
      'healthy',
      'd',
    );
    expect(r.executions).toStrictEqual([
      {
        test: a,
        device: 'd',
        outcome: 'skipped',
        skipKind: 'assumption',
        detail: 'org.junit.AssumptionViolatedException: no camera',
      },
      { test: b, device: 'd', outcome: 'skipped', skipKind: 'ignored' },
    ]);
  });

  it('cuts a failure line longer than 300 characters to 297 and an ellipsis, and keeps one of exactly 300', () => {
    const long = `java.lang.IllegalStateException: ${'x'.repeat(300)}`;
    const exact = `java.lang.IllegalStateException: ${'y'.repeat(300 - 33)}`;
    expect(exact).toHaveLength(300);
    const r = classifyBatch(
      [a, b],
      run({
        tests: [
          { test: a, status: 'failed', trace: long },
          { test: b, status: 'failed', trace: exact },
        ],
      }),
      'healthy',
      'd',
    );
    expect(r.executions.map((e) => e.detail)).toStrictEqual([
      `java.lang.IllegalStateException: ${'x'.repeat(297 - 33)}...`,
      exact,
    ]);
  });

  it('calls a failure with an assertion type an assertion, any other exception or no trace an exception', () => {
    const r = classifyBatch(
      [a, b, c],
      run({
        tests: [
          { test: a, status: 'failed', trace: 'org.junit.ComparisonFailure: expected:<[1]> but was:<[2]>' },
          {
            test: b,
            status: 'failed',
            trace: 'java.lang.IllegalStateException: closed\n\tat com.example.Db.q(Db.kt:3)',
          },
          { test: c, status: 'failed' },
        ],
      }),
      'healthy',
      'd',
    );
    expect(r.executions).toStrictEqual([
      {
        test: a,
        device: 'd',
        outcome: 'failed',
        failureKind: 'assertion',
        trace: 'org.junit.ComparisonFailure: expected:<[1]> but was:<[2]>',
        detail: 'org.junit.ComparisonFailure: expected:<[1]> but was:<[2]>',
      },
      {
        test: b,
        device: 'd',
        outcome: 'failed',
        failureKind: 'exception',
        trace: 'java.lang.IllegalStateException: closed\n\tat com.example.Db.q(Db.kt:3)',
        detail: 'java.lang.IllegalStateException: closed',
      },
      { test: c, device: 'd', outcome: 'failed', failureKind: 'exception' },
    ]);
  });
});

describe('classifyBatch: a failure whose trace is blank', () => {
  it('keeps the trace and gives an empty detail', () => {
    const r = classifyBatch([a], run({ tests: [{ test: a, status: 'failed', trace: ' \n\t\n' }] }), 'healthy', 'd');
    expect(r.executions).toStrictEqual([
      { test: a, device: 'd', outcome: 'failed', failureKind: 'exception', trace: ' \n\t\n', detail: '' },
    ]);
  });
});

describe('classifyBatch: the test in flight when the run ended', () => {
  it('an app crash on a healthy device: failed crash with the crash message and the trace', () => {
    const trace = 'java.lang.NullPointerException\n\tat com.example.Repo.save(Repo.kt:3)';
    const r = classifyBatch(
      [a, b],
      run({
        end: 'crashed',
        message: 'Native crash in libfoo.so',
        tests: [
          { test: a, status: 'passed' },
          { test: b, status: 'failed', crashed: true, trace },
        ],
      }),
      'healthy',
      'd',
    );
    expect(r).toStrictEqual({
      executions: [
        { test: a, device: 'd', outcome: 'passed' },
        {
          test: b,
          device: 'd',
          outcome: 'failed',
          failureKind: 'crash',
          detail: 'app crashed: Native crash in libfoo.so',
          trace,
        },
      ],
    });
  });

  it('an app crash without a message says "Process crashed."', () => {
    const r = classifyBatch([a], run({ end: 'crashed', tests: [{ test: a, status: 'incomplete' }] }), 'healthy', 'd');
    expect(r.executions).toStrictEqual([
      { test: a, device: 'd', outcome: 'failed', failureKind: 'crash', detail: 'app crashed: Process crashed.' },
    ]);
  });

  it('silence on a healthy device: failed timeout, and the unstarted tests are run-incomplete', () => {
    const r = classifyBatch(
      [a, b],
      run({ end: 'incomplete', silenceTimedOut: true, tests: [{ test: a, status: 'incomplete' }] }),
      'healthy',
      'd',
    );
    expect(r).toStrictEqual({
      executions: [
        {
          test: a,
          device: 'd',
          outcome: 'failed',
          failureKind: 'timeout',
          detail: 'no output past the silence timeout while the device kept answering',
        },
      ],
      stopReason: 'run-incomplete',
    });
  });

  it('a failure seen on a device that was lost afterwards is undetermined, keeps its trace, and says why', () => {
    const trace = 'java.lang.AssertionError: expected 2';
    const r = classifyBatch(
      [a, b],
      run({ end: 'incomplete', message: 'adb connection reset', tests: [{ test: a, status: 'failed', trace }] }),
      'lost',
      'd',
    );
    expect(r).toStrictEqual({
      executions: [
        {
          test: a,
          device: 'd',
          outcome: 'undetermined',
          reason: 'device-lost',
          detail: 'the device dropped off adb or rebooted during the test — not a test failure',
          trace,
        },
      ],
      stopReason: 'device-lost',
    });
  });

  it('INSTRUMENTATION_ABORTED: system-crash with its own text, not the run message', () => {
    const r = classifyBatch(
      [a, b],
      run({ end: 'aborted', message: 'System has crashed.', tests: [{ test: a, status: 'incomplete' }] }),
      'healthy',
      'd',
    );
    expect(r).toStrictEqual({
      executions: [
        {
          test: a,
          device: 'd',
          outcome: 'undetermined',
          reason: 'system-crash',
          detail: 'the Android system crashed (INSTRUMENTATION_ABORTED) — a device problem, not a test failure',
        },
      ],
      stopReason: 'system-crash',
    });
  });

  it('a crash that ended the run after the last test of the batch leaves no stop reason', () => {
    const r = classifyBatch(
      [a, b],
      run({
        end: 'crashed',
        message: 'Process crashed.',
        tests: [
          { test: a, status: 'passed' },
          { test: b, status: 'incomplete' },
        ],
      }),
      'healthy',
      'd',
    );
    expect(r).toStrictEqual({
      executions: [
        { test: a, device: 'd', outcome: 'passed' },
        { test: b, device: 'd', outcome: 'failed', failureKind: 'crash', detail: 'app crashed: Process crashed.' },
      ],
    });
  });
});

describe('classifyBatch: tests the run never reached', () => {
  it('a completed run on a healthy device: not-run, saying why', () => {
    const r = classifyBatch([a, b], run({ tests: [{ test: a, status: 'passed' }] }), 'healthy', 'd');
    expect(r).toStrictEqual({
      executions: [
        { test: a, device: 'd', outcome: 'passed' },
        {
          test: b,
          device: 'd',
          outcome: 'undetermined',
          reason: 'not-run',
          detail: 'the runner finished without reporting this test (filtered out, or not a test)',
        },
      ],
    });
  });

  it('instrumentation that could not start: every test not yet reported is setup-failed once, with the message', () => {
    const r = classifyBatch(
      [a, b],
      run({
        end: 'failed-to-start',
        message: 'Unable to find instrumentation',
        tests: [{ test: a, status: 'passed' }],
      }),
      'healthy',
      'd',
    );
    expect(r).toStrictEqual({
      executions: [
        { test: a, device: 'd', outcome: 'passed' },
        {
          test: b,
          device: 'd',
          outcome: 'undetermined',
          reason: 'setup-failed',
          detail:
            'Unable to find instrumentation — the instrumentation could not start — check testPackage/runner in droidheal.json (`adb shell pm list instrumentation`)',
        },
      ],
    });
  });

  it('instrumentation that could not start, without a message: the reason text alone', () => {
    const r = classifyBatch([a], run({ end: 'failed-to-start' }), 'healthy', 'd');
    expect(r.executions).toStrictEqual([
      {
        test: a,
        device: 'd',
        outcome: 'undetermined',
        reason: 'setup-failed',
        detail:
          'the instrumentation could not start — check testPackage/runner in droidheal.json (`adb shell pm list instrumentation`)',
      },
    ]);
  });
});
