import { OUTPUT_TAIL_CHARS, runProcess } from '../../process/run.js';
import type { Confinement } from '../../process/sandbox.js';

export interface ProgramOptions {
  /** argv run directly, or one shell command line run by /bin/sh -c */
  run: readonly string[] | string;
  cwd: string;
  /** added to the inherited environment */
  env?: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal;
  /** told each chunk of output as it comes (progress); the result keeps a bounded tail */
  onOutput?: (chunk: string) => void;
  /** run it in the OS sandbox (the heal loop's checks) */
  confine?: Confinement;
}

export interface ProgramResult {
  /** the program could not be started at all (ENOENT, EACCES): the spawn error's code */
  spawnError?: { code: string; message: string };
  exitCode?: number;
  /** a signal that ended it that was not ours (e.g. the kernel's OOM killer) */
  killedBy?: string;
  timedOut: boolean;
  aborted: boolean;
  /** characters of output it printed in all */
  outputChars: number;
  /** the bounded end of stdout and stderr interleaved */
  output: string;
  durationMs: number;
}

/**
 * Run a check's program to its end, whatever happens, through droidheal's one process runner
 * (src/process/run.ts): in its own process group, so a timeout or an abort takes down everything it
 * started (a Gradle daemon client, a test JVM), with its output kept as a bounded tail (a flooding
 * program costs bounded memory) and nothing thrown for its failures.
 */
export async function runProgram(opts: ProgramOptions): Promise<ProgramResult> {
  const [file, args] = typeof opts.run === 'string' ? ['/bin/sh', ['-c', opts.run]] : [opts.run[0]!, opts.run.slice(1)];
  const r = await runProcess({
    file,
    args,
    cwd: opts.cwd,
    ...(opts.env ? { env: opts.env } : {}),
    timeoutMs: opts.timeoutMs,
    signal: opts.signal,
    outputTailChars: OUTPUT_TAIL_CHARS,
    ...(opts.onOutput ? { onOutput: opts.onOutput } : {}),
    ...(opts.confine ? { confine: opts.confine } : {}),
  });
  if (!r.spawned)
    return {
      spawnError: { code: r.code, message: r.message },
      timedOut: false,
      aborted: false,
      outputChars: 0,
      output: '',
      durationMs: r.durationMs,
    };
  return {
    ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
    ...(r.signal && !r.timedOut && !r.aborted ? { killedBy: r.signal } : {}),
    timedOut: r.timedOut,
    aborted: r.aborted,
    outputChars: r.outputChars,
    output: r.output,
    durationMs: r.durationMs,
  };
}
