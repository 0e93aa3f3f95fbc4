import { DroidhealError, ExitCode } from '../errors.js';
import { runGit } from '../git/run.js';

/**
 * git for the heal loop: argv arrays, no shell, a deadline on every call. Commits and notes are
 * made as "droidheal" so a CI machine without a git identity can heal, and so nobody mistakes a
 * fixer's commit for the user's own.
 */
export const HEAL_IDENTITY = {
  GIT_AUTHOR_NAME: 'droidheal',
  GIT_AUTHOR_EMAIL: 'droidheal@localhost',
  GIT_COMMITTER_NAME: 'droidheal',
  GIT_COMMITTER_EMAIL: 'droidheal@localhost',
} as const;

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Run git in `cwd`; never throws for a non-zero exit (callers decide), only when git is missing. */
export async function git(
  cwd: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Promise<GitResult> {
  // the user's hooks never run on the heal's commits and worktrees (a pre-commit hook could rewrite the fix)
  const r = await runGit(cwd, ['-c', 'core.hooksPath=/dev/null', ...args], {
    input: opts.input,
    timeoutMs: 120_000,
    env: { ...HEAL_IDENTITY, GIT_TERMINAL_PROMPT: '0', ...opts.env },
  });
  if (r.exitCode === undefined) {
    const why = r.startError ?? (r.timedOut ? 'timed out after 120 s' : `ended by a signal: ${r.stderr.trim()}`);
    throw new DroidhealError(`git could not be run: ${why}`, {
      exitCode: ExitCode.usage,
      remedy: 'install git (apt-get install git)',
    });
  }
  return { exitCode: r.exitCode, stdout: r.stdout.toString('utf8'), stderr: r.stderr };
}

/** git that must succeed: a failure is the heal's infrastructure failing (exit 3), named with git's own words. */
export async function gitOk(
  cwd: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Promise<string> {
  const r = await git(cwd, args, opts);
  if (r.exitCode !== 0)
    throw new DroidhealError(`git ${args[0]} failed in ${cwd}: ${r.stderr.trim().split('\n').pop() ?? ''}`, {
      exitCode: ExitCode.undetermined,
    });
  return r.stdout;
}
