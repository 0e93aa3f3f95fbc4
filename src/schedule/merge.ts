import { type TestId, testKey } from '../config/outcome.js';
import type { WorkItem } from './queue.js';

/**
 * Several first-run batches in one `am instrument` launch (isolation none only: the tests of those
 * classes then share one instrumentation process). Factoring: while much is queued, a device takes
 * half of its share of what is left, so launches fall from one per class to a few per device, and the
 * pieces shrink back to single classes (and the tail's halves, tail.ts) as the queue runs out.
 */

/** `-e class A#m,B#n,…` stays within what an old adbd takes as one command (4 KB with the rest of the line). */
export const MAX_MERGED_FILTER_CHARS = 3000;

/** How long a merged batch may be expected to take: half of each live device's share of the queue. */
export function mergeTargetMs(queuedMs: number, liveDevices: number): number {
  return queuedMs / (2 * Math.max(1, liveDevices));
}

/** Only a first run no device is tied to may share a launch: re-runs and re-checks keep their own. */
export function isMergeable(item: WorkItem): boolean {
  return item.purpose === 'run' && item.device === undefined && item.avoid.size === 0;
}

/** The length of the tests' part of the `-e class` value. */
export function filterChars(tests: readonly TestId[]): number {
  return tests.reduce((sum, t) => sum + testKey(t).length + 1, 0);
}

/**
 * `item` grown by the next queued items `takeNext` hands over (longest first) while the batch stays
 * within `targetMs` and the filter's length; `takeNext` is given the room left and removes what it returns.
 */
export function mergeQueued(
  item: WorkItem,
  targetMs: number,
  takeNext: (fits: (next: WorkItem) => boolean) => WorkItem | undefined,
): WorkItem {
  if (!isMergeable(item)) return item;
  let tests = item.tests;
  let estimateMs = item.estimateMs;
  let chars = filterChars(tests);
  for (;;) {
    const next = takeNext(
      (n) =>
        isMergeable(n) &&
        estimateMs + n.estimateMs <= targetMs &&
        chars + filterChars(n.tests) <= MAX_MERGED_FILTER_CHARS,
    );
    if (!next) break;
    tests = [...tests, ...next.tests];
    estimateMs += next.estimateMs;
    chars += filterChars(next.tests);
  }
  return tests === item.tests ? item : { ...item, tests, estimateMs };
}
