import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type InstrumentationTarget, instrumentationCheck } from '../checks/instrumentation/check.js';
import type { CheckDevice } from '../checks/kind.js';
import { openRackSession, type RackSession } from '../checks/rack-session.js';
import { runSuite } from '../checks/run-suite.js';
import type { Execution, TestId } from '../config/outcome.js';
import { loadRack } from '../config/rack.js';
import { type DurationHistory, emptyHistory, recordDurations } from '../schedule/history.js';
import { type RackHosts, type RackTest, startRackHosts } from './lib/rack-hosts.js';
import { measured, type RunCost } from './lib/rack-sample.js';
import { median } from './lib/stats.js';

/**
 * bench rack (issue 26): 24 virtual devices on 3 real adb servers (private ports and HOMEs), the
 * devices hosted by `droidheal virtual` child processes so their CPU is not droidheal's, and a
 * 5,000-test suite of ms-scale tests run through the pool (openRackSession) and runSuite. Reports,
 * next to each target: makespan ÷ lower bound, droidheal's CPU as % of the device time it
 * scheduled, peak RSS, handles and abort listeners — and how each grows from 4 to 24 devices and
 * from 500 to 5,000 tests.
 */

const SERVERS = 3;
const PER_SERVER = 8;
const TESTS = 5000;
const REPETITIONS = 3;
const PKG = 'com.example.rack';
const TARGETS = { ratio: 1.05, cpuPct: 5, rssMb: 400 };
const target: InstrumentationTarget = {
  testPackage: `${PKG}.test`,
  runner: 'androidx.test.runner.AndroidJUnitRunner',
  targetPackage: PKG,
  runnerArgs: {},
  installs: [],
};

/** Deterministic suite: 250 classes × 20 tests of 10–60 ms, one test in a hundred 200–400 ms. */
export function rackSuite(n: number): RackTest[] {
  let seed = 26;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: n }, (_, i) => ({
    class: `${PKG}.Screen${Math.floor(i / 20)}Test`,
    method: `case${i % 20}`,
    durationMs: i % 100 === 37 ? 200 + Math.round(rand() * 200) : 10 + Math.round(rand() * 50),
  }));
}

interface Row {
  devices: number;
  tests: number;
  /** makespan ÷ max(total ÷ devices, longest), from the scripted durations */
  ratio: number;
  /** the same against the durations droidheal observed (the devices' timers run late on a busy host) */
  observedRatio: number;
  /** droidheal's CPU ÷ the device time it scheduled (observed test durations), % */
  cpuPct: number;
  cost: RunCost;
  /** where the wall time went, mean per device, ms */
  timeline: Timeline;
}

/** A run's wall time as start + tests + gaps between batches + tail, each the mean over devices. */
interface Timeline {
  startMs: number;
  testsMs: number;
  gapsMs: number;
  tailMs: number;
}

function timeline(executions: Execution[], t0: number, wallMs: number): Timeline {
  const byDevice = new Map<string, { first: number; last: number; busy: number }>();
  for (const e of executions) {
    if (!e.startedAt || e.durationMs === undefined) continue;
    const start = Date.parse(e.startedAt) - t0;
    const d = byDevice.get(e.device) ?? { first: Infinity, last: 0, busy: 0 };
    d.first = Math.min(d.first, start);
    d.last = Math.max(d.last, start + e.durationMs);
    d.busy += e.durationMs;
    byDevice.set(e.device, d);
  }
  const ds = [...byDevice.values()];
  const mean = (f: (d: { first: number; last: number; busy: number }) => number) =>
    ds.reduce((s, d) => s + f(d), 0) / Math.max(1, ds.length);
  const startMs = mean((d) => d.first);
  const testsMs = mean((d) => d.busy);
  const gapsMs = mean((d) => d.last - d.first - d.busy);
  return { startMs, testsMs, gapsMs, tailMs: wallMs - startMs - testsMs - gapsMs };
}

/** One run of `tests` on `devices`, measured; the run must pass. */
/** the scheduler under test, or a baseline: without the tail split, or one launch per class (no merging) */
type SchedulerVariant = { splitTail?: boolean; mergeClasses?: boolean };

