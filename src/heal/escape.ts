import { lstat, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { git, gitOk } from './git.js';
import type { HealWorktree } from './worktree.js';

/**
 * What a fixer left in the worktree, read from the worktree itself (never from the fixer's account),
 * and every way it reached outside: symlinks pointing out of the worktree, `..` or absolute paths,
 * changes to `.git` (the worktree's pointer, the repository's config, hooks and the attempt ledger),
 * commits it made itself. Escapes are refused like a guard refusal and undone.
 */
export interface Escape {
  rule: 'scope';
  detail: string;
}

export interface WorktreeChange {
  /** paths that differ from the last heal commit: tracked and untracked, not ignored */
  files: string[];
  escapes: Escape[];
}

/** The git directory state a fixer must not touch, captured before it runs and restored after. */
export interface GitDirSnapshot {
  commonDir: string;
  files: Map<string, Buffer>;
  refs: Map<string, string>;
}

const WATCHED_REFS = ['refs/notes/droidheal'];

async function walk(root: string, rel: string, out: Map<string, Buffer>): Promise<void> {
  const full = path.join(root, rel);
  const st = await lstat(full).catch(() => undefined);
  if (!st) return;
  if (st.isDirectory()) {
    for (const name of await readdir(full)) await walk(root, path.join(rel, name), out);
  } else if (st.isFile()) {
    out.set(rel, await readFile(full));
  }
}

export async function snapshotGitDir(wt: HealWorktree): Promise<GitDirSnapshot> {
  const commonDir = path.resolve(wt.dir, (await gitOk(wt.dir, ['rev-parse', '--git-common-dir'])).trim());
  const files = new Map<string, Buffer>();
  for (const rel of ['config', 'hooks', 'info']) await walk(commonDir, rel, files);
  const refs = new Map<string, string>();
  for (const ref of WATCHED_REFS) {
    const r = await git(wt.dir, ['rev-parse', '--verify', '--quiet', ref]);
    refs.set(ref, r.exitCode === 0 ? r.stdout.trim() : '');
  }
  return { commonDir, files, refs };
}

/** Compare with the snapshot, put back what changed, and say what it was. */
async function restoreGitDir(wt: HealWorktree, snap: GitDirSnapshot): Promise<Escape[]> {
  const escapes: Escape[] = [];
  const now = new Map<string, Buffer>();
  for (const rel of ['config', 'hooks', 'info']) await walk(snap.commonDir, rel, now);
  for (const [rel, bytes] of snap.files) {
    if (!now.get(rel)?.equals(bytes)) {
      escapes.push({ rule: 'scope', detail: `changed .git/${rel} of the repository (outside the worktree)` });
      await writeFile(path.join(snap.commonDir, rel), bytes);
    }
  }
  for (const rel of now.keys()) {
    if (!snap.files.has(rel)) {
      escapes.push({ rule: 'scope', detail: `added .git/${rel} to the repository (outside the worktree)` });
      await rm(path.join(snap.commonDir, rel), { force: true });
    }
  }
  for (const [ref, was] of snap.refs) {
    const r = await git(wt.dir, ['rev-parse', '--verify', '--quiet', ref]);
    const is = r.exitCode === 0 ? r.stdout.trim() : '';
    if (is !== was) {
      escapes.push({ rule: 'scope', detail: `moved ${ref} (droidheal's attempt ledger)` });
      await gitOk(wt.dir, was ? ['update-ref', ref, was] : ['update-ref', '-d', ref]);
    }
  }
  return escapes;
}

function outside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
}

/**
 * Read what the worktree holds after a fixer ran, relative to `expectedHead` (the last heal commit).
 * Commits the fixer made itself are folded back into uncommitted changes, so the guard judges them.
 */
export async function inspectWorktree(
  wt: HealWorktree,
  expectedHead: string,
  snap: GitDirSnapshot,
): Promise<WorktreeChange> {
  const escapes: Escape[] = [];
  const gitFile = await readFile(path.join(wt.dir, '.git'), 'utf8').catch(() => '');
  if (gitFile !== wt.gitFile) {
    escapes.push({ rule: 'scope', detail: 'rewrote the worktree\u2019s .git pointer' });
    await writeFile(path.join(wt.dir, '.git'), wt.gitFile);
  }
  escapes.push(...(await restoreGitDir(wt, snap)));
  const head = (await gitOk(wt.dir, ['rev-parse', 'HEAD'])).trim();
  if (head !== expectedHead) {
    // the fixer committed (or moved HEAD): judge its commits as changes, never keep its history
    await gitOk(wt.dir, ['reset', '--soft', '--quiet', expectedHead]);
  }
  const status = await gitOk(wt.dir, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  const files = status
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.slice(3));
  for (const f of files) {
    const segments = f.split('/');
    if (path.isAbsolute(f) || segments.includes('..')) {
      escapes.push({ rule: 'scope', detail: `wrote a path that leaves the worktree: ${f}` });
      continue;
    }
    if (segments[0] === '.git') {
      escapes.push({ rule: 'scope', detail: `changed ${f} (git's own data)` });
      continue;
    }
    const full = path.join(wt.dir, f);
    const st = await lstat(full).catch(() => undefined);
    if (st?.isSymbolicLink()) {
      const target = await readlink(full);
      const resolved = path.resolve(path.dirname(full), target);
      if (outside(wt.dir, resolved))
        escapes.push({ rule: 'scope', detail: `symlink ${f} points outside the worktree (${target})` });
      else if (path.relative(wt.dir, resolved).split(path.sep)[0] === '.git')
        escapes.push({ rule: 'scope', detail: `symlink ${f} points into git's own data (${target})` });
    }
  }
  return { files: files.sort(), escapes };
}
