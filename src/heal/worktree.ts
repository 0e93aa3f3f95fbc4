import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { git, gitOk } from './git.js';

/**
 * The heal loop's isolation (docs/architecture.md, "Heal loop"): a `git worktree` at HEAD in a temporary directory on
 * the result branch `droidheal/heal-<short-sha>`. The user's working tree — dirty, with untracked
 * files — is never read from or written to; every fix lands here as one commit.
 */
export interface HealWorktree {
  /** the user's repository (top directory) */
  repo: string;
  /** the worktree directory fixers, regenerators and builds run in */
  dir: string;
  /** the commit the heal started from */
  head: string;
  branch: string;
  /** the `.git` file of the worktree as created (a fixer must not rewrite it) */
  gitFile: string;
  /** drop every uncommitted change, tracked, untracked and ignored (build outputs are rebuilt) */
  reset(): Promise<void>;
  /** stage everything and commit; returns the commit id */
  commit(message: string): Promise<string>;
  /** commits the heal made on the branch */
  commits(): Promise<string[]>;
  /** the heal's commits as one patch (format-patch), written to `file`; undefined when none */
  writePatch(file: string): Promise<string | undefined>;
  /** remove the worktree directory (and the branch when it holds no fix); idempotent */
  remove(opts?: { keepBranch?: boolean }): Promise<void>;
}

/** The repository's top directory and HEAD, or one line naming what is wrong (exit 2). */
export async function resolveHead(dir: string): Promise<{ repo: string; head: string }> {
  const top = await git(dir, ['rev-parse', '--show-toplevel']).catch(() => undefined);
  if (top?.exitCode !== 0)
    throw new UsageError(`not a git repository: ${dir}`, 'pass --repo the directory of a git checkout');
  const repo = top.stdout.trim();
  const head = await git(repo, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  if (head.exitCode !== 0)
    throw new UsageError(`${repo} has no commit yet`, 'commit the project first: the heal starts from HEAD');
  return { repo, head: head.stdout.trim() };
}

export async function openWorktree(dir: string): Promise<HealWorktree> {
  const { repo, head } = await resolveHead(dir);
  const branch = `droidheal/heal-${head.slice(0, 7)}`;
  // one level down in a temp dir of its own: a fixer writing `../x` (or through a symlink to `..`)
  // writes into droidheal's scratch, removed with the worktree, not into the system temp dir
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'droidheal-heal-'));
  const wt = path.join(scratch, path.basename(repo));
  // -B: a previous heal of the same head left its branch; this run's result replaces it
  const add = await git(repo, ['worktree', 'add', '-B', branch, wt, head]);
  if (add.exitCode !== 0) {
    await rm(scratch, { recursive: true, force: true });
    throw new UsageError(
      `cannot create the heal worktree: ${add.stderr.trim().split('\n').pop()}`,
      `remove what holds ${branch} (git worktree list; git branch -D ${branch})`,
    );
  }
  const gitFile = await readFile(path.join(wt, '.git'), 'utf8');
  let removed = false;
  const commits = async () => (await gitOk(wt, ['rev-list', '--reverse', `${head}..HEAD`])).split('\n').filter(Boolean);

  return {
    repo,
    dir: wt,
    head,
    branch,
    gitFile,
    async reset() {
      // a fixer may have rewritten .git (the worktree's pointer): restore it before asking git anything
      await writeFile(path.join(wt, '.git'), gitFile);
      await gitOk(wt, ['reset', '--hard', '--quiet', 'HEAD']);
      await gitOk(wt, ['clean', '-fdxq']);
    },
    async commit(message: string) {
      await gitOk(wt, ['add', '--all']);
      await gitOk(wt, ['commit', '--quiet', '--no-verify', '-F', '-'], { input: message });
      return (await gitOk(wt, ['rev-parse', 'HEAD'])).trim();
    },
    commits,
    async writePatch(file: string) {
      if ((await commits()).length === 0) return undefined;
      const patch = await gitOk(wt, ['format-patch', '--stdout', `${head}..HEAD`]);
      await writeFile(file, patch);
      return file;
    },
    async remove(opts = {}) {
      if (removed) return;
      removed = true;
      const hasFix = await commits().then(
        (c) => c.length > 0,
        () => false,
      );
      await git(repo, ['worktree', 'remove', '--force', '--force', wt]).catch(() => undefined);
      await rm(scratch, { recursive: true, force: true });
      await git(repo, ['worktree', 'prune']).catch(() => undefined);
      if (!hasFix && !opts.keepBranch) await git(repo, ['branch', '-D', branch]).catch(() => undefined);
    },
  };
}

/** `--apply`: merge the heal branch into the user's branch — only onto a clean tree (untracked files count). */
export async function applyToUserBranch(repo: string, branch: string): Promise<{ applied: boolean; why?: string }> {
  const status = await gitOk(repo, ['status', '--porcelain', '--untracked-files=all']);
  if (status.trim() !== '') return { applied: false, why: 'the working tree is not clean (commit or stash first)' };
  const merge = await git(repo, ['merge', '--ff-only', '--quiet', branch]);
  if (merge.exitCode !== 0)
    return { applied: false, why: `git merge --ff-only ${branch} failed: ${merge.stderr.trim().split('\n').pop()}` };
  return { applied: true };
}