async function runOnce(
  devices: CheckDevice[],
  tests: RackTest[],
  history: DurationHistory,
  variant: SchedulerVariant = {},
) {
  const check = instrumentationCheck(target, { testSilenceMs: 30_000, probeMs: 10_000, installMs: 30_000 });
  const run = new AbortController();
  let t0 = 0;
  const { value: r, cost } = await measured(run.signal, () => {
    // the run's own start: measured() first waits for the handles to settle
    t0 = Date.now();
    return runSuite({
      check,
      groups: [{ name: 'all', required: true }],
      devices,
      tests: tests.map(({ class: c, method }): TestId => ({ class: c, method })),
      history,
      reschedule: 2,
      confirmFailures: false,
      signal: run.signal,
      ...variant,
    });
  });
  if (r.runVerdict !== 'pass') throw new Error(`bench rack run did not pass: ${r.runVerdict}`);
  const scripted = tests.map((t) => t.durationMs);
  const observed = r.executions.map((e) => e.durationMs ?? 0);
  const bound = (xs: number[]) => Math.max(Math.max(...xs), xs.reduce((s, x) => s + x, 0) / devices.length);
  const row: Row = {
    devices: devices.length,
    tests: tests.length,
    ratio: cost.wallMs / bound(scripted),
    observedRatio: cost.wallMs / bound(observed),
    cpuPct: (100 * cost.cpuMs) / observed.reduce((s, x) => s + x, 0),
    cost,
    timeline: timeline(r.executions, t0, cost.wallMs),
  };
  return { row, executions: r.executions };
}

/** Devices spread over the servers (round robin), so a 4-device run still uses all three. */
function spread(devices: CheckDevice[], n: number): CheckDevice[] {
  const byServer = new Map<string, CheckDevice[]>();
  for (const d of devices) byServer.set(d.server.name, [...(byServer.get(d.server.name) ?? []), d]);
  const lists = [...byServer.values()];
  const out: CheckDevice[] = [];
  for (let i = 0; out.length < n && i < devices.length; i++) {
    const d = lists[i % lists.length]![Math.floor(i / lists.length)];
    if (d) out.push(d);
  }
  return out;
}

async function openSession(hosts: RackHosts, signal: AbortSignal): Promise<RackSession> {
  const file = path.join(hosts.dir, 'devices.json');
  await writeFile(file, JSON.stringify({ servers: hosts.hosts.map((h) => h.address), groups: { all: {} } }));
  const rack = await loadRack(file);
  const session = await openRackSession(rack, { groups: [{ name: 'all', required: true }], signal });
  if (session.devices.length !== SERVERS * PER_SERVER)
    throw new Error(`bench rack leased ${session.devices.length} of ${SERVERS * PER_SERVER} devices`);
  return session;
}

/** A first run without history teaches the durations; then the 24 × 5,000 runs, then the growth rows. */
async function measureAll(devices: CheckDevice[], suite: RackTest[]) {
  const all = spread(devices, devices.length);
  const learning = await runOnce(all, suite, emptyHistory());
  const history = recordDurations(emptyHistory(), learning.executions);
  const main: Row[] = [];
  // the scheduler against itself without the tail split and without merging classes into one launch,
  // alternating, so all see the same load
  const whole: Row[] = [];
  const perClass: Row[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    main.push((await runOnce(all, suite, history)).row);
    whole.push((await runOnce(all, suite, history, { splitTail: false })).row);
    perClass.push((await runOnce(all, suite, history, { mergeClasses: false })).row);
  }
  const growth: Row[] = [];
  for (const n of [4, 12]) growth.push((await runOnce(spread(devices, n), suite, history)).row);
  for (const n of [500, 2000]) growth.push((await runOnce(all, suite.slice(0, n), history)).row);
  return { noHistory: learning.row, main, whole, perClass, growth };
}

