import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { classpathCommandLine } from '../../src/adb/quote.js';
import {
  type InstrumentationTarget,
  instrumentationCheck,
  resolveInstrumentation,
} from '../../src/checks/instrumentation/check.js';
import { findOrchestratorApks } from '../../src/checks/instrumentation/orchestrator-apks.js';
import { streamInstrumentation } from '../../src/checks/instrumentation/stream-run.js';
import type { CheckDevice } from '../../src/checks/kind.js';
import { runSuite, type SuiteResult } from '../../src/checks/run-suite.js';
import { testKey } from '../../src/config/outcome.js';
import type { Isolation } from '../../src/config/project.js';
import { ConfigError } from '../../src/errors.js';
import { ORCHESTRATOR, orchestratorArgv } from '../../src/instrument/command.js';
import { emptyHistory, recordDurations } from '../../src/schedule/history.js';
import {
  connectToAdb,
  disconnectFromAdb,
  startVirtualDevices,
  type VirtualDeviceSpecInput,
} from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { buildApk } from '../support/apk.js';

const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const timeouts = { testSilenceMs: 3000, probeMs: 2000, installMs: 10_000 };

const T = (cls: string, method: string, durationMs: number, extra: Record<string, unknown> = {}) => ({
  class: `${PKG}.${cls}`,
  method,
  durationMs,
  ...extra,
});
const key = (cls: string, method: string) => `${PKG}.${cls}#${method}`;

/**
 * Tests that share state through the app's data: a writer leaves draft.json behind; a reader in the same
 * class, and one in another class, assume a fresh install. The writers are the longest, so they run first.
 */
const suite = [
  T('LeakTest', 'writesDraft', 200, { leavesData: ['draft.json'] }),
  T('LeakTest', 'startsEmpty', 60, { needsCleanData: true }),
  T('WriterTest', 'savesNote', 400, { leavesData: ['note.db'] }),
  T('ReaderTest', 'listIsEmpty', 60, { needsCleanData: true }),
];
const history = recordDurations(
  emptyHistory(),
  suite.map((t) => ({
    test: { class: t.class, method: t.method },
    device: '',
    group: 'g',
    attempt: 1,
    outcome: 'passed' as const,
    durationMs: t.durationMs,
  })),
);

const device: VirtualDeviceSpecInput = {
  name: 'solo',
  model: 'Pixel 8',
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
  instrumentations: [{ package: `${PKG}.test`, target: PKG, runner: RUNNER }],
  tests: suite,
};

let adb: PrivateAdbServer;
let server: AdbServer;
let dir: string;
let apks: { orchestrator: string; testServices: string };
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  server = adbServer({ host: '127.0.0.1', port: adb.port });
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-isolation-'));
  // the two APKs as Gradle caches them for androidTestUtil dependencies
  apks = {
    orchestrator: await cached('androidx.test', 'orchestrator', '1.5.1', {
      package: ORCHESTRATOR.package,
      instrumentation: { runner: 'androidx.test.orchestrator.AndroidTestOrchestrator', target: ORCHESTRATOR.package },
    }),
    testServices: await cached('androidx.test.services', 'test-services', '1.5.0', {
      package: ORCHESTRATOR.servicesPackage,
    }),
  };
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function cached(
  group: string,
  module: string,
  version: string,
  spec: Parameters<typeof buildApk>[0],
  home = path.join(dir, 'gradle'),
): Promise<string> {
  const at = path.join(home, 'caches', 'modules-2', 'files-2.1', group, module, version, 'a1b2c3');
  await mkdir(at, { recursive: true });
  const file = path.join(at, `${module}-${version}.apk`);
  await writeFile(file, buildApk(spec));
  return file;
}

function target(isolation: Isolation): InstrumentationTarget {
  return {
    testPackage: `${PKG}.test`,
    runner: RUNNER,
    targetPackage: PKG,
    runnerArgs: {},
    installs: isolation === 'test' ? [apks.orchestrator, apks.testServices] : [],
    isolation,
    orderCheck: true,
  };
}

