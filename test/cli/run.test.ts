import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, runCli } from '../support/cli.js';

const PKG = 'com.example.notes';
const tests = [
  { class: `${PKG}.LongTest`, method: 'victim', durationMs: 400 },
  ...['a', 'b', 'c'].map((m) => ({ class: `${PKG}.ShortTest`, method: m, durationMs: 80 })),
  ...['d', 'e', 'f'].map((m) => ({ class: `${PKG}.OtherTest`, method: m, durationMs: 80 })),
];
const device = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  model: 'Pixel 8',
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
  ...extra,
});

let adb: PrivateAdbServer;
let dir: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-run-'));
  await writeFile(
    path.join(dir, 'droidheal.json'),
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      timeouts: { testSilenceMs: 3000, probeMs: 1000 },
    }),
  );
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function rackFile(name: string, rack: Record<string, unknown>): Promise<string> {
  const file = path.join(dir, `${name}.json`);
  await writeFile(
    file,
    JSON.stringify({ instrumentations: [{ package: `${PKG}.test`, target: PKG }], tests, ...rack }),
  );
  return file;
}

/** Two free ports, lower first: the run orders devices by serial, so the first one gets the first batch. */
async function orderedPorts(): Promise<[number, number]> {
  for (;;) {
    const [a, b] = [await freePort(), await freePort()].sort((x, y) => String(x).localeCompare(String(y)));
    if (a !== b) return [a!, b!];
  }
}

async function run(rack: string, ...args: string[]) {
  const reportDir = path.join(dir, `reports-${path.basename(rack, '.json')}-${args.join('_').replace(/\W/g, '')}`);
  const r = await runCli(
    ['run', '--rack', rack, '--config', path.join(dir, 'droidheal.json'), '--report-dir', reportDir, ...args],
    { env: adb.env },
  );
  const text = await readFile(path.join(reportDir, 'report.json'), 'utf8').catch(() => undefined);
  return { ...r, report: text ? Report.parse(JSON.parse(text)) : undefined };
}

