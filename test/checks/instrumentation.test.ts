import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { type InstrumentationTarget, instrumentationCheck } from '../../src/checks/instrumentation/check.js';
import type { CheckDevice } from '../../src/checks/kind.js';
import { type RunSuiteOptions, runSuite, type SuiteResult } from '../../src/checks/run-suite.js';
import { testKey } from '../../src/config/outcome.js';
import { emptyHistory, recordDurations } from '../../src/schedule/history.js';
import {
  connectToAdb,
  disconnectFromAdb,
  startVirtualDevices,
  type VirtualDeviceSpecInput,
} from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { connectionsTo } from '../support/process.js';

const PKG = 'com.example.notes';
const target: InstrumentationTarget = {
  testPackage: `${PKG}.test`,
  runner: 'androidx.test.runner.AndroidJUnitRunner',
  targetPackage: PKG,
  runnerArgs: {},
  installs: [],
};
const timeouts = { testSilenceMs: 1500, probeMs: 1000, installMs: 10_000 };

const T = (cls: string, method: string, extra: Record<string, unknown> = {}) => ({
  class: `${PKG}.${cls}`,
  method,
  durationMs: 60,
  ...extra,
});
const key = (cls: string, method: string) => `${PKG}.${cls}#${method}`;

/** A suite where `Victim#x` is expected to be the longest batch, so the first device takes it first. */
const suite = [
  T('Victim', 'x', { durationMs: 300 }),
  T('Other', 'a'),
  T('Other', 'b'),
  T('Other', 'c'),
  T('More', 'd'),
  T('More', 'e'),
];
const history = recordDurations(
  emptyHistory(),
  suite.map((t) => ({
    test: { class: t.class, method: t.method },
    device: '',
    group: 'g',
    attempt: 1,
    outcome: 'passed' as const,
    durationMs: t.durationMs as number,
  })),
);

function device(name: string, extra: Partial<VirtualDeviceSpecInput> = {}): VirtualDeviceSpecInput {
  return {
    name,
    model: 'Pixel 8',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['arm64-v8a'],
    packages: [PKG],
    instrumentations: [{ package: `${PKG}.test`, target: PKG, runner: 'androidx.test.runner.AndroidJUnitRunner' }],
    tests: suite,
    ...extra,
  };
}

let adb: PrivateAdbServer;
let server: AdbServer;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  server = adbServer({ host: '127.0.0.1', port: adb.port });
});
afterAll(async () => {
  await adb?.stop();
});

/** Start devices, connect them to the private server, run the suite over group "g", stop them. */
async function run(
  specs: VirtualDeviceSpecInput[],
  opts: Partial<RunSuiteOptions> & { check?: RunSuiteOptions['check'] } = {},
): Promise<SuiteResult> {
  const rack = await startVirtualDevices(specs);
  const address = { host: '127.0.0.1', port: adb.port };
  try {
    const connected = await connectToAdb(rack, address);
    expect(connected.map((c) => c.outcome)).toEqual(specs.map(() => 'connected'));
    const devices: CheckDevice[] = rack.devices.map((d) => ({ server, serial: d.serial, groups: ['g'] }));
    return await runSuite({
      check: instrumentationCheck(target, timeouts),
      groups: [{ name: 'g', required: true }],
      devices,
      tests: suite.map((t) => ({ class: t.class, method: t.method })),
      history,
      reschedule: 2,
      confirmFailures: true,
      signal: new AbortController().signal,
      ...opts,
    });
  } finally {
    await disconnectFromAdb(rack, address);
    await rack.stop();
  }
}

const runsOf = (r: SuiteResult, k: string) => r.executions.filter((e) => testKey(e.test) === k);
const verdictOf = (r: SuiteResult, k: string) => r.verdicts.find((v) => testKey(v.test) === k)!;

