import type { z } from 'zod';
import { HistoryExecutionRow, HistoryRunRow, HistoryVerdictRow } from '../config/history.js';
import { parseWith } from '../errors.js';
import type { Database } from './database.js';

/**
 * Rows read back from the history, each parsed with its schema (src/config/history.ts): a row this
 * version cannot read is an error naming the database, never a silently wrong number.
 */
function rows<S extends z.ZodType>(db: Database, schema: S, sql: string, values: (string | number)[]): z.infer<S>[] {
  return db
    .all(sql, values)
    .map((row) =>
      parseWith(schema, row, 'the run history', 'delete the history database; it is rebuilt from the next run'),
    );
}

/** The newest runs first, at most `limit`, optionally only since an ISO time. */
export function readRuns(db: Database, opts: { limit?: number; since?: string } = {}): HistoryRunRow[] {
  return rows(db, HistoryRunRow, `SELECT * FROM runs WHERE started_at >= ? ORDER BY started_at DESC, id DESC LIMIT ?`, [
    opts.since ?? '',
    opts.limit ?? -1,
  ]);
}

const EXECUTION_COLUMNS =
  'run_id, test, grp, check_name, serial, model, api_level, attempt, outcome, reason, duration_ms, started_at';

/** Every execution of the given runs, optionally of one test only. */
export function readExecutions(db: Database, runIds: readonly number[], test?: string): HistoryExecutionRow[] {
  if (runIds.length === 0) return [];
  const ids = runIds.map(Number).join(',');
  return rows(
    db,
    HistoryExecutionRow,
    `SELECT ${EXECUTION_COLUMNS} FROM executions WHERE run_id IN (${ids}) AND (? = '' OR test = ?) ORDER BY id`,
    [test ?? '', test ?? ''],
  );
}

export function readVerdicts(db: Database, runIds: readonly number[], test?: string): HistoryVerdictRow[] {
  if (runIds.length === 0) return [];
  const ids = runIds.map(Number).join(',');
  return rows(
    db,
    HistoryVerdictRow,
    `SELECT run_id, test, grp, verdict, order_dependent FROM verdicts WHERE run_id IN (${ids}) AND (? = '' OR test = ?)`,
    [test ?? '', test ?? ''],
  );
}

/**
 * The last `perTest` determined durations of every test (passed or failed on a device; newest first),
 * for the scheduler: a window function keeps the query one pass whatever the history's length.
 */
export function readRecentDurations(db: Database, perTest: number): Map<string, number[]> {
  const found = db.all(
    `SELECT test, duration_ms FROM (
       SELECT e.test, e.duration_ms,
         ROW_NUMBER() OVER (PARTITION BY e.test ORDER BY r.started_at DESC, e.id DESC) AS n
       FROM executions e JOIN runs r ON r.id = e.run_id
       WHERE e.outcome IN ('passed', 'failed') AND e.duration_ms IS NOT NULL AND e.serial != '')
     WHERE n <= ?`,
    [perTest],
  );
  const out = new Map<string, number[]>();
  for (const row of found) {
    const test = String(row.test);
    out.set(test, [...(out.get(test) ?? []), Number(row.duration_ms)]);
  }
  return out;
}
