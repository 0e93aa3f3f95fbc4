import { type TestId, testKey } from '../config/outcome.js';

/** Tests that one device runs with one `am instrument` call. */
export interface Batch {
  group: string;
  tests: TestId[];
  /** sum of the tests' estimated durations */
  estimateMs: number;
}

export interface BatchOptions {
  group: string;
  /** estimated duration of a test by key (see durationEstimator) */
  estimate: (key: string) => number;
  /** most tests per batch; default: a whole class */
  batchSize?: number;
  /**
   * Longest a batch should be expected to take. A class longer than this is split, so one slow
   * class cannot become the tail of the run. Default: no limit.
   */
  targetBatchMs?: number;
}

/**
 * Batch by class (one instrumentation launch per class keeps the per-launch cost low), splitting a
 * class by size and by expected time. Within a class the longest tests go first, so the split
 * pieces are themselves longest-first.
 */
export function makeBatches(tests: readonly TestId[], opts: BatchOptions): Batch[] {
  const byClass = new Map<string, TestId[]>();
  for (const t of tests) {
    const list = byClass.get(t.class) ?? [];
    list.push(t);
    byClass.set(t.class, list);
  }
  const maxTests = opts.batchSize ?? Infinity;
  const maxMs = opts.targetBatchMs ?? Infinity;
  const batches: Batch[] = [];
  for (const classTests of byClass.values()) {
    const sorted = classTests.map((t) => ({ t, ms: opts.estimate(testKey(t)) })).sort((a, b) => b.ms - a.ms);
    let current: Batch | undefined;
    for (const { t, ms } of sorted) {
      // a batch always holds its first test, however long: a test longer than maxMs runs alone
      if (!current || current.tests.length >= maxTests || current.estimateMs + ms > maxMs) {
        current = { group: opts.group, tests: [], estimateMs: 0 };
        batches.push(current);
      }
      current.tests.push(t);
      current.estimateMs += ms;
    }
  }
  return batches;
}