describe('instrumentation check on virtual devices', () => {
  it('reports pass, fail, ignored, assumption and an app crash on a healthy device', async () => {
    const tests = [
      T('Mixed', 'passes'),
      T('Mixed', 'fails', { outcome: 'fail', message: 'expected:<2> but was:<3>' }),
      T('Mixed', 'ignored', { outcome: 'ignored' }),
      T('Mixed', 'assumes', { outcome: 'assumption' }),
      T('Crashy', 'crashes', { outcome: 'crash' }),
      T('Crashy', 'afterCrash'),
    ];
    const r = await run([device('solo', { tests })], {
      tests: tests.map((t) => ({ class: t.class, method: t.method })),
      confirmFailures: false,
      history: emptyHistory(),
    });
    expect(Object.fromEntries(r.verdicts.map((v) => [v.test.method, v.verdict]))).toEqual({
      passes: 'pass',
      fails: 'fail',
      ignored: 'skipped',
      assumes: 'skipped',
      crashes: 'fail',
      afterCrash: 'pass',
    });
    expect(runsOf(r, key('Crashy', 'crashes'))[0]).toMatchObject({ outcome: 'failed', failureKind: 'crash' });
    expect(runsOf(r, key('Mixed', 'fails'))[0]).toMatchObject({ outcome: 'failed', failureKind: 'assertion' });
    expect(r.runVerdict).toBe('fail');
    expect(r.findings.length).toBeGreaterThanOrEqual(1);
  });

  it('re-runs a test cut off by a dropped device elsewhere, keeps earlier passes, and never fails it', async () => {
    const r = await run([
      device('dropper', { faults: [{ type: 'drop', atTest: key('Victim', 'x'), when: 'middle' }] }),
      device('steady'),
    ]);
    const [first, second] = runsOf(r, key('Victim', 'x'));
    expect(first).toMatchObject({ outcome: 'undetermined', reason: 'device-lost' });
    expect(second).toMatchObject({ outcome: 'passed' });
    expect(second!.device).not.toBe(first!.device);
    expect(r.executions.some((e) => e.outcome === 'failed')).toBe(false);
    expect(r.verdicts.map((v) => v.verdict)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'pass']);
    expect(r.runVerdict).toBe('pass');
    // every test ran to a determination exactly once, apart from the victim
    for (const t of suite.slice(1))
      expect(runsOf(r, key(t.class.split('.').pop()!, t.method)).map((e) => e.outcome)).toEqual(['passed']);
  });

  it('calls a silent device that no longer answers hung, and re-runs its test elsewhere', async () => {
    const r = await run([
      device('hanger', { faults: [{ type: 'hang', atTest: key('Victim', 'x'), when: 'middle' }] }),
      device('steady'),
    ]);
    expect(runsOf(r, key('Victim', 'x')).map((e) => [e.outcome, e.reason ?? null])).toEqual([
      ['undetermined', 'device-hung'],
      ['passed', null],
    ]);
    expect(r.runVerdict).toBe('pass');
  });

  it('treats a reboot mid-test as a lost device, not a failure', async () => {
    const r = await run([
      device('rebooter', { faults: [{ type: 'reboot', atTest: key('Victim', 'x'), when: 'middle', bootMs: 500 }] }),
      device('steady'),
    ]);
    expect(runsOf(r, key('Victim', 'x')).map((e) => [e.outcome, e.reason ?? null])).toEqual([
      ['undetermined', 'device-lost'],
      ['passed', null],
    ]);
    expect(r.runVerdict).toBe('pass');
  });

  it('marks a system crash undetermined system-crash and re-runs the test', async () => {
    const r = await run([
      device('crasher', { faults: [{ type: 'system-crash', atTest: key('Victim', 'x'), when: 'middle' }] }),
      device('steady'),
    ]);
    const runs = runsOf(r, key('Victim', 'x'));
    expect(runs[0]).toMatchObject({ outcome: 'undetermined', reason: 'system-crash' });
    expect(runs.at(-1)).toMatchObject({ outcome: 'passed' });
    expect(r.runVerdict).toBe('pass');
  });

  it('re-checks a failure on the same device: fail then pass there is flaky', async () => {
    const r = await run([
      // fails the first time only: a flaky test on this phone
      device('flaky-one', { outcomes: { [key('Victim', 'x')]: { outcome: 'fail', message: 'race', times: 1 } } }),
      device('steady'),
    ]);
    const runs = runsOf(r, key('Victim', 'x'));
    expect(runs.map((e) => e.outcome)).toEqual(['failed', 'passed']);
    expect(runs[0]!.device).toBe(runs[1]!.device);
    expect(verdictOf(r, key('Victim', 'x'))).toMatchObject({ verdict: 'flaky' });
    expect(r.findings).toEqual([]);
    expect(r.runVerdict).toBe('pass');
  });

  it('fails on one phone every run and passes on another: fail, device-specific, naming that phone', async () => {
    const r = await run([
      device('pixel-8', {
        outcomes: { [key('Victim', 'x')]: { outcome: 'fail', message: 'expected:<1> but was:<0>' } },
      }),
      device('pixel-7a', { model: 'Pixel 7a', sdk: 33, abis: ['x86_64'] }),
    ]);
    const runs = runsOf(r, key('Victim', 'x'));
    const failing = runs[0]!.device;
    const passing = runs[2]!.device;
    expect(runs.map((e) => [e.device === failing, e.outcome])).toEqual([
      [true, 'failed'],
      [true, 'failed'],
      [false, 'passed'],
    ]);
    expect(verdictOf(r, key('Victim', 'x'))).toMatchObject({
      verdict: 'fail',
      failsOn: [failing],
      passesOn: [passing],
    });
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.deviceSpecific).toEqual({ failsOn: [{ serial: failing }], passesOn: [{ serial: passing }] });
    expect(r.runVerdict).toBe('fail');
  });

  it('keeps the passes that finished before an interrupt and leaves only the rest not-run', async () => {
    const tests = [T('Seq', 'a'), T('Seq', 'b'), T('Seq', 'c', { durationMs: 60_000 })];
    const rack = await startVirtualDevices([device('interrupted', { tests })]);
    const address = { host: '127.0.0.1', port: adb.port };
    const stop = new AbortController();
    // interrupt while c runs: a and b have finished by then
    rack.devices[0]!.on('test-start', ({ test }) => {
      if (test === key('Seq', 'c')) stop.abort();
    });
    try {
      await connectToAdb(rack, address);
      const r = await runSuite({
        check: instrumentationCheck(target, timeouts),
        groups: [{ name: 'g', required: true }],
        devices: [{ server, serial: rack.devices[0]!.serial, groups: ['g'] }],
        tests: tests.map((t) => ({ class: t.class, method: t.method })),
        history: emptyHistory(),
        reschedule: 2,
        confirmFailures: true,
        signal: stop.signal,
      });
      expect(r.executions.map((e) => [e.test.method, e.outcome, e.reason ?? null])).toEqual([
        ['a', 'passed', null],
        ['b', 'passed', null],
        ['c', 'undetermined', 'not-run'],
      ]);
      expect(r.verdicts.map((v) => [v.test.method, v.verdict])).toEqual([
        ['a', 'pass'],
        ['b', 'pass'],
        ['c', 'undetermined'],
      ]);
      expect(r.runVerdict).toBe('undetermined');
    } finally {
      await disconnectFromAdb(rack, address);
      await rack.stop();
    }
  });

  it('lists the suite by a dry run when the config does not name the tests', async () => {
    const r = await run([device('lister')], { tests: undefined });
    expect(r.suite.map(testKey).sort()).toEqual(suite.map((t) => `${t.class}#${t.method}`).sort());
    expect(r.runVerdict).toBe('pass');
  });

  it('makes every test undetermined setup-failed when the runner does not exist', async () => {
    const r = await run([device('wrong-runner')], {
      check: instrumentationCheck({ ...target, runner: 'com.example.NoSuchRunner' }, timeouts),
      tests: [{ class: `${PKG}.Other`, method: 'a' }],
    });
    expect(r.executions).toHaveLength(1);
    expect(r.executions[0]).toMatchObject({ outcome: 'undetermined', reason: 'setup-failed' });
    expect(r.runVerdict).toBe('undetermined');
  });

  it('leaves a required group without devices undetermined no-device', async () => {
    const r = await run([device('only-api34')], {
      groups: [
        { name: 'g', required: true },
        { name: 'api26', required: true },
      ],
    });
    expect(r.verdicts.filter((v) => v.group === 'api26').map((v) => [v.test.method, v.verdict, v.reason])).toEqual([
      ['x', 'undetermined', 'no-device'],
      ['a', 'undetermined', 'no-device'],
      ['b', 'undetermined', 'no-device'],
      ['c', 'undetermined', 'no-device'],
      ['d', 'undetermined', 'no-device'],
      ['e', 'undetermined', 'no-device'],
    ]);
    expect(r.groups.find((g) => g.name === 'api26')).toMatchObject({ status: 'undetermined' });
    expect(r.runVerdict).toBe('undetermined');
  });
});

