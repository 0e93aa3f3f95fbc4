import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlakyReport } from '../../src/config/history.js';
import type { Report } from '../../src/config/report.js';
import { withHistoryDatabase } from '../../src/history/database.js';
import { flakyReport } from '../../src/history/flaky.js';
import { recordHistory } from '../../src/history/record.js';
import { MIGRATIONS, SCHEMA_VERSION } from '../../src/history/schema.js';
import { buildReport, device, exec, t, v } from '../report/fixtures.js';
import { runCli } from '../support/cli.js';

/**
 * `droidheal flaky` never calls an order-dependent failure flaky: those runs are left out of the flake
 * rates and listed apart. A database written before the history knew about order-dependence (version 1)
 * is migrated in place and still read.
 */
const store = t('StoreTest', 'startsEmpty');
const STORE = 'com.example.StoreTest#startsEmpty';
const now = new Date('2026-12-31T00:00:00Z');
const since = new Date('2026-12-01T00:00:00Z');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-order-history-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** One day's run of `store` on a Pixel: passed, flaky (failed, then passed), or failed order-dependently. */
function day(date: string, how: 'pass' | 'flaky' | 'order'): Report {
  const executions = {
    pass: [exec(store, 'p8', 'phones', 'passed')],
    flaky: [exec(store, 'p8', 'phones', 'failed'), exec(store, 'p8', 'phones', 'passed', { attempt: 2 })],
    order: [
      exec(store, 'p8', 'phones', 'failed', { orderDependent: true }),
      exec(store, 'p8', 'phones', 'passed', { attempt: 3, detail: 'order check: run alone after pm clear' }),
    ],
  }[how];
  return buildReport({
    suite: { groups: [{ group: 'phones', tests: [store] }] },
    groups: [{ name: 'phones', required: true, devices: ['p8'], status: 'ok' }],
    devices: [device('p8', ['phones'], { model: 'Pixel 8' })],
    executions,
    verdicts: [
      v(store, 'phones', how === 'order' ? 'fail' : how === 'flaky' ? 'flaky' : 'pass', {
        ...(how === 'order' ? { orderDependent: true as const } : {}),
      }),
    ],
    runVerdict: how === 'order' ? 'fail' : 'pass',
    startedAt: `${date}T10:00:00.000Z`,
  });
}

async function record(db: string, reports: Report[]): Promise<void> {
  for (const r of reports) expect(await recordHistory(db, r, { command: 'run', exitCode: 0 })).toHaveProperty('runId');
}

describe('order-dependent failures in the run history', () => {
  it('are left out of the flake rate and listed apart, with how often and when last', async () => {
    const db = path.join(dir, 'order.sqlite');
    await record(db, [
      day('2026-12-03', 'order'),
      day('2026-12-06', 'flaky'),
      day('2026-12-12', 'pass'),
      day('2026-12-20', 'order'),
    ]);
    const f = FlakyReport.parse(await flakyReport(db, { since, now }));
    // two runs tell about flakiness (one flaky, one pass), not four
    expect(f.tests.map((x) => [x.test, x.runs, x.flaky, x.rate])).toEqual([[STORE, 2, 1, 0.5]]);
    expect(f.orderDependent).toEqual([{ test: STORE, runs: 2, last: '2026-12-20T10:00:00.000Z' }]);
  });

  it('a test only ever order-dependent is no flaky test, and `droidheal flaky` says what it is', async () => {
    const db = path.join(dir, 'only-order.sqlite');
    await record(db, [day('2026-12-03', 'order'), day('2026-12-04', 'pass')]);
    const f = await flakyReport(db, { since, now });
    expect(f.tests).toEqual([]);
    expect(f.orderDependent.map((x) => [x.test, x.runs])).toEqual([[STORE, 1]]);

    const cli = await runCli(['flaky', '--db', db, '--since', '2026-12-01']);
    expect(cli.exitCode, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('no flaky test since 2026-12-01');
    expect(cli.stdout).toContain(
      'order-dependent (fail after other tests, pass alone with cleared data — not flakiness',
    );
    expect(cli.stdout).toContain(`  ${STORE}: in 1 run, last 2026-12-03 10:00`);
  });

  it('reads a database written by the version-1 schema, migrates it in place and records new runs into it', async () => {
    const db = path.join(dir, 'old.sqlite');
    // as droidheal with history version 1 left it: its one migration, its rows, no order_dependent column
    const old = new sqlite.Database(db);
    try {
      old.exec(MIGRATIONS[0]!);
      old.exec('PRAGMA user_version = 1');
      for (const [id, date, verdict] of [
        [1, '2026-12-02', 'flaky'],
        [2, '2026-12-05', 'pass'],
      ] as const) {
        old.run(
          `INSERT INTO runs (id, started_at, finished_at, duration_ms, command, verdict, tool_version)
           VALUES (?, ?, ?, 1000, 'run', 'pass', '0.1.0')`,
          [id, `${date}T10:00:00.000Z`, `${date}T10:01:00.000Z`],
        );
        old.run(`INSERT INTO verdicts (run_id, test, grp, verdict) VALUES (?, ?, 'phones', ?)`, [id, STORE, verdict]);
      }
    } finally {
      old.close();
    }
    const before = await flakyReport(db, { since, now });
    expect(before.tests.map((x) => [x.test, x.runs, x.flaky])).toEqual([[STORE, 2, 1]]);
    expect(before.orderDependent).toEqual([]);

    await record(db, [day('2026-12-10', 'order')]);
    const after = await flakyReport(db, { since, now });
    expect(after.tests.map((x) => [x.test, x.runs, x.flaky])).toEqual([[STORE, 2, 1]]);
    expect(after.orderDependent.map((x) => [x.test, x.runs])).toEqual([[STORE, 1]]);

    const version = await withHistoryDatabase(db, (d) => d.get('PRAGMA user_version')?.user_version, { create: false });
    expect(version).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(2);
  });
});
