import { runProcess } from '../../process/run.js';

/**
 * One engine process run to its end, whatever happens, through droidheal's one process runner
 * (src/process/run.ts): the program gets its own process group, so a timeout, an abort or its own exit
 * takes down everything it started (a fixer that leaves a helper running could go on editing the
 * worktree after the guard has read it). Output is kept as a bounded tail.
 */

/** Characters of interleaved output kept for the report and the next prompt. */
export const OUTPUT_TAIL_CHARS = 32 * 1024;
/** Characters of stdout kept to find the engine's last line (a status line or a JSON result). */
const STDOUT_TAIL_CHARS = 256 * 1024;

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

export async function runEngineProcess(opts: EngineProcessOptions): Promise<EngineProcessResult> {
  const r = await runProcess({
    file: opts.file,
    args: opts.args,
    cwd: opts.cwd,
    ...(opts.env ? { env: opts.env } : {}),
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    timeoutMs: opts.timeoutMs,
    signal: opts.signal,
    outputTailChars: OUTPUT_TAIL_CHARS,
    streamTailChars: { stdout: opts.stdoutTailChars ?? STDOUT_TAIL_CHARS, stderr: OUTPUT_TAIL_CHARS },
  });
  if (!r.spawned) return r;
  return {
    spawned: true,
    pid: r.pid,
    exitCode: r.exitCode,
    signal: r.signal,
    timedOut: r.timedOut,
    aborted: r.aborted,
    durationMs: r.durationMs,
    outputTail: r.output,
    stdout: r.stdout,
    stderr: r.stderr,
  };
}
