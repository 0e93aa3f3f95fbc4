import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runProcess } from '../process/run.js';
import { alive, markedProcesses, until } from './leftovers.js';

/** The droidheal binary every real chaos run starts. */
export const BIN = fileURLToPath(new URL('../../bin/droidheal.js', import.meta.url));
/** Grace between SIGTERM and SIGKILL when a run outlives its bound (as the runner gives its children). */
const STOP_GRACE_MS = 5000;
const never = new AbortController().signal;

/** A program the harness runs to its end (git), through src/process; its stdout, or an error naming it. */
export async function runTool(
  file: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  const r = await runProcess({
    file,
    args,
    cwd,
    env,
    timeoutMs: 120_000,
    signal: never,
    outputTailChars: 4000,
    streamTailChars: { stdout: 1_000_000, stderr: 4000 },
  });
  if (!r.spawned) throw new Error(`${file} ${args.join(' ')}: ${r.message}`);
  if (r.exitCode !== 0)
    throw new Error(`${file} ${args.join(' ')}: exit ${r.exitCode ?? r.signal}: ${r.stderr.trim()}`);
  return r.stdout;
}

export interface DroidhealRun {
  /** its exit code; 128 + the signal when a signal ended it; -1 when it outlived its bound */
  exitCode: number;
  timedOut: boolean;
  /** the end of stdout (`''` when it was discarded) and of stderr */
  stdout: string;
  stderr: string;
}

/** The live droidheal process of a run (`node bin/droidheal.js COMMAND …` carrying the run's mark). */
export function droidhealPid(mark: string, command: string): number | undefined {
  return markedProcesses(mark).find((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[1] === BIN && argv[2] === command;
    } catch {
      return false;
    }
  });
}

/**
 * One droidheal process under test, through src/process's runner, in a session of its own.
 *
 * The runner stops a program's whole process group when the program exits — right for a tool whose
 * helpers must not outlive it, wrong here: what droidheal leaves behind in its own group is what
 * invariant 4 looks for, so the runner would clean up for it and hide the leak. `setsid --wait` puts
 * droidheal in a session (and group) of its own and hands back its exit code (128 + the signal when a
 * signal ended it); the runner's group is setsid alone. Past `boundMs` droidheal is stopped as the
 * runner would stop it (SIGTERM, SIGKILL after a grace), it alone: its children are the run's leftovers.
 * `onOutput` is told each chunk of output; with `discardStdout` stdout is not read at all, so that is
 * stderr alone (the runner tells chunks without their stream).
 */
export async function runDroidheal(o: {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string> & { DROIDHEAL_CHAOS_MARK: string };
  boundMs: number;
  discardStdout?: boolean;
  onOutput?: (chunk: string) => void;
}): Promise<DroidhealRun> {
  const r = await runProcess({
    file: 'setsid',
    args: ['--wait', process.execPath, BIN, o.command, ...o.args],
    cwd: o.cwd,
    env: o.env,
    ...(o.discardStdout ? { stdout: 'ignore' as const } : {}),
    timeoutMs: o.boundMs,
    signal: never,
    outputTailChars: 4000,
    streamTailChars: { stdout: o.discardStdout ? 0 : 4_000_000, stderr: 8000 },
    ...(o.onOutput ? { onOutput: o.onOutput } : {}),
  });
  if (!r.spawned) throw new Error(`setsid ${o.command}: ${r.message}`);
  if (r.timedOut) await stopLeftBehind(o.env.DROIDHEAL_CHAOS_MARK, o.command);
  return { exitCode: exitCodeOf(r.exitCode, r.stderr), timedOut: r.timedOut, stdout: r.stdout, stderr: r.stderr };
}

/**
 * droidheal's exit code from `setsid --wait`'s: its child's code when it exited; when a signal ended
 * it, setsid's last line (`setsid: child N did not exit normally`, the prefix whatever the locale)
 * and the raw wait status — the signal number, +128 with a core dump — made 128 + the signal, as a
 * shell says it. 126 and 127 are setsid's own "could not run it". -1: setsid itself was ended (the bound).
 */
export function exitCodeOf(code: number | undefined, stderr: string): number {
  if (code === undefined) return -1;
  const last = stderr.trimEnd().split('\n').pop() ?? '';
  return last.startsWith('setsid: ') && code !== 126 && code !== 127 ? 128 + (code & 0x7f) : code;
}

/** SIGTERM to droidheal past its bound (setsid, the runner's child, is gone), SIGKILL if it is still there after the grace. */
async function stopLeftBehind(mark: string, command: string): Promise<void> {
  const pid = droidhealPid(mark, command);
  if (pid === undefined) return;
  signal(pid, 'SIGTERM');
  if (!(await until(() => !alive(pid), STOP_GRACE_MS))) signal(pid, 'SIGKILL');
}

/** Send `sig` to `pid`; one that has ended meanwhile is fine. */
export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // ESRCH: it ended between the look-up and the signal
  }
}
