import { describe, expect, it } from 'vitest';
import type { Execution } from '../../src/config/outcome.js';
import { testVerdict, testVerdicts } from '../../src/verdict/test-verdict.js';

// Verdicts written out in full (detail texts included), for the cases the verdict table names.
const test = { class: 'com.example.CartTest', method: 'total' };
const other = { class: 'com.example.CartTest', method: 'tax' };
let attempt = 0;
const run = (device: string, outcome: Execution['outcome'], extra: Partial<Execution> = {}): Execution => ({
  test,
  device,
  group: 'g',
  attempt: ++attempt,
  outcome,
  ...extra,
});

describe('testVerdict: a failure next to a pass', () => {
  it('one fail on each of two devices and a pass on a third is flaky: neither failure was reproduced on its device', () => {
    expect(
      testVerdict(test, 'g', [
        run('a', 'failed', { detail: 'expected 3' }),
        run('b', 'failed', { detail: 'expected 4' }),
        run('c', 'passed'),
      ]),
    ).toEqual({ test, group: 'g', verdict: 'flaky', detail: 'failed on a, b, passed on c: expected 3' });
  });

  it('reproduced on one device but only once on another, with a pass elsewhere, is flaky', () => {
    expect(
      testVerdict(test, 'g', [
        run('a', 'failed'),
        run('a', 'failed'),
        run('b', 'failed'),
        run('c', 'passed'),
        run('d', 'passed'),
      ]),
    ).toEqual({ test, group: 'g', verdict: 'flaky', detail: 'failed on a, b, passed on c, d: failure' });
  });

  it('reproduced on every device it failed on, passing on two others: fail naming all four, "failure" without a message', () => {
    expect(
      testVerdict(test, 'g', [
        run('a', 'failed'),
        run('a', 'failed'),
        run('b', 'failed'),
        run('b', 'failed'),
        run('c', 'passed'),
        run('d', 'passed'),
      ]),
    ).toEqual({
      test,
      group: 'g',
      verdict: 'fail',
      failsOn: ['a', 'b'],
      passesOn: ['c', 'd'],
      detail: 'fails on a, b every run, passes on c, d: failure',
    });
  });
});

describe('testVerdict: no observed result', () => {
  it('the last undetermined attempt without a reason counts as run-incomplete, and keeps its detail', () => {
    expect(
      testVerdict(test, 'g', [
        run('a', 'undetermined', { reason: 'device-lost' }),
        run('b', 'undetermined', { detail: 'x' }),
      ]),
    ).toEqual({ test, group: 'g', verdict: 'undetermined', reason: 'run-incomplete', detail: 'x' });
  });

  it('no execution at all: not-run, saying so', () => {
    expect(testVerdict(test, 'g', [])).toEqual({
      test,
      group: 'g',
      verdict: 'undetermined',
      reason: 'not-run',
      detail: 'no execution of this test',
    });
  });

  it('a skip keeps the first skip reason; a fail keeps the first failure message', () => {
    expect(testVerdict(test, 'g', [run('a', 'skipped', { detail: 'no camera' }), run('b', 'skipped')])).toEqual({
      test,
      group: 'g',
      verdict: 'skipped',
      detail: 'no camera',
    });
    expect(testVerdict(test, 'g', [run('a', 'failed'), run('a', 'failed', { detail: 'second' })])).toEqual({
      test,
      group: 'g',
      verdict: 'fail',
    });
  });
});

describe('testVerdicts', () => {
  it('judges each test of each group by its own executions only, in suite order', () => {
    const e = (t: typeof test, group: string, outcome: Execution['outcome'], device = 's1'): Execution => ({
      test: t,
      group,
      device,
      attempt: 1,
      outcome,
    });
    const verdicts = testVerdicts(
      [
        { name: 'api34', tests: [test, other] },
        { name: 'api26', tests: [other, test] },
      ],
      [
        e(test, 'api34', 'failed'),
        e(other, 'api26', 'passed'),
        e(test, 'api26', 'passed'),
        e(other, 'api34', 'skipped'),
        e(test, 'api34', 'failed', 's2'),
        e(test, 'elsewhere', 'passed'),
      ],
    );
    expect(verdicts).toEqual([
      { test, group: 'api34', verdict: 'fail' },
      { test: other, group: 'api34', verdict: 'skipped' },
      { test: other, group: 'api26', verdict: 'pass' },
      { test, group: 'api26', verdict: 'pass' },
    ]);
  });

  it('a test of the suite with no execution in its group is not-run', () => {
    expect(testVerdicts([{ name: 'g', tests: [other] }], [run('a', 'passed')])).toEqual([
      { test: other, group: 'g', verdict: 'undetermined', reason: 'not-run', detail: 'no execution of this test' },
    ]);
  });
});
