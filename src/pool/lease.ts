import type { DeviceFacts, GroupStatus } from '../config/device-facts.js';
import type { UndeterminedReason } from '../config/outcome.js';
import { DroidhealError } from '../errors.js';
import { type DeviceLocks, describeHolder } from './device-lock.js';

/** What to lease: any ready device of a group, or one device by serial. */
export type LeaseTarget = { group: string } | { serial: string };

export interface LeaseOptions {
  signal?: AbortSignal;
  /** give up waiting for a free device after this many ms (default: wait while waiting can help) */
  timeoutMs?: number;
}

/** An exclusive hold on one device. Release it on every path (or use `await using`). */
export interface Lease {
  readonly serial: string;
  /** the device's facts when it was leased */
  readonly device: DeviceFacts;
  /** aborted when the device turns lost, hung, offline or reboots while leased; `reason` says which */
  readonly signal: AbortSignal;
  /** idempotent */
  release(): void;
  [Symbol.dispose](): void;
}

/** Why no device could be leased: the undetermined reason the checks of that target get. */
export class NoDeviceError extends DroidhealError {
  constructor(
    message: string,
    readonly reason: UndeterminedReason,
  ) {
    super(message, { code: 'ERR_NO_DEVICE' });
  }
}

/** Why a lease's signal was aborted. */
export interface LeaseLoss {
  serial: string;
  state: DeviceFacts['state'];
  reason: UndeterminedReason;
  detail: string;
}

interface Waiter {
  target: LeaseTarget;
  resolve: (l: Lease) => void;
  reject: (e: Error) => void;
}

/** What the lease book needs from the pool. */
export interface LeaseSource {
  devices(): DeviceFacts[];
  groups(): GroupStatus[];
}

/** While a waiter waits for a device another process holds, look again this often (it cannot tell us). */
const FOREIGN_POLL_MS = 250;

function describe(t: LeaseTarget): string {
  return 'group' in t ? `group "${t.group}"` : `device ${t.serial}`;
}

/**
 * Exclusive leases over the pool's ready devices. Waiters are served in order whenever a device
 * frees up or turns ready; a waiter whose target cannot be served at all (no matching device that
 * is ready, leased or still booting) is rejected at once with the group's undetermined reason,
 * rather than waiting forever. With `locks`, a lease also holds the device's cross-process lock:
 * a device another process holds is skipped for a free one, or waited for (polled) when none is.
 */
