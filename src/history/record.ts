import type { HistoryCommand } from '../config/history.js';
import { testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import { type Database, transaction, withHistoryDatabase } from './database.js';
import { deleteRunsBefore, keepFrom } from './prune.js';

/** What a run adds to the history besides its report: who ran it and how it ended. */
export interface RunMetaForHistory {
  command: HistoryCommand;
  exitCode?: number;
  /**
   * runs that started more than this many days before this one are deleted in the same transaction, so
   * a database written every day stays bounded (`historyKeepDays`); 0 or absent keeps every run
   */
  keepDays?: number;
}

/**
 * Store one run: its row, every execution (test × device × attempt, with the device's model and API
 * level) and every test verdict, in one transaction. Returns the run's id.
 */
export function insertRun(db: Database, report: Report, meta: RunMetaForHistory): number {
  const started = Date.parse(report.startedAt);
  const finished = Date.parse(report.finishedAt);
  const { lastInsertRowid } = db.run(
    `INSERT INTO runs (started_at, finished_at, duration_ms, command, git_commit, verdict, exit_code, tool_version, shard)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      report.startedAt,
      report.finishedAt,
      Math.max(0, finished - started),
      meta.command,
      report.commit ?? null,
      report.runVerdict,
      meta.exitCode ?? null,
      report.tool.version,
      report.shard ? `${report.shard.index}/${report.shard.count}` : null,
    ],
  );
  const runId = Number(lastInsertRowid);
  insertExecutions(db, runId, report);
  const verdict = db.prepare(
    'INSERT OR REPLACE INTO verdicts (run_id, test, grp, verdict, order_dependent) VALUES (?, ?, ?, ?, ?)',
  );
  try {
    for (const v of report.verdicts)
      verdict.run([runId, testKey(v.test), v.group, v.verdict, v.orderDependent ? 1 : 0]);
  } finally {
    verdict.finalize();
  }
  return runId;
}

function insertExecutions(db: Database, runId: number, report: Report): void {
  const bySerial = new Map(report.devices.map((d) => [d.serial, d]));
  const stmt = db.prepare(
    `INSERT INTO executions (run_id, test, grp, check_name, serial, model, api_level, attempt, outcome, reason,
       duration_ms, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  try {
    for (const e of report.executions) {
      const d = bySerial.get(e.device);
      stmt.run([
        runId,
        testKey(e.test),
        e.group,
        e.check ?? null,
        e.device,
        d?.model ?? null,
        d?.sdk ?? null,
        e.attempt,
        e.outcome,
        e.reason ?? null,
        e.durationMs ?? null,
        e.startedAt ?? null,
      ]);
    }
  } finally {
    stmt.finalize();
  }
}

/**
 * Add a finished run to the history at `file`. Never throws: the run's result is its report, and a
 * history that cannot be written (read-only disk, locked too long, a newer droidheal's database) only
 * costs the history — the one-line warning returned says why, for the caller to show once.
 */
export async function recordHistory(
  file: string,
  report: Report,
  meta: RunMetaForHistory,
): Promise<{ runId: number } | { warning: string }> {
  try {
    const runId = await withHistoryDatabase(
      file,
      (db) =>
        transaction(db, () => {
          // freed pages are reused by later runs' rows: the file stops growing, no VACUUM on every run
          if (meta.keepDays) deleteRunsBefore(db, keepFrom(new Date(report.startedAt), meta.keepDays).toISOString());
          return insertRun(db, report, meta);
        }),
      { create: true },
    );
    return { runId };
  } catch (err) {
    const e = err as Error & { remedy?: string };
    return { warning: `run history not updated (${file}): ${e.message}${e.remedy ? ` — ${e.remedy}` : ''}` };
  }
}
