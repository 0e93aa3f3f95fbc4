/**
 * The git commands a guard run between two commits starts with (guardChange): the change's diff and
 * the run's one `git cat-file --batch`. Stated once, here, because the fast path's start
 * (src/fastpath/start.ts) begins them before the guard is loaded, and the guard takes them over only
 * when it asks for exactly these (src/git/run.ts, `useEarlyGit`).
 */

/** The deadline of each git process the guard runs to its end. */
export const GIT_TIMEOUT = 60_000;

/** `git diff` of the change: names and statuses, renames paired (head undefined: the working tree). */
export function diffArgs(base: string, head: string | undefined): string[] {
  return ['diff', '--name-status', '-M', '-z', '--no-ext-diff', base, ...(head ? [head] : [])];
}

/** The run's one `git cat-file --batch`, in `repo` (any directory of its work tree). */
export function batchArgs(repo: string): string[] {
  return ['-C', repo, 'cat-file', '--batch'];
}

/** What a run on `repo` from `base` to `head` (both commits) starts with: the diff, run to its end, and the batch. */
export function firstGit(repo: string, base: string, head: string): { runs: string[][]; children: string[][] } {
  return { runs: [['-C', repo, ...diffArgs(`${base}^{commit}`, `${head}^{commit}`)]], children: [batchArgs(repo)] };
}
