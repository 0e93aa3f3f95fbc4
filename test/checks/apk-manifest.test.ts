import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { shell } from '../../src/adb/shell.js';
import { readTestApk } from '../../src/checks/instrumentation/apk.js';
import { instrumentationCheck, resolveInstrumentation } from '../../src/checks/instrumentation/check.js';
import { runSuite } from '../../src/checks/run-suite.js';
import { testKey as testKeyOf } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { ConfigError } from '../../src/errors.js';
import { emptyHistory } from '../../src/schedule/history.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices } from '../../src/virtual/index.js';
import { readApkInfo } from '../../src/virtual/packages.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { buildApk, zip } from '../support/apk.js';
import { runCli } from '../support/cli.js';

const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const testApk = () => buildApk({ package: `${PKG}.test`, instrumentation: { runner: RUNNER, target: PKG } });
const appApk = () => buildApk({ package: PKG, minSdk: 26 });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-real-apk-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function file(name: string, data: Buffer): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

describe('reading real (generated) APKs', () => {
  it('reads package, runner and target from a test APK with a binary manifest', async () => {
    const apk = await file('app-test.apk', testApk());
    expect(apk.endsWith('.apk')).toBe(true);
    expect(await readTestApk(apk)).toEqual({ testPackage: `${PKG}.test`, runner: RUNNER, targetPackage: PKG });
  });

  it('reads just the package from an app APK (no instrumentation)', async () => {
    expect(await readTestApk(await file('app.apk', appApk()))).toEqual({ testPackage: PKG });
  });

  it('lets the virtual device package manager read both from the bytes, ignoring the file name', async () => {
    expect(await readApkInfo(testApk(), 'whatever.apk')).toEqual({
      package: `${PKG}.test`,
      instrumentation: { runner: RUNNER, target: PKG },
    });
    expect(await readApkInfo(appApk(), 'whatever.apk')).toEqual({ package: PKG, instrumentation: undefined });
  });

  it('reads a manifest stored without compression as well', async () => {
    const { binaryManifest } = await import('../support/apk.js');
    const stored = zip([{ name: 'AndroidManifest.xml', data: binaryManifest({ package: 'org.sample.stored' }) }]);
    expect(await readTestApk(await file('stored.apk', stored))).toEqual({ testPackage: 'org.sample.stored' });
  });
});

describe('hostile APKs give one config error, not a crash', () => {
  it('rejects a zip without AndroidManifest.xml', async () => {
    const apk = await file('no-manifest.apk', zip([{ name: 'classes.dex', data: Buffer.from('dex') }]));
    const err = await readTestApk(apk).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/not a readable APK.*AndroidManifest\.xml/);
  });

  it('rejects a truncated APK', async () => {
    const full = testApk();
    const apk = await file('truncated.apk', full.subarray(0, Math.floor(full.length / 2)));
    const err = await readTestApk(apk).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/not a readable APK/);
  });

  it('rejects a manifest that is not binary XML', async () => {
    const apk = await file(
      'text-manifest.apk',
      zip([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest package="a.b"/>') }]),
    );
    await expect(readTestApk(apk)).rejects.toBeInstanceOf(ConfigError);
    // the virtual package manager refuses it (pm install fails) instead of throwing
    expect(
      await readApkInfo(await import('node:fs/promises').then((f) => f.readFile(apk)), 'text-manifest.apk'),
    ).toBeUndefined();
  });
});

