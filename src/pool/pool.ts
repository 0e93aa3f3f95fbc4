import { EventEmitter } from 'node:events';
import { type AdbServer, adbServer } from '../adb/call.js';
import { parseServerAddress } from '../adb/client.js';
import { type AdbServerHandle, isPortOpen, startAdbServer } from '../adb/server.js';
import type { DeviceFacts, EmulatorStatus, GroupStatus, PoolSnapshot, ServerStatus } from '../config/device-facts.js';
import type { EmulatorSpec, Rack } from '../config/rack.js';
import { DeviceLocks, describeHolder, lockDir } from './device-lock.js';
import { Discovery } from './discovery.js';
import { type EmulatorProcess, freeEmulatorPort, startEmulator } from './emulator.js';
import { groupStatuses } from './group-status.js';
import { type Lease, LeaseBook, type LeaseOptions, type LeaseTarget } from './lease.js';
import { emulatorSetupRemedy, findSdk } from './sdk.js';
import { compileGroups } from './selectors.js';
import { type RackVirtualDevices, startRackVirtualDevices } from './virtual.js';

export interface PoolEvents {
  /** a device's state, reason or boot id changed */
  change: [facts: DeviceFacts, previous: DeviceFacts | undefined];
  /** a ready or booting device became unusable (lost, hung, offline, unreachable server) */
  lost: [facts: DeviceFacts];
  rebooted: [facts: DeviceFacts];
  server: [status: ServerStatus];
  emulator: [status: EmulatorStatus];
}

export interface OpenPoolOptions {
  /** closing the pool when aborted (e.g. SIGINT) */
  signal?: AbortSignal;
  env?: NodeJS.ProcessEnv;
}

/** The device pool of one command (docs/architecture.md, "Devices and the pool"); see openPool. */
export interface Pool extends EventEmitter<PoolEvents> {
  snapshot(): PoolSnapshot;
  devices(): DeviceFacts[];
  groups(): GroupStatus[];
  /** an exclusive lease on a ready device of a group, or a serial; waits while a device may free up */
  lease(target: LeaseTarget, opts?: LeaseOptions): Promise<Lease>;
  /** probe one device now: its state and boot id (health after a run) */
  probe(serial: string): Promise<DeviceFacts | undefined>;
  /** one full discovery round now */
  refresh(): Promise<void>;
  /** resolves when every declared emulator booted, failed or timed out */
  settled(): Promise<void>;
  /** stop everything this pool started (virtual devices, emulators, an adb server), release leases. Idempotent. */
  close(): Promise<void>;
}

function isLocal(s: AdbServer): boolean {
  return s.host === '127.0.0.1' || s.host === 'localhost';
}

/**
 * Open the pool for a rack: start its virtual devices and emulators (for this command only), discover
 * devices on every server, and hand out leases. Everything started here is stopped by `close()`,
 * on every path — call it in a `finally`, or pass a signal.
 *
 * @example
 *   const pool = await openPool(await loadRack('devices.json'), { signal });
 *   try { using lease = await pool.lease({ group: 'api34' }); … } finally { await pool.close(); }
 */
