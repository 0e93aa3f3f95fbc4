import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';

/**
 * `droidheal run` on part of a suite: --tests (class, method, package), --annotation,
 * --not-annotation, --group and --serial, on virtual devices whose runner applies AndroidJUnitRunner's
 * own filters when droidheal lists the suite.
 */
const PKG = 'com.example.shop';
const SMALL = 'androidx.test.filters.SmallTest';
const FLAKY = 'androidx.test.filters.FlakyTest';
const tests = [
  { class: `${PKG}.cart.CartTest`, method: 'adds', durationMs: 30, annotations: [SMALL] },
  { class: `${PKG}.cart.CartTest`, method: 'removes', durationMs: 30, annotations: [SMALL, FLAKY] },
  { class: `${PKG}.cart.TotalTest`, method: 'sums', durationMs: 30 },
  { class: `${PKG}.pay.PayTest`, method: 'pays', durationMs: 30, annotations: [SMALL] },
];
const device = (name: string, model: string) => ({
  name,
  model,
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
});

let adb: PrivateAdbServer;
let dir: string;
let rack: string;
let config: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-select-'));
  config = path.join(dir, 'droidheal.json');
  await writeFile(
    config,
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      timeouts: { testSilenceMs: 3000, probeMs: 1000 },
    }),
  );
  rack = path.join(dir, 'devices.json');
  await writeFile(
    rack,
    JSON.stringify({
      groups: { phones: { model: 'Pixel 8' }, tablets: { model: 'Pixel Tablet' } },
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests,
      virtual: [device('phone', 'Pixel 8'), device('tablet', 'Pixel Tablet')],
    }),
  );
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function run(name: string, ...args: string[]) {
  const reportDir = path.join(dir, name);
  const r = await runCli(['run', '--rack', rack, '--config', config, '--report-dir', reportDir, ...args], {
    env: adb.env,
  });
  const report =
    r.exitCode === 2
      ? undefined
      : Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
  const ran = (group: string) =>
    [
      ...new Set(
        report?.executions.filter((e) => e.group === group && e.outcome === 'passed').map((e) => testKey(e.test)),
      ),
    ].sort();
  return { r, report, ran };
}

describe('droidheal run on part of the suite', () => {
  it('--tests takes a class, a Class#method and a package, as AndroidJUnitRunner does', async () => {
    const { r, ran } = await run('tests', '--tests', `${PKG}.cart.TotalTest`, '--tests', `${PKG}.pay.PayTest#pays`);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(ran('phones')).toEqual([`${PKG}.cart.TotalTest#sums`, `${PKG}.pay.PayTest#pays`]);
    // progress names a device as people know it: its model, then its serial
    const serial = r.stderr.match(/✓ \S+ on Pixel 8 \((\S+)\)/)?.[1];
    expect(serial, r.stderr).toBeDefined();
    expect(r.stderr).not.toMatch(new RegExp(`on ${serial?.replace(/[.:]/g, '\\$&')}\\b`));
    const pkg = await run('package', '--tests', `${PKG}.cart`);
    expect(pkg.ran('tablets')).toEqual([
      `${PKG}.cart.CartTest#adds`,
      `${PKG}.cart.CartTest#removes`,
      `${PKG}.cart.TotalTest#sums`,
    ]);
  });

  it('--annotation and --not-annotation select by what the tests are annotated with', async () => {
    const { r, ran } = await run('annotated', '--annotation', SMALL, '--not-annotation', FLAKY);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(ran('phones')).toEqual([`${PKG}.cart.CartTest#adds`, `${PKG}.pay.PayTest#pays`]);
  });

  it('--group runs on one group of the rack, and names the groups when it is not one', async () => {
    const { r, report } = await run('group', '--group', 'tablets');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(report?.groups.map((g) => g.name)).toEqual(['tablets']);
    const wrong = await run('wrong-group', '--group', 'watches');
    expect(wrong.r.exitCode).toBe(2);
    expect(wrong.r.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.r.stderr).toContain('--group watches: not a group of');
    expect(wrong.r.stderr).toContain('phones, tablets');
  });

  it('--serial uses only the named device: a group without it is undetermined, never failed', async () => {
    const { r, report } = await run('serial', '--serial', 'no-such-serial');
    expect(r.exitCode).toBe(3);
    expect(report?.groups.every((g) => g.status === 'undetermined')).toBe(true);
    expect(report?.executions.some((e) => e.outcome === 'failed')).toBe(false);
  });

  it('refuses a --tests value that is neither a package, a class nor Class#method, with one line', async () => {
    const { r } = await run('bad', '--tests', 'Cart Test#a#b');
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('expected a package, a class or Class#method');
  });
});
