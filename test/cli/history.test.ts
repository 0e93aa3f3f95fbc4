import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlakyReport, HistorySummary } from '../../src/config/history.js';
import { recordHistory } from '../../src/history/record.js';
import { buildReport, t, v } from '../report/fixtures.js';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';

const PKG = 'com.example.notes';
const FLAKY = `${PKG}.SyncTest#uploads`;
const tests = [
  { class: `${PKG}.SyncTest`, method: 'uploads', durationMs: 120 },
  ...['a', 'b', 'c'].map((m) => ({ class: `${PKG}.ListTest`, method: m, durationMs: 60 })),
];
// the first run of SyncTest#uploads on the rack fails, its confirmation on the other device passes: flaky
const flakyOnce = { [FLAKY]: { outcome: 'fail', message: 'expected:<1> but was:<0>', times: 1, scope: 'rack' } };
const device = (name: string, model: string, sdk: number, port: number) => ({
  name,
  model,
  manufacturer: 'Acme',
  sdk,
  abis: ['arm64-v8a'],
  packages: [PKG],
  port,
  outcomes: flakyOnce,
});

let adb: PrivateAdbServer;
let dir: string;
let config: string;
let rack: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-history-cli-'));
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
  rack = path.join(dir, 'rack.json');
  await writeFile(
    rack,
    JSON.stringify({
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests,
      groups: { phones: { sdk: { min: 30 } } },
      virtual: [device('pixel', 'Pixel 8', 34, await freePort()), device('galaxy', 'Galaxy S23', 33, await freePort())],
    }),
  );
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => runCli(args, { env: adb.env, cwd: dir });

