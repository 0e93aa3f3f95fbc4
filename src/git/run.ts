import { type LightChild, runLight, startLight } from '../process/spawn-light.js';

/**
 * The one way droidheal runs git: argv arrays, no shell, a deadline, through src/process
 * (`spawn-light.ts`: git is quick and its output is the answer, and the guard's fast path cannot
 * afford execa's load). The guard (src/guard/git.ts) and the heal loop (src/heal/git.ts) each add
 * what git means to them: revisions and blobs, or commits and worktrees.
 */

export interface GitRun {
  /** undefined when git could not be started (`startError`) or a signal ended it (`timedOut` for ours) */
  exitCode: number | undefined;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
  /** why git could not be started at all (ENOENT: not installed) */
  startError?: string;
}

export interface GitOptions {
  /** written to git's stdin */
  input?: string;
  /** added to droidheal's own environment */
  env?: Record<string, string>;
  timeoutMs: number;
}

/**
 * Run `git ARGS` in `cwd` (undefined: droidheal's own; `-C DIR` in ARGS then names the repository)
 * to its end; never rejects (what a failure means is the caller's call).
 */
export async function runGit(cwd: string | undefined, args: readonly string[], opts: GitOptions): Promise<GitRun> {
  const r = await runLight('git', args, {
    cwd,
    env: opts.env ? { ...process.env, ...opts.env } : undefined,
    input: opts.input,
    timeoutMs: opts.timeoutMs,
  });
  return {
    exitCode: r.exitCode,
    stdout: r.stdout,
    stderr: r.stderr.toString('utf8'),
    timedOut: r.timedOut,
    ...(r.startError ? { startError: r.startError.message } : {}),
  };
}

/**
 * `git ARGS` kept running to answer on its stdin (`cat-file --batch`), until the caller ends its
 * stdin; stderr is dropped. The caller handles `error` and `close`.
 */
export function startGit(cwd: string | undefined, args: readonly string[]): LightChild {
  return startLight('git', args, { cwd });
}
