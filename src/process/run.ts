import type { Confinement } from './sandbox.js';
import { type ProcessResult, type StartProcessOptions, startProcess } from './start.js';

export {
  KILL_GRACE_MS,
  type OutputStream,
  type ProcessHandle,
  type ProcessResult,
  type StartProcessOptions,
  startProcess,
} from './start.js';
export { OUTPUT_TAIL_CHARS } from './tail.js';

export interface RunProcessOptions extends StartProcessOptions {
  /** a program run to its end always has a deadline */
  timeoutMs: number;
  /**
   * Run it inside the OS sandbox with exactly this view of the machine (src/process/sandbox.ts). A
   * sandbox that cannot start is `spawned: false` with code `ESANDBOX`: never an unconfined run.
   * The confinement's environment is then the base environment (`baseEnv` is not used); `env` is
   * added on top.
   */
  confine?: Confinement;
}

/**
 * Run a program to its end, whatever happens, and say how it ended; nothing is thrown for its
 * failures. It leads its own process group (unless `ownGroup: false`), so a timeout, an abort or the
 * leader's own exit takes down everything it started (a Gradle daemon client, a test JVM, a fixer's
 * helper that would go on editing), and a terminal's ^C reaches only droidheal, which decides. Output
 * is kept as bounded tails: execa's `maxBuffer` would kill a program that prints a lot instead of
 * keeping its end.
 */
export async function runProcess(opts: RunProcessOptions): Promise<ProcessResult> {
  const { confine, ...run } = opts;
  if (!confine) return startProcess(run).result;
  const started = performance.now();
  const { wrapInSandbox, SandboxError } = await import('./sandbox.js');
  let wrapped: Awaited<ReturnType<typeof wrapInSandbox>>;
  try {
    wrapped = await wrapInSandbox(opts.file, opts.args, opts.cwd ?? process.cwd(), confine, opts.signal);
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
    return await startProcess({ ...run, file: wrapped.file, args: wrapped.args, baseEnv: wrapped.env }).result;
  } finally {
    wrapped.release();
  }
}