describe('droidheal run', () => {
  it('re-runs the tests of a device that drops mid-suite elsewhere and reports no failure because of it', async () => {
    const [first, second] = await orderedPorts();
    const rack = await rackFile('drop', {
      groups: { phones: { sdk: { min: 30 } } },
      virtual: [
        device('dropper', {
          port: first,
          faults: [{ type: 'drop', atTest: `${PKG}.LongTest#victim`, when: 'middle' }],
        }),
        device('steady', { port: second }),
      ],
    });
    const r = await run(rack);
    expect(r.stderr).not.toContain('internal error');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^\s*PASS/);
    const report = r.report!;
    expect(report.runVerdict).toBe('pass');
    const victim = report.executions.filter((e) => e.test.method === 'victim');
    expect(victim.map((e) => [e.outcome, e.reason ?? null])).toEqual([
      ['undetermined', 'device-lost'],
      ['passed', null],
    ]);
    expect(victim[0]!.device).not.toBe(victim[1]!.device);
    expect(report.executions.some((e) => e.outcome === 'failed')).toBe(false);
    expect(report.verdicts).toHaveLength(tests.length);
    expect(report.verdicts.every((v) => v.verdict === 'pass')).toBe(true);
    // the dropped device is in the report with its state, not silently gone
    expect(report.devices.find((d) => d.serial === victim[0]!.device)?.state).toMatch(/lost|offline/);
  });

  it('reports a device that hangs mid-test as device-hung and re-runs its test on another device', async () => {
    const [first, second] = await orderedPorts();
    const rack = await rackFile('hang', {
      // a hung device never answers, so a generous probe deadline only keeps a loaded machine's healthy device from looking hung
      probe: { intervalMs: 200, timeoutMs: 5000 },
      virtual: [
        device('hanger', { port: first, faults: [{ type: 'hang', atTest: `${PKG}.LongTest#victim`, when: 'middle' }] }),
        device('steady', { port: second }),
      ],
    });
    const r = await run(rack);
    expect(r.exitCode).toBe(0);
    const victim = r.report!.executions.filter((e) => e.test.method === 'victim');
    expect(victim.map((e) => [e.outcome, e.reason ?? null])).toEqual([
      ['undetermined', 'device-hung'],
      ['passed', null],
    ]);
    expect(r.report!.executions.some((e) => e.outcome === 'failed')).toBe(false);
  });

  it('treats a reboot mid-test as device-lost and re-runs the test elsewhere', async () => {
    const [first, second] = await orderedPorts();
    const rack = await rackFile('reboot', {
      virtual: [
        device('rebooter', {
          port: first,
          faults: [{ type: 'reboot', atTest: `${PKG}.LongTest#victim`, when: 'middle', bootMs: 300 }],
        }),
        device('steady', { port: second }),
      ],
    });
    const r = await run(rack);
    expect(r.exitCode).toBe(0);
    const victim = r.report!.executions.filter((e) => e.test.method === 'victim');
    expect(victim.map((e) => [e.outcome, e.reason ?? null])).toEqual([
      ['undetermined', 'device-lost'],
      ['passed', null],
    ]);
  });

  it('exits 3 with every test of a required group without devices undetermined no-device', async () => {
    const rack = await rackFile('nogroup', {
      groups: { phones: { sdk: { min: 30 } }, legacy: { sdk: { max: 21 } } },
      virtual: [device('modern')],
    });
    const r = await run(rack);
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(/^\s*UNDETERMINED/);
    expect(r.stdout).toContain('group legacy: no-device');
    const legacy = r.report!.verdicts.filter((v) => v.group === 'legacy');
    expect(legacy).toHaveLength(tests.length);
    expect(legacy.every((v) => v.verdict === 'undetermined' && v.reason === 'no-device')).toBe(true);
    expect(r.report!.groups.find((g) => g.name === 'legacy')).toMatchObject({
      status: 'undetermined',
      reason: 'no-device',
    });
    expect(r.report!.verdicts.filter((v) => v.group === 'phones').map((v) => v.verdict)).toEqual(
      tests.map(() => 'pass'),
    );
  });

  it('gives the tests of a group whose only device is unauthorized that reason and its remedy, exit 3', async () => {
    const rack = await rackFile('unauthorized', {
      groups: { phones: { model: 'Pixel 8' }, tablets: { model: 'Tab S9' } },
      virtual: [device('phone'), device('tablet', { model: 'Tab S9', state: 'unauthorized' })],
    });
    const r = await run(rack);
    expect(r.exitCode).toBe(3);
    const tablets = r.report!.verdicts.filter((v) => v.group === 'tablets');
    expect(tablets.length).toBe(tests.length);
    expect(tablets.every((v) => v.verdict === 'undetermined' && v.reason === 'unauthorized')).toBe(true);
    expect(r.report!.groups.find((g) => g.name === 'tablets')?.remedy).toMatch(/accept the USB debugging prompt/);
    expect(r.report!.devices.find((d) => d.state === 'unauthorized')).toBeDefined();
    expect(r.report!.verdicts.filter((v) => v.group === 'phones').map((v) => v.verdict)).toEqual(
      tests.map(() => 'pass'),
    );
  });

  it('exits 1 on a genuine failure, re-checked on its device and on a second one, and prints the JSON report with --json', async () => {
    const rack = await rackFile('fail', {
      virtual: [
        device('one', { outcomes: { [`${PKG}.ShortTest#b`]: { outcome: 'fail', message: 'expected 2' } } }),
        device('two', { outcomes: { [`${PKG}.ShortTest#b`]: { outcome: 'fail', message: 'expected 2' } } }),
      ],
    });
    const r = await run(rack, '--json');
    expect(r.exitCode).toBe(1);
    const printed = Report.parse(JSON.parse(r.stdout));
    expect(printed.runVerdict).toBe('fail');
    const b = printed.executions.filter((e) => testKey(e.test) === `${PKG}.ShortTest#b`);
    expect(b.map((e) => e.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(b[0]!.device).toBe(b[1]!.device);
    expect(b[2]!.device).not.toBe(b[0]!.device);
    expect(printed.findings).toHaveLength(1);
    expect(printed.findings[0]!.deviceSpecific).toBeUndefined();
    expect(r.stderr).toContain('FAIL');
  });

  it('names the phone a test fails on every run, with model, SDK and ABI, in every report format', async () => {
    // one test, and the Pixel 8 first by serial: it takes the first run, the 7a the re-check elsewhere
    const [first, second] = await orderedPorts();
    const rack = await rackFile('device-specific', {
      tests: [{ class: `${PKG}.ShortTest`, method: 'b', durationMs: 80 }],
      virtual: [
        device('pixel-8', {
          port: first,
          outcomes: { [`${PKG}.ShortTest#b`]: { outcome: 'fail', message: 'expected 2' } },
        }),
        device('pixel-7a', { port: second, model: 'Pixel 7a', sdk: 33, abis: ['x86_64'] }),
      ],
    });
    const r = await run(rack);
    expect(r.exitCode).toBe(1);
    const report = r.report!;
    const b = report.verdicts.find((v) => testKey(v.test) === `${PKG}.ShortTest#b`)!;
    expect(b.verdict).toBe('fail');
    const [failing] = b.failsOn!;
    const [passing] = b.passesOn!;
    const serialOf = (name: string) => report.devices.find((d) => d.name === name)!.serial;
    expect([failing, passing]).toEqual([serialOf('pixel-8'), serialOf('pixel-7a')]);
    expect(report.findings[0]!.deviceSpecific).toEqual({
      failsOn: [{ serial: serialOf('pixel-8'), model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abi: 'arm64-v8a' }],
      passesOn: [{ serial: serialOf('pixel-7a'), model: 'Pixel 7a', manufacturer: 'Google', sdk: 33, abi: 'x86_64' }],
    });
    const reportDir = path.join(dir, 'reports-device-specific-');
    const md = await readFile(path.join(reportDir, 'summary.md'), 'utf8');
    // Markdown-escaped: the parentheses and the ABI's hyphen and underscore cannot start a link or emphasis
    expect(md).toContain(
      `**Device-specific:** fails on Pixel 8 \\(${serialOf('pixel-8')}, SDK 34, arm64\\-v8a\\) every run; passes on Pixel 7a \\(${serialOf('pixel-7a')}, SDK 33, x86\\_64\\)`,
    );
    const html = await readFile(path.join(reportDir, 'report.html'), 'utf8');
    expect(html).toContain(
      `fails on Pixel 8 (${serialOf('pixel-8')}, SDK 34, arm64-v8a) every run; passes on Pixel 7a (`,
    );
  });

  it('splits the suite over --shard 0/2 and 1/2 with every test in exactly one shard', async () => {
    const rack = await rackFile('shard', { virtual: [device('s')] });
    // one after the other: both runs would otherwise see (and lease) each other's virtual device on the shared adb server
    const one = await run(rack, '--shard', '0/2');
    const two = await run(rack, '--shard', '1/2');
    expect([one.exitCode, two.exitCode]).toEqual([0, 0]);
    const ran = (r: typeof one) => r.report!.executions.map((e) => testKey(e.test));
    expect([...ran(one), ...ran(two)].sort()).toEqual(tests.map((t) => `${t.class}#${t.method}`).sort());
    expect(one.report!.shard).toEqual({ index: 0, count: 2 });
    expect(one.report!.suite.groups[0]!.tests).toHaveLength(tests.length);
  });

  it('exits 3 with setup-failed and the fix when the instrumentation does not exist', async () => {
    const config = path.join(dir, 'wrong-runner.json');
    await writeFile(
      config,
      JSON.stringify({ instrumentation: { testPackage: `${PKG}.test`, runner: 'com.example.NoSuchRunner' } }),
    );
    const rack = await rackFile('setup', { virtual: [device('s')] });
    const reportDir = path.join(dir, 'reports-setup');
    const r = await runCli(['run', '--rack', rack, '--config', config, '--report-dir', reportDir], { env: adb.env });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toContain('setup-failed');
    expect(r.stdout).toContain('pm list instrumentation');
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.groups[0]).toMatchObject({ status: 'undetermined', reason: 'setup-failed' });
    expect(report.runVerdict).toBe('undetermined');
  });

  it('rejects a bad config with one line and exit 2', async () => {
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ instrumentation: { testPackage: `${PKG}.test` } }));
    const rack = await rackFile('unused', { virtual: [device('x')] });
    const r = await runCli(['run', '--rack', rack, '--config', bad], { env: adb.env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('give either testApk, or testPackage and runner');
    const s = await runCli(['run', '--rack', rack, '--config', path.join(dir, 'droidheal.json'), '--shard', '3/2'], {
      env: adb.env,
    });
    expect(s.exitCode).toBe(2);
    expect(s.stderr).toContain('--shard');
  });

  it('runs only the checks named by --check (repeatable) and refuses an unknown name with exit 2 and the known names', async () => {
    const config = path.join(dir, 'two-checks.json');
    const inst = { testPackage: `${PKG}.test`, runner: 'androidx.test.runner.AndroidJUnitRunner', targetPackage: PKG };
    await writeFile(
      config,
      JSON.stringify({
        checks: [
          { name: 'short', kind: 'instrumentation', ...inst, tests: [`${PKG}.ShortTest#a`] },
          { name: 'other', kind: 'instrumentation', ...inst, tests: [`${PKG}.OtherTest#d`] },
          { name: 'long', kind: 'instrumentation', ...inst, tests: [`${PKG}.LongTest#victim`] },
        ],
        timeouts: { testSilenceMs: 3000, probeMs: 1000 },
      }),
    );
    const rack = await rackFile('checks', { virtual: [device('x')] });
    const reportDir = path.join(dir, 'reports-checks');
    const r = await runCli(
      ['run', '--rack', rack, '--config', config, '--report-dir', reportDir, '--check', 'short', '--check', 'long'],
      { env: adb.env },
    );
    expect(r.stderr).not.toContain('internal error');
    expect(r.exitCode).toBe(0);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.checks?.map((c) => c.name)).toEqual(['short', 'long']);
    expect(report.verdicts.map((v) => [v.check, testKey(v.test)])).toEqual([
      ['short', `${PKG}.ShortTest#a`],
      ['long', `${PKG}.LongTest#victim`],
    ]);
    const bad = await runCli(['run', '--rack', rack, '--config', config, '--check', 'lint'], { env: adb.env });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr.trim()).toBe('droidheal: no check named "lint" in the config — use one of: short, other, long');
  });

  it('stops cleanly on SIGINT: reports what it saw and leaves no virtual device connected', async () => {
    const rack = await rackFile('sigint', { virtual: [device('slow', { durationScale: 20 })] });
    const reportDir = path.join(dir, 'reports-sigint');
    const child = execa(
      process.execPath,
      [binPath, 'run', '--rack', rack, '--config', path.join(dir, 'droidheal.json'), '--report-dir', reportDir],
      { env: adb.env, reject: false },
    );
    await new Promise<void>((resolve) => {
      child.stderr!.on('data', (d: Buffer) => {
        if (/running \d+ tests? of group/.test(String(d))) resolve();
      });
    });
    child.kill('SIGINT');
    const r = await child;
    expect(r.exitCode).toBe(3);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.verdicts.map((v) => v.reason ?? v.verdict)).toContain('not-run');
    const listed = await execa('adb', ['-P', String(adb.port), 'devices'], { env: adb.env });
    expect(listed.stdout).not.toMatch(/127\.0\.0\.1:\d+\s+device/);
  });
});
