import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import {
  DEFAULT_TEST_DURATION_MS,
  durationEstimator,
  emptyHistory,
  readHistory,
  recordDurations,
  writeHistory,
} from '../../src/schedule/history.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-history-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ex = (method: string, durationMs: number, outcome: 'passed' | 'failed' | 'undetermined' = 'passed') =>
  ({ test: { class: 'com.example.A', method }, device: 'd', group: 'g', attempt: 1, outcome, durationMs }) as const;

describe('duration history', () => {
  it('round-trips through .droidheal/history.json, creating the folder', async () => {
    const file = path.join(dir, 'nested', '.droidheal', 'history.json');
    expect(await readHistory(file)).toEqual(emptyHistory());
    const h = recordDurations(emptyHistory(), [ex('a', 100), ex('b', 300)]);
    await writeHistory(file, h);
    expect(await readHistory(file)).toEqual(h);
    // the temp file was renamed away: only the history itself is left
    expect(await (await import('node:fs/promises')).readdir(path.dirname(file))).toEqual(['history.json']);
  });

  it('smooths repeated durations and ignores undetermined runs', () => {
    let h = recordDurations(emptyHistory(), [ex('a', 100)]);
    h = recordDurations(h, [ex('a', 300), ex('b', 999, 'undetermined')]);
    expect(h.tests['com.example.A#a']).toEqual({ durationMs: 200, runs: 2 });
    expect(h.tests['com.example.A#b']).toBeUndefined();
  });

  it('estimates unknown tests by the median of the known ones, or a default', () => {
    const h = recordDurations(emptyHistory(), [ex('a', 10), ex('b', 30), ex('c', 1000)]);
    const est = durationEstimator(h, ['com.example.A#a', 'com.example.A#b', 'com.example.A#c', 'com.example.A#new']);
    expect(est('com.example.A#c')).toBe(1000);
    expect(est('com.example.A#new')).toBe(30);
    expect(durationEstimator(emptyHistory(), ['x#y'])('x#y')).toBe(DEFAULT_TEST_DURATION_MS);
  });

  it('reports a corrupt history file as a config error naming it', async () => {
    const file = path.join(dir, 'bad.json');
    await writeFile(file, '{"version": 2}');
    await expect(readHistory(file)).rejects.toThrow(ConfigError);
    await expect(readHistory(file)).rejects.toThrow(/bad\.json/);
    expect(await readFile(file, 'utf8')).toBe('{"version": 2}');
  });

  it('counts failed runs with a duration, and skips runs without one or with no determination', () => {
    const skipped = { ...ex('s', 50), outcome: 'skipped' } as unknown as ReturnType<typeof ex>;
    const noDuration = { ...ex('n', 0), durationMs: undefined } as unknown as ReturnType<typeof ex>;
    const h = recordDurations(emptyHistory(), [
      ex('f', 400, 'failed'),
      skipped,
      noDuration,
      ex('u', 70, 'undetermined'),
    ]);
    expect(h).toEqual({ version: 1, tests: { 'com.example.A#f': { durationMs: 400, runs: 1 } } });
  });

  it('takes the median of an even number of known tests, in any order, ignoring tests it does not know', () => {
    const h = recordDurations(emptyHistory(), [ex('a', 100), ex('b', 10), ex('c', 40), ex('d', 20)]);
    const suite = [
      'com.example.A#new1',
      'com.example.A#a',
      'com.example.A#b',
      'com.example.A#new2',
      'com.example.A#c',
      'com.example.A#d',
    ];
    expect(durationEstimator(h, suite)('com.example.A#new1')).toBe(30);
    const odd = recordDurations(emptyHistory(), [ex('a', 100), ex('b', 10), ex('c', 40)]);
    expect(durationEstimator(odd, ['com.example.A#a', 'com.example.A#b', 'com.example.A#c', 'x#y'])('x#y')).toBe(40);
  });

  it('reads a history with tests run several times', async () => {
    const file = path.join(dir, 'runs.json');
    await writeFile(file, JSON.stringify({ version: 1, tests: { 'com.example.A#a': { durationMs: 12, runs: 7 } } }));
    expect(await readHistory(file)).toEqual({ version: 1, tests: { 'com.example.A#a': { durationMs: 12, runs: 7 } } });
  });

  it('says how to recover from a corrupt history, also when it is not JSON at all', async () => {
    const file = path.join(dir, 'garbage.json');
    await writeFile(file, 'not json {');
    await expect(readHistory(file)).rejects.toMatchObject({
      name: 'ConfigError',
      file,
      remedy: 'delete the file; it is rebuilt on the next run',
    });
  });

  it('passes on a read error other than a missing file instead of starting from an empty history', async () => {
    // a directory where the file should be: EISDIR, not ENOENT
    await expect(readHistory(dir)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
