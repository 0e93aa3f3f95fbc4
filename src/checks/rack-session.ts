import { adbServer, type AdbServer } from '../adb/call.js';
import { parseServerAddress } from '../adb/client.js';
import { ensureAdbServer, type AdbServerHandle } from '../adb/server.js';
import type { DeviceFacts, GroupStatus, ServerStatus } from '../config/device-facts.js';
import type { Group, Rack } from '../config/rack.js';
import { Discovery } from '../pool/discovery.js';
import { groupStatuses } from '../pool/group-status.js';
import { LeaseBook, type Lease, type LeaseLoss } from '../pool/lease.js';
import { compileGroups } from '../pool/selectors.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices, type VirtualRack } from '../virtual/index.js';
import type { CheckDevice } from './kind.js';

/**
 * Everything a run holds on the rack for its duration: adb servers it started, virtual devices it
 * started, discovery, and one lease per ready device it uses. `close()` gives all of it back —
 * call it on every path (finally, SIGINT).
 *
 * This is the runner's thin use of the pool's parts (Discovery, LeaseBook, group status); when the
 * pool offers one `openPool(rack)`, this file shrinks to a call of it.
 */
export interface RackSession {
  /** leased ready devices, each with the groups it serves and a signal that fires when it is lost */
  devices: CheckDevice[];
  groups: GroupStatus[];
  snapshot(): { devices: DeviceFacts[]; servers: ServerStatus[] };
  close(): Promise<void>;
}

export interface RackSessionOptions {
  /** groups the run covers; only devices of these are leased */
  groups: readonly Group[];
  /** wait at most this long for virtual devices to show up as ready */
  settleMs?: number;
  signal: AbortSignal;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export async function openRackSession(rack: Rack, opts: RackSessionOptions): Promise<RackSession> {
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const servers: AdbServer[] = [];
    for (const s of rack.servers) {
      const address = parseServerAddress(s);
      if (LOCAL_HOSTS.has(address.host)) {
        // a local server that is not running is started for this run and stopped after it
        const handle: AdbServerHandle = await ensureAdbServer(address.port);
        cleanups.push(() => handle.stop());
      }
      servers.push(adbServer(address));
    }

    let virtual: VirtualRack | undefined;
    if (rack.virtual.length > 0) {
      // loadRack already merged the rack-level defaults into each virtual device
      virtual = await startVirtualDevices(rack.virtual);
      const vr = virtual;
      const target = { host: servers[0]!.host, port: servers[0]!.port };
      cleanups.push(async () => {
        await disconnectFromAdb(vr, target);
        await vr.stop();
      });
      await connectToAdb(vr, target);
    }
    const virtualSerials = new Set(virtual?.devices.map((d) => d.serial) ?? []);
    const virtualNames = new Map(virtual?.devices.map((d) => [d.serial, d.spec.name]) ?? []);

    const discovery = new Discovery({
      servers,
      intervalMs: rack.probe.intervalMs,
      timeoutMs: rack.probe.timeoutMs,
      groups: compileGroups(opts.groups),
      virtualSerials: () => virtualSerials,
      labelsFor: (serial) => [...(rack.labels[serial] ?? []), ...(rack.labels[virtualNames.get(serial) ?? ''] ?? [])],
    });
    await discovery.start();
    cleanups.push(() => discovery.stop());
    await settle(discovery, virtualSerials, opts.settleMs ?? 5000, opts.signal);

    const statuses = () => groupStatuses(opts.groups, discovery.snapshot(), [], discovery.serverStatuses());
    const book = new LeaseBook({ devices: () => discovery.snapshot(), groups: statuses });
    cleanups.push(async () => book.close());
    discovery.on('lost', (facts) => book.deviceLost(facts, { reason: 'device-lost', detail: facts.reason ?? 'dropped off adb' }));
    discovery.on('rebooted', (facts) => book.deviceLost(facts, { reason: 'device-lost', detail: 'rebooted' }));
    discovery.on('change', (facts) => {
      if (facts.state === 'hung') book.deviceLost(facts, { reason: 'device-hung', detail: facts.reason ?? 'does not answer' });
      book.serve();
    });

    const wanted = new Set(opts.groups.map((g) => g.name));
    const leases: Lease[] = [];
    for (const d of discovery.snapshot()) {
      if (d.state !== 'ready' || !d.groups.some((g) => wanted.has(g))) continue;
      leases.push(await book.acquire({ serial: d.serial }, { signal: opts.signal, timeoutMs: 1000 }));
    }
    cleanups.push(async () => leases.forEach((l) => l.release()));

    const serverOf = new Map(discovery.snapshot().map((d) => [d.serial, servers.find((s) => s.name === d.server) ?? servers[0]!]));
    return {
      devices: leases.map((l) => ({ server: serverOf.get(l.serial)!, serial: l.serial, groups: l.device.groups.filter((g) => wanted.has(g)), lost: l.signal })),
      groups: statuses(),
      snapshot: () => ({ devices: discovery.snapshot(), servers: discovery.serverStatuses() }),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Virtual devices we just connected may still be handshaking: wait until each is settled. */
async function settle(discovery: Discovery, virtualSerials: ReadonlySet<string>, ms: number, signal: AbortSignal): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !signal.aborted) {
    const facts = discovery.snapshot();
    const pending = [...virtualSerials].filter((s) => {
      const f = facts.find((d) => d.serial === s);
      return !f || f.state === 'booting';
    });
    if (pending.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
    await discovery.refresh();
  }
}

export type { LeaseLoss };
