import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { AbortFanOut } from '../adb/abort-fan-out.js';
import type { AdbServer } from '../adb/call.js';
import { type ListedDevice, listDevices, serverVersion } from '../adb/devices.js';
import type { AdbError } from '../adb/errors.js';
import { type DeviceTracker, trackDevices } from '../adb/track-devices.js';
import type { DeviceFacts, ServerStatus } from '../config/device-facts.js';
import { type DeviceProps, readDeviceProps } from './facts.js';
import { type DeviceObservation, type Health, initialHealth, nextHealth } from './health.js';
import { deviceKind } from './kind.js';
import { probeDevice } from './probe.js';
import { type compileGroups, groupsOf } from './selectors.js';

export interface DiscoveryOptions {
  servers: AdbServer[];
  intervalMs: number;
  timeoutMs: number;
  groups: ReturnType<typeof compileGroups>;
  /** serials of the virtual devices this process started (kind `virtual`) */
  virtualSerials: () => ReadonlySet<string>;
  labelsFor: (serial: string) => string[];
  /** the device's name in devices.json, when it has one */
  nameFor?: (serial: string) => string | undefined;
  /** groups a device serves regardless of selectors (an emulator declared for them) */
  extraGroupsFor?: (serial: string) => string[];
  /** the devices.json that lists the servers, when one does: a remedy may point there */
  serversFile?: string;
}

interface DeviceRecord {
  serial: string;
  server: AdbServer;
  health: Health;
  props?: DeviceProps;
  propsBootId?: string;
  /** the probe in flight, so concurrent callers wait for the same one */
  inflight?: Promise<void>;
  /** adb's last word for it, undefined when not listed */
  listed?: string;
}

interface ServerRecord {
  server: AdbServer;
  status: ServerStatus;
  tracker?: DeviceTracker;
  /** has it been reachable at least once (so a later success is a restart to re-attach to) */
  wasReachable: boolean;
  /** the tracking connection ended on its own: the server may have restarted between two polls */
  trackerEnded?: boolean;
  /** when the newest applied poll was requested: an older answer arriving late is ignored */
  appliedPollAt: number;
  /** serverUp in progress (ticks may overlap: the loop and tracker pushes both poll) */
  attaching?: Promise<void>;
}

export interface DiscoveryEvents {
  change: [facts: DeviceFacts, previous: DeviceFacts | undefined];
  lost: [facts: DeviceFacts];
  rebooted: [facts: DeviceFacts];
  server: [status: ServerStatus];
  /** a server that was down answers again (restarted): devices added by `adb connect` must be re-added */
  'server-back': [server: AdbServer];
}

/**
 * Device discovery over several adb servers: polls `host:devices` (adb 29 shows a drop there
 * within ms, while `track-devices` stays silent for ~60 s), polls again at once on each tracker
 * push (fast adds), and
 * probes every online device on its own bounded connection to tell ready, booting and hung apart.
 * Nothing is dropped: a device that disappears stays in the snapshot as `lost`.
 */
export class Discovery extends EventEmitter<DiscoveryEvents> {
  private readonly records = new Map<string, DeviceRecord>();
  private readonly servers = new Map<string, ServerRecord>();
  private readonly abort = new AbortController();
  /** every device's probe at once: one listener on `abort`, each probe on a child signal of it */
  private readonly probeAborts = new AbortFanOut(this.abort.signal);
  private loops: Promise<void>[] = [];

  constructor(private readonly opts: DiscoveryOptions) {
    super();
    for (const server of opts.servers)
      this.servers.set(server.name, {
        server,
        wasReachable: false,
        appliedPollAt: 0,
        status: { server: server.name, reachable: false, error: 'not checked yet' },
      });
  }

  /** Start polling; resolves once every server was asked and every online device probed once. */
  async start(): Promise<void> {
    await Promise.all([...this.servers.values()].map((s) => this.tick(s, true)));
    this.loops = [...this.servers.values()].map((s) => this.loop(s));
  }

  async stop(): Promise<void> {
    this.abort.abort();
    for (const s of this.servers.values()) s.tracker?.stop();
    await Promise.allSettled(this.loops);
  }

