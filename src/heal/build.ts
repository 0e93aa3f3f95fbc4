import { execa } from 'execa';
import { glob } from 'tinyglobby';
import type { BuildConfig } from '../config/heal.js';
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
): Promise<BuildResult> {
  const [file, ...args] = toArgv(build.command);
  const started = Date.now();
  const r = await execa(file!, args, {
    cwd: configDir,
    reject: false,
    all: true,
    timeout: build.timeoutMs,
    cancelSignal: signal,
    forceKillAfterDelay: 5000,
    stdin: 'ignore',
    maxBuffer: 64 * 1024 * 1024,
    env: { DROIDHEAL_WORKTREE: worktree },
  });
  const durationMs = Date.now() - started;
  const outputTail = tail(String(r.all ?? ''));
  if (r.exitCode === undefined && !r.timedOut && !r.isCanceled)
    return {
      status: 'infrastructure',
      durationMs,
      detail: `the build command could not be started (${commandText(build.command)}): ${(r.cause as Error | undefined)?.message ?? r.shortMessage}`,
      outputTail,
    };
  if (r.exitCode !== undefined && NOT_RUNNABLE.has(r.exitCode))
    return {
      status: 'infrastructure',
      durationMs,
      detail: `the build tool is missing or not executable (exit ${r.exitCode}): ${outputTail.trim().split('\n').pop() ?? ''}`,
      outputTail,
    };
  if (r.failed) return { status: 'failed', durationMs, exitCode: r.exitCode ?? null, timedOut: r.timedOut, outputTail };
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
