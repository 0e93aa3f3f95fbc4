import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { APP_APK, type FixtureRepo, fixtureEnv, fixtureRepo, TEST_APK } from '../support/fixture-app.js';

/**
 * `droidheal run` on a project whose APKs are not built yet (the fixture app, its Gradle stand-in
 * and its virtual rack, on a private adb server): it never stops at "cannot read the APK".
 */
let adb: PrivateAdbServer;
let app: FixtureRepo;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  app = await fixtureRepo();
});
afterAll(async () => {
  await app?.remove();
  await adb?.stop();
});

const run = (...args: string[]) =>
  runCli(['run', '--rack', 'devices.json', '--config', 'droidheal.json', ...args], {
    cwd: app.dir,
    env: { ...adb.env, ...fixtureEnv },
  });
const readReport = async (dir: string) =>
  Report.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));

describe('droidheal run with APKs not built', () => {
  it('--no-build: the instrumentation check is undetermined naming the Gradle tasks, and the report is written', async () => {
    const r = await run('--no-build', '--report-dir', 'unbuilt');
    expect(r.exitCode, r.stderr).toBe(3);
    expect(r.stderr).not.toContain('cannot read the APK');
    expect(r.stdout).toContain('not-built');
    expect(r.stdout).toContain('build them with ./gradlew :app:assembleDebug :app:assembleDebugAndroidTest');
    const report = await readReport(path.join(app.dir, 'unbuilt'));
    const phones = report.groups.find((g) => g.name === 'phones');
    expect(phones?.status).toBe('undetermined');
    expect(phones?.reason).toBe('not-built');
    expect(existsSync(path.join(app.dir, TEST_APK))).toBe(false);
  });

  it('builds the missing APKs with the Gradle wrapper first, with its output as progress, then runs the tests', async () => {
    const r = await run('--report-dir', 'built');
    expect(r.stderr).toContain(`building the missing APK(s) (${APP_APK}, ${TEST_APK}): ./gradlew :app:assembleDebug`);
    expect(r.stderr).toContain('  build │ > Task :app:assembleDebugAndroidTest');
    expect(r.stderr).toMatch(/built in \d+\.\d s/);
    expect(existsSync(path.join(app.dir, TEST_APK))).toBe(true);
    const report = await readReport(path.join(app.dir, 'built'));
    // the phones ran the suite: no test is undetermined for want of an APK
    const phones = report.executions.filter((e) => e.group === 'phones');
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.some((e) => e.reason === 'not-built')).toBe(false);
    expect(phones.some((e) => e.outcome === 'passed')).toBe(true);
  });
});
