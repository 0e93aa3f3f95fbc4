import { type AdbServer, adbServer } from '../adb/call.js';
import { parseServerAddress } from '../adb/client.js';
import type { DeviceFacts, GroupStatus, PoolSnapshot } from '../config/device-facts.js';
import type { Group, Rack } from '../config/rack.js';
import { type Lease, openPool, type Pool } from '../pool/index.js';
import type { CheckDevice } from './kind.js';

/**
 * What a run holds on the rack: the pool (servers, virtual devices and emulators it started,
 * discovery) and one lease per ready device it uses. `close()` gives all of it back — call it on
 * every path (finally; SIGINT aborts the signal, which also closes the pool).
 */
export interface RackSession {
  /** leased ready devices, each with the groups it serves and a signal that fires when it is lost */
  devices: CheckDevice[];
  /** the covered groups as the pool saw them when the run started */
  groups: GroupStatus[];
  snapshot(): PoolSnapshot;
  close(): Promise<void>;
}

export interface RackSessionOptions {
  /** groups the run covers; only devices of these are leased */
  groups: readonly Group[];
  /** wait at most this long for freshly connected devices to settle (booting → ready) */
  settleMs?: number;
  /** a group whose ready devices are all held by other droidheal jobs waits this long for one (default 0) */
  leaseWaitMs?: number;
  /** told before waiting for a group whose devices other jobs hold */
  onWait?: (group: string, ms: number) => void;
  signal: AbortSignal;
}

export async function openRackSession(rack: Rack, opts: RackSessionOptions): Promise<RackSession> {
  // the pool judges exactly the groups this run covers (the run may add an implicit "all" group)
  const pool: Pool = await openPool({ ...rack, groups: [...opts.groups] }, { signal: opts.signal });
  const leases: Lease[] = [];
  const close = async () => {
    for (const l of leases.splice(0)) l.release();
    await pool.close();
  };
  try {
    await pool.settled();
    await settle(pool, opts.settleMs ?? 5000, opts.signal);
    const servers = new Map<string, AdbServer>();
    const serverOf = (d: DeviceFacts) => {
      if (!servers.has(d.server)) servers.set(d.server, adbServer(parseServerAddress(d.server)));
      return servers.get(d.server)!;
    };
    const wanted = new Set(opts.groups.map((g) => g.name));
    // a stable order (by serial) makes runs reproducible: the first device takes the longest batch
    // take every free device now; one another droidheal job holds is not waited for here
    for (const d of [...pool.devices()].sort((a, b) => a.serial.localeCompare(b.serial))) {
      if (d.state !== 'ready' || d.leasedBy !== undefined || !d.groups.some((g) => wanted.has(g))) continue;
      try {
        leases.push(await pool.lease({ serial: d.serial }, { signal: opts.signal, timeoutMs: 2000 }));
      } catch {
        // it went away (or another job took it) between the snapshot and the lease: the pool reports it
      }
    }
    // a group left with no device, whose ready devices other jobs hold, waits for the first one freed
    const served = new Set(leases.flatMap((l) => l.device.groups));
    const waiting = [...wanted].filter(
      (g) => !served.has(g) && pool.devices().some((d) => d.state === 'ready' && d.groups.includes(g)),
    );
    const waitMs = opts.leaseWaitMs ?? 0;
    await Promise.all(
      waiting.map(async (group) => {
        if (waitMs > 0) opts.onWait?.(group, waitMs);
        try {
          leases.push(await pool.lease({ group }, { signal: opts.signal, timeoutMs: Math.max(waitMs, 1) }));
        } catch {
          // none freed in time: the group has no device and its checks are undetermined (no-device)
        }
      }),
    );
    return {
      devices: leases.map((l) => ({
        server: serverOf(l.device),
        serial: l.serial,
        ...(l.device.model ? { model: l.device.model } : {}),
        groups: l.device.groups.filter((g) => wanted.has(g)),
        lost: l.signal,
      })),
      groups: pool.groups().filter((g) => wanted.has(g.name)),
      snapshot: () => pool.snapshot(),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Devices that were just connected may still be handshaking or booting: give them a moment. */
async function settle(pool: Pool, ms: number, signal: AbortSignal): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !signal.aborted) {
    if (!pool.devices().some((d) => d.state === 'booting')) return;
    await new Promise((r) => setTimeout(r, 100));
    await pool.refresh();
  }
}