  /** One full round now (list every server, probe every online device). */
  refresh(): Promise<void> {
    return Promise.all([...this.servers.values()].map((s) => this.tick(s, true))).then(() => undefined);
  }

  serverStatuses(): ServerStatus[] {
    return [...this.servers.values()].map((s) => ({ ...s.status }));
  }

  snapshot(): DeviceFacts[] {
    return [...this.records.values()].map((r) => this.factsOf(r)).sort((a, b) => a.serial.localeCompare(b.serial));
  }

  factsFor(serial: string): DeviceFacts | undefined {
    for (const r of this.records.values()) if (r.serial === serial) return this.factsOf(r);
    return undefined;
  }

  /** Probe one device now (for the runner: healthy after the run? same boot?). */
  async probe(serial: string): Promise<DeviceFacts | undefined> {
    const rec = [...this.records.values()].find((r) => r.serial === serial);
    if (!rec) return undefined;
    await this.probeRecord(rec, true);
    return this.factsOf(rec);
  }

  private factsOf(r: DeviceRecord): DeviceFacts {
    const labels = this.opts.labelsFor(r.serial);
    const kind = deviceKind(r.serial, this.opts.virtualSerials());
    const selectable = {
      serial: r.serial,
      kind,
      model: r.props?.model,
      manufacturer: r.props?.manufacturer,
      sdk: r.props?.sdk,
      abis: r.props?.abis ?? [],
      labels,
    };
    const name = this.opts.nameFor?.(r.serial);
    return {
      serial: r.serial,
      ...(name !== undefined ? { name } : {}),
      server: r.server.name,
      state: r.health.state,
      reason: r.health.reason,
      remedy: r.health.remedy,
      kind,
      model: r.props?.model,
      manufacturer: r.props?.manufacturer,
      sdk: r.props?.sdk,
      abis: r.props?.abis ?? [],
      bootCompleted: r.health.bootCompleted,
      bootId: r.health.bootId,
      labels,
      groups: [
        ...new Set([...groupsOf(selectable, this.opts.groups), ...(this.opts.extraGroupsFor?.(r.serial) ?? [])]),
      ],
      since: new Date(r.health.since).toISOString(),
    };
  }

  private observe(rec: DeviceRecord, obs: DeviceObservation): void {
    const before = this.factsOf(rec);
    const t = nextHealth(rec.health, obs, rec.serial, Date.now());
    rec.health = t.health;
    const after = this.factsOf(rec);
    if (before.state !== after.state || before.reason !== after.reason || before.bootId !== after.bootId)
      this.emit('change', after, before);
    if (t.lostNow) this.emit('lost', after);
    if (t.rebooted) this.emit('rebooted', after);
  }

