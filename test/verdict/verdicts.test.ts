import { describe, expect, it } from 'vitest';
import type { Execution } from '../../src/config/outcome.js';
import { runVerdict } from '../../src/verdict/run-verdict.js';
import { testVerdict } from '../../src/verdict/test-verdict.js';

const test = { class: 'com.example.A', method: 'x' };
const ex = (outcome: Execution['outcome'], device = 'd1', reason?: Execution['reason']): Execution => ({
  test,
  device,
  group: 'g',
  attempt: 1,
  outcome,
  ...(reason ? { reason } : {}),
});

describe('test verdict', () => {
  it.each([
    [['passed'], 'pass'],
    [['failed'], 'fail'],
    [['failed', 'failed'], 'fail'],
    [['failed', 'passed'], 'flaky'],
    [['skipped'], 'skipped'],
    [['undetermined', 'passed'], 'pass'],
    [['failed', 'undetermined'], 'fail'],
    [['undetermined'], 'undetermined'],
    [[], 'undetermined'],
  ] as const)('%j → %s', (outcomes, verdict) => {
    expect(
      testVerdict(
        test,
        'g',
        outcomes.map((o, i) => ex(o, `d${i}`, o === 'undetermined' ? 'device-lost' : undefined)),
      ).verdict,
    ).toBe(verdict);
  });

  it('keeps the last undetermined reason, and not-run when nothing ran', () => {
    expect(
      testVerdict(test, 'g', [ex('undetermined', 'a', 'device-lost'), ex('undetermined', 'b', 'device-hung')]),
    ).toMatchObject({ reason: 'device-hung' });
    expect(testVerdict(test, 'g', [])).toMatchObject({ reason: 'not-run' });
  });
});

describe('run verdict', () => {
  const v = (verdict: 'pass' | 'fail' | 'flaky' | 'skipped' | 'undetermined', group = 'g') => ({
    test,
    group,
    verdict,
  });
  const groups = [
    { name: 'g', required: true },
    { name: 'opt', required: false },
  ];
  it('is fail over undetermined over pass', () => {
    expect(runVerdict([v('pass'), v('undetermined'), v('fail')], groups)).toBe('fail');
    expect(runVerdict([v('pass'), v('undetermined')], groups)).toBe('undetermined');
    expect(runVerdict([v('pass'), v('flaky'), v('skipped')], groups)).toBe('pass');
  });
  it('ignores undetermined tests of optional groups, but not a required group without devices', () => {
    expect(runVerdict([v('pass'), v('undetermined', 'opt')], groups)).toBe('pass');
    expect(runVerdict([v('pass')], [{ name: 'g', required: true, undetermined: true }])).toBe('undetermined');
  });
});

describe('device-specific failure or flaky (re-checked on the same device, then on another)', () => {
  const on = (device: string, outcome: Execution['outcome'], attempt: number): Execution => ({
    test,
    device,
    group: 'g',
    attempt,
    outcome,
    ...(outcome === 'failed' ? { detail: 'expected:<1> but was:<0>' } : {}),
  });

  it('fail, fail on the same device, pass on another → fail naming the device it fails on', () => {
    expect(
      testVerdict(test, 'g', [on('pixel8', 'failed', 1), on('pixel8', 'failed', 2), on('pixel7a', 'passed', 3)]),
    ).toEqual({
      test,
      group: 'g',
      verdict: 'fail',
      failsOn: ['pixel8'],
      passesOn: ['pixel7a'],
      detail: 'fails on pixel8 every run, passes on pixel7a: expected:<1> but was:<0>',
    });
  });

  it('fail then pass on the same device → flaky, naming no device', () => {
    const v = testVerdict(test, 'g', [on('pixel8', 'failed', 1), on('pixel8', 'passed', 2)]);
    expect(v).toEqual({
      test,
      group: 'g',
      verdict: 'flaky',
      detail: 'failed on pixel8, passed on pixel8: expected:<1> but was:<0>',
    });
  });

  it('one unrepeated fail next to a pass elsewhere → flaky (it was never reproduced)', () => {
    expect(testVerdict(test, 'g', [on('pixel8', 'failed', 1), on('pixel7a', 'passed', 2)]).verdict).toBe('flaky');
  });

  it('a device that both failed twice and passed is flaky, even when another device only failed', () => {
    expect(
      testVerdict(test, 'g', [
        on('pixel8', 'failed', 1),
        on('pixel8', 'failed', 2),
        on('pixel8', 'passed', 3),
        on('pixel7a', 'passed', 4),
      ]).verdict,
    ).toBe('flaky');
  });

  it('fails on two devices every run and passes on a third → fail on both', () => {
    expect(
      testVerdict(test, 'g', [
        on('a', 'failed', 1),
        on('a', 'failed', 2),
        on('b', 'failed', 3),
        on('b', 'failed', 4),
        on('c', 'passed', 5),
      ]),
    ).toMatchObject({ verdict: 'fail', failsOn: ['a', 'b'], passesOn: ['c'] });
  });

  it('fails everywhere it ran → fail without device names', () => {
    const v = testVerdict(test, 'g', [on('a', 'failed', 1), on('a', 'failed', 2), on('b', 'failed', 3)]);
    expect(v).toEqual({ test, group: 'g', verdict: 'fail', detail: 'expected:<1> but was:<0>' });
  });
});

describe('run verdict for groups the covered list does not name', () => {
  it('an undetermined test of a group missing from the list blocks the run (unknown groups are required)', () => {
    expect(
      runVerdict(
        [
          { test, group: 'g', verdict: 'pass' },
          { test, group: 'not-listed', verdict: 'undetermined', reason: 'device-lost' },
        ],
        [{ name: 'g', required: true }],
      ),
    ).toBe('undetermined');
  });

  it('a flaky or skipped test of a group missing from the list does not', () => {
    expect(
      runVerdict(
        [
          { test, group: 'not-listed', verdict: 'flaky' },
          { test, group: 'not-listed', verdict: 'skipped' },
        ],
        [],
      ),
    ).toBe('pass');
  });

  it('an optional group that is undetermined as a whole does not block; a required one does', () => {
    expect(runVerdict([], [{ name: 'opt', required: false, undetermined: true }])).toBe('pass');
    expect(runVerdict([], [{ name: 'req', required: true, undetermined: true }])).toBe('undetermined');
    expect(runVerdict([], [{ name: 'req', required: true, undetermined: false }])).toBe('pass');
  });
});
