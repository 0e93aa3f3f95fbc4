import { AbortFanOut } from '../adb/abort-fan-out.js';
import { type Execution, groupTestKey, type TestId, testKey, type UndeterminedReason } from '../config/outcome.js';
import { isReschedulable } from '../verdict/outcome.js';
import { makeBatches } from './batches.js';
import { mergeQueued, mergeTargetMs } from './merge.js';
import { GroupQueue, type WorkItem, type WorkPurpose } from './queue.js';
import { LaunchCost, splitAtTail } from './tail.js';

/** A leased device as the scheduler sees it: a serial and the groups it serves. */
export interface ScheduleDevice {
  serial: string;
  groups: readonly string[];
}

/** What a device is asked to run. */
export interface ScheduledBatch {
  group: string;
  tests: TestId[];
  purpose: WorkPurpose;
}

/**
 * What a device gave back for one batch of a check (the contract between check kinds and the
 * scheduler). `executions` holds one entry per test that started (a run that died keeps the
 * results it observed); tests without an entry never started and are re-queued.
 */
export interface BatchOutcome {
  executions: Array<Omit<Execution, 'attempt' | 'group'>>;
  /** false when the device must not get more work (lost, hung, rebooted, lease gone) */
  deviceUsable: boolean;
  /** why the batch ended early, given to tests that never started if they cannot be re-queued */
  stopReason?: UndeterminedReason;
  /** one line on what ended it, kept with those tests */
  stopDetail?: string;
  /**
   * runs the check made of its own accord after the batch (a failure re-run alone to tell an
   * order-dependent test): recorded after the batch's own as further attempts, so every run a device
   * completed is in the report, never re-checked themselves
   */
  reruns?: Array<Omit<Execution, 'attempt' | 'group'>>;
}

export type RunBatch = (device: ScheduleDevice, batch: ScheduledBatch, signal: AbortSignal) => Promise<BatchOutcome>;

export type ScheduleEvent =
  | { type: 'batch-start'; device: string; batch: ScheduledBatch }
  | { type: 'execution'; execution: Execution }
  | { type: 'device-retired'; device: string; reason?: UndeterminedReason };

export interface ScheduleOptions {
  /** each group with the tests it must run */
  groups: ReadonlyArray<{ name: string; tests: readonly TestId[] }>;
  /** ready devices at the start; a device retires when a batch says it is unusable */
  devices: readonly ScheduleDevice[];
  runBatch: RunBatch;
  estimate: (key: string) => number;
  batchSize?: number;
  /** bound on re-runs of a test after undetermined executions (docs/architecture.md, "Verdicts") */
  reschedule: number;
  confirmFailures: boolean;
  signal?: AbortSignal;
  onEvent?: (e: ScheduleEvent) => void;
  /** clock for the launch cost of a batch (splitAtTail); tests give their own. Default performance.now */
  now?: () => number;
  /** halve a class at the tail of the run (`tail.ts`); default true, false for `bench rack`'s baseline */
  splitTail?: boolean;
  /**
   * first-run batches of different classes may share one launch (`merge.ts`): only when the check
   * keeps no isolation between classes. Default false
   */
  mergeClasses?: boolean;
}

/**
 * Run every group's tests on its devices: one worker per device pulls batches from the queues of
 * its groups (longest first), undetermined work is re-queued for another device (bounded),
 * failures are confirmed on a different device, and every test ends with at least one execution.
 */
export async function runSchedule(opts: ScheduleOptions): Promise<Execution[]> {
  const state = new ScheduleState(opts);
  try {
    await Promise.all(opts.devices.map((d) => state.work(d)));
  } finally {
    state.dispose();
  }
  state.finish();
  return state.executions;
}

class ScheduleState {
  readonly executions: Execution[] = [];
  private readonly queues = new Map<string, GroupQueue>();
  private readonly live = new Map<string, Set<string>>(); // group → live serials
  private readonly attempts = new Map<string, number>(); // group|test → executions so far
  private readonly requeues = new Map<string, number>(); // group|test → times sent back
  private readonly confirming = new Set<string>(); // group|test with a re-check queued or run
  private waiters: Array<() => void> = [];
  private inFlight = 0;
  private readonly signal: AbortSignal;
  /** each device's worker gets its own child of the run's signal: one listener on it, not one per device */
  private readonly abortFanOut: AbortFanOut;
  private readonly launch = new LaunchCost();