const fmt = (x: number, digits = 2) => x.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function printTable(rows: Row[]): void {
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < 2 ? c.padStart(7) : c.padStart(12))).join(' ')}\n`;
  process.stdout.write(
    line([
      'devices',
      'tests',
      '÷ LB',
      '÷ LB (obs.)',
      'CPU %',
      'peak RSS MB',
      'handles b/p/a',
      'per device',
      'abort l. p/a',
    ]),
  );
  for (const r of [...rows].sort((a, b) => a.devices - b.devices || a.tests - b.tests)) {
    const h = r.cost.handles;
    process.stdout.write(
      line([
        String(r.devices),
        String(r.tests),
        fmt(r.ratio, 3),
        fmt(r.observedRatio, 3),
        fmt(r.cpuPct),
        fmt(r.cost.peakRssMb, 0),
        `${h.before}/${h.peak}/${h.after}`,
        fmt((h.peak - h.before) / r.devices, 1),
        `${r.cost.abortListeners.peak}/${r.cost.abortListeners.after}`,
      ]),
    );
  }
}

function printResults(r: Awaited<ReturnType<typeof measureAll>>): void {
  const m = (rows: Row[], f: (x: Row) => number) => median(rows.map(f));
  const ratio = m(r.main, (x) => x.ratio);
  const cpu = m(r.main, (x) => x.cpuPct);
  const peakRss = process.resourceUsage().maxRSS / 1024;
  const rows = [r.noHistory, ...r.main, ...r.whole, ...r.perClass, ...r.growth];
  const noGrowth = rows.every(
    (x) =>
      x.cost.handles.after <= x.cost.handles.before &&
      x.cost.abortListeners.after === 0 &&
      x.cost.abortListeners.peak <= 1,
  );
  const out = (s: string) => process.stdout.write(`${s}\n`);
  const n = SERVERS * PER_SERVER;
  out(`${n} virtual devices on ${SERVERS} adb servers, ${TESTS} tests; median of ${REPETITIONS} runs with history`);
  out(
    `  makespan ÷ lower bound        ${fmt(ratio, 3)} (target ≤ ${TARGETS.ratio}) → ${verdict(ratio <= TARGETS.ratio)}`,
  );
  out(
    `    against observed durations  ${fmt(
      m(r.main, (x) => x.observedRatio),
      3,
    )}`,
  );
  out(
    `    baselines in this run       without the tail split ${fmt(
      m(r.whole, (x) => x.ratio),
      3,
    )} ` +
      `(observed ${fmt(
        m(r.whole, (x) => x.observedRatio),
        3,
      )}); one launch per class ${fmt(
        m(r.perClass, (x) => x.ratio),
        3,
      )}; first run, no history ${fmt(r.noHistory.ratio, 3)}`,
  );
  out(
    `  droidheal CPU ÷ device time   ${fmt(cpu)} % (target ≤ ${TARGETS.cpuPct} %) → ${verdict(cpu <= TARGETS.cpuPct)}`,
  );
  out(
    `  peak RSS of droidheal         ${fmt(peakRss, 0)} MB (target ≤ ${TARGETS.rssMb} MB) → ${verdict(peakRss <= TARGETS.rssMb)}`,
  );
  out(`  handles and abort listeners back to where they were after every run → ${verdict(noGrowth)}`);
  printTimelines(r.main, r.whole, r.perClass);
  out(
    'growth (handles: before/peak/after a run, per device = (peak − before) ÷ devices; abort listeners on the run signal: peak/after)',
  );
  printTable(rows);
}

/** Where the wall time of the 24-device runs went, mean per device, median over the repetitions. */
function printTimelines(main: Row[], whole: Row[], perClass: Row[]): void {
  const show = (name: string, rows: Row[]) => {
    const t = (f: (x: Timeline) => number) => fmt(median(rows.map((x) => f(x.timeline))) / 1000);
    process.stdout.write(
      `  ${name.padEnd(26)} start ${t((x) => x.startMs)} s, tests ${t((x) => x.testsMs)} s, ` +
        `between batches ${t((x) => x.gapsMs)} s, tail ${t((x) => x.tailMs)} s\n`,
    );
  };
  process.stdout.write("where a device's time went (mean over devices):\n");
  show('as scheduled', main);
  show('without the tail split', whole);
  show('one launch per class', perClass);
}

export async function run(): Promise<void> {
  const stop = new AbortController();
  const onSigint = () => stop.abort(new Error('interrupted'));
  process.once('SIGINT', onSigint);
  const suite = rackSuite(TESTS);
  const hosts = await startRackHosts({
    servers: SERVERS,
    perServer: PER_SERVER,
    pkg: PKG,
    tests: suite,
    signal: stop.signal,
  });
  let session: RackSession | undefined;
  try {
    session = await openSession(hosts, stop.signal);
    printResults(await measureAll(session.devices, suite));
  } finally {
    await session?.close();
    await hosts.stop();
    process.off('SIGINT', onSigint);
  }
}