interface Observed {
  result: SuiteResult;
  instruments: Array<{ component: string; tests: string[] }>;
  cleared: string[];
  report: ReturnType<NonNullable<ReturnType<typeof instrumentationCheck>['isolation']>>;
}

/** One virtual device on the private server; the suite run with the given isolation. */
async function run(isolation: Isolation, classes?: readonly string[]): Promise<Observed> {
  const rack = await startVirtualDevices([device]);
  const address = { host: '127.0.0.1', port: adb.port };
  const instruments: Observed['instruments'] = [];
  const cleared: string[] = [];
  rack.devices[0]!.on('instrument-start', (e) => instruments.push({ component: e.component, tests: e.tests }));
  rack.devices[0]!.on('package-cleared', (e) => cleared.push(e.package));
  try {
    await connectToAdb(rack, address);
    const devices: CheckDevice[] = rack.devices.map((d) => ({ server, serial: d.serial, groups: ['g'] }));
    const check = instrumentationCheck(target(isolation), timeouts);
    const result = await runSuite({
      check,
      groups: [{ name: 'g', required: true }],
      devices,
      tests: suite
        .filter((t) => !classes || classes.some((c) => t.class.endsWith(`.${c}`)))
        .map((t) => ({ class: t.class, method: t.method })),
      history,
      reschedule: 2,
      confirmFailures: true,
      signal: new AbortController().signal,
    });
    return { result, instruments, cleared, report: check.isolation!() };
  } finally {
    await disconnectFromAdb(rack, address);
    await rack.stop();
  }
}

const verdictOf = (r: SuiteResult, k: string) => r.verdicts.find((v) => testKey(v.test) === k)!;