  constructor(private readonly opts: ScheduleOptions) {
    this.signal = opts.signal ?? new AbortController().signal;
    for (const g of opts.groups) {
      const queue = new GroupQueue(g.name);
      this.queues.set(g.name, queue);
      const serials = new Set(opts.devices.filter((d) => d.groups.includes(g.name)).map((d) => d.serial));
      this.live.set(g.name, serials);
      if (serials.size === 0) {
        // Nothing can run here: every test is undetermined, and says so, rather than missing.
        for (const t of g.tests)
          this.record(g.name, {
            test: t,
            device: '',
            outcome: 'undetermined',
            reason: 'no-device',
            detail: `no ready device in group "${g.name}"`,
          });
        continue;
      }
      // With several devices, pieces of at most a quarter of a device's share keep the tail short
      // (a whole slow class last would leave the others idle); one device gains nothing from it.
      const perDevice = totalMs(g.tests, opts.estimate) / serials.size;
      const targetBatchMs = serials.size > 1 ? perDevice / 4 : undefined;
      for (const b of makeBatches(g.tests, {
        group: g.name,
        estimate: opts.estimate,
        batchSize: opts.batchSize,
        targetBatchMs,
      })) {
        queue.push({ group: g.name, tests: b.tests, estimateMs: b.estimateMs, purpose: 'run', avoid: new Set() });
      }
    }
    // A worker only waits while a batch is in flight or queued work awaits a device, and every
    // settle wakes it; waking it on abort as well only lets it return sooner.
    this.abortFanOut = new AbortFanOut(this.signal, () => this.notify());
  }

  async work(device: ScheduleDevice): Promise<void> {
    const stop = this.abortFanOut.child();
    try {
      await this.serve(device, stop.signal);
    } finally {
      stop.release();
    }
  }

  dispose(): void {
    this.abortFanOut[Symbol.dispose]();
  }

  /** One device's loop: take, run, settle, until nothing is left for it. */
  private async serve(device: ScheduleDevice, signal: AbortSignal): Promise<void> {
    for (;;) {
      if (this.signal.aborted || !this.isLive(device.serial)) return;
      const item = this.take(device);
      if (!item) {
        if (this.isDone()) return;
        await new Promise<void>((resolve) => this.waiters.push(resolve));
        continue;
      }
      const batch: ScheduledBatch = { group: item.group, tests: item.tests, purpose: item.purpose };
      this.opts.onEvent?.({ type: 'batch-start', device: device.serial, batch });
      this.inFlight++;
      let outcome: BatchOutcome;
      try {
        outcome = await this.timed(() => this.opts.runBatch(device, batch, signal));
      } catch (err) {
        // A runner bug or an adb error we did not classify: the tests have no determination,
        // and this device is not trusted with more work.
        outcome = {
          executions: [],
          deviceUsable: false,
          stopReason: 'run-incomplete',
          stopDetail: `the runner failed: ${(err as Error)?.message ?? String(err)}`,
        };
      }
      this.inFlight--;
      if (!outcome.deviceUsable) this.retire(device, outcome.stopReason);
      this.settle(device.serial, item, outcome);
      this.dropOrphans();
      this.notify();
    }
  }

  /** After the workers stop: whatever is still queued (interrupted run) gets no verdict. */
  finish(): void {
    for (const q of this.queues.values()) {
      for (const item of q.drainAll()) this.giveUp(item, item.lastReason ?? 'not-run');
    }
  }

  private take(device: ScheduleDevice): WorkItem | undefined {
    // Of the device's groups, serve the one whose next item is the longest (longest-first overall).
    let best: GroupQueue | undefined;
    let bestMs = -1;
    for (const g of device.groups) {
      const q = this.queues.get(g);
      if (!q) continue; // a group the device serves that has no tests in this run
      const head = q.peek(device.serial, this.live.get(g)!);
      if (head && head.estimateMs > bestMs) {
        best = q;
        bestMs = head.estimateMs;
      }
    }
    const queue = best;
    const taken = queue?.take(device.serial, this.live.get(queue.group)!);
    if (!queue || !taken) return taken;
    const live = this.live.get(queue.group)!;
    const item = this.opts.mergeClasses
      ? mergeQueued(taken, mergeTargetMs(queue.queuedMs + taken.estimateMs, live.size), (fits) =>
          queue.takeFitting(device.serial, live, fits),
        )
      : taken;
    if (this.opts.splitTail === false) return item;
    const [now, later] = splitAtTail(item, {
      queuedMs: queue.queuedMs,
      liveDevices: live.size,
      launchMs: this.launch.ms,
      estimate: this.opts.estimate,
    });
    if (later) queue.push(later);
    return now;
  }

  /** Run a batch, learning what a launch costs beyond the test time the batch reports. */
  private async timed(run: () => Promise<BatchOutcome>): Promise<BatchOutcome> {
    const now = this.opts.now ?? (() => performance.now());
    const t0 = now();
    const outcome = await run();
    const testMs = outcome.executions.reduce((sum, e) => sum + (e.durationMs ?? 0), 0);
    if (outcome.deviceUsable && outcome.executions.every((e) => e.durationMs !== undefined))
      this.launch.record(now() - t0, testMs);
    return outcome;
  }

