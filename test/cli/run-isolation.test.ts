import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { buildApk } from '../support/apk.js';
import { runCli } from '../support/cli.js';

/**
 * `droidheal run --isolation`: a suite whose reader fails after the writer left data is order-dependent
 * under `none`, passes under `test` (the orchestrator, its APKs from the user's Gradle cache), and a
 * Gradle cache without the orchestrator stops the run with the dependency to add.
 */
const PKG = 'com.example.notes';
const tests = [
  { class: `${PKG}.WriterTest`, method: 'savesNote', durationMs: 200, leavesData: ['note.db'] },
  { class: `${PKG}.ReaderTest`, method: 'listIsEmpty', durationMs: 30, needsCleanData: true },
];

let adb: PrivateAdbServer;
let dir: string;
let rack: string;
let config: string;
let gradleHome: string;

async function cached(group: string, module: string, version: string, pkg: string, runner?: string): Promise<void> {
  const at = path.join(gradleHome, 'caches', 'modules-2', 'files-2.1', group, module, version, 'f00d');
  await mkdir(at, { recursive: true });
  const instrumentation = runner ? { instrumentation: { runner, target: pkg } } : {};
  await writeFile(path.join(at, `${module}-${version}.apk`), buildApk({ package: pkg, ...instrumentation }));
}

beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-isolation-cli-'));
  gradleHome = path.join(dir, 'gradle-home');
  await cached(
    'androidx.test',
    'orchestrator',
    '1.5.1',
    'androidx.test.orchestrator',
    'androidx.test.orchestrator.AndroidTestOrchestrator',
  );
  await cached('androidx.test.services', 'test-services', '1.5.0', 'androidx.test.services');
  config = path.join(dir, 'droidheal.json');
  await writeFile(
    config,
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
        // two more runs per failure and a pm clear: asked for, never a default
        orderCheck: true,
      },
      timeouts: { testSilenceMs: 3000, probeMs: 1000 },
      historyFile: path.join(dir, 'history.json'),
    }),
  );
  rack = path.join(dir, 'devices.json');
  await writeFile(
    rack,
    JSON.stringify({
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests,
      virtual: [
        { name: 'phone', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'], packages: [PKG] },
      ],
    }),
  );
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function run(name: string, env: Record<string, string>, ...args: string[]) {
  const reportDir = path.join(dir, name);
  const r = await runCli(['run', '--rack', rack, '--config', config, '--report-dir', reportDir, ...args], {
    env: { ...adb.env, ...env },
  });
  const report =
    r.exitCode === 2
      ? undefined
      : Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
  return { r, report };
}

describe('droidheal run --isolation', () => {
  it('none: the reader is order-dependent (exit 1, not flaky); test: it passes, with the overhead reported', async () => {
    const none = await run('none', { GRADLE_USER_HOME: gradleHome }, '--isolation', 'none');
    expect(none.r.exitCode, none.r.stderr).toBe(1);
    const reader = none.report!.verdicts.find((v) => testKey(v.test) === `${PKG}.ReaderTest#listIsEmpty`);
    expect(reader).toMatchObject({ verdict: 'fail', orderDependent: true });
    expect(none.r.stdout).toContain('order-dependent');
    // the failure line says what to do about it
    expect(none.r.stdout).toContain(
      'passes alone with cleared data — isolate it (isolation: test) or fix the leaked state',
    );

    const isolated = await run('test', { GRADLE_USER_HOME: gradleHome }, '--isolation', 'test');
    expect(isolated.r.exitCode, isolated.r.stderr).toBe(0);
    expect(isolated.report!.verdicts.map((v) => v.verdict)).toEqual(['pass', 'pass']);
    const row = isolated.report!.checks![0]!.isolation!;
    expect(row).toMatchObject({ mode: 'test', instrumentations: 2, tests: 2 });
    expect(row.overheadMsPerTest).toBe(Math.round((row.wallMs - row.testMs) / 2));
  });

  it('test without the orchestrator in the Gradle cache: exit 2, one line naming the dependency to add', async () => {
    const { r } = await run('missing', { GRADLE_USER_HOME: path.join(dir, 'empty-gradle') }, '--isolation', 'test');
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('isolation "test" needs the androidx.test:orchestrator APK');
    expect(r.stderr).toContain('androidTestUtil("androidx.test:orchestrator:');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unknown mode is a usage error naming the choices', async () => {
    const { r } = await run('bogus', {}, '--isolation', 'per-method');
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('--isolation per-method');
    expect(r.stderr).toContain('none, class or test');
  });
});
