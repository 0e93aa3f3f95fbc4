import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/config/report.js';
import { withHistoryDatabase } from '../../src/history/database.js';
import { lockFileOf } from '../../src/history/lock.js';
import { readExecutions, readRuns } from '../../src/history/read.js';
import { recordHistory } from '../../src/history/record.js';
import { buildReport, device, exec, t, v } from '../report/fixtures.js';

const writer = path.join(import.meta.dirname, 'writer.mjs');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'droidheal-history-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A run of `tests` tests on two devices of different models; `commit` tells runs apart. */
function sampleReport(commit: string, tests: number): Report {
  const ids = Array.from({ length: tests }, (_, i) => t('CartTest', `case${i}`));
  return buildReport({
    suite: { groups: [{ group: 'phones', tests: ids }] },
    groups: [{ name: 'phones', required: true, devices: ['p8', 's23'], status: 'ok' }],
    devices: [
      device('p8', ['phones'], { model: 'Pixel 8', sdk: 34 }),
      device('s23', ['phones'], { model: 'Galaxy S23', sdk: 33 }),
    ],
    executions: ids.map((id, i) => exec(id, i % 2 ? 'p8' : 's23', 'phones', 'passed', { durationMs: 100 + i })),
    verdicts: ids.map((id) => v(id, 'phones', 'pass')),
    runVerdict: 'pass',
    commit,
  });
}

async function reportFile(name: string, report: Report): Promise<string> {
  const file = path.join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(report));
  return file;
}

async function integrity(db: string): Promise<string> {
  return withHistoryDatabase(db, (h) => String(h.get('PRAGMA integrity_check')?.integrity_check), { create: false });
}

describe('run history store', () => {
  it('keeps every run of several processes writing at the same time, and the database stays whole', async () => {
    const db = path.join(dir, 'concurrent', 'history.sqlite');
    const writers = ['a', 'b', 'c'];
    const files = await Promise.all(writers.map((w) => reportFile(`concurrent-${w}`, sampleReport(w, 40))));
    const children = files.map((f) => execa(process.execPath, [writer, 'record', db, f, '5'], { reject: false }));
    const results = await Promise.all(children);
    expect(results.map((r) => [r.exitCode, r.stderr])).toEqual(writers.map(() => [0, '']));
    const runs = await withHistoryDatabase(db, (h) => readRuns(h), { create: false });
    expect(runs).toHaveLength(15);
    for (const w of writers) expect(runs.filter((r) => r.git_commit === w)).toHaveLength(5);
    const executions = await withHistoryDatabase(
      db,
      (h) =>
        readExecutions(
          h,
          runs.map((r) => r.id),
        ),
      {
        create: false,
      },
    );
    expect(executions).toHaveLength(15 * 40);
    expect(await integrity(db)).toBe('ok');
    expect(existsSync(lockFileOf(db))).toBe(false);
  });

  it('after a writer is killed mid-transaction, opens with the complete run intact and none of the cut one', async () => {
    const db = path.join(dir, 'crash', 'history.sqlite');
    const done = await recordHistory(db, sampleReport('complete', 20), { command: 'run', exitCode: 0 });
    expect(done).toEqual({ runId: 1 });
    const child = execa(process.execPath, [writer, 'crash', db, await reportFile('crash', sampleReport('cut', 3000))], {
      reject: false,
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('mid-transaction') && resolve());
      child.catch(reject);
    });
    // the killed writer leaves its uncommitted log, the VFS lock directory and droidheal's lock file behind
    expect(existsSync(`${db}-wal`)).toBe(true);
    child.kill('SIGKILL');
    expect((await child).signal).toBe('SIGKILL');
    expect(existsSync(lockFileOf(db))).toBe(true);

    const runs = await withHistoryDatabase(db, (h) => readRuns(h), { create: false });
    expect(runs.map((r) => r.git_commit)).toEqual(['complete']);
    const executions = await withHistoryDatabase(db, (h) => readExecutions(h, [1]), { create: false });
    expect(executions).toHaveLength(20);
    expect(await integrity(db)).toBe('ok');
    expect(existsSync(`${db}-wal`)).toBe(false);
    // and it takes new runs again
    expect(await recordHistory(db, sampleReport('after', 5), { command: 'run', exitCode: 0 })).toEqual({ runId: 2 });
  });

  it('never fails the run when the history cannot be written: a one-line warning says why', async () => {
    const blocker = path.join(dir, 'not-a-dir');
    await writeFile(blocker, 'a file where the history folder should be');
    const r = await recordHistory(path.join(blocker, 'history.sqlite'), sampleReport('x', 1), { command: 'run' });
    expect(r).toMatchObject({ warning: expect.stringContaining('run history not updated') });
    expect('warning' in r && r.warning.includes('\n')).toBe(false);
  });
});