describe('isolation', () => {
  it('test: the orchestrator runs each test in its own instrumentation with cleared data, so a data-leaking suite passes', async () => {
    const { result, instruments, cleared, report } = await run('test');
    expect(result.verdicts.map((v) => v.verdict)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(result.runVerdict).toBe('pass');
    // besides the listing, one instrumentation of the target per test, each naming only that test
    const perTest = instruments.filter((i) => i.component === `${PKG}.test/${RUNNER}`);
    expect(perTest.map((i) => i.tests.length)).toEqual([1, 1, 1, 1]);
    expect(new Set(perTest.map((i) => i.tests[0])).size).toBe(4);
    // clearPackageData: the app and the test package before each test
    expect(cleared.filter((p) => p === PKG).length).toBeGreaterThanOrEqual(4);
    expect(cleared.filter((p) => p === `${PKG}.test`).length).toBeGreaterThanOrEqual(4);
    expect(report).toMatchObject({ mode: 'test', instrumentations: 4, tests: 4 });
    expect(report.wallMs).toBeGreaterThanOrEqual(report.testMs);
    expect(report.orderChecks).toBeUndefined();
  });

  it('none: a test that fails only after another left data behind is order-dependent, not flaky', async () => {
    // the writer (longest) runs first and leaves note.db; the reader, in its own class, assumes a fresh install
    const { result, report } = await run('none', ['WriterTest', 'ReaderTest']);
    const k = key('ReaderTest', 'listIsEmpty');
    const v = verdictOf(result, k);
    expect(v).toMatchObject({ verdict: 'fail', orderDependent: true });
    expect(v.detail).toMatch(
      /^order-dependent: .*expected clean app data.*note\.db.*failed again alone .*passed alone with it cleared/,
    );
    const runs = result.executions.filter((e) => testKey(e.test) === k);
    expect(runs[0]).toMatchObject({ outcome: 'failed', orderDependent: true });
    // the re-check after the order check cleared the data passes: without the order check, that read as flaky
    expect(runs.slice(1).map((e) => e.outcome)).toContain('passed');
    expect(result.verdicts.some((x) => x.verdict === 'flaky')).toBe(false);
    expect(verdictOf(result, key('WriterTest', 'savesNote')).verdict).toBe('pass');
    expect(result.runVerdict).toBe('fail');
    expect(report).toMatchObject({ mode: 'none', orderChecks: 1 });
  });

  it('class: pm clear between classes; a leak inside one class is still order-dependent', async () => {
    const { result, cleared } = await run('class');
    expect(verdictOf(result, key('ReaderTest', 'listIsEmpty')).verdict).toBe('pass');
    expect(verdictOf(result, key('WriterTest', 'savesNote')).verdict).toBe('pass');
    expect(verdictOf(result, key('LeakTest', 'startsEmpty'))).toMatchObject({ verdict: 'fail', orderDependent: true });
    // before each of the three classes, and once more for the order check
    expect(cleared.filter((p) => p === PKG).length).toBeGreaterThanOrEqual(3);
  });

  it("runs the orchestrator with AGP's command line, and its combined -r output parses test by test", async () => {
    const cmd = {
      testPackage: `${PKG}.test`,
      runner: RUNNER,
      tests: [{ class: `${PKG}.LeakTest`, method: 'writesDraft' }],
    };
    expect(classpathCommandLine(ORCHESTRATOR.servicesPackage, orchestratorArgv(cmd, { clearPackageData: true }))).toBe(
      'CLASSPATH=$(pm path androidx.test.services) app_process / androidx.test.services.shellexecutor.ShellMain ' +
        `am instrument -r -w -e targetInstrumentation ${PKG}.test/${RUNNER} -e clearPackageData true ` +
        `-e class '${PKG}.LeakTest#writesDraft' androidx.test.orchestrator/androidx.test.orchestrator.AndroidTestOrchestrator`,
    );
    const rack = await startVirtualDevices([device]);
    const address = { host: '127.0.0.1', port: adb.port };
    try {
      await connectToAdb(rack, address);
      const serial = rack.devices[0]!.serial;
      const check = instrumentationCheck(target('test'), timeouts);
      const signal = new AbortController().signal;
      // without the test services APK, app_process cannot start ShellMain: nothing runs
      const before = await streamInstrumentation(
        server,
        serial,
        { ...cmd, tests: [] },
        { silenceMs: 3000, signal, orchestrated: true },
      );
      expect(before.run.tests).toEqual([]);
      expect(before.run.status).not.toBe('complete');
      expect(await check.prepare({ server, serial, groups: ['g'] }, signal)).toBeUndefined();
      const after = await streamInstrumentation(
        server,
        serial,
        { ...cmd, tests: [], classes: [`${PKG}.LeakTest`] },
        { silenceMs: 3000, signal, orchestrated: true },
      );
      expect(after.run.status).toBe('complete');
      expect(after.run.tests.map((t) => [t.method, t.status])).toEqual([
        ['writesDraft', 'passed'],
        ['startsEmpty', 'passed'],
      ]);
    } finally {
      await disconnectFromAdb(rack, address);
      await rack.stop();
    }
  });

  it('finds the newest orchestrator in the Gradle cache, and says what to add when there is none', async () => {
    const home = path.join(dir, 'gradle-many');
    await cached('androidx.test', 'orchestrator', '1.4.2', { package: ORCHESTRATOR.package }, home);
    const newest = await cached(
      'androidx.test',
      'orchestrator',
      '1.10.0-alpha01',
      { package: ORCHESTRATOR.package },
      home,
    );
    const released = await cached('androidx.test', 'orchestrator', '1.5.1', { package: ORCHESTRATOR.package }, home);
    const services = await cached(
      'androidx.test.services',
      'test-services',
      '1.5.0',
      { package: ORCHESTRATOR.servicesPackage },
      home,
    );
    expect(findOrchestratorApks({}, dir, home)).toEqual({ orchestrator: newest, testServices: services });
    expect(released).toContain('1.5.1');

    const empty = path.join(dir, 'gradle-empty');
    let error: unknown;
    try {
      findOrchestratorApks({}, dir, empty);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('isolation "test" needs the androidx.test:orchestrator APK');
    expect((error as ConfigError).remedy).toContain('androidTestUtil("androidx.test:orchestrator:');
    // a configured path that is not there is named as such
    await expect(
      resolveInstrumentation(
        { testPackage: `${PKG}.test`, runner: RUNNER, runnerArgs: {}, isolation: 'test', orchestratorApk: 'nope.apk' },
        dir,
      ),
    ).rejects.toThrow(/orchestratorApk nope.apk does not exist/);
  });
});
