import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDir } from '../../src/fs/make-dir.js';
import { writeReports } from '../../src/report/write.js';
import { emptyHistory, writeHistory } from '../../src/schedule/history.js';
import { loadFixture } from '../report/fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-mkdir-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('makeDir', () => {
  it('creates every missing level and accepts a directory that exists', async () => {
    const deep = join(dir, 'a', 'b', 'c');
    await makeDir(deep);
    expect((await stat(deep)).isDirectory()).toBe(true);
    await makeDir(deep);
    expect(await readdir(join(dir, 'a'))).toEqual(['b']);
  });

  it('lets ten concurrent callers create the same tree', async () => {
    const deep = join(dir, 'race', 'x', 'y');
    await Promise.all(Array.from({ length: 10 }, () => makeDir(deep)));
    expect((await stat(deep)).isDirectory()).toBe(true);
  });

  it('rejects a path under /proc instead of retrying forever', async () => {
    await expect(makeDir('/proc/droidheal-nope/deeper/still')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('rejects a path through a file with ENOTDIR naming the file', async () => {
    const file = join(dir, 'a-file');
    await writeFile(file, 'x');
    await expect(makeDir(join(file, 'sub', 'dir'))).rejects.toMatchObject({ code: 'ENOTDIR', path: file });
  });
});

describe('library writers without the CLI path checks', () => {
  it('writeReports into /proc rejects and writes nothing', async () => {
    await expect(writeReports(loadFixture('four-outcomes'), '/proc/droidheal-nope/reports')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(stat('/proc/droidheal-nope')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('writeHistory into /proc rejects', async () => {
    await expect(writeHistory('/proc/droidheal-nope/h/history.json', emptyHistory())).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('writeHistory creates the missing directories of a normal path', async () => {
    const file = join(dir, 'hist', 'deep', 'history.json');
    await writeHistory(file, emptyHistory());
    expect(await readdir(join(dir, 'hist', 'deep'))).toEqual(['history.json']);
  });
});
