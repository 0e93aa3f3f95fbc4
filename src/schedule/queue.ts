import type { TestId, UndeterminedReason } from '../config/outcome.js';

/** Why a piece of work is queued. */
export type WorkPurpose =
  /** first run of these tests in this group */
  | 'run'
  /** a re-run after an undetermined execution (device lost, hung, …) */
  | 'reschedule'
  /**
   * a re-run of a failed test to tell fail from flaky: first on the same device (`WorkItem.device`),
   * then, if it failed again, on a different device of the group (device-specific or not)
   */
  | 'confirm';

export interface WorkItem {
  group: string;
  tests: TestId[];
  estimateMs: number;
  purpose: WorkPurpose;
  /** devices that already ran these tests; another device is preferred */
  avoid: ReadonlySet<string>;
  /** the undetermined reason that sent this work back, kept in case no device can take it */
  lastReason?: UndeterminedReason;
  /** only this device may run it (a failure's re-check on the device it failed on) */
  device?: string;
}

/**
 * The work of one device group. Ready devices pull from it, longest estimate first; a device
 * that already ran an item gets it only when no other live device of the group could (and never
 * for a confirmation on another device); an item pinned to a device goes to that device only.
 */
export class GroupQueue {
  private items: WorkItem[] = [];

  constructor(readonly group: string) {}

  get size(): number {
    return this.items.length;
  }

  /** the estimate of everything queued */
  get queuedMs(): number {
    return this.items.reduce((sum, i) => sum + i.estimateMs, 0);
  }

  push(item: WorkItem): void {
    // insertion sort keeps the queue ordered by estimate, longest first; equal estimates stay FIFO
    const at = this.items.findIndex((i) => i.estimateMs < item.estimateMs);
    if (at === -1) this.items.push(item);
    else this.items.splice(at, 0, item);
  }

  /** The longest item `serial` may run now, given the group's live devices. */
  peek(serial: string, live: ReadonlySet<string>): WorkItem | undefined {
    return this.items.find((i) => mayRun(i, serial, live));
  }

  take(serial: string, live: ReadonlySet<string>): WorkItem | undefined {
    const item = this.peek(serial, live);
    if (item) this.items.splice(this.items.indexOf(item), 1);
    return item;
  }

  /** Remove and return the longest item `serial` may run now that also passes `fits` (merge.ts). */
  takeFitting(serial: string, live: ReadonlySet<string>, fits: (item: WorkItem) => boolean): WorkItem | undefined {
    const at = this.items.findIndex((i) => mayRun(i, serial, live) && fits(i));
    return at === -1 ? undefined : this.items.splice(at, 1)[0];
  }

  /** Remove and return the items no live device of the group may ever run. */
  drainOrphans(live: ReadonlySet<string>): WorkItem[] {
    const orphans = this.items.filter((i) => ![...live].some((s) => mayRun(i, s, live)));
    this.items = this.items.filter((i) => !orphans.includes(i));
    return orphans;
  }

  /** Remove everything (the run was interrupted). */
  drainAll(): WorkItem[] {
    const all = this.items;
    // Stryker disable next-line ArrayDeclaration: equivalent — drainAll is the run's last use of the queue
    this.items = [];
    return all;
  }
}

function mayRun(item: WorkItem, serial: string, live: ReadonlySet<string>): boolean {
  if (!live.has(serial)) return false;
  if (item.device !== undefined) return item.device === serial;
  if (!item.avoid.has(serial)) return true;
  if (item.purpose === 'confirm') return false;
  // a re-run may go back to a device that already had it only when it is the last one standing
  return [...live].every((s) => item.avoid.has(s));
}
