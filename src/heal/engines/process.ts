import { OUTPUT_TAIL_CHARS, type ProcessResult, type RunProcessOptions, runProcess } from '../../process/run.js';

/**
 * One engine process run to its end, whatever happens, through droidheal's one process runner
 * (src/process/run.ts): the program gets its own process group, so a timeout, an abort or its own exit
 * takes down everything it started (a fixer that leaves a helper running could go on editing the
 * worktree after the guard has read it). Output is kept as a bounded tail (the runner's one cap,
 * OUTPUT_TAIL_CHARS, for the report and the next prompt).
 */

/** Characters of stdout kept to find the engine's last line (a status line or a JSON result). */
const STDOUT_TAIL_CHARS = 256 * 1024;

/** What to run: the runner's options, with the engines' own output caps. */
export type EngineProcessOptions = Omit<RunProcessOptions, 'outputTailChars' | 'streamTailChars'> & {
  /** stdout characters kept in `stdout` (a CLI whose whole answer is one JSON document wants more) */
  stdoutTailChars?: number;
};

type Ran = Extract<ProcessResult, { spawned: true }>;

/** The runner's result, with the interleaved output under the name the engines read. */
export type EngineProcessResult =
  | Extract<ProcessResult, { spawned: false }>
  | (Omit<Ran, 'output' | 'outputChars'> & {
      /** stdout and stderr interleaved, bounded */
      outputTail: string;
    });

export async function runEngineProcess(opts: EngineProcessOptions): Promise<EngineProcessResult> {
  const { stdoutTailChars, ...run } = opts;
  const r = await runProcess({
    ...run,
    outputTailChars: OUTPUT_TAIL_CHARS,
    streamTailChars: { stdout: stdoutTailChars ?? STDOUT_TAIL_CHARS, stderr: OUTPUT_TAIL_CHARS },
  });
  if (!r.spawned) return r;
  const { output, outputChars: _, ...ran } = r;
  return { ...ran, outputTail: output };
}