describe('installing APKs before the run', () => {
  it('reads package, runner and target from the test APK, installs both APKs, then runs', async () => {
    const { resolveInstrumentation } = await import('../../src/checks/instrumentation/check.js');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-apk-'));
    // the virtual device's stand-in APK format (src/virtual/packages.ts): no Android build needed
    await writeFile(path.join(dir, 'app.apk'), JSON.stringify({ package: PKG }));
    await writeFile(
      path.join(dir, 'app-test.apk'),
      JSON.stringify({
        package: `${PKG}.test`,
        instrumentation: { runner: 'androidx.test.runner.AndroidJUnitRunner', target: PKG },
      }),
    );
    const rack = await startVirtualDevices([device('fresh', { packages: [], instrumentations: [] })]);
    const address = { host: '127.0.0.1', port: adb.port };
    try {
      const resolved = await resolveInstrumentation(
        { appApk: 'app.apk', testApk: 'app-test.apk', runnerArgs: {} },
        dir,
      );
      expect(resolved).toMatchObject({
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      });
      await connectToAdb(rack, address);
      const r = await runSuite({
        check: instrumentationCheck(resolved, timeouts),
        groups: [{ name: 'g', required: true }],
        devices: [{ server, serial: rack.devices[0]!.serial, groups: ['g'] }],
        tests: [{ class: `${PKG}.Other`, method: 'a' }],
        history,
        reschedule: 2,
        confirmFailures: true,
        signal: new AbortController().signal,
      });
      expect(r.executions.map((e) => e.outcome)).toEqual(['passed']);
      // the device had neither package before: the run could only pass because both were installed
      const { shell } = await import('../../src/adb/shell.js');
      const listed = await shell(server, rack.devices[0]!.serial, ['pm', 'list', 'packages']);
      expect(listed).toContain(`package:${PKG}.test`);
      expect(listed).toContain(`package:${PKG}\n`);
    } finally {
      await disconnectFromAdb(rack, address);
      await rack.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('an install that hangs', () => {
    let dir: string;
    let apk: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-apk-'));
      apk = path.join(dir, 'app-test.apk');
      await writeFile(
        apk,
        JSON.stringify({
          package: `${PKG}.test`,
          instrumentation: { runner: 'androidx.test.runner.AndroidJUnitRunner', target: PKG },
        }),
      );
    });
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    /** Run one test on a device that stops answering before the install; `abort` may interrupt the run. */
    async function runOnStalledDevice(installMs: number, stop?: AbortController): Promise<SuiteResult> {
      const rack = await startVirtualDevices([device('stalls', { packages: [], instrumentations: [] })]);
      const address = { host: '127.0.0.1', port: adb.port };
      try {
        await connectToAdb(rack, address);
        // adb connect's own connection closes on its own time
        await expect.poll(() => connectionsTo(adb.port)).toBe(0);
        rack.devices[0]!.hang();
        const signal = stop?.signal ?? new AbortController().signal;
        const r = runSuite({
          check: instrumentationCheck({ ...target, installs: [apk] }, { ...timeouts, installMs }),
          groups: [{ name: 'g', required: true }],
          devices: [{ server, serial: rack.devices[0]!.serial, groups: ['g'] }],
          tests: [{ class: `${PKG}.Other`, method: 'a' }],
          history,
          reschedule: 2,
          confirmFailures: true,
          signal,
        });
        if (stop) {
          // interrupt once the install is under way (its connection to the adb server is open)
          await expect.poll(() => connectionsTo(adb.port)).toBe(1);
          stop.abort(new Error('interrupted'));
        }
        const result = await r;
        // nothing is left installing behind the run: the install's connection is closed
        await expect.poll(() => connectionsTo(adb.port)).toBe(0);
        return result;
      } finally {
        rack.devices[0]!.unhang();
        await disconnectFromAdb(rack, address);
        await rack.stop();
      }
    }

    it('is cancelled at installMs and leaves the tests undetermined device-hung, never failed', async () => {
      const r = await runOnStalledDevice(500);
      expect(r.executions.map((e) => [e.test.method, e.outcome, e.reason])).toEqual([
        ['a', 'undetermined', 'device-hung'],
      ]);
      expect(r.executions[0]!.detail).toContain('install app-test.apk');
      expect(r.runVerdict).toBe('undetermined');
    });

    it('is cancelled at once by an interrupt, leaving the tests undetermined not-run', async () => {
      const r = await runOnStalledDevice(60_000, new AbortController());
      expect(r.executions.map((e) => [e.test.method, e.outcome, e.reason])).toEqual([['a', 'undetermined', 'not-run']]);
      expect(r.runVerdict).toBe('undetermined');
    });
  });
});
