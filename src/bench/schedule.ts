import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdbServer, adbServer } from '../adb/call.js';
import { freePort, startAdbServer } from '../adb/server.js';
import { type InstrumentationTarget, instrumentationCheck } from '../checks/instrumentation/check.js';
import { streamInstrumentation } from '../checks/instrumentation/stream-run.js';
import { runSuite } from '../checks/run-suite.js';
import type { TestId } from '../config/outcome.js';
import { type DurationHistory, emptyHistory, recordDurations } from '../schedule/history.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices, type VirtualDeviceSpecInput } from '../virtual/index.js';
import { median } from './lib/stats.js';

/**
 * bench schedule: 200 tests with skewed durations (tens of ms, a few long ones) on 4 virtual
 * devices through a real adb server. Makespan ÷ lower bound (max(longest test, total ÷ devices))
 * for droidheal's scheduler without and with duration history, next to two baselines measured in
 * the same run: every device runs the whole suite (AGP's connectedAndroidTest default) and a static
 * equal split by count (Spoon-style sharding). Medians over a few repetitions.
 */

const DEVICES = 4;
const REPETITIONS = 3;
const PKG = 'com.example.bench';
const target: InstrumentationTarget = {
  testPackage: `${PKG}.test`,
  runner: 'androidx.test.runner.AndroidJUnitRunner',
  targetPackage: PKG,
  runnerArgs: {},
  installs: [],
};

/** Deterministic skewed suite: 20 classes × 10 tests, 10–90 ms each, six long tests (0.4–0.9 s) in three classes. */
function suite(): Array<TestId & { durationMs: number }> {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const tests: Array<TestId & { durationMs: number }> = [];
  for (let c = 0; c < 20; c++) {
    for (let m = 0; m < 10; m++)
      tests.push({ class: `${PKG}.Screen${c}Test`, method: `case${m}`, durationMs: 10 + Math.round(rand() * 80) });
  }
  for (const [i, ms] of [
    [3, 900],
    [4, 750],
    [23, 600],
    [47, 500],
    [48, 450],
    [150, 400],
  ] as const)
    tests[i]!.durationMs = ms;
  return tests;
}

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

type SkewedTest = TestId & { durationMs: number };
type BenchDeviceRef = { server: AdbServer; serial: string; groups: string[] };

/** The four ways to run the suite on the devices, each timed REPETITIONS times (makespans in ms). */
async function makespans(
  server: AdbServer,
  devices: BenchDeviceRef[],
  ids: TestId[],
): Promise<Record<string, number[]>> {
  const check = instrumentationCheck(target, { testSilenceMs: 10_000, probeMs: 2000, installMs: 10_000 });
  const droidheal = async (history: DurationHistory) => {
    const r = await runSuite({
      check,
      groups: [{ name: 'all', required: true }],
      devices,
      tests: ids,
      history,
      reschedule: 2,
      confirmFailures: false,
      signal: new AbortController().signal,
    });
    if (r.runVerdict !== 'pass') throw new Error(`bench run did not pass: ${r.runVerdict}`);
    return r;
  };
  /** One `am instrument` per device over its own list of tests, all devices at once. */
  const perDevice = (lists: TestId[][]) =>
    Promise.all(
      lists.map((list, i) =>
        streamInstrumentation(
          server,
          devices[i]!.serial,
          {
            testPackage: target.testPackage,
            runner: target.runner,
            ...(list.length < ids.length ? { tests: list } : {}),
          },
          { silenceMs: 30_000, signal: new AbortController().signal },
        ),
      ),
    );
  const chunk = Math.ceil(ids.length / DEVICES);
  const staticSplit = Array.from({ length: DEVICES }, (_, i) => ids.slice(i * chunk, (i + 1) * chunk));
  const results: Record<string, number[]> = {
    'whole suite on every device (AGP default)': [],
    'static equal split (Spoon-style)': [],
    'droidheal, no history': [],
    'droidheal, with history': [],
  };
  for (let rep = 0; rep < REPETITIONS; rep++) {
    let learned = emptyHistory();
    results['droidheal, no history']!.push(
      await timed(async () => {
        learned = recordDurations(emptyHistory(), (await droidheal(emptyHistory())).executions);
      }),
    );
    results['droidheal, with history']!.push(await timed(() => droidheal(learned)));
    results['static equal split (Spoon-style)']!.push(await timed(() => perDevice(staticSplit)));
    results['whole suite on every device (AGP default)']!.push(
      await timed(() => perDevice(Array.from({ length: DEVICES }, () => ids))),
    );
  }
  return results;
}

/** Each way's median makespan ÷ the lower bound, and whether droidheal with history meets its goal. */
function printMakespans(tests: SkewedTest[], results: Record<string, number[]>, lowerBound: number): void {
  const total = tests.reduce((s, t) => s + t.durationMs, 0);
  process.stdout.write(
    `${tests.length} tests, total ${total} ms, longest ${Math.max(...tests.map((t) => t.durationMs))} ms, ${DEVICES} virtual devices; ` +
      `lower bound ${Math.round(lowerBound)} ms; median of ${REPETITIONS}\n`,
  );
  for (const [name, xs] of Object.entries(results)) {
    const m = median(xs);
    process.stdout.write(
      `  ${name.padEnd(44)} makespan ${String(Math.round(m)).padStart(6)} ms   ÷ lower bound ${(m / lowerBound).toFixed(2)}\n`,
    );
  }
  const withHistory = median(results['droidheal, with history']!) / lowerBound;
  process.stdout.write(
    `  goal: ≤ 1.15 × lower bound with history → ${withHistory <= 1.15 ? 'met' : 'NOT met'} (${withHistory.toFixed(2)})\n`,
  );
}

export async function run(): Promise<void> {
  const tests = suite();
  const ids = tests.map(({ class: c, method }) => ({ class: c, method }));
  const total = tests.reduce((s, t) => s + t.durationMs, 0);
  const lowerBound = Math.max(Math.max(...tests.map((t) => t.durationMs)), total / DEVICES);
  const home = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-schedule-'));
  const adb = await startAdbServer({ port: await freePort(), home });
  const specs: VirtualDeviceSpecInput[] = Array.from({ length: DEVICES }, (_, i) => ({
    name: `bench-${i}`,
    model: 'Pixel 8',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['arm64-v8a'],
    packages: [PKG],
    instrumentations: [{ package: `${PKG}.test`, target: PKG }],
    tests,
  }));
  const rack = await startVirtualDevices(specs);
  const address = { host: '127.0.0.1', port: adb.port };
  try {
    await connectToAdb(rack, address);
    const server: AdbServer = adbServer(address);
    const devices = rack.devices.map((d) => ({ server, serial: d.serial, groups: ['all'] }));
    printMakespans(tests, await makespans(server, devices, ids), lowerBound);
  } finally {
    await disconnectFromAdb(rack, address).catch(() => undefined);
    await rack.stop();
    await adb.stop();
    await rm(home, { recursive: true, force: true });
  }
}
