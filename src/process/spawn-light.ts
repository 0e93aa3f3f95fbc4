import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Quick programs whose whole output is the answer (git): started with node:child_process directly.
 * execa (run.ts) costs ~0.1 s to load, and `droidheal guard` is a fresh process on every heal attempt
 * and every push (src/fastpath/README.md). No process group and no bound on the output: a program
 * that may run long, print a lot or leave children behind goes through `runProcess` (run.ts).
 */

export interface LightOptions {
  cwd?: string;
  /** the whole environment (default: droidheal's own) */
  env?: NodeJS.ProcessEnv;
  /** written to stdin, which is closed after it; without it stdin is empty */
  input?: string;
  /** SIGTERM after this long */
  timeoutMs: number;
}

export interface LightResult {
  /** undefined when it could not start or a signal ended it */
  exitCode: number | undefined;
  /** the signal that ended it (ours after the timeout, or another's) */
  signal?: string;
  timedOut: boolean;
  /** why it could not be started (`ENOENT`: not installed), when it could not */
  startError?: NodeJS.ErrnoException;
  stdout: Buffer;
  stderr: Buffer;
}

/** Run a program to its end and collect its output; never rejects. */
export function runLight(file: string, args: readonly string[], opts: LightOptions): Promise<LightResult> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    let startError: NodeJS.ErrnoException | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, opts.timeoutMs);
    child.stdout!.on('data', (d: Buffer) => out.push(d));
    child.stderr!.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e: NodeJS.ErrnoException) => {
      startError ??= e;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const started = child.pid !== undefined;
      resolve({
        exitCode: started ? (code ?? undefined) : undefined,
        ...(signal ? { signal } : {}),
        timedOut,
        ...(startError && !started ? { startError } : {}),
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
      });
    });
    if (opts.input !== undefined) {
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(opts.input);
    }
  });
}

/** A program started by startLight: node's ChildProcess, named here so that no module outside src/process imports it. */
export type LightChild = ChildProcess;

/**
 * A program that stays to answer requests on its stdin (`git cat-file --batch`) until the caller
 * closes it: stdin and stdout piped, stderr dropped. The caller handles `error` (could not start)
 * and `close`.
 */
export function startLight(
  file: string,
  args: readonly string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv },
): LightChild {
  return spawn(file, args, { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'ignore'] });
}