export async function openPool(rack: Rack, opts: OpenPoolOptions = {}): Promise<Pool> {
  const env = opts.env ?? process.env;
  const servers = rack.servers.map((s) => adbServer(parseServerAddress(s)));
  const primary = servers[0]!;
  const cleanups: Cleanups = [];
  const cleanup = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
  };

  try {
    const virtual = await startLocalDevices(rack, primary, cleanups);
    const emulators: EmulatorProcess[] = [];
    const discovery = newDiscovery(rack, servers, virtual, emulators);
    cleanups.push(() => discovery.stop());

    const emitter = new EventEmitter<PoolEvents>();
    const groups = () =>
      groupStatuses(
        rack.groups,
        discovery.snapshot(),
        emulators.map((e) => e.status),
        discovery.serverStatuses(),
        rack.source,
      );
    // leases are exclusive across processes too: two jobs on one adb server share its phones
    const locks = new DeviceLocks({ dir: lockDir(env) });
    const leases = new LeaseBook({ devices: () => discovery.snapshot(), groups }, locks);
    cleanups.push(async () => leases.close());
    forwardEvents(discovery, leases, emitter, primary, virtual);
    await discovery.start();

    const boots = await startEmulators(rack, { env, primary, discovery, emulators, cleanups }, (p, status) => {
      p.status = { ...p.status, ...status };
      emitter.emit('emulator', { ...p.status });
      leases.serve();
    });
    const settledAll = Promise.all(boots).then(() => undefined);

    let closing: Promise<void> | undefined;
    const onAbort = () => void close();
    // the caller's signal may outlive the pool: a closed pool stops listening to it
    const close = () => {
      opts.signal?.removeEventListener('abort', onAbort);
      closing ??= cleanup();
      return closing;
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    const snapshot = (): PoolSnapshot => {
      const g = groups();
      return {
        servers: discovery.serverStatuses(),
        devices: discovery.snapshot().map((d) => {
          const holder = d.state === 'ready' ? locks.holder(d.server, d.serial) : undefined;
          return holder ? { ...d, leasedBy: describeHolder(holder) } : d;
        }),
        groups: g,
        emulators: emulators.map((e) => ({ ...e.status })),
        canRun: g.every((x) => !x.required || x.canRun),
      };
    };
    return Object.assign(emitter, {
      snapshot,
      devices: () => discovery.snapshot(),
      groups,
      lease: (target: LeaseTarget, o?: LeaseOptions) => leases.acquire(target, o),
      probe: (serial: string) => discovery.probe(serial),
      refresh: () => discovery.refresh(),
      settled: () => settledAll,
      close,
    });
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** What the pool stops on close, in the order it started them (stopped in reverse). */
type Cleanups = Array<() => Promise<void>>;

/**
 * The start phase: virtual devices and emulators need a local adb server; start one (and own it) if
 * none runs, then the rack's virtual devices.
 */
async function startLocalDevices(
  rack: Rack,
  primary: AdbServer,
  cleanups: Cleanups,
): Promise<RackVirtualDevices | undefined> {
  if (
    (rack.virtual.length > 0 || rack.emulators.length > 0) &&
    isLocal(primary) &&
    !(await isPortOpen('127.0.0.1', primary.port))
  ) {
    const owned: AdbServerHandle = await startAdbServer({ port: primary.port });
    cleanups.push(() => owned.stop());
  }
  if (rack.virtual.length === 0) return undefined;
  const virtual = await startRackVirtualDevices(rack.virtual, primary);
  cleanups.push(() => virtual.stop());
  return virtual;
}

/** The discovery of every server, knowing the names, labels and groups of the devices the pool started. */
function newDiscovery(
  rack: Rack,
  servers: AdbServer[],
  virtual: RackVirtualDevices | undefined,
  emulators: readonly EmulatorProcess[],
): Discovery {
  const labelsFor = (serial: string): string[] => {
    const name = virtual?.names.get(serial);
    const emu = emulators.find((e) => e.serial === serial);
    return [
      ...new Set([
        ...(rack.labels[serial] ?? []),
        ...(name ? (rack.labels[name] ?? []) : []),
        ...(emu?.spec.labels ?? []),
      ]),
    ];
  };
  return new Discovery({
    servers,
    intervalMs: rack.probe.intervalMs,
    timeoutMs: rack.probe.timeoutMs,
    groups: compileGroups(rack.groups),
    virtualSerials: () => virtual?.serials ?? new Set(),
    labelsFor,
    nameFor: (serial) => virtual?.names.get(serial) ?? emulators.find((e) => e.serial === serial)?.avd,
    extraGroupsFor: (serial) => emulators.find((e) => e.serial === serial)?.spec.groups ?? [],
    ...(rack.serversDeclared && rack.source ? { serversFile: rack.source } : {}),
  });
}

/** Discovery's news to the leases (serve waiters, abort lost devices' leases) and to the pool's listeners. */
function forwardEvents(
  discovery: Discovery,
  leases: LeaseBook,
  emitter: EventEmitter<PoolEvents>,
  primary: AdbServer,
  virtual: RackVirtualDevices | undefined,
): void {
  discovery.on('change', (f, prev) => {
    leases.serve();
    emitter.emit('change', f, prev);
  });
  discovery.on('lost', (f) => {
    leases.deviceLost(f, {
      reason: f.state === 'hung' ? 'device-hung' : 'device-lost',
      detail: `${f.serial} is ${f.state}: ${f.reason ?? ''}`,
    });
    emitter.emit('lost', f);
  });
  discovery.on('rebooted', (f) => {
    leases.deviceLost(f, { reason: 'device-lost', detail: `${f.serial} rebooted` });
    emitter.emit('rebooted', f);
  });
  discovery.on('server', (s) => emitter.emit('server', s));
  discovery.on('server-back', (s) => {
    // `adb kill-server` forgets every `adb connect` device: attach ours again
    if (s === primary && virtual) virtual.reconnect().catch(() => undefined);
  });
}

/**
 * The emulator phase: start them all, then each waits for its boot on its own deadline. An emulator
 * the machine cannot start (no SDK, no emulator program) is listed as failed with the remedy.
 * Resolves with the boots to wait for.
 */
async function startEmulators(
  rack: Rack,
  ctx: {
    env: NodeJS.ProcessEnv;
    primary: AdbServer;
    discovery: Discovery;
    emulators: EmulatorProcess[];
    cleanups: Cleanups;
  },
  setStatus: (p: EmulatorProcess, status: Partial<EmulatorStatus>) => void,
): Promise<Promise<void>[]> {
  const boots: Promise<void>[] = [];
  if (rack.emulators.length === 0) return boots;
  const sdk = await findSdk(ctx.env);
  const taken = new Set<number>();
  for (const spec of rack.emulators) {
    if (!sdk?.emulator) {
      ctx.emulators.push(unstartable(spec, sdk));
      continue;
    }
    const port = spec.port ?? (await freeEmulatorPort(taken));
    taken.add(port);
    const proc = startEmulator(spec, { emulator: sdk.emulator, port, adbPort: ctx.primary.port, env: ctx.env });
    ctx.emulators.push(proc);
    ctx.cleanups.push(() => proc.stop());
    boots.push(waitForBoot(proc, ctx.discovery, spec.bootTimeoutMs, (s) => setStatus(proc, s)));
  }
  return boots;
}

/** An emulator this machine cannot start: failed from the start, with what is missing and the remedy. */
function unstartable(spec: EmulatorSpec, sdk: Awaited<ReturnType<typeof findSdk>>): EmulatorProcess {
  return {
    avd: spec.avd,
    port: 0,
    serial: '',
    spec,
    exited: Promise.resolve({ output: '' }),
    status: {
      avd: spec.avd,
      state: 'failed',
      groups: spec.groups,
      detail: sdk ? `no emulator program in ${sdk.root}/emulator` : 'no Android SDK: ANDROID_HOME is not set',
      remedy: emulatorSetupRemedy(spec.avd, sdk !== undefined),
    },
    stop: async () => {},
  };
}

/** Wait for an emulator's device to be ready, its process to die, or the boot timeout. */
function waitForBoot(
  proc: EmulatorProcess,
  discovery: Discovery,
  timeoutMs: number,
  set: (s: Partial<EmulatorStatus>) => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = (s: Partial<EmulatorStatus>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      discovery.off('change', onChange);
      set(s);
      resolve();
    };
    const onChange = (f: DeviceFacts) => {
      if (f.serial === proc.serial && f.state === 'ready') finish({ state: 'booted', detail: undefined });
    };
    const timer = setTimeout(() => {
      finish({ state: 'boot-timeout', detail: `not booted after ${timeoutMs} ms` });
      // its groups are undetermined now; a late boot would not change that, so free the machine
      void proc.stop();
    }, timeoutMs);
    discovery.on('change', onChange);
    if (discovery.factsFor(proc.serial)?.state === 'ready') finish({ state: 'booted' });
    void proc.exited.then((r) => {
      const last = r.output.trim().split('\n').pop();
      finish({
        state: 'failed',
        detail: `emulator exited (${r.signal ?? `code ${r.exitCode}`})${last ? `: ${last}` : ''}`,
      });
    });
  });
}