export class LeaseBook {
  private readonly held = new Map<string, { controller: AbortController }>();
  private waiters: Waiter[] = [];
  private closed = false;
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly source: LeaseSource,
    private readonly locks?: DeviceLocks,
  ) {}

  leasedSerials(): string[] {
    return [...this.held.keys()];
  }

  acquire(target: LeaseTarget, opts: LeaseOptions = {}): Promise<Lease> {
    if (this.closed) return Promise.reject(new NoDeviceError('the pool is closed', 'not-run'));
    if ('group' in target && !this.source.groups().some((g) => g.name === target.group))
      return Promise.reject(new NoDeviceError(`unknown group "${target.group}"`, 'no-device'));
    return new Promise<Lease>((resolve, reject) => {
      const waiter: Waiter = { target, resolve, reject };
      let timer: NodeJS.Timeout | undefined;
      const cleanup = () => {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
      };
      const drop = (err: Error) => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        cleanup();
        reject(err);
      };
      const onAbort = () => drop(new NoDeviceError(`waiting for ${describe(target)} was cancelled`, 'not-run'));
      if (opts.signal?.aborted) return onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      if (opts.timeoutMs !== undefined)
        timer = setTimeout(
          () =>
            drop(
              new NoDeviceError(
                `no device of ${describe(target)} became free within ${opts.timeoutMs} ms${this.heldElsewhereNote(target)}`,
                'no-device',
              ),
            ),
          opts.timeoutMs,
        );
      waiter.resolve = (l) => {
        cleanup();
        resolve(l);
      };
      waiter.reject = (e) => {
        cleanup();
        reject(e);
      };
      this.waiters.push(waiter);
      this.serve();
    });
  }

  /** Re-match waiters against the devices: call on every pool change and release. */
  serve(): void {
    if (this.closed) return;
    const devices = this.source.devices();
    let heldElsewhere = false;
    for (const w of [...this.waiters]) {
      const candidates = devices.filter((d) =>
        'group' in w.target ? d.groups.includes(w.target.group) : d.serial === w.target.serial,
      );
      const ready = candidates.filter((d) => d.state === 'ready' && !this.held.has(d.serial));
      // first ready device whose lock this process gets: a device another job holds is skipped
      let free: DeviceFacts | undefined;
      try {
        free = ready.find((d) => !this.locks || this.locks.tryLock(d.server, d.serial).ok);
      } catch (e) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.reject(
          new NoDeviceError(
            `cannot lock devices in ${this.locks?.dir}: ${(e as Error).message} (set DROIDHEAL_LOCK_DIR to a writable directory)`,
            'not-run',
          ),
        );
        continue;
      }
      if (free) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.resolve(this.grant(free));
        continue;
      }
      if (ready.length > 0) heldElsewhere = true;
      const hopeful = ready.length > 0 || candidates.some((d) => this.held.has(d.serial) || d.state === 'booting');
      if (hopeful) continue;
      const g =
        'group' in w.target
          ? this.source.groups().find((x) => x.name === (w.target as { group: string }).group)
          : undefined;
      if (g?.reason === 'booting') continue; // an emulator for it is still starting
      this.waiters = this.waiters.filter((x) => x !== w);
      const device = candidates[0];
      w.reject(
        g
          ? new NoDeviceError(
              `${describe(w.target)} has no ready device: ${g.detail ?? g.reason}`,
              g.reason ?? 'no-device',
            )
          : new NoDeviceError(
              device
                ? `device ${device.serial} is ${device.state}`
                : `device ${(w.target as { serial: string }).serial} is not attached`,
              'no-device',
            ),
      );
    }
    // another process gives its device back without telling us: look again soon
    if (heldElsewhere && !this.poll && this.waiters.length > 0)
      this.poll = setTimeout(() => {
        this.poll = undefined;
        this.serve();
      }, FOREIGN_POLL_MS);
  }

  /** " (127.0.0.1:5555 leased by pid N (command))" for the target's devices other processes hold */
  private heldElsewhereNote(target: LeaseTarget): string {
    if (!this.locks) return '';
    const notes = this.source
      .devices()
      .filter((d) => ('group' in target ? d.groups.includes(target.group) : d.serial === target.serial))
      .flatMap((d) => {
        const h = this.locks!.holder(d.server, d.serial);
        return h ? [`${d.serial} leased by ${describeHolder(h)}`] : [];
      });
    return notes.length ? ` (${notes.join('; ')})` : '';
  }

  /** A leased device became unusable or rebooted: abort its lease's signal (the runner reacts). */
  deviceLost(facts: DeviceFacts, loss: Omit<LeaseLoss, 'serial' | 'state'>): void {
    const h = this.held.get(facts.serial);
    if (h && !h.controller.signal.aborted)
      h.controller.abort({ serial: facts.serial, state: facts.state, ...loss } satisfies LeaseLoss);
  }

  /** Release everything and reject all waiters (pool close, SIGINT). */
  close(): void {
    this.closed = true;
    clearTimeout(this.poll);
    this.poll = undefined;
    for (const w of this.waiters) w.reject(new NoDeviceError('the pool was closed while waiting', 'not-run'));
    this.waiters = [];
    for (const [serial, h] of this.held) {
      h.controller.abort({ serial, state: 'lost', reason: 'not-run', detail: 'pool closed' } satisfies LeaseLoss);
    }
    this.held.clear();
    this.locks?.unlockAll();
  }

  private grant(device: DeviceFacts): Lease {
    const controller = new AbortController();
    const entry = { controller };
    this.held.set(device.serial, entry);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (this.held.get(device.serial) === entry) {
        this.held.delete(device.serial);
        this.locks?.unlock(device.server, device.serial);
      }
      this.serve();
    };
    return { serial: device.serial, device, signal: controller.signal, release, [Symbol.dispose]: release };
  }
}
