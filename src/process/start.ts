import { execa, type ResultPromise } from 'execa';
import { OUTPUT_TAIL_CHARS, TailText } from './tail.js';

/** Grace between SIGTERM and SIGKILL when a program is stopped, unless the caller names its own. */
export const KILL_GRACE_MS = 5000;

/** Where one of the program's output streams goes: kept (bounded), droidheal's own, or nowhere. */
export type OutputStream = 'pipe' | 'inherit' | 'ignore';

export interface StartProcessOptions {
  file: string;
  args: readonly string[];
  /** default: droidheal's own */
  cwd?: string;
  /**
   * The environment it starts from: droidheal's own (`process.env`) unless given. Given, it is the
   * whole environment (a throwaway HOME, a confinement's allowlist); nothing of droidheal's leaks in.
   */
  baseEnv?: NodeJS.ProcessEnv;
  /** added on top of the base environment */
  env?: Record<string, string>;
  /** written to stdin; stdin is an empty pipe otherwise, or nothing at all (/dev/null) with `stdin: 'ignore'` */
  input?: string;
  stdin?: 'ignore';
  /** default 'pipe': kept as bounded tails and told to `onOutput` */
  stdout?: OutputStream;
  stderr?: OutputStream;
  /**
   * Lead its own process group (default): a stop, a timeout or an abort reaches everything it
   * started, its leader's exit takes the rest along, and a terminal's ^C reaches only droidheal. With
   * `false` it shares droidheal's group (a terminal's ^C reaches it too), is stopped by its own pid,
   * and is killed if droidheal exits first.
   */
  ownGroup?: boolean;
  /** stopped (SIGTERM, SIGKILL after the grace) after this long; no deadline when absent */
  timeoutMs?: number;
  /** stopped the same way when it aborts */
  signal?: AbortSignal;
  /** between SIGTERM and SIGKILL (default KILL_GRACE_MS) */
  killGraceMs?: number;
  /** characters of stdout and stderr interleaved kept in `output` (its end); default OUTPUT_TAIL_CHARS */
  outputTailChars?: number;
  /** also keep the end of stdout and of stderr apart, this many characters each */
  streamTailChars?: { stdout: number; stderr: number };
  /** told each chunk of piped output as it comes (progress, a log); the result keeps only bounded tails */
  onOutput?: (chunk: string) => void;
}

export type ProcessResult =
  /** the program could not be started at all (ENOENT, EACCES): the spawn error's code */
  | { spawned: false; code: string; message: string; durationMs: number }
  | {
      spawned: true;
      pid: number;
      exitCode?: number;
      /** the signal that ended it, ours (a stop, timeout, abort) or not (e.g. the kernel's OOM killer) */
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

/** A started program: its pid, how it ended (once it has), and the one way droidheal stops it. */
export interface ProcessHandle {
  /** undefined when it could not be started (`result` says why) */
  readonly pid: number | undefined;
  /** resolves once it ended and its output closed; never rejects */
  readonly result: Promise<ProcessResult>;
  /** it (the leader) has exited */
  exited(): boolean;
  /** the bounded end of its output so far */
  output(): string;
  /** SIGTERM, SIGKILL after the grace; resolves with its result. Idempotent. */
  stop(): Promise<ProcessResult>;
  /** send `signal` now, to its group (or its pid with `ownGroup: false`); nothing once it is gone */
  kill(signal: NodeJS.Signals): void;
}

/** Send `sig` to every process in the group led by `pid`; a group that is already gone is fine. */
function killGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    // ESRCH: nothing left in the group
  }
}

function spawnChild(opts: StartProcessOptions): ResultPromise {
  const base = opts.baseEnv;
  return execa(opts.file, opts.args, {
    ...(opts.cwd !== undefined ? { cwd: opts.cwd } : {}),
    env: base ? { ...base, ...opts.env } : opts.env,
    extendEnv: !base,
    ...(opts.stdin === 'ignore' ? { stdin: 'ignore' as const } : { input: opts.input ?? '' }),
    stdout: opts.stdout ?? 'pipe',
    stderr: opts.stderr ?? 'pipe',
    detached: opts.ownGroup ?? true,
    // a child in droidheal's group is killed when droidheal exits (execa's cleanup); a group of its
    // own escapes that, and is taken along below
    cleanup: true,
    buffer: false,
    reject: false,
    // droidheal's own grace (killGraceMs), not execa's
    forceKillAfterDelay: false,
  });
}

