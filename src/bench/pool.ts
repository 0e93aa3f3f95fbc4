import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adbServer } from '../adb/call.js';
import { freePort, startAdbServer } from '../adb/server.js';
import { trackDevices } from '../adb/track-devices.js';
import type { DeviceFacts } from '../config/device-facts.js';
import { ProbeSettings } from '../config/rack.js';
import { Discovery } from '../pool/discovery.js';
import { compileGroups } from '../pool/selectors.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../virtual/index.js';
import { median } from './lib/stats.js';

/**
 * bench pool: how long after a device drops (a virtual device dies: connection and listener gone)
 * does droidheal's pool mark it `lost`, next to how long adb 29's `track-devices` alone takes to
 * say anything about it — measured in the same run, on the same adb server.
 *
 * The tracker needs ~60 s per drop (adb keeps retrying the connection before it removes the device),
 * so its drops run in parallel, all at once, while the pool's 20 drops run one after another; a
 * tracker drop that stays silent past TRACKER_CAP_MS counts as the cap (a lower bound). The tracker
 * gets its own adb server: any other device coming or going pushes a fresh full list, which would
 * reveal the dead device early and flatter the baseline.
 */
const DROPS = 20;
const TRACKER_DROPS = 3;
const TRACKER_CAP_MS = 120_000;

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spec = (name: string) => ({ name, model: 'Bench Phone', manufacturer: 'Google', sdk: 34, abis: ['x86_64'] });

function waitFor(discovery: Discovery, serial: string, state: DeviceFacts['state']): Promise<number> {
  return new Promise((resolve) => {
    if (discovery.factsFor(serial)?.state === state) return resolve(Date.now());
    const on = (f: DeviceFacts) => {
      if (f.serial === serial && f.state === state) {
        discovery.off('change', on);
        resolve(Date.now());
      }
    };
    discovery.on('change', on);
  });
}

/** A pool's discovery on one adb server, with no groups: every device is watched. */
function discoveryOn(server: ReturnType<typeof adbServer>, intervalMs: number, timeoutMs: number): Discovery {
  return new Discovery({
    servers: [server],
    intervalMs,
    timeoutMs,
    groups: compileGroups([]),
    virtualSerials: () => new Set(),
    labelsFor: () => [],
  });
}

/** The baseline under way: devices dropped at once, each one's first tracker change after the drop. */
interface TrackerBaseline {
  watched: VirtualRack;
  seen: Map<string, number>;
  droppedAt: number;
  tracker: Awaited<ReturnType<typeof trackDevices>>;
}

/** Baseline: the tracker alone on its own server, TRACKER_DROPS devices dropped at the same moment. */
async function dropUnderTracker(trackerPort: number, racks: VirtualRack[]): Promise<TrackerBaseline> {
  const trackerServer = adbServer({ host: '127.0.0.1', port: trackerPort });
  const trackerDiscovery = discoveryOn(trackerServer, 200, 2000);
  const watched = await startVirtualDevices(Array.from({ length: TRACKER_DROPS }, (_, i) => spec(`tracked-${i}`)));
  racks.push(watched);
  await connectToAdb(watched, { host: '127.0.0.1', port: trackerPort });
  try {
    await trackerDiscovery.start();
    await Promise.all(watched.devices.map((d) => waitFor(trackerDiscovery, d.serial, 'ready')));
  } finally {
    // from here on only the tracker looks at that server
    await trackerDiscovery.stop();
  }
  const seen = new Map<string, number>();
  const previous = new Map<string, string>(watched.devices.map((d) => [d.serial, 'device']));
  // only changes after the drop count: the tracker's first list (or a late one) may not show a
  // device yet, which is no drop
  let armed = false;
  const tracker = await trackDevices(trackerServer, (list) => {
    const now = Date.now();
    const states = new Map(list.map((d) => [d.serial, d.state]));
    for (const d of watched.devices) {
      const st = states.get(d.serial);
      if (armed && st !== previous.get(d.serial) && st !== 'device' && !seen.has(d.serial)) seen.set(d.serial, now);
      previous.set(d.serial, armed ? (st ?? 'removed') : 'device');
    }
  });
  armed = true;
  const droppedAt = Date.now();
  try {
    await Promise.all(watched.devices.map((d) => d.die()));
  } catch (err) {
    tracker.stop();
    throw err;
  }
  return { watched, seen, droppedAt, tracker };
}

