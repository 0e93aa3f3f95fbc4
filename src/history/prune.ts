import { type Database, transaction, withHistoryDatabase } from './database.js';

const DAY_MS = 86_400_000;

/**
 * Delete the runs that started before `before` (ISO 8601), with their executions and verdicts (the
 * tables' ON DELETE CASCADE). Returns how many runs went. Quarantine is not in this database
 * (quarantine.json), so no pruning ever lifts or ends one.
 */
export function deleteRunsBefore(db: Database, before: string): number {
  return Number(db.run('DELETE FROM runs WHERE started_at < ?', [before]).changes);
}

/** The start of the period `keepDays` days before `from`: runs older than it are pruned. */
export function keepFrom(from: Date, keepDays: number): Date {
  return new Date(from.getTime() - keepDays * DAY_MS);
}

/**
 * `droidheal history prune`: delete the runs older than `before` under the history's lock (a run that
 * finishes meanwhile waits for it, then records as usual), then VACUUM so the file gives the space back.
 */
export async function pruneHistory(
  file: string,
  before: Date,
): Promise<{ database: string; before: string; removed: number; kept: number }> {
  return withHistoryDatabase(
    file,
    (db) => {
      const removed = transaction(db, () => deleteRunsBefore(db, before.toISOString()));
      // outside any transaction, as SQLite requires; skipped when nothing went (it rewrites the whole file)
      if (removed > 0) db.exec('VACUUM');
      const kept = Number(db.get('SELECT COUNT(*) AS n FROM runs')?.n ?? 0);
      return { database: file, before: before.toISOString(), removed, kept };
    },
    { create: false },
  );
}
