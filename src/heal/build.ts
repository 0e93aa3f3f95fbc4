import { glob } from 'tinyglobby';
import type { BuildConfig } from '../config/heal.js';
import { OUTPUT_TAIL_CHARS, runProcess } from '../process/run.js';
import type { Confinement } from '../process/sandbox.js';
import { commandText, tail, toArgv } from './command-line.js';

/**
 * Rebuild the APKs in the worktree after a fix (`build` in droidheal.json). A build that compiles
 * and fails is the fix's failure (its log tail goes into the next prompt); a build tool that is
 * missing, cannot start or dies before producing anything is infrastructure — the heal cannot
 * judge anything and ends undetermined (exit 3).
 */
export type BuildResult =
  | { status: 'ok'; durationMs: number; appApk?: string; testApk?: string; outputTail: string }
  | { status: 'failed'; durationMs: number; exitCode: number | null; timedOut: boolean; outputTail: string }
  | { status: 'infrastructure'; durationMs: number; detail: string; outputTail: string };

/** Exit codes a shell gives a command it could not run (not found, not executable). */
const NOT_RUNNABLE = new Set([126, 127]);

export async function runBuild(
  build: BuildConfig,
  worktree: string,
  /** the directory of droidheal.json inside the worktree: APK paths resolve against it */
  configDir: string,
  signal: AbortSignal,
  /** the sandbox it runs in: the build runs code the fixer may have written (src/heal/containment.ts) */
  confine?: Confinement,
  /** told the build's output as it comes (progress) */
  onOutput?: (chunk: string) => void,
): Promise<BuildResult> {
  const [file, ...args] = toArgv(build.command);
  const r = await runProcess({
    file: file!,
    args,
    cwd: configDir,
    env: { DROIDHEAL_WORKTREE: worktree },
    timeoutMs: build.timeoutMs,
    signal,
    outputTailChars: OUTPUT_TAIL_CHARS,
    ...(confine ? { confine } : {}),
    ...(onOutput ? { onOutput } : {}),
  });
  if (!r.spawned)
    return {
      status: 'infrastructure',
      durationMs: r.durationMs,
      detail: `the build command could not be started (${commandText(build.command)}): ${r.message}`,
      outputTail: '',
    };
  const { durationMs } = r;
  const outputTail = tail(r.output);
  if (r.exitCode !== undefined && NOT_RUNNABLE.has(r.exitCode))
    return {
      status: 'infrastructure',
      durationMs,
      detail: `the build tool is missing or not executable (exit ${r.exitCode}): ${outputTail.trim().split('\n').pop() ?? ''}`,
      outputTail,
    };
  if (r.exitCode !== 0)
    return { status: 'failed', durationMs, exitCode: r.exitCode ?? null, timedOut: r.timedOut, outputTail };
  const appApk = build.appApk ? await findOne(configDir, build.appApk) : undefined;
  const testApk = build.testApk ? await findOne(configDir, build.testApk) : undefined;
  const missing = [
    build.appApk && !appApk ? `appApk ${build.appApk}` : '',
    build.testApk && !testApk ? `testApk ${build.testApk}` : '',
  ].filter(Boolean);
  if (missing.length)
    return {
      status: 'infrastructure',
      durationMs,
      detail: `the build succeeded but produced no ${missing.join(' and ')}: check build.appApk/build.testApk in droidheal.json`,
      outputTail,
    };
  return {
    status: 'ok',
    durationMs,
    ...(appApk ? { appApk } : {}),
    ...(testApk ? { testApk } : {}),
    outputTail,
  };
}

/** A path or glob relative to the config directory; the last in path order when a glob matches several. */
async function findOne(dir: string, pattern: string): Promise<string | undefined> {
  const matches = await glob(pattern, { cwd: dir, absolute: true, onlyFiles: true, expandDirectories: false });
  return matches.sort().at(-1);
}
