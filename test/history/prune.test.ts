import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/config/report.js';
import { withHistoryDatabase } from '../../src/history/database.js';
import { lockFileOf } from '../../src/history/lock.js';
import { readRuns } from '../../src/history/read.js';
import { recordHistory } from '../../src/history/record.js';
import { buildReport, device, exec, t, v } from '../report/fixtures.js';
import { runCli } from '../support/cli.js';

/**
 * History retention: each recorded run deletes the runs older than `keepDays` before it, and
 * `droidheal history prune --older-than` deletes by hand — safely while other processes record runs,
 * and with a one-line usage error for a period it cannot read.
 */
const writer = path.join(import.meta.dirname, 'writer.mjs');
const DAY = 86_400_000;
const cart = t('CartTest', 'pays');

/** 10:00 UTC on the day `n` days before today (runs are dated as they would be by a run today). */
const daysAgo = (n: number) => `${new Date(Date.now() - n * DAY).toISOString().slice(0, 10)}T10:00:00.000Z`;

function run(startedAt: string, commit: string): Report {
  return buildReport({
    suite: { groups: [{ group: 'phones', tests: [cart] }] },
    groups: [{ name: 'phones', required: true, devices: ['p8'], status: 'ok' }],
    devices: [device('p8', ['phones'], { model: 'Pixel 8' })],
    executions: [exec(cart, 'p8', 'phones', 'passed')],
    verdicts: [v(cart, 'phones', 'pass')],
    runVerdict: 'pass',
    startedAt,
    commit,
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-prune-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function record(db: string, reports: Report[], keepDays?: number): Promise<void> {
  for (const r of reports)
    expect(
      await recordHistory(db, r, { command: 'run', exitCode: 0, ...(keepDays !== undefined ? { keepDays } : {}) }),
    ).toHaveProperty('runId');
}

/** Every stored run's commit, oldest first, and how many execution and verdict rows are left. */
async function stored(db: string): Promise<{ commits: string[]; executions: number; verdicts: number }> {
  return withHistoryDatabase(
    db,
    (h) => ({
      commits: readRuns(h)
        .reverse()
        .map((r) => r.git_commit ?? ''),
      executions: Number(h.get('SELECT COUNT(*) AS n FROM executions')?.n),
      verdicts: Number(h.get('SELECT COUNT(*) AS n FROM verdicts')?.n),
    }),
    { create: false },
  );
}

describe('history retention', () => {
  it('keepDays: recording a run deletes the runs that started more than that many days before it', async () => {
    const db = path.join(dir, 'keep.sqlite');
    await record(db, [run(daysAgo(400), 'a'), run(daysAgo(200), 'b'), run(daysAgo(100), 'c')]);
    // 0 keeps every run
    await record(db, [run(daysAgo(50), 'd')], 0);
    expect((await stored(db)).commits).toEqual(['a', 'b', 'c', 'd']);
    await record(db, [run(daysAgo(1), 'e')], 180);
    // with their executions and verdicts
    expect(await stored(db)).toEqual({ commits: ['c', 'd', 'e'], executions: 3, verdicts: 3 });
  });

  it('droidheal history prune --older-than: deletes older runs, says how many, keeps the rest', async () => {
    const db = path.join(dir, 'prune.sqlite');
    await record(db, [run(daysAgo(300), 'a'), run(daysAgo(120), 'b'), run(daysAgo(30), 'c'), run(daysAgo(1), 'd')]);
    const r = await runCli(['history', 'prune', '--older-than', '90d', '--db', db]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^pruned 2 runs started before \d{4}-\d\d-\d\d \d\d:\d\d from .*prune\.sqlite; 2 kept$/);
    expect(await stored(db)).toEqual({ commits: ['c', 'd'], executions: 2, verdicts: 2 });
    // the database still reads as a history, and a second prune finds nothing
    const again = await runCli(['history', 'prune', '--db', db, '--older-than', '90d']);
    expect(again.stdout).toContain('pruned 0 runs');
    const history = await runCli(['history', '--db', db, '--json']);
    expect(JSON.parse(history.stdout).runs).toHaveLength(2);
  });

  it('leaves the quarantine alone: its entries are in quarantine.json, which prune never touches', async () => {
    const cwd = await mkdtemp(path.join(dir, 'project-'));
    const db = path.join(cwd, 'history.sqlite');
    await record(db, [run(daysAgo(300), 'a')]);
    const add = await runCli(
      [
        'quarantine',
        'add',
        'com.example.CartTest#pays',
        '--owner',
        'qa',
        '--reason',
        'leaks',
        '--expires',
        '2099-01-01',
      ],
      { cwd },
    );
    expect(add.exitCode, add.stderr).toBe(0);
    const before = await readFile(path.join(cwd, 'quarantine.json'), 'utf8');
    const r = await runCli(['history', 'prune', '--older-than', '1d', '--db', db], { cwd });
    expect(r.stdout).toContain('pruned 1 run ');
    expect(await readFile(path.join(cwd, 'quarantine.json'), 'utf8')).toBe(before);
    expect((await runCli(['quarantine', 'list'], { cwd })).stdout).toContain('com.example.CartTest#pays — owner qa');
  });

  it('prunes while three other processes record runs: none of theirs is lost, the database stays whole', async () => {
    const db = path.join(dir, 'busy', 'history.sqlite');
    await record(
      db,
      Array.from({ length: 20 }, (_, i) => run(daysAgo(200 + i), `old${i}`)),
    );
    const writers = ['w1', 'w2', 'w3'];
    const files = await Promise.all(
      writers.map(async (w) => {
        const file = path.join(dir, `${w}.json`);
        await writeFile(file, JSON.stringify(run(daysAgo(0), w)));
        return file;
      }),
    );
    const [prune, ...written] = await Promise.all([
      runCli(['history', 'prune', '--older-than', '90d', '--db', db]),
      ...files.map((f) => execa(process.execPath, [writer, 'record', db, f, '5'], { reject: false })),
    ]);
    expect(prune!.exitCode, prune!.stderr).toBe(0);
    expect(prune!.stdout).toContain('pruned 20 runs');
    expect(written.map((w) => [w.exitCode, w.stderr])).toEqual(writers.map(() => [0, '']));
    const after = await stored(db);
    expect(after.commits.filter((c) => c.startsWith('old'))).toEqual([]);
    for (const w of writers) expect(after.commits.filter((c) => c === w)).toHaveLength(5);
    expect(after.executions).toBe(15);
    const check = await withHistoryDatabase(db, (h) => h.get('PRAGMA integrity_check')?.integrity_check, {
      create: false,
    });
    expect(check).toBe('ok');
    expect(existsSync(lockFileOf(db))).toBe(false);
  });

  it('a period it cannot read, or a missing history: exit 2 and one line saying what to give', async () => {
    const db = path.join(dir, 'bad.sqlite');
    await record(db, [run(daysAgo(1), 'a')]);
    for (const bad of ['3 months', '0d', '90', '-5d']) {
      const r = await runCli(['history', 'prune', '--older-than', bad, '--db', db]);
      expect(r.exitCode, bad).toBe(2);
      expect(r.stderr).toBe(
        `droidheal: --older-than ${JSON.stringify(bad)} is not a period — give a number with h, d or w ` +
          '(e.g. --older-than 90d) or a day (--older-than 2026-11-01)',
      );
    }
    const missing = await runCli(['history', 'prune', '--older-than', '90d', '--db', path.join(dir, 'none.sqlite')]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain('no run history at');
    expect((await stored(db)).commits).toEqual(['a']);
  });

  it('a config without historyKeepDays keeps 180 days; the schema says so', async () => {
    const schema = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../../schemas/config.schema.json'), 'utf8'),
    );
    expect(JSON.stringify(schema)).toContain('"historyKeepDays"');
    const { ProjectConfig } = await import('../../src/config/project.js');
    const parsed = ProjectConfig.parse({ instrumentation: { testPackage: 'a.test', runner: 'R', targetPackage: 'a' } });
    expect(parsed.historyKeepDays).toBe(180);
  });
});