describe('droidheal history and flaky, from real runs', () => {
  it('tells a missing history, a bad --since and a bad --test in one line each, exit 2', async () => {
    const missing = await cli('history', '--config', config);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr.trim()).toMatch(/^droidheal: no run history at .*history\.sqlite — `droidheal run` records/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    const since = await cli('flaky', '--config', config, '--since', '3 months');
    expect(since.exitCode).toBe(2);
    expect(since.stderr.trim()).toBe(
      'droidheal: --since "3 months" is not a period — give a number with h, d or w (e.g. --since 30d) or a day (--since 2026-11-01)',
    );
    const test = await cli('flaky', '--config', config, '--test', 'uploads');
    expect(test.exitCode).toBe(2);
    expect(test.stderr).toContain('--test "uploads" is not a test — name it as Class#method');
  });

  it('records each run, and answers which test is flaky, how often, on which models', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await cli('run', '--rack', rack, '--config', config, '--report-dir', path.join(dir, `r${i}`));
      expect(r.stderr).not.toContain('run history not updated');
      expect(r.exitCode).toBe(0);
    }
    const h = await cli('history', '--config', config, '--json');
    expect(h.exitCode).toBe(0);
    const summary = HistorySummary.parse(JSON.parse(h.stdout));
    expect(summary.runs.map((r) => [r.command, r.verdict, r.exitCode, r.tests.flaky, r.tests.pass])).toEqual([
      ['run', 'pass', 0, 1, 3],
      ['run', 'pass', 0, 1, 3],
    ]);
    expect(summary.devices.map((d) => [d.model, d.apiLevel]).sort()).toEqual([
      ['Galaxy S23', 33],
      ['Pixel 8', 34],
    ]);
    expect(summary.devices.reduce((n, d) => n + d.failed, 0)).toBe(2);

    // did it get slower? one test's verdicts, devices and duration per run
    const one = HistorySummary.parse(
      JSON.parse((await cli('history', '--config', config, '--test', FLAKY, '--json')).stdout),
    );
    expect(one.runs.map((r) => [r.tests.flaky, r.tests.pass, typeof r.testDurationMs])).toEqual([
      [1, 0, 'number'],
      [1, 0, 'number'],
    ]);
    expect(one.devices.reduce((n, d) => n + d.executions, 0)).toBe(4);

    const f = await cli('flaky', '--config', config, '--since', '1d', '--json');
    expect(f.exitCode).toBe(0);
    const flaky = FlakyReport.parse(JSON.parse(f.stdout));
    expect(flaky.tests.map((t) => [t.test, t.runs, t.flaky, t.rate])).toEqual([[FLAKY, 2, 2, 1]]);
    expect(flaky.tests[0]!.models.reduce((n, m) => n + m.flakyFailures, 0)).toBe(2);
    expect(flaky.models.reduce((n, m) => n + m.executions, 0)).toBe(
      summary.devices.reduce((n, d) => n + d.passed + d.failed, 0),
    );

    const text = await cli('flaky', '--config', config);
    expect(text.stdout).toContain(`100% ${FLAKY}: flaky in 2 of 2 runs`);
    const listA = await cli('flaky', '--config', config, '--test', `${PKG}.ListTest#a`, '--json');
    expect(FlakyReport.parse(JSON.parse(listA.stdout)).tests.map((t) => [t.test, t.flaky, t.runs])).toEqual([
      [`${PKG}.ListTest#a`, 0, 2],
    ]);
    // two real runs and five CLI calls on a shared 2-core machine
  }, 240_000);

  it('honours a quarantine in the gate until it expires, and says when one no longer applies', async () => {
    const report = path.join(dir, 'r0', 'report.json');
    const blocked = await cli('gate', report, '--flaky-blocks');
    expect(blocked.exitCode).toBe(1);
    const add = await cli(
      'quarantine',
      'add',
      FLAKY,
      '--owner',
      'qa-lead',
      '--reason',
      'upload races',
      '--expires',
      '2999-12-31',
    );
    expect(add.exitCode).toBe(0);
    const passed = await cli('gate', report, '--flaky-blocks', '--quarantine', 'quarantine.json');
    expect(passed.exitCode).toBe(0);
    expect(passed.stdout).toContain(
      `quarantine test ${FLAKY} (until 2999-12-31): quarantined, owner qa-lead: upload races`,
    );

    await cli('quarantine', 'add', FLAKY, '--owner', 'qa-lead', '--reason', 'upload races', '--expires', '2020-01-01');
    const list = await cli('quarantine', 'list');
    expect(list.stdout).toContain('until 2020-01-01 (EXPIRED: no longer applies)');
    const expired = await cli('gate', report, '--flaky-blocks', '--quarantine', 'quarantine.json');
    expect(expired.exitCode).toBe(1);
    expect(expired.stdout).toMatch(
      /quarantine not applied:\n {2}expired: test .*SyncTest#uploads \(until 2020-01-01\)/,
    );

    expect((await cli('quarantine', 'remove', FLAKY)).exitCode).toBe(0);
    const gone = await cli('quarantine', 'remove', FLAKY);
    expect(gone.exitCode).toBe(2);
    expect(gone.stderr).toContain('is not quarantined in quarantine.json');
    const bad = await cli('quarantine', 'add', FLAKY, '--owner', 'me', '--reason', 'x', '--expires', 'soon');
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('expected an ISO date');
  });

  it('a run deletes the runs older than historyKeepDays (default 180 days) as it records itself', async () => {
    const db = path.join(dir, '.droidheal', 'history.sqlite');
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const oldRun = buildReport({
      suite: { groups: [{ group: 'phones', tests: [t('OldTest', 'ran')] }] },
      groups: [{ name: 'phones', required: true, devices: ['p8'], status: 'ok' }],
      devices: [],
      executions: [],
      verdicts: [v(t('OldTest', 'ran'), 'phones', 'pass')],
      runVerdict: 'pass',
      startedAt: `${old}T10:00:00.000Z`,
    });
    expect(await recordHistory(db, oldRun, { command: 'run' })).toHaveProperty('runId');
    const started = (limit: string) =>
      cli('history', '--config', config, '--limit', limit, '--json').then((h) =>
        HistorySummary.parse(JSON.parse(h.stdout)).runs.map((r) => r.startedAt.slice(0, 10)),
      );
    expect(await started('100')).toContain(old);
    const r = await cli('run', '--rack', rack, '--config', config, '--report-dir', path.join(dir, 'r-keep'));
    expect(r.exitCode, r.stderr).toBe(0);
    const after = await started('100');
    expect(after).not.toContain(old);
    // the two runs of the earlier test and this one
    expect(after).toHaveLength(3);
  }, 120_000);
});
