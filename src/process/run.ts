import { execa } from 'execa';
import type { Confinement } from './sandbox.js';
import { TailText } from './tail.js';

/** Grace between SIGTERM and SIGKILL for the program's process group. */
export const KILL_GRACE_MS = 5000;

export interface RunProcessOptions {
  file: string;
  args: readonly string[];
  cwd: string;
  /** added to the inherited environment (to the confinement's own environment when confined) */
  env?: Record<string, string>;
  /**
   * Run it inside the OS sandbox with exactly this view of the machine (src/process/sandbox.ts). A
   * sandbox that cannot start is `spawned: false` with code `ESANDBOX`: never an unconfined run.
   */
  confine?: Confinement;
  /** written to stdin; stdin is empty otherwise */
  input?: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** characters of stdout and stderr interleaved kept in `output` (its end) */
  outputTailChars: number;
  /** also keep the end of stdout and of stderr apart, this many characters each */
  streamTailChars?: { stdout: number; stderr: number };
  /** told each chunk of output as it comes (progress); the result keeps only bounded tails */
  onOutput?: (chunk: string) => void;
}

export type ProcessResult =
  /** the program could not be started at all (ENOENT, EACCES): the spawn error's code */
  | { spawned: false; code: string; message: string; durationMs: number }
  | {
      spawned: true;
      pid: number;
      exitCode?: number;
      /** the signal that ended it, ours (timeout, abort) or not (e.g. the kernel's OOM killer) */
      signal?: string;
      timedOut: boolean;
      aborted: boolean;
      durationMs: number;
      /** characters of output it printed in all */
      outputChars: number;
      /** the end of stdout and stderr interleaved, preceded by a marker counting what was left out */
      output: string;
      /** the end of stdout alone, without a marker ('' unless `streamTailChars` was given) */
      stdout: string;
      /** the end of stderr alone, with the marker ('' unless `streamTailChars` was given) */
      stderr: string;
    };

/** Send `sig` to every process in the group led by `pid`; a group that is already gone is fine. */
function killGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    // ESRCH: nothing left in the group
  }
}

/**
 * Run a program to its end, whatever happens, and say how it ended; nothing is thrown for its
 * failures. It leads its own process group, so a timeout, an abort or the leader's own exit takes
 * down everything it started (a Gradle daemon client, a test JVM, a fixer's helper that would go on
 * editing), and a terminal's ^C reaches only droidheal, which decides. Output is kept as bounded
 * tails: execa's `maxBuffer` would kill a program that prints a lot instead of keeping its end.
 */
export async function runProcess(opts: RunProcessOptions): Promise<ProcessResult> {
  if (!opts.confine) return runUnconfined(opts, { file: opts.file, args: opts.args, env: opts.env, extendEnv: true });
  const started = performance.now();
  const { wrapInSandbox, SandboxError } = await import('./sandbox.js');
  let wrapped: Awaited<ReturnType<typeof wrapInSandbox>>;
  try {
    wrapped = await wrapInSandbox(opts.file, opts.args, opts.cwd, opts.confine, opts.signal);
  } catch (err) {
    const remedy = err instanceof SandboxError && err.remedy ? ` — ${err.remedy}` : '';
    return {
      spawned: false,
      code: 'ESANDBOX',
      message: `the sandbox could not start: ${(err as Error).message}${remedy}`,
      durationMs: Math.round(performance.now() - started),
    };
  }
  try {
    const env = { ...wrapped.env, ...opts.env };
    return await runUnconfined(opts, { file: wrapped.file, args: wrapped.args, env, extendEnv: false });
  } finally {
    wrapped.release();
  }
}

async function runUnconfined(
  opts: RunProcessOptions,
  run: { file: string; args: readonly string[]; env: Record<string, string> | undefined; extendEnv: boolean },
): Promise<ProcessResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const child = execa(run.file, run.args, {
    cwd: opts.cwd,
    env: run.env,
    extendEnv: run.extendEnv,
    input: opts.input ?? '',
    detached: true,
    buffer: false,
    reject: false,
    stripFinalNewline: false,
  });

  const all = new TailText(opts.outputTailChars);
  const stdout = opts.streamTailChars ? new TailText(opts.streamTailChars.stdout) : undefined;
  const stderr = opts.streamTailChars ? new TailText(opts.streamTailChars.stderr) : undefined;
  let outputChars = 0;
  for (const [stream, own] of [
    [child.stdout, stdout],
    [child.stderr, stderr],
  ] as const) {
    stream?.setEncoding('utf8');
    stream?.on('data', (s: string) => {
      outputChars += s.length;
      all.push(s);
      own?.push(s);
      opts.onOutput?.(s);
    });
  }

  const pid = child.pid;
  let timedOut = false;
  let aborted = false;
  const timers: NodeJS.Timeout[] = [];
  const stopGroup = () => {
    if (pid === undefined) return;
    killGroup(pid, 'SIGTERM');
    timers.push(setTimeout(() => killGroup(pid, 'SIGKILL'), KILL_GRACE_MS).unref());
  };
  const onAbort = () => {
    aborted = true;
    stopGroup();
  };
  // a detached group escapes execa's cleanup on exit: if droidheal itself dies, take the group along
  const onParentExit = () => pid !== undefined && killGroup(pid, 'SIGKILL');
  if (pid !== undefined) {
    timers.push(
      setTimeout(() => {
        timedOut = true;
        stopGroup();
      }, opts.timeoutMs),
    );
    if (opts.signal.aborted) onAbort();
    else opts.signal.addEventListener('abort', onAbort, { once: true });
    process.once('exit', onParentExit);
    // the leader is gone: whatever it left behind goes too, so its pipes close and nothing runs on
    child.once('exit', () => killGroup(pid, 'SIGKILL'));
  }

  try {
    const r = await child;
    if (pid === undefined) {
      const cause = r.cause as NodeJS.ErrnoException | undefined;
      return {
        spawned: false,
        code: cause?.code ?? 'EUNKNOWN',
        message: cause?.message ?? r.shortMessage ?? 'the program could not be started',
        durationMs: elapsed(),
      };
    }
    return {
      spawned: true,
      pid,
      ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
      ...(r.signal !== undefined ? { signal: r.signal } : {}),
      timedOut,
      aborted,
      durationMs: elapsed(),
      outputChars,
      output: all.toString(),
      stdout: stdout?.text() ?? '',
      stderr: stderr?.toString() ?? '',
    };
  } finally {
    for (const t of timers) clearTimeout(t);
    opts.signal.removeEventListener('abort', onAbort);
    process.removeListener('exit', onParentExit);
  }
}
