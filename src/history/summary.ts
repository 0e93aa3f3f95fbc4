import type { HistoryExecutionRow, HistorySummary, HistoryVerdictRow } from '../config/history.js';
import { withHistoryDatabase } from './database.js';
import { readExecutions, readRuns, readVerdicts } from './read.js';
import { median } from './stats.js';

/** `droidheal history`: the newest runs with their verdict counts, and how each device did over them. */
export async function historySummary(file: string, opts: { limit: number; test?: string }): Promise<HistorySummary> {
  return withHistoryDatabase(
    file,
    (db) => {
      const runs = readRuns(db, { limit: opts.limit });
      const ids = runs.map((r) => r.id);
      const verdicts = readVerdicts(db, ids, opts.test);
      const executions = readExecutions(db, ids, opts.test);
      return {
        database: file,
        ...(opts.test ? { test: opts.test } : {}),
        runs: runs.map((r) => ({
          id: r.id,
          startedAt: r.started_at,
          durationMs: r.duration_ms,
          command: r.command,
          ...(r.git_commit !== null ? { commit: r.git_commit } : {}),
          verdict: r.verdict,
          ...(r.exit_code !== null ? { exitCode: r.exit_code } : {}),
          tests: countVerdicts(verdicts.filter((v) => v.run_id === r.id)),
          ...(opts.test ? testDuration(executions.filter((e) => e.run_id === r.id)) : {}),
        })),
        devices: perDevice(executions),
      };
    },
    { create: false },
  );
}

function testDuration(executions: readonly HistoryExecutionRow[]): { testDurationMs?: number } {
  const determined = executions.filter((e) => e.outcome === 'passed' || e.outcome === 'failed');
  const mid = median(determined.flatMap((e) => (e.duration_ms === null ? [] : [e.duration_ms])));
  return mid === undefined ? {} : { testDurationMs: mid };
}

function countVerdicts(verdicts: readonly HistoryVerdictRow[]): HistorySummary['runs'][number]['tests'] {
  const count = (k: HistoryVerdictRow['verdict']) => verdicts.filter((v) => v.verdict === k).length;
  return {
    pass: count('pass'),
    fail: count('fail'),
    flaky: count('flaky'),
    skipped: count('skipped'),
    undetermined: count('undetermined'),
  };
}

/** Executions that reached a device, per device: how many passed, failed, could not be determined. */
function perDevice(executions: readonly HistoryExecutionRow[]): HistorySummary['devices'] {
  const bySerial = new Map<string, HistoryExecutionRow[]>();
  for (const e of executions) if (e.serial !== '') bySerial.set(e.serial, [...(bySerial.get(e.serial) ?? []), e]);
  return [...bySerial.entries()]
    .map(([serial, es]) => {
      const last = es[es.length - 1]!;
      const mid = median(es.flatMap((e) => (e.duration_ms === null ? [] : [e.duration_ms])));
      return {
        serial,
        ...(last.model !== null ? { model: last.model } : {}),
        ...(last.api_level !== null ? { apiLevel: last.api_level } : {}),
        executions: es.length,
        passed: es.filter((e) => e.outcome === 'passed').length,
        failed: es.filter((e) => e.outcome === 'failed').length,
        undetermined: es.filter((e) => e.outcome === 'undetermined').length,
        ...(mid !== undefined ? { medianDurationMs: mid } : {}),
      };
    })
    .sort((a, b) => a.serial.localeCompare(b.serial));
}