  private settle(serial: string, item: WorkItem, outcome: BatchOutcome): void {
    const byKey = new Map(outcome.executions.map((e) => [testKey(e.test), e]));
    const back: TestId[] = [];
    let backReason: UndeterminedReason | undefined;
    for (const t of item.tests) {
      const key = this.key(item.group, t);
      const e = byKey.get(testKey(t));
      if (!e) {
        // never started: not an attempt, but it still counts towards the bound so a device that
        // dies on launch cannot loop forever
        if (this.mayRequeue(key)) back.push(t);
        else
          this.record(item.group, {
            test: t,
            device: serial,
            outcome: 'undetermined',
            reason: outcome.stopReason ?? item.lastReason ?? 'retries-exhausted',
            detail: `never started: its batch ended early${outcome.stopDetail ? ` (${outcome.stopDetail})` : ''}`,
          });
        continue;
      }
      this.record(item.group, { ...e, device: e.device || serial });
      if (e.outcome === 'undetermined' && e.reason && isReschedulable(e.reason) && this.mayRequeue(key)) {
        back.push(t);
        backReason = e.reason;
      } else if (e.outcome === 'failed' && this.opts.confirmFailures) {
        this.confirm(item, serial, t, key);
      }
    }
    for (const e of outcome.reruns ?? []) this.record(item.group, { ...e, device: e.device || serial });
    if (back.length > 0) {
      this.queues.get(item.group)!.push({
        group: item.group,
        tests: back,
        estimateMs: totalMs(back, this.opts.estimate),
        purpose: item.purpose === 'confirm' ? 'confirm' : 'reschedule',
        avoid: new Set([...item.avoid, serial]),
        lastReason: backReason ?? outcome.stopReason ?? item.lastReason,
      });
    }
  }

  /**
   * A failure is re-checked at most twice: first on the device it failed on (a pass there → flaky),
   * then, once it failed there again, on another device of the group (a pass there → it fails on
   * that device only: device-specific). A failure in the second re-check, or in one that had to
   * move off a lost device, is the last word.
   */
  private confirm(item: WorkItem, serial: string, t: TestId, key: string): void {
    const first = !this.confirming.has(key);
    // only the re-check on the device it failed on is pinned to that device
    if (!first && item.device !== serial) return;
    this.confirming.add(key);
    this.queues.get(item.group)!.push({
      group: item.group,
      tests: [t],
      estimateMs: this.opts.estimate(testKey(t)),
      purpose: 'confirm',
      avoid: new Set([...item.avoid, serial]),
      ...(first ? { device: serial } : {}),
    });
  }

  private mayRequeue(key: string): boolean {
    const n = this.requeues.get(key) ?? 0;
    if (n >= this.opts.reschedule) return false;
    this.requeues.set(key, n + 1);
    return true;
  }

  /** Items no live device may take: re-runs keep the undetermined they had; confirmations just end. */
  private dropOrphans(): void {
    for (const [group, q] of this.queues) {
      // a pinned re-check comes back unpinned and may be an orphan itself: drain until none is left
      for (let orphans = q.drainOrphans(this.live.get(group)!); orphans.length > 0; ) {
        for (const item of orphans) this.dropOrphan(q, item);
        orphans = q.drainOrphans(this.live.get(group)!);
      }
    }
  }

  private dropOrphan(q: GroupQueue, item: WorkItem): void {
    if (this.signal.aborted)
      this.giveUp(item, 'not-run'); // interrupted: nothing is known about the rest
    else if (item.purpose === 'run') this.giveUp(item, 'no-device');
    else if (item.purpose === 'reschedule') this.giveUp(item, item.lastReason ?? 'no-device');
    // the device it failed on left before the re-check there: re-check on another one instead
    else if (item.device !== undefined) {
      const { device: _pinned, ...rest } = item;
      q.push(rest);
    }
    // any other confirmation no device may take just ends: the failure it re-checks stands
  }

  /** Tests that will not run again: an undetermined execution only if they have none yet. */
  private giveUp(item: WorkItem, reason: UndeterminedReason): void {
    for (const t of item.tests) {
      if ((this.attempts.get(this.key(item.group, t)) ?? 0) > 0) continue;
      this.record(item.group, { test: t, device: '', outcome: 'undetermined', reason, detail: `not run: ${reason}` });
    }
  }

  private record(group: string, e: Omit<Execution, 'attempt' | 'group'>): void {
    const key = this.key(group, e.test);
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    const execution: Execution = { ...e, group, attempt };
    this.executions.push(execution);
    this.opts.onEvent?.({ type: 'execution', execution });
  }

  private retire(device: ScheduleDevice, reason?: UndeterminedReason): void {
    for (const g of device.groups) this.live.get(g)?.delete(device.serial);
    this.opts.onEvent?.({ type: 'device-retired', device: device.serial, reason });
  }

  private isLive(serial: string): boolean {
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent — take() gives a retired device nothing, so this only ends its worker sooner
    for (const s of this.live.values()) if (s.has(serial)) return true;
    // Stryker disable next-line BooleanLiteral: equivalent, as above
    return false;
  }

  /** Only asked after `work()` saw the signal not aborted, in the same tick. */
  private isDone(): boolean {
    if (this.inFlight > 0) return false;
    // with nothing in flight, dropOrphans leaves only work some worker takes before any other wakes, so
    // whether this loop runs at all cannot be told apart from outside
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent, as said above
    for (const q of this.queues.values()) if (q.size > 0) return false;
    return true;
  }

  private notify(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const resolve of w) resolve();
  }

  private key(group: string, t: TestId): string {
    return groupTestKey(group, t);
  }
}

function totalMs(tests: readonly TestId[], estimate: (key: string) => number): number {
  return tests.reduce((sum, t) => sum + estimate(testKey(t)), 0);
}