  private async loop(s: ServerRecord): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      try {
        await sleep(this.opts.intervalMs, undefined, { signal });
      } catch {
        return;
      }
      // probes run in the background: a hung device must not delay the next poll of the list
      await this.tick(s, false);
    }
  }

  private async tick(s: ServerRecord, awaitProbes: boolean): Promise<void> {
    if (this.abort.signal.aborted) return;
    let list: ListedDevice[];
    const requestedAt = performance.now();
    try {
      list = await listDevices(s.server, { timeoutMs: this.opts.timeoutMs, signal: this.abort.signal });
    } catch (err) {
      if (this.abort.signal.aborted) return;
      this.serverDown(s, err as AdbError);
      return;
    }
    if (!s.status.reachable || s.trackerEnded) {
      // one attach at a time per server: later polls wait for the one under way
      s.attaching ??= this.serverUp(s).finally(() => {
        s.attaching = undefined;
      });
      await s.attaching;
    }
    if (requestedAt < s.appliedPollAt) return; // a newer poll was already applied
    s.appliedPollAt = requestedAt;
    const probes = this.handleList(s, list);
    if (awaitProbes) await probes;
  }

  private serverDown(s: ServerRecord, err: AdbError): void {
    s.tracker?.stop();
    s.tracker = undefined;
    const was = s.status.reachable || s.status.error === 'not checked yet';
    s.status = {
      server: s.server.name,
      reachable: false,
      error: err.message,
      remedy:
        `start an adb server there (\`adb -P ${s.server.port} start-server\` on ${s.server.host})` +
        `${this.opts.serversFile ? ` or remove it from the servers of ${this.opts.serversFile}` : ''}`,
    };
    if (was) this.emit('server', { ...s.status });
    for (const rec of this.records.values())
      if (rec.server === s.server && rec.health.state !== 'unreachable-server')
        this.observe(rec, { type: 'server-unreachable', server: s.server.name, message: err.message });
  }

  private async serverUp(s: ServerRecord): Promise<void> {
    const version = await serverVersion(s.server, { timeoutMs: this.opts.timeoutMs }).catch(() => undefined);
    s.status = { server: s.server.name, reachable: true, version };
    this.emit('server', { ...s.status });
    if (s.wasReachable) this.emit('server-back', s.server);
    s.wasReachable = true;
    s.trackerEnded = false;
    try {
      // a tracker push is only a hint that something changed: its lists can lag or miss transports
      // adb is still connecting, so answer it with a fresh poll (cheap) instead of trusting it
      const tracker = await trackDevices(s.server, () => void this.tick(s, false), {
        timeoutMs: this.opts.timeoutMs,
        signal: this.abort.signal,
      });
      s.tracker = tracker;
      void tracker.ended.then(() => {
        if (s.tracker === tracker && !this.abort.signal.aborted) {
          s.tracker = undefined;
          s.trackerEnded = true;
        }
      });
    } catch {
      // polling still covers everything the tracker would
    }
  }

  /** Apply one `host:devices` list (the complete, current view); returns the probes it started. */
  private handleList(s: ServerRecord, list: ListedDevice[]): Promise<void> {
    if (this.abort.signal.aborted) return Promise.resolve();
    const seen = new Set<string>();
    for (const d of list) {
      const key = `${s.server.name}\u0000${d.serial}`;
      seen.add(key);
      let rec = this.records.get(key);
      if (!rec) {
        rec = { serial: d.serial, server: s.server, health: initialHealth(Date.now()) };
        this.records.set(key, rec);
      }
      rec.listed = d.state;
      this.observe(rec, { type: 'listed', adbState: d.state });
    }
    for (const [key, rec] of this.records)
      if (rec.server === s.server && !seen.has(key) && rec.listed !== undefined) {
        rec.listed = undefined;
        this.observe(rec, { type: 'unlisted' });
      }
    const online = [...this.records.values()].filter((r) => r.server === s.server && r.listed === 'device');
    return Promise.all(online.map((r) => this.probeRecord(r, false))).then(() => undefined);
  }

  private probeRecord(rec: DeviceRecord, force: boolean): Promise<void> {
    if (rec.inflight && !force) return rec.inflight;
    const p = this.runProbe(rec).finally(() => {
      if (rec.inflight === p) rec.inflight = undefined;
    });
    rec.inflight = p;
    return p;
  }

  private async runProbe(rec: DeviceRecord): Promise<void> {
    const stop = this.probeAborts.child();
    try {
      await this.probeWith(rec, stop.signal);
    } finally {
      stop.release();
    }
  }

  private async probeWith(rec: DeviceRecord, signal: AbortSignal): Promise<void> {
    const r = await probeDevice(rec.server, rec.serial, { timeoutMs: this.opts.timeoutMs, signal });
    if (this.abort.signal.aborted) return;
    if (r.kind === 'ok') {
      if (!rec.props || rec.propsBootId !== r.bootId) {
        const props = await readDeviceProps(rec.server, rec.serial, { timeoutMs: this.opts.timeoutMs, signal }).catch(
          () => undefined,
        );
        if (props) {
          rec.props = props;
          rec.propsBootId = r.bootId;
        }
      }
      this.observe(rec, { type: 'probe-ok', bootCompleted: r.bootCompleted, bootId: r.bootId });
    } else if (r.kind === 'timeout') this.observe(rec, { type: 'probe-timeout', timeoutMs: r.timeoutMs });
    else if (!r.serverDown) this.observe(rec, { type: 'probe-failed', deviceState: r.deviceState, message: r.message });
  }
}
