import { describe, expect, it } from 'vitest';
import type { ChaosSuiteResult } from '../../src/chaos/suite.js';
import { chaosRows, renderRows } from '../../src/chaos/table.js';

const result: ChaosSuiteResult = {
  wallMs: 61_000,
  sim: {
    runs: 4,
    faults: {
      drop: 2,
      hang: 0,
      reboot: 0,
      flap: 1,
      unauthorized: 0,
      'server-killed': 0,
      'never-boots': 0,
      'held-by-other-job': 0,
      sigint: 0,
    },
    violations: [{ invariant: 9, detail: 'x', seed: 1, index: 2 }],
    byInvariant: { 9: 1 },
    makespanRatios: [1, 3, 2],
    detectionMs: [0],
    verdicts: {},
    wallMs: 1000,
  },
  real: {
    runs: 4,
    faults: { drop: 1, 'fixer-hang': 1 },
    violations: [
      { invariant: 4, detail: 'temp entries left: x', index: 1 },
      { invariant: 7, detail: 'a fixer session for F-1 (round 1)', index: 3 },
    ],
    verdicts: {},
    exitCodes: { '1': 3, 'heal 1': 1 },
    detectionMs: [30, 10, 20],
    makespanRatios: [2.5],
    passesChecked: 17,
    wallMs: 60_000,
    healRuns: 1,
    healStatus: { 'heal escalated': 1 },
  },
};

describe('the chaos table', () => {
  it('counts faults and violations per level and invariant, with — where a level does not inject or check', () => {
    const rows = chaosRows(result);
    const row = (label: string) => rows.find((r) => r[0] === label)?.slice(1, 3);
    expect(row('runs')).toEqual(['4', '4 + 1 heal']);
    expect(row('fault drop')).toEqual(['2', '1']);
    expect(row('fault flap')).toEqual(['1', '—']);
    expect(row('fault fixer-hang')).toEqual(['—', '1']);
    expect(row('invariant 2 violations')).toEqual(['0', '0']);
    expect(row('invariant 4 violations')).toEqual(['—', '1']);
    expect(row('invariant 7 violations')).toEqual(['—', '1']);
    expect(row('invariant 9 violations')).toEqual(['1', '—']);
    expect(row('violations')).toEqual(['1', '2']);
    expect(row('exit heal 1')).toEqual(['—', '1']);
    expect(row('makespan ÷ lower bound (median)')).toEqual(['2.00', '2.50']);
    expect(row('lost-device detection latency (median ms)')).toEqual(['—', '20 (n=3)']);
    expect(row('passes held to the report (invariant 2)')).toEqual(['—', '17']);
    expect(row('wall time (s)')).toEqual(['1.0', '60.0']);
    expect(row('runs/min')).toEqual(['240.0', '4.0']);
  });

  it('every invariant of the issue, 1 to 8, has a row', () => {
    const labels = chaosRows(result).map((r) => r[0]);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) expect(labels).toContain(`invariant ${id} violations`);
  });

  it('lines up the columns', () => {
    expect(
      renderRows([
        ['', 'sim', 'real', ''],
        ['runs', '200', '200', 'note'],
      ]),
    ).toBe('      sim  real\nruns  200   200  note');
  });
});
