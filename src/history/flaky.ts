import type { FlakyReport, HistoryExecutionRow, HistoryRunRow, HistoryVerdictRow } from '../config/history.js';
import { withHistoryDatabase } from './database.js';
import { readExecutions, readRuns, readVerdicts } from './read.js';
import { rate } from './stats.js';

export interface FlakyOptions {
  since: Date;
  now: Date;
  /** only this test (Class#method), shown even when it never was flaky */
  test?: string;
}

/** A change of the flake rate between the halves smaller than this is steady. */
const TREND_STEP = 0.05;

/**
 * `droidheal flaky`: per test, how often its verdict was flaky among the runs that determined it, in the
 * period and in each half of it (the trend), and on which device models its failures did not hold up.
 */
export async function flakyReport(file: string, opts: FlakyOptions): Promise<FlakyReport> {
  return withHistoryDatabase(
    file,
    (db) => {
      const runs = readRuns(db, { since: opts.since.toISOString() }).filter(
        (r) => r.started_at <= opts.now.toISOString(),
      );
      const ids = runs.map((r) => r.id);
      const verdicts = readVerdicts(db, ids, opts.test);
      const executions = readExecutions(db, ids, opts.test);
      return computeFlaky(file, runs, verdicts, executions, opts);
    },
    { create: false },
  );
}

/** The report from stored rows (pure, so the arithmetic is tested on its own as well). */
export function computeFlaky(
  database: string,
  runs: readonly HistoryRunRow[],
  verdicts: readonly HistoryVerdictRow[],
  executions: readonly HistoryExecutionRow[],
  opts: FlakyOptions,
): FlakyReport {
  const middle = new Date((opts.since.getTime() + opts.now.getTime()) / 2).toISOString();
  const older = new Set(runs.filter((r) => r.started_at < middle).map((r) => r.id));
  const flakyKeys = new Set(verdicts.filter((v) => v.verdict === 'flaky').map((v) => `${v.run_id} ${v.grp} ${v.test}`));
  const byTest = new Map<string, HistoryVerdictRow[]>();
  // an order-dependent fail says nothing about flakiness, either way: it is counted apart (orderDependent)
  for (const v of verdicts)
    if ((v.verdict === 'pass' || v.verdict === 'fail' || v.verdict === 'flaky') && v.order_dependent === 0)
      byTest.set(v.test, [...(byTest.get(v.test) ?? []), v]);
  const tests = [...byTest.entries()]
    .map(([test, vs]) => {
      const first = flakeRate(vs.filter((v) => older.has(v.run_id)));
      const second = flakeRate(vs.filter((v) => !older.has(v.run_id)));
      const models = modelRates(
        executions.filter((e) => e.test === test),
        flakyKeys,
      );
      return { test, ...flakeRate(vs), firstHalf: first, secondHalf: second, trend: trend(first, second), models };
    })
    .filter((t) => t.flaky > 0 || t.test === opts.test)
    .sort((a, b) => b.rate - a.rate || b.flaky - a.flaky || a.test.localeCompare(b.test));
  return {
    database,
    since: opts.since.toISOString(),
    until: opts.now.toISOString(),
    tests,
    models: modelRates(executions, flakyKeys),
    orderDependent: orderDependentTests(runs, verdicts),
  };
}

/** Tests that failed order-dependently in the period: in how many runs, and when last. */
function orderDependentTests(
  runs: readonly HistoryRunRow[],
  verdicts: readonly HistoryVerdictRow[],
): FlakyReport['orderDependent'] {
  const startOf = new Map(runs.map((r) => [r.id, r.started_at]));
  const byTest = new Map<string, Set<number>>();
  for (const v of verdicts.filter((x) => x.order_dependent === 1))
    byTest.set(v.test, (byTest.get(v.test) ?? new Set()).add(v.run_id));
  return [...byTest.entries()]
    .map(([test, ids]) => ({
      test,
      runs: ids.size,
      last:
        [...ids]
          .map((id) => startOf.get(id) ?? '')
          .sort()
          .at(-1) ?? '',
    }))
    .sort((a, b) => b.runs - a.runs || a.test.localeCompare(b.test));
}

function flakeRate(vs: readonly HistoryVerdictRow[]): { runs: number; flaky: number; rate: number } {
  const flaky = vs.filter((v) => v.verdict === 'flaky').length;
  return { runs: vs.length, flaky, rate: rate(flaky, vs.length) };
}

function trend(
  first: { runs: number; rate: number },
  second: { runs: number; rate: number },
): FlakyReport['tests'][number]['trend'] {
  if (first.runs === 0) return 'new';
  const change = second.rate - first.rate;
  return Math.abs(change) < TREND_STEP ? 'steady' : change > 0 ? 'rising' : 'falling';
}

/**
 * Per device model: its passed and failed executions, and the failures in a run whose verdict was flaky
 * (the failure another device did not confirm), highest rate first.
 */
function modelRates(executions: readonly HistoryExecutionRow[], flakyKeys: ReadonlySet<string>): FlakyReport['models'] {
  const byModel = new Map<string, { executions: number; flakyFailures: number }>();
  for (const e of executions) {
    if (e.serial === '' || (e.outcome !== 'passed' && e.outcome !== 'failed')) continue;
    const model = e.model ?? `unknown model (${e.serial})`;
    const m = byModel.get(model) ?? { executions: 0, flakyFailures: 0 };
    m.executions += 1;
    if (e.outcome === 'failed' && flakyKeys.has(`${e.run_id} ${e.grp} ${e.test}`)) m.flakyFailures += 1;
    byModel.set(model, m);
  }
  return [...byModel.entries()]
    .map(([model, m]) => ({ model, ...m, rate: rate(m.flakyFailures, m.executions) }))
    .sort((a, b) => b.rate - a.rate || a.model.localeCompare(b.model));
}
