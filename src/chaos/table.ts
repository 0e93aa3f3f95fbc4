import { INVARIANTS } from './invariants.js';
import { REAL_INVARIANTS } from './real.js';
import type { ChaosSuiteResult } from './suite.js';

/** The issue's invariants, 1–8, plus the simulation's 9 (device-specific told from flaky). */
export const ALL_INVARIANTS = {
  1: 'no infrastructure fault produces a fail verdict or a finding',
  2: 'no observed pass is lost; no executed result is reported twice',
  3: 'every run ends within its bound; nothing hangs',
  4: 'every lease and lock released; no process, worktree or temp dir left',
  5: "the user's working tree is byte-identical afterwards",
  6: 'never pass while a required test lacks a determination',
  7: 'no fixer session for an undetermined or flaky finding',
  8: 'the reports in all formats agree with report.json',
  9: 'device-specific and flaky are told apart',
} as const;

export const median = (xs: number[]): number | undefined => {
  if (xs.length === 0) return undefined;
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.floor(a.length / 2)];
};

const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '—' : n.toFixed(digits));

/** Rows of [label, sim, real, note]; '—' where a level does not inject or check that thing. */
export function chaosRows(s: ChaosSuiteResult): string[][] {
  const { sim, real } = s;
  const rows: string[][] = [['', 'sim', 'real', '']];
  rows.push([
    'runs',
    sim ? String(sim.runs) : '—',
    real ? `${real.runs}${real.healRuns ? ` + ${real.healRuns} heal` : ''}` : '—',
  ]);
  const kinds = [...new Set([...Object.keys(sim?.faults ?? {}), ...Object.keys(real?.faults ?? {})])];
  for (const k of kinds)
    rows.push([
      `fault ${k}`,
      sim && k in sim.faults ? String(sim.faults[k as keyof typeof sim.faults]) : '—',
      real && k in real.faults ? String(real.faults[k]) : '—',
    ]);
  for (const [id, text] of Object.entries(ALL_INVARIANTS)) {
    const simChecks = sim && id in INVARIANTS;
    // 7 is checked on the heal runs
    const realChecks = real && id in REAL_INVARIANTS && (id !== '7' || real.healRuns > 0);
    rows.push([
      `invariant ${id} violations`,
      simChecks ? String(sim.byInvariant[Number(id) as keyof typeof INVARIANTS] ?? 0) : '—',
      realChecks ? String(real.violations.filter((v) => String(v.invariant) === id).length) : '—',
      text,
    ]);
  }
  rows.push(['violations', sim ? String(sim.violations.length) : '—', real ? String(real.violations.length) : '—']);
  if (real) {
    for (const [k, n] of Object.entries(real.exitCodes).sort()) rows.push([`exit ${k}`, '—', String(n)]);
    for (const [k, n] of Object.entries(real.healStatus).sort()) rows.push([k, '—', String(n)]);
  }
  rows.push([
    'makespan ÷ lower bound (median)',
    fmt(median(sim?.makespanRatios ?? [])),
    fmt(median(real?.makespanRatios ?? [])),
  ]);
  if (real) rows.push(['passes held to the report (invariant 2)', '—', String(real.passesChecked)]);
  rows.push([
    'lost-device detection latency (median ms)',
    '—',
    real ? `${fmt(median(real.detectionMs), 0)} (n=${real.detectionMs.length})` : '—',
  ]);
  rows.push([
    'wall time (s)',
    sim ? (sim.wallMs / 1000).toFixed(1) : '—',
    real ? (real.wallMs / 1000).toFixed(1) : '—',
  ]);
  const perMin = (runs: number, ms: number) => ((runs / Math.max(ms, 1)) * 60_000).toFixed(1);
  rows.push([
    'runs/min',
    sim ? perMin(sim.runs, sim.wallMs) : '—',
    real ? perMin(real.runs, real.wallMs) : '—',
    real?.healRuns ? 'real: run indices (each with its heal, if any) per minute' : '',
  ]);
  return rows.map((r) => (r.length === 3 ? [...r, ''] : r));
}

export function renderRows(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : c === r.length - 1 ? cell : cell.padStart(widths[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