describe('installing real APKs on a virtual device', () => {
  let adb: PrivateAdbServer;
  let server: AdbServer;
  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    server = adbServer({ host: '127.0.0.1', port: adb.port });
  });
  afterAll(async () => {
    await adb?.stop();
  });

  it('resolves the instrumentation from the test APK, installs both, and runs a test', async () => {
    await file('real-app.apk', appApk());
    await file('real-app-test.apk', testApk());
    const rack = await startVirtualDevices([
      {
        name: 'fresh',
        model: 'Pixel 8',
        manufacturer: 'Google',
        sdk: 34,
        abis: ['arm64-v8a'],
        packages: [],
        instrumentations: [],
        tests: [{ class: `${PKG}.Other`, method: 'a', durationMs: 50 }],
      },
    ]);
    const address = { host: '127.0.0.1', port: adb.port };
    try {
      const resolved = await resolveInstrumentation(
        { appApk: 'real-app.apk', testApk: 'real-app-test.apk', runnerArgs: {} },
        dir,
      );
      expect(resolved).toMatchObject({ testPackage: `${PKG}.test`, runner: RUNNER, targetPackage: PKG });
      await connectToAdb(rack, address);
      const serial = rack.devices[0]!.serial;
      const r = await runSuite({
        check: instrumentationCheck(resolved, { testSilenceMs: 1500, probeMs: 1000, installMs: 10_000 }),
        groups: [{ name: 'g', required: true }],
        devices: [{ server, serial, groups: ['g'] }],
        tests: [{ class: `${PKG}.Other`, method: 'a' }],
        history: emptyHistory(),
        reschedule: 2,
        confirmFailures: true,
        signal: new AbortController().signal,
      });
      expect(r.executions.map((e) => e.outcome)).toEqual(['passed']);
      // the device had neither package: the packages came from the real manifests
      const listed = await shell(server, serial, ['pm', 'list', 'packages']);
      expect(listed).toContain(`package:${PKG}.test`);
      expect(listed).toContain(`package:${PKG}\n`);
      expect(await shell(server, serial, ['pm', 'list', 'instrumentation'])).toContain(`${PKG}.test/${RUNNER}`);
    } finally {
      await disconnectFromAdb(rack, address);
      await rack.stop();
    }
  });

  it('a device refusing a broken APK makes the run setup-failed, not a crash', async () => {
    // a real zip whose manifest is not binary XML, named so the file name gives no package either
    await file('broken.apk', zip([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest/>') }]));
    const rack = await startVirtualDevices([
      {
        name: 'fresh2',
        model: 'Pixel 8',
        manufacturer: 'Google',
        sdk: 34,
        abis: ['arm64-v8a'],
        packages: [],
        instrumentations: [],
        tests: [{ class: `${PKG}.Other`, method: 'a', durationMs: 50 }],
      },
    ]);
    const address = { host: '127.0.0.1', port: adb.port };
    try {
      await connectToAdb(rack, address);
      const target = {
        testPackage: `${PKG}.test`,
        runner: RUNNER,
        targetPackage: PKG,
        runnerArgs: {},
        installs: [path.join(dir, 'broken.apk')],
      };
      const r = await runSuite({
        check: instrumentationCheck(target, { testSilenceMs: 1500, probeMs: 1000, installMs: 10_000 }),
        groups: [{ name: 'g', required: true }],
        devices: [{ server, serial: rack.devices[0]!.serial, groups: ['g'] }],
        tests: [{ class: `${PKG}.Other`, method: 'a' }],
        history: emptyHistory(),
        reschedule: 1,
        confirmFailures: true,
        signal: new AbortController().signal,
      });
      expect(r.executions.filter((e) => e.outcome === 'passed')).toEqual([]);
      expect(r.verdicts.map((v) => v.verdict)).toEqual(['undetermined']);
      expect(JSON.stringify(r.verdicts[0])).toContain('setup-failed');
    } finally {
      await disconnectFromAdb(rack, address);
      await rack.stop();
    }
  });

  /** `droidheal run` over one fresh virtual device, with droidheal.json naming the given APKs. */
  async function cliRun(name: string, apks: { testApk: string; appApk?: string }) {
    const rack = path.join(dir, `${name}-rack.json`);
    const config = path.join(dir, `${name}-droidheal.json`);
    const reportDir = path.join(dir, `${name}-reports`);
    await writeFile(
      rack,
      JSON.stringify({
        tests: cliTests,
        virtual: [{ name, model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'], packages: [] }],
      }),
    );
    await writeFile(
      config,
      JSON.stringify({ instrumentation: apks, timeouts: { testSilenceMs: 3000, probeMs: 1000 } }),
    );
    const r = await runCli(['run', '--rack', rack, '--config', config, '--report-dir', reportDir], { env: adb.env });
    const text = await readFile(path.join(reportDir, 'report.json'), 'utf8').catch(() => undefined);
    return { ...r, report: text ? Report.parse(JSON.parse(text)) : undefined };
  }
  const cliTests = ['a', 'b'].map((m) => ({ class: `${PKG}.NoteTest`, method: m, durationMs: 50 }));

  it('droidheal run installs real APKs named in droidheal.json on a bare virtual device and runs the suite', async () => {
    await file('cli-app.apk', appApk());
    await file('cli-app-test.apk', testApk());
    const r = await cliRun('cli-real', { testApk: 'cli-app-test.apk', appApk: 'cli-app.apk' });
    expect(r.stderr).not.toContain('internal error');
    expect(r.exitCode).toBe(0);
    expect(r.report!.runVerdict).toBe('pass');
    expect(r.report!.verdicts.map((v) => `${testKeyOf(v.test)}=${v.verdict}`).sort()).toEqual([
      `${PKG}.NoteTest#a=pass`,
      `${PKG}.NoteTest#b=pass`,
    ]);
  });

  it('droidheal run with a truncated test APK exits 2 with one line naming the file, no stack', async () => {
    const full = testApk();
    await file('cli-truncated.apk', full.subarray(0, full.length - 30));
    const r = await cliRun('cli-bad', { testApk: 'cli-truncated.apk' });
    expect(r.exitCode).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cli-truncated\.apk/);
    expect(lines[0]).toMatch(/not a readable APK/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
