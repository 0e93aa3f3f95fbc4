import { type LightChild, type LightResult, runLight, startLight } from '../process/spawn-light.js';

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
  const plain = cwd === undefined && opts.input === undefined && opts.env === undefined;
  const r = await ((plain ? takeEarly(early.runs, args, opts.timeoutMs)?.result : undefined) ??
    runLight('git', args, {
      cwd,
      env: opts.env ? { ...process.env, ...opts.env } : undefined,
      input: opts.input,
      timeoutMs: opts.timeoutMs,
    }));
  return {
    exitCode: r.exitCode,
    stdout: r.stdout,
    stderr: r.stderr.toString('utf8'),
    timedOut: r.timedOut,
    ...(r.startError ? { startError: r.startError.message } : {}),
  };
}

/** A git kept running to answer on its stdin, and the requests already written to it, whose answers come first. */
export interface AnsweringGit {
  child: LightChild;
  asked: readonly string[];
}

/**
 * `git ARGS` kept running to answer on its stdin (`cat-file --batch`), until the caller ends its
 * stdin; stderr is dropped. The caller handles `error` and `close`.
 */
export function startGit(cwd: string | undefined, args: readonly string[]): AnsweringGit {
  return (
    (cwd === undefined ? takeEarly(early.children, args) : undefined) ?? {
      child: startLight('git', args, { cwd }),
      asked: [],
    }
  );
}

/**
 * git commands a process's start began before the code that asks for them was loaded
 * (src/fastpath/start.ts, for `droidheal guard`: git works while the bundle and the grammar load,
 * and is forked from a smaller process). Each is handed over once, only to the same argv, in
 * droidheal's own directory and environment, without input: what runs is what would have run, sooner.
 */
export interface EarlyGit {
  runs: Array<{ args: readonly string[]; timeoutMs: number; result: Promise<LightResult> }>;
  /** kept running to answer on stdin; whoever started one ends the stdin of any not taken */
  children: Array<{ args: readonly string[] } & AnsweringGit>;
}

/** A git to keep running, and the requests (lines) to write to it at once. */
export interface EarlyChild {
  args: readonly string[];
  ask: readonly string[];
}

let early: EarlyGit = { runs: [], children: [] };

/** Start `git ARGS` (droidheal's directory and environment) now, for runGit or startGit to take over later. */
export function startEarlyGit(
  runs: readonly (readonly string[])[],
  children: readonly EarlyChild[],
  timeoutMs: number,
): EarlyGit {
  return {
    runs: runs.map((args) => ({ args, timeoutMs, result: runLight('git', args, { timeoutMs }) })),
    children: children.map(({ args, ask }) => {
      const child = startLight('git', args, {});
      // a request line is one line: one with a newline in it is not asked (nor taken as asked)
      const asked = ask.some((line) => line.includes('\n')) ? [] : ask;
      child.stdin!.on('error', () => undefined);
      if (asked.length) child.stdin!.write(asked.map((line) => `${line}\n`).join(''));
      return { args, child, asked };
    }),
  };
}

/** The git commands started early (startEarlyGit, possibly by another copy of this module: the fast path's start) that runGit and startGit may take over. */
export function useEarlyGit(started: EarlyGit): void {
  early = started;
}

function takeEarly<T extends { args: readonly string[]; timeoutMs?: number }>(
  list: T[],
  args: readonly string[],
  timeoutMs?: number,
): T | undefined {
  const i = list.findIndex(
    (e) => e.timeoutMs === timeoutMs && e.args.length === args.length && e.args.every((a, k) => a === args[k]),
  );
  return i < 0 ? undefined : list.splice(i, 1)[0];
}
