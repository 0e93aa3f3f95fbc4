/**
 * The git commands a guard run between two commits starts with (guardChange): the change's diff and
 * the run's one `git cat-file --batch`. Stated once, here, because the fast path's start
 * (src/fastpath/start.ts) begins them before the guard is loaded, and the guard takes them over only
 * when it asks for exactly these (src/git/run.ts, `useEarlyGit`).
 */

/** The deadline of each git process the guard runs to its end. */
export const GIT_TIMEOUT = 60_000;

/**
 * `git diff` of the change: statuses, renames paired, and each side's object id (head undefined: the
 * working tree). The ids let the run's cat-file read a changed file by id, with no tree walked
 * again for each path (~3× quicker for 20 files).
 */
export function diffArgs(base: string, head: string | undefined): string[] {
  return ['diff', '--raw', '-M', '-z', '--no-abbrev', '--no-ext-diff', base, ...(head ? [head] : [])];
}

/** The run's one `git cat-file --batch`, in `repo` (any directory of its work tree). */
export function batchArgs(repo: string): string[] {
  return ['-C', repo, 'cat-file', '--batch'];
}

/** The batch's request for the commit a revision names (`rev-parse --verify rev^{commit}`). */
export function commitRequest(rev: string): string {
  return `${rev}^{commit}`;
}

/**
 * What a run on `repo` from `base` to `head` (both commits) starts with: the diff, run to its end,
 * and the batch, asked at once for the two commits (its first requests: guard/git.ts resolveRepo).
 */
export function firstGit(
  repo: string,
  base: string,
  head: string,
): { runs: string[][]; children: Array<{ args: string[]; ask: string[] }> } {
  return {
    runs: [['-C', repo, ...diffArgs(`${base}^{commit}`, `${head}^{commit}`)]],
    children: [{ args: batchArgs(repo), ask: [commitRequest(base), commitRequest(head)] }],
  };
}