/** droidheal: DROPS drops, one after another, each from ready to `lost` in the pool. */
async function poolDrops(
  discovery: Discovery,
  port: number,
  probe: ReturnType<typeof ProbeSettings.parse>,
  racks: VirtualRack[],
): Promise<number[]> {
  const pool: number[] = [];
  for (let i = 0; i < DROPS; i++) {
    const rack = await startVirtualDevices([spec(`dropped-${i}`)]);
    racks.push(rack);
    const dev = rack.devices[0]!;
    await connectToAdb(rack, { host: '127.0.0.1', port });
    await waitFor(discovery, dev.serial, 'ready');
    // drop at a random moment of the poll cycle, as a real device would
    await new Promise((r) => setTimeout(r, Math.random() * probe.intervalMs));
    const lost = waitFor(discovery, dev.serial, 'lost');
    const t0 = Date.now();
    await dev.die();
    pool.push((await lost) - t0);
  }
  return pool;
}

/** The tracker's times, waited for up to the cap (a device still silent counts as the cap); printed. */
async function trackerTimes(b: TrackerBaseline): Promise<number[]> {
  const deadline = b.droppedAt + TRACKER_CAP_MS;
  while (b.seen.size < TRACKER_DROPS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  const times = b.watched.devices.map((d) => (b.seen.get(d.serial) ?? deadline) - b.droppedAt);
  const capped = b.watched.devices.filter((d) => !b.seen.has(d.serial)).length;
  process.stdout.write(
    `adbkit tracker alone, ${TRACKER_DROPS} drops in parallel: median ${secs(median(times))}, max ${secs(Math.max(...times))}` +
      `${capped ? ` (${capped} still silent at the ${TRACKER_CAP_MS / 1000} s cap: a lower bound)` : ''}\n`,
  );
  return times;
}

export async function run(): Promise<void> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-pool-'));
  const port = await freePort();
  const adb = await startAdbServer({ port, home });
  const trackerPort = await freePort();
  const trackerAdb = await startAdbServer({ port: trackerPort, home });
  // the defaults a user gets from devices.json
  const probe = ProbeSettings.parse({});
  const discovery = discoveryOn(adbServer({ host: '127.0.0.1', port }), probe.intervalMs, probe.timeoutMs);
  const racks: VirtualRack[] = [];
  let baseline: TrackerBaseline | undefined;
  try {
    await discovery.start();
    baseline = await dropUnderTracker(trackerPort, racks);
    process.stdout.write(
      `tracker baseline: ${TRACKER_DROPS} devices dropped at once; waiting up to ${TRACKER_CAP_MS / 1000} s for track-devices to notice\n`,
    );
    const pool = await poolDrops(discovery, port, probe, racks);
    process.stdout.write(
      `droidheal pool (poll ${probe.intervalMs} ms, probe timeout ${probe.timeoutMs} ms), ${DROPS} drops: ` +
        `median ${secs(median(pool))}, max ${secs(Math.max(...pool))}\n`,
    );
    const tracked = await trackerTimes(baseline);
    const ratio = median(tracked) / Math.max(median(pool), 1);
    const ok = median(pool) <= 2000 && Math.max(...pool) <= 2000 && ratio >= 20;
    process.stdout.write(
      `loss detection: ${ratio.toFixed(0)}× faster than the tracker (goal: ≤ 2 s and ≥ 20×) — ${ok ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    baseline?.tracker.stop();
    await discovery.stop();
    for (const r of racks) await r.stop();
    await adb.stop();
    await trackerAdb.stop();
    await rm(home, { recursive: true, force: true });
  }
}
