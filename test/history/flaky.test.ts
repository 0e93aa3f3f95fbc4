import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/config/report.js';
import { flakyReport } from '../../src/history/flaky.js';
import { recordHistory } from '../../src/history/record.js';
import { readDurations, writeHistory } from '../../src/schedule/history.js';
import { buildReport, device, exec, t, v } from '../report/fixtures.js';

const pay = t('CheckoutTest', 'pay');
const list = t('ListTest', 'shows');
const PAY = 'com.example.CheckoutTest#pay';
const now = new Date('2026-12-31T00:00:00Z');
const since = new Date('2026-12-01T00:00:00Z');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-flaky-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * One day's run: `pay` fails on the Pixel and passes on the Galaxy when `flaky` (a flaky verdict), else
 * passes on the Pixel; `list` passes. `payMs` is how long pay took.
 */
function day(date: string, flaky: boolean, payMs = 500): Report {
  const executions = flaky
    ? [
        exec(pay, 'p8', 'phones', 'failed', { durationMs: payMs }),
        exec(pay, 's23', 'phones', 'passed', { attempt: 2, durationMs: payMs }),
      ]
    : [exec(pay, 'p8', 'phones', 'passed', { durationMs: payMs })];
  return buildReport({
    suite: { groups: [{ group: 'phones', tests: [pay, list] }] },
    groups: [{ name: 'phones', required: true, devices: ['p8', 's23'], status: 'ok' }],
    devices: [
      device('p8', ['phones'], { model: 'Pixel 8', sdk: 34 }),
      device('s23', ['phones'], { model: 'Galaxy S23', sdk: 33 }),
    ],
    executions: [...executions, exec(list, 's23', 'phones', 'passed', { durationMs: 50 })],
    verdicts: [v(pay, 'phones', flaky ? 'flaky' : 'pass'), v(list, 'phones', 'pass')],
    runVerdict: 'pass',
    startedAt: `${date}T10:00:00.000Z`,
  });
}

async function store(db: string, reports: Report[]): Promise<void> {
  for (const r of reports) expect(await recordHistory(db, r, { command: 'run', exitCode: 0 })).toHaveProperty('runId');
}

describe('flake rates from stored runs', () => {
  it('rates each test over the period and its halves, and names the model whose failures did not hold up', async () => {
    const db = path.join(dir, 'trend.sqlite');
    // older half: flaky once in 4 runs; newer half: 3 times in 4; a run before the period does not count
    await store(db, [
      day('2026-11-20', true),
      ...['02', '05', '08', '11'].map((d, i) => day(`2026-12-${d}`, i === 0)),
      ...['17', '20', '23', '26'].map((d, i) => day(`2026-12-${d}`, i !== 3)),
    ]);
    const f = await flakyReport(db, { since, now });
    expect(f.tests.map((x) => [x.test, x.runs, x.flaky, x.rate, x.trend])).toEqual([[PAY, 8, 4, 0.5, 'rising']]);
    expect([f.tests[0]!.firstHalf, f.tests[0]!.secondHalf]).toEqual([
      { runs: 4, flaky: 1, rate: 0.25 },
      { runs: 4, flaky: 3, rate: 0.75 },
    ]);
    expect(f.tests[0]!.models).toEqual([
      { model: 'Pixel 8', executions: 8, flakyFailures: 4, rate: 0.5 },
      { model: 'Galaxy S23', executions: 4, flakyFailures: 0, rate: 0 },
    ]);
    // over every test: the Galaxy also ran `list` each day
    expect(f.models.map((m) => [m.model, m.executions, m.flakyFailures])).toEqual([
      ['Pixel 8', 8, 4],
      ['Galaxy S23', 12, 0],
    ]);
    const steady = await flakyReport(db, { since, now, test: 'com.example.ListTest#shows' });
    expect(steady.tests.map((x) => [x.test, x.flaky, x.runs, x.trend])).toEqual([
      ['com.example.ListTest#shows', 0, 8, 'steady'],
    ]);
  });

  it('feeds the scheduler the median of recent durations, the JSON file only for tests the database lacks', async () => {
    const db = path.join(dir, 'durations.sqlite');
    const json = path.join(dir, 'history.json');
    await writeHistory(json, {
      version: 1,
      tests: { [PAY]: { durationMs: 9000, runs: 3 }, 'com.example.OldTest#kept': { durationMs: 700, runs: 1 } },
    });
    // one slow outlier among the last five does not move the median
    await store(
      db,
      [400, 410, 3000, 420, 430].map((ms, i) => day(`2026-12-1${i}`, false, ms)),
    );
    const history = await readDurations(json, db);
    expect(history.tests[PAY]).toEqual({ durationMs: 420, runs: 5 });
    expect(history.tests['com.example.OldTest#kept']).toEqual({ durationMs: 700, runs: 1 });
    expect(history.tests['com.example.ListTest#shows']).toEqual({ durationMs: 50, runs: 5 });
    expect((await readDurations(json, path.join(dir, 'none.sqlite'))).tests[PAY]).toEqual({
      durationMs: 9000,
      runs: 3,
    });
  });
});
