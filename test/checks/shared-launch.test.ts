import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { instrumentationCheck } from '../../src/checks/instrumentation/check.js';
import { runSuite } from '../../src/checks/run-suite.js';
import { testKey } from '../../src/config/outcome.js';
import type { Isolation } from '../../src/config/project.js';
import { emptyHistory } from '../../src/schedule/history.js';
import {
  connectToAdb,
  disconnectFromAdb,
  startVirtualDevices,
  type VirtualDeviceSpecInput,
} from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

// Several classes in one `am instrument -e class A#m,B#n,…` launch (src/schedule/merge.ts), on real adb.
const PKG = 'com.example.shared';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const CLASSES = 8;
const suite = Array.from({ length: CLASSES * 3 }, (_, i) => ({
  class: `${PKG}.C${Math.floor(i / 3)}Test`,
  method: `m${i % 3}`,
  durationMs: 20,
}));
const tests = suite.map(({ class: c, method }) => ({ class: c, method }));
const spec = (name: string, extra: Partial<VirtualDeviceSpecInput> = {}): VirtualDeviceSpecInput => ({
  name,
  model: 'Pixel 8',
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
  instrumentations: [{ package: `${PKG}.test`, target: PKG, runner: RUNNER }],
  tests: suite,
  ...extra,
});
const target = (isolation: Isolation) => ({
  testPackage: `${PKG}.test`,
  runner: RUNNER,
  targetPackage: PKG,
  runnerArgs: {},
  installs: [],
  isolation,
});
const timeouts = { testSilenceMs: 5000, probeMs: 3000, installMs: 10_000 };
const classesOf = (keys: readonly string[]) => new Set(keys.map((k) => k.split('#')[0]));

let adb: PrivateAdbServer;
let server: AdbServer;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  server = adbServer({ host: '127.0.0.1', port: adb.port });
});
afterAll(async () => {
  await adb?.stop();
});

/** The suite on these virtual devices; every launch of the test runner each device saw, by device. */
async function run(isolation: Isolation, devices: VirtualDeviceSpecInput[]) {
  const rack = await startVirtualDevices(devices);
  const address = { host: '127.0.0.1', port: adb.port };
  const launches: Array<{ device: string; tests: string[] }> = [];
  for (const d of rack.devices)
    d.on('instrument-start', (e) => {
      if (e.extras.log !== 'true') launches.push({ device: d.spec.name, tests: e.tests });
    });
  try {
    await connectToAdb(rack, address);
    const result = await runSuite({
      check: instrumentationCheck(target(isolation), timeouts),
      groups: [{ name: 'g', required: true }],
      devices: rack.devices.map((d) => ({ server, serial: d.serial, groups: ['g'] })),
      tests,
      history: emptyHistory(),
      reschedule: 2,
      confirmFailures: true,
      signal: new AbortController().signal,
    });
    return { result, launches };
  } finally {
    await disconnectFromAdb(rack, address);
    await rack.stop();
  }
}

describe('shared launches', () => {
  it('isolation none: several classes run in one launch, every test passes once', async () => {
    const { result, launches } = await run('none', [spec('one')]);
    expect(result.runVerdict).toBe('pass');
    expect(result.executions.map((e) => e.outcome)).toEqual(Array(tests.length).fill('passed'));
    expect(launches.length).toBeLessThan(CLASSES);
    expect(classesOf(launches[0]!.tests).size).toBeGreaterThan(1);
    expect(launches.flatMap((l) => l.tests).sort()).toEqual(tests.map(testKey).sort());
  });

  it('isolation class: one class a launch, as pm clear between classes needs', async () => {
    const { result, launches } = await run('class', [spec('one')]);
    expect(result.runVerdict).toBe('pass');
    expect(launches).toHaveLength(CLASSES);
    expect(launches.every((l) => classesOf(l.tests).size === 1)).toBe(true);
  });

  it('a device lost in a shared launch: its finished tests stay passed, only the rest runs again elsewhere', async () => {
    // the drop hits the first test of C1 in the first launch, after C0's three passed
    const dropAt = `${PKG}.C1Test#m0`;
    const { result, launches } = await run('none', [
      spec('lost', { faults: [{ type: 'drop', atTest: dropAt, when: 'middle', mode: 'disconnect' }] }),
      spec('other'),
    ]);
    const cut = launches.find((l) => l.device === 'lost' && l.tests.includes(dropAt))!;
    expect(classesOf(cut.tests).size).toBeGreaterThan(1);
    const by = (k: string) => result.executions.filter((e) => testKey(e.test) === k);
    const before = cut.tests.slice(0, cut.tests.indexOf(dropAt));
    expect(before.length).toBeGreaterThan(0);
    for (const k of before) expect(by(k).map((e) => e.outcome)).toEqual(['passed']);
    expect(by(dropAt).map((e) => e.outcome)).toEqual(['undetermined', 'passed']);
    for (const k of cut.tests.slice(cut.tests.indexOf(dropAt) + 1))
      expect(by(k).map((e) => [e.device === by(dropAt)[1]!.device, e.outcome])).toEqual([[true, 'passed']]);
    expect(result.verdicts.every((v) => v.verdict === 'pass')).toBe(true);
  });
});
