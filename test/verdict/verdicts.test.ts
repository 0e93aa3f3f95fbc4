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
