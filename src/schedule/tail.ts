import { type TestId, testKey } from '../config/outcome.js';
import type { WorkItem } from './queue.js';

/**
 * What one more batch costs beyond its tests (launching `am instrument`, the health probe after
 * it), learned during the run: a batch's wall time minus the test time it reported, median.
 */
export class LaunchCost {
  private readonly samples: number[] = [];

  record(wallMs: number, testMs: number): void {
    this.samples.push(Math.max(0, wallMs - testMs));
  }

  /** undefined until a batch has ended */
  get ms(): number | undefined {
    if (this.samples.length === 0) return undefined;
    const s = [...this.samples].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
  }
}

export interface TailContext {
  /** estimate of the group's work still queued, without this item */
  queuedMs: number;
  liveDevices: number;
  launchMs: number | undefined;
  estimate: (key: string) => number;
}

/**
 * At the tail of a run, a device that takes a whole class while the queue cannot keep the other
 * devices busy for as long would finish last alone. Then the class is halved (by estimate): this
 * device runs one half, the other half goes back for the next free device. Only first runs are
 * split, only with several devices, and only when each half still outweighs two launches — a
 * split costs one more launch. Returns the piece to run now and the piece to queue, if any.
 */
export function splitAtTail(item: WorkItem, ctx: TailContext): [WorkItem] | [WorkItem, WorkItem] {
  if (item.purpose !== 'run' || item.device !== undefined || item.tests.length < 2) return [item];
  if (ctx.liveDevices < 2 || ctx.launchMs === undefined) return [item];
  if (ctx.queuedMs >= (ctx.liveDevices - 1) * item.estimateMs) return [item];
  if (item.estimateMs / 2 <= 2 * ctx.launchMs) return [item];
  const halves: Array<{ tests: TestId[]; ms: number }> = [
    { tests: [], ms: 0 },
    { tests: [], ms: 0 },
  ];
  const byLength = item.tests.map((t) => ({ t, ms: ctx.estimate(testKey(t)) })).sort((a, b) => b.ms - a.ms);
  for (const { t, ms } of byLength) {
    const lighter = halves[0]!.ms <= halves[1]!.ms ? halves[0]! : halves[1]!;
    lighter.tests.push(t);
    lighter.ms += ms;
  }
  const [a, b] = halves as [{ tests: TestId[]; ms: number }, { tests: TestId[]; ms: number }];
  return [
    { ...item, tests: a.tests, estimateMs: a.ms },
    { ...item, tests: b.tests, estimateMs: b.ms },
  ];
}
