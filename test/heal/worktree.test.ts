import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { applyToUserBranch, openWorktree } from '../../src/heal/worktree.js';
import { type TempRepo, tempRepo } from '../guard/git-repo.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const r of repos.splice(0)) await r.remove();
});

/** A hash of every file of the working tree (paths, modes, bytes, symlink targets), .git excluded. */
async function treeHash(root: string): Promise<string> {
  const h = createHash('sha256');
  const walk = async (rel: string): Promise<void> => {
    for (const name of (await readdir(path.join(root, rel))).sort()) {
      if (rel === '' && name === '.git') continue;
      const p = path.join(rel, name);
      const st = await lstat(path.join(root, p));
      h.update(`${p}\0${st.mode}\0`);
      if (st.isDirectory()) await walk(p);
      else if (st.isSymbolicLink()) h.update(await readlink(path.join(root, p)));
      else h.update(await readFile(path.join(root, p)));
    }
  };
  await walk('');
  return h.digest('hex');
}

describe('the heal worktree', () => {
  it("leaves the user's dirty tree with untracked files byte-identical, and keeps the fix on droidheal/heal-<sha>", async () => {
    const repo = await tempRepo({ 'app/A.kt': 'class A\n', 'README.md': 'hi\n' });
    repos.push(repo);
    await repo.write({ 'app/A.kt': 'class A // edited, not committed\n', 'scratch.txt': 'untracked\n' });
    const before = await treeHash(repo.dir);
    const wt = await openWorktree(repo.dir);
    expect(wt.branch).toBe(`droidheal/heal-${repo.base.slice(0, 7)}`);
    // the worktree holds HEAD, not the user's edits
    expect(await readFile(path.join(wt.dir, 'app/A.kt'), 'utf8')).toBe('class A\n');
    await writeFile(path.join(wt.dir, 'app/A.kt'), 'class A { fun fixed() = 1 }\n');
    const commit = await wt.commit('fix: A\n\nRepairs: F-1\n');
    // outside the repository (the user's tree must stay byte-identical), removed with it below
    const patchFile = path.join(repo.dir, '..', `${path.basename(repo.dir)}-heal.patch`);
    onTestFinished(() => rm(patchFile, { force: true }));
    expect(await wt.writePatch(patchFile)).toBe(patchFile);
    expect(await readFile(patchFile, 'utf8')).toContain('+class A { fun fixed() = 1 }');
    await wt.remove();
    expect(await treeHash(repo.dir)).toBe(before);
    await expect(stat(wt.dir)).rejects.toThrow(/ENOENT/);
    expect(await repo.git(['rev-parse', wt.branch])).toBe(commit);
    expect(await repo.git(['worktree', 'list', '--porcelain'])).not.toContain(wt.dir);
  });

  it("keeps a write to the worktree's parent (a fixer's `../x`) inside droidheal's scratch directory, removed with it", async () => {
    const repo = await tempRepo({ 'a.txt': 'a\n' });
    repos.push(repo);
    const wt = await openWorktree(repo.dir);
    const parent = path.dirname(wt.dir);
    expect(path.basename(parent)).toMatch(/^droidheal-heal-/);
    await writeFile(path.join(wt.dir, '..', 'escaped.txt'), 'written through ..\n');
    await wt.remove();
    await expect(stat(parent)).rejects.toThrow(/ENOENT/);
  });

  it('removes the branch again when the heal made no fix', async () => {
    const repo = await tempRepo({ 'a.txt': 'a\n' });
    repos.push(repo);
    const wt = await openWorktree(repo.dir);
    await wt.remove();
    expect(await repo.git(['branch', '--list', 'droidheal/*'])).toBe('');
  });

  it('--apply merges only onto a clean tree', async () => {
    const repo = await tempRepo({ 'a.txt': 'a\n' });
    repos.push(repo);
    const wt = await openWorktree(repo.dir);
    await writeFile(path.join(wt.dir, 'a.txt'), 'fixed\n');
    await wt.commit('fix\n\nRepairs: F-1\n');
    await wt.remove();
    await repo.write({ 'scratch.txt': 'untracked\n' });
    expect(await applyToUserBranch(repo.dir, wt.branch)).toEqual({
      applied: false,
      why: 'the working tree is not clean (commit or stash first)',
    });
    expect(await readFile(path.join(repo.dir, 'a.txt'), 'utf8')).toBe('a\n');
    await repo.write({ 'scratch.txt': null });
    expect(await applyToUserBranch(repo.dir, wt.branch)).toEqual({ applied: true });
    expect(await readFile(path.join(repo.dir, 'a.txt'), 'utf8')).toBe('fixed\n');
  });
});
