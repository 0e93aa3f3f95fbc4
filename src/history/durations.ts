import { withHistoryDatabase } from './database.js';
import { readRecentDurations } from './read.js';
import { median } from './stats.js';

/** How many of a test's latest determined runs its duration estimate is the median of. */
export const RECENT_DURATIONS = 5;

/**
 * Each test's median duration over its last RECENT_DURATIONS passed or failed executions on a device,
 * with how many that was: the scheduler's estimate (a median, so one slow run on a busy device does not
 * reorder the next run's batches).
 */
export async function recentDurations(file: string): Promise<Map<string, { durationMs: number; runs: number }>> {
  const recent = await withHistoryDatabase(file, (db) => readRecentDurations(db, RECENT_DURATIONS), { create: false });
  return new Map([...recent].map(([test, ds]) => [test, { durationMs: median(ds)!, runs: ds.length }]));
}
