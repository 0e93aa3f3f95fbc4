import { execa } from 'execa';
import { TailText } from './tail.js';

/**
 * One engine process run to its end, whatever happens: the program gets its own process group, so a
 * timeout, an abort or its own exit takes down everything it started (a fixer that leaves a helper
 * running could go on editing the worktree after the guard has read it). Output is kept as a bounded tail.
 */

/** Characters of interleaved output kept for the report and the next prompt. */
export const OUTPUT_TAIL_CHARS = 32 * 1024;
/** Characters of stdout kept to find the engine's last line (a status line or a JSON result). */
const STDOUT_TAIL_CHARS = 256 * 1024;
/** Grace between SIGTERM and SIGKILL for the process group. */
export const KILL_GRACE_MS = 5000;

export interface EngineProcessOptions {
  file: string;
  args: readonly string[];
  cwd: string;
  /** added to the inherited environment */
  env?: Record<string, string>;
  /** written to stdin; stdin is empty otherwise */
  input?: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** stdout characters kept in `stdout` (a CLI whose whole answer is one JSON document wants more) */
  stdoutTailChars?: number;
}

export type EngineProcessResult =
  | { spawned: false; code: string; message: string; durationMs: number }
  | {
      spawned: true;
      pid: number;
      exitCode?: number;
      signal?: string;
      timedOut: boolean;
      aborted: boolean;
      durationMs: number;
      /** stdout and stderr interleaved, bounded */
      outputTail: string;
      /** the end of stdout alone */
      stdout: string;
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

export async function runEngineProcess(opts: EngineProcessOptions): Promise<EngineProcessResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const subprocess = execa(opts.file, opts.args, {
    cwd: opts.cwd,
    env: opts.env,
    input: opts.input ?? '',
    // its own process group: killing -pid reaches grandchildren, and a terminal's ^C reaches only us
    detached: true,
    timeout: opts.timeoutMs,
    cancelSignal: opts.signal,
    forceKillAfterDelay: KILL_GRACE_MS,
    // output is read as a bounded tail below; execa's maxBuffer would kill the engine instead of keeping the end
    buffer: false,
    reject: false,
    stripFinalNewline: false,
  });

  const all = new TailText(OUTPUT_TAIL_CHARS);
  const stdout = new TailText(opts.stdoutTailChars ?? STDOUT_TAIL_CHARS);
  const stderr = new TailText(OUTPUT_TAIL_CHARS);
  subprocess.stdout?.setEncoding('utf8');
  subprocess.stderr?.setEncoding('utf8');
  subprocess.stdout?.on('data', (s: string) => {
    all.push(s);
    stdout.push(s);
  });
  subprocess.stderr?.on('data', (s: string) => {
    all.push(s);
    stderr.push(s);
  });

  const pid = subprocess.pid;
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
  // detached children escape execa's cleanup-on-exit: if droidheal itself dies, take the group along
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
    // the leader is gone: whatever it left behind goes too, so its pipes close and nothing edits on
    subprocess.once('exit', () => killGroup(pid, 'SIGKILL'));
  }

  try {
    const r = await subprocess;
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
      exitCode: r.exitCode,
      signal: r.signal,
      timedOut: timedOut || r.timedOut,
      aborted: aborted || r.isCanceled,
      durationMs: elapsed(),
      outputTail: all.toString(),
      stdout: stdout.text(),
      stderr: stderr.toString(),
    };
  } finally {
    for (const t of timers) clearTimeout(t);
    opts.signal.removeEventListener('abort', onAbort);
    process.removeListener('exit', onParentExit);
  }
}
