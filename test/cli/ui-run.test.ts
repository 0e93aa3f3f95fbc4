import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/checks/ui/deps.js';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, repoRoot, runCli } from '../support/cli.js';

/**
 * The example the docs share: android-fixtures/ui runs end to end through `droidheal run` — the
 * real Appium server and UiAutomator2 driver from droidheal's cache, the virtual phone hosting the
 * UiAutomator2 server — and the same config without a device is undetermined.
 */

const fixture = (f: string) => path.join(repoRoot, 'android-fixtures', 'ui', f);
let adb: PrivateAdbServer;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ui-run-'));
  // the private adb server has its own HOME: name droidheal's cache explicitly
  env = { ...adb.env, DROIDHEAL_CACHE_DIR: cacheDir() };
});

afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('droidheal run with the ui fixture', () => {
  it('exits 1 with exactly one failing scenario step — the tag no node carries — in the report', async () => {
    const reportDir = path.join(dir, 'reports');
    const r = await runCli(
      ['run', '--config', fixture('droidheal.json'), '--rack', fixture('devices.json'), '--report-dir', reportDir],
      { env, timeout: 240_000 },
    );
    expect(r.exitCode, r.stderr).toBe(1);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    const outcomes = report.executions.map((e) => [`${e.test.class}#${e.test.method}`, e.outcome]).sort();
    expect(outcomes).toEqual([
      ['ui.notes#addsANote', 'passed'],
      ['ui.notes#settingsShowTheVersion', 'failed'],
    ]);
    const failed = report.executions.find((e) => e.outcome === 'failed')!;
    expect(failed.detail).toBe(
      'step 3 (assert tag "version_label" displayed): no node with tag "version_label" within 1000 ms',
    );
    expect(failed.ui?.file).toBe('notes.ui.json');
    expect(failed.ui?.pageSource).toContain('resource-id="version"');
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]?.frame).toEqual({
      class: 'ui.notes',
      method: 'settingsShowTheVersion',
      file: 'notes.ui.json',
      line: 22,
    });
  }, 300_000);

  it('exits 3 (undetermined) against a rack with no device', async () => {
    const r = await runCli(
      [
        'run',
        '--config',
        fixture('droidheal.json'),
        '--rack',
        fixture('no-devices.json'),
        '--report-dir',
        path.join(dir, 'none'),
      ],
      { env },
    );
    expect(r.exitCode, r.stderr).toBe(3);
    expect(r.stderr).toContain('? ui.notes#addsANote');
  });

  it('says in one line how to install the UI packages when they are missing (exit 2)', async () => {
    const r = await runCli(
      [
        'run',
        '--config',
        fixture('droidheal.json'),
        '--rack',
        fixture('no-devices.json'),
        '--report-dir',
        path.join(dir, 'x'),
      ],
      { env: { ...env, DROIDHEAL_CACHE_DIR: path.join(dir, 'empty-cache') } },
    );
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      /UI checks need appium@3\.8\.0, appium-uiautomator2-driver@8\.7\.0, webdriverio@9\.33\.1 .*droidheal setup ui/,
    );
  });

  it('on SIGINT while the driver works, stops the Appium server it started (whole process group) and still reports', async () => {
    const child = execa(
      process.execPath,
      [
        binPath,
        'run',
        '--config',
        fixture('droidheal.json'),
        '--rack',
        fixture('devices.json'),
        '--report-dir',
        path.join(dir, 'int'),
      ],
      { env, reject: false, cwd: repoRoot },
    );
    // wait for the event: droidheal has started Appium (a child running the cache's appium)
    let appiumPid: number | undefined;
    while (appiumPid === undefined && child.exitCode === null) {
      appiumPid = await childRunning(child.pid!, 'appium/index.js');
      if (appiumPid === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    expect(appiumPid).toBeGreaterThan(0);
    // Appium keeps its drivers in droidheal's cache, never in the user's ~/.appium
    const environ = (await readFile(`/proc/${appiumPid}/environ`, 'utf8')).split('\0');
    expect(environ).toContain(`APPIUM_HOME=${cacheDir()}/ui`);
    child.kill('SIGINT');
    const r = await child;
    expect(r.exitCode).toBe(3);
    expect(String(r.stdout)).toContain('UNDETERMINED (interrupted)');
    expect(alive(appiumPid!)).toBe(false);
  }, 120_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A running child of `parent` whose command line contains `needle` (from /proc). */
async function childRunning(parent: number, needle: string): Promise<number | undefined> {
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) continue;
      const cmd = (await readFile(`/proc/${name}/cmdline`, 'utf8')).replace(/\0/g, ' ');
      if (cmd.includes(needle)) return Number(name);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}