/** The bounded tails of a child's piped output, told to `onOutput` as it comes. */
function collectOutput(child: ResultPromise, opts: StartProcessOptions) {
  const all = new TailText(opts.outputTailChars ?? OUTPUT_TAIL_CHARS);
  const stdout = opts.streamTailChars ? new TailText(opts.streamTailChars.stdout) : undefined;
  const stderr = opts.streamTailChars ? new TailText(opts.streamTailChars.stderr) : undefined;
  let chars = 0;
  for (const [stream, own] of [
    [child.stdout, stdout],
    [child.stderr, stderr],
  ] as const) {
    stream?.setEncoding('utf8');
    stream?.on('data', (s: string) => {
      chars += s.length;
      all.push(s);
      own?.push(s);
      opts.onOutput?.(s);
    });
  }
  return { all, stdout, stderr, chars: () => chars };
}

/**
 * The signals droidheal sends its child: to the group it leads, or to its pid alone. Nothing is sent
 * once it is gone (a group after its leader's exit and the final SIGKILL, a pid after its exit), so a
 * recycled pid is never hit.
 */
function signaller(child: ResultPromise, ownGroup: boolean, graceMs: number) {
  const pid = child.pid;
  let gone = pid === undefined;
  const timers: NodeJS.Timeout[] = [];
  const send = (sig: NodeJS.Signals) => {
    if (gone || pid === undefined) return;
    if (ownGroup) killGroup(pid, sig);
    else child.kill(sig);
  };
  child.once('exit', () => {
    // the leader is gone: whatever it left behind in its group goes too, so its pipes close
    if (ownGroup && pid !== undefined) killGroup(pid, 'SIGKILL');
    gone = true;
  });
  return {
    send,
    exited: () => gone,
    /** SIGTERM now, SIGKILL after the grace */
    terminate() {
      send('SIGTERM');
      timers.push(setTimeout(() => send('SIGKILL'), graceMs).unref());
    },
    dispose: () => {
      for (const t of timers) clearTimeout(t);
    },
    timers,
  };
}

/**
 * Start a program, the one way droidheal starts any (docs/architecture.md, "One way to start a
 * process"): it leads its own process group unless told otherwise, its output is kept as bounded
 * tails (execa's `maxBuffer` would kill a program that prints a lot instead of keeping its end), a
 * deadline or an abort stops it, and it is stopped by its pid or group, never by name. Nothing is
 * thrown for its failures: `result` says how it ended, or that it could not be started.
 */
export function startProcess(opts: StartProcessOptions): ProcessHandle {
  const started = performance.now();
  const child = spawnChild(opts);
  const out = collectOutput(child, opts);
  const ownGroup = opts.ownGroup ?? true;
  const sig = signaller(child, ownGroup, opts.killGraceMs ?? KILL_GRACE_MS);
  const pid = child.pid;
  let timedOut = false;
  let aborted = false;
  const onAbort = () => {
    aborted = true;
    sig.terminate();
  };
  // a group of its own escapes execa's cleanup on exit: if droidheal itself exits, take it along
  const onParentExit = () => sig.send('SIGKILL');
  if (pid !== undefined) {
    if (opts.timeoutMs !== undefined && Number.isFinite(opts.timeoutMs)) {
      const deadline = () => {
        timedOut = true;
        sig.terminate();
      };
      sig.timers.push(setTimeout(deadline, opts.timeoutMs));
    }
    if (opts.signal?.aborted) onAbort();
    else opts.signal?.addEventListener('abort', onAbort, { once: true });
    if (ownGroup) process.once('exit', onParentExit);
  }
  const result = (async (): Promise<ProcessResult> => {
    try {
      const r = await child;
      const durationMs = Math.round(performance.now() - started);
      if (pid === undefined) return notSpawned(r, durationMs);
      return {
        spawned: true,
        pid,
        ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
        ...(r.signal !== undefined ? { signal: r.signal } : {}),
        timedOut,
        aborted,
        durationMs,
        outputChars: out.chars(),
        output: out.all.toString(),
        stdout: out.stdout?.text() ?? '',
        stderr: out.stderr?.toString() ?? '',
      };
    } finally {
      sig.dispose();
      opts.signal?.removeEventListener('abort', onAbort);
      process.removeListener('exit', onParentExit);
    }
  })();
  let stopping = false;
  return {
    pid,
    result,
    exited: sig.exited,
    output: () => out.all.toString(),
    stop() {
      if (!stopping) sig.terminate();
      stopping = true;
      return result;
    },
    kill: sig.send,
  };
}

function notSpawned(r: { cause?: unknown; shortMessage?: string }, durationMs: number): ProcessResult {
  const cause = r.cause as NodeJS.ErrnoException | undefined;
  return {
    spawned: false,
    code: cause?.code ?? 'EUNKNOWN',
    message: cause?.message ?? r.shortMessage ?? 'the program could not be started',
    durationMs,
  };
}
