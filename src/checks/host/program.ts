import { execa } from 'execa';
import { truncationMarker } from '../../instrument/bounded-text.js';

/** Characters of interleaved stdout+stderr kept: the end, where a tool says how it finished. */
export const OUTPUT_TAIL_CHARS = 64 * 1024;
/** Grace between SIGTERM and SIGKILL for the program's process group. */
const KILL_GRACE_MS = 5000;

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
 * Run a check's program to its end, whatever happens: in its own process group, so a timeout or an
 * abort takes down everything it started (a Gradle daemon client, a test JVM), with its output kept
 * as a bounded tail (a flooding program costs bounded memory) and nothing thrown for its failures.
 */
export async function runProgram(opts: ProgramOptions): Promise<ProgramResult> {
  const started = performance.now();
  const [file, args] = typeof opts.run === 'string' ? ['/bin/sh', ['-c', opts.run]] : [opts.run[0]!, opts.run.slice(1)];
  const child = execa(file, args, {
    cwd: opts.cwd,
    env: opts.env,
    input: '',
    detached: true,
    buffer: false,
    reject: false,
    stripFinalNewline: false,
  });
  const tail = new Tail(OUTPUT_TAIL_CHARS);
  let outputChars = 0;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (s: string) => {
      outputChars += s.length;
      tail.push(s);
      opts.onOutput?.(s);
    });
  }
  const pid = child.pid;
  let timedOut = false;
  let aborted = false;
  const timers: NodeJS.Timeout[] = [];
  const stop = () => {
    killGroup(pid, 'SIGTERM');
    timers.push(setTimeout(() => killGroup(pid, 'SIGKILL'), KILL_GRACE_MS).unref());
  };
  const onAbort = () => {
    aborted = true;
    stop();
  };
  // a detached group escapes execa's exit cleanup: if droidheal dies, take the group along
  const onParentExit = () => killGroup(pid, 'SIGKILL');
  if (pid !== undefined) {
    timers.push(
      setTimeout(() => {
        timedOut = true;
        stop();
      }, opts.timeoutMs),
    );
    if (opts.signal.aborted) onAbort();
    else opts.signal.addEventListener('abort', onAbort, { once: true });
    process.once('exit', onParentExit);
    // the leader is gone: whatever it left behind goes too, so its pipes close
    child.once('exit', () => killGroup(pid, 'SIGKILL'));
  }
  try {
    const r = await child;
    const durationMs = Math.round(performance.now() - started);
    if (pid === undefined) {
      const cause = r.cause as NodeJS.ErrnoException | undefined;
      return {
        spawnError: {
          code: cause?.code ?? 'EUNKNOWN',
          message: cause?.message ?? r.shortMessage ?? 'the program could not be started',
        },
        timedOut: false,
        aborted: false,
        outputChars: 0,
        output: '',
        durationMs,
      };
    }
    return {
      ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
      ...(r.signal && !timedOut && !aborted ? { killedBy: r.signal } : {}),
      timedOut,
      aborted,
      outputChars,
      output: tail.toString(),
      durationMs,
    };
  } finally {
    for (const t of timers) clearTimeout(t);
    opts.signal.removeEventListener('abort', onAbort);
    process.removeListener('exit', onParentExit);
  }
}

function killGroup(pid: number | undefined, sig: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, sig);
  } catch {
    // ESRCH: nothing left in the group
  }
}

/** The last `cap` characters of a stream, with a marker counting what was left out. */
class Tail {
  private chunks: string[] = [];
  private length = 0;
  private dropped = 0;

  constructor(private readonly cap: number) {}

  push(chunk: string): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    // compact only when twice over the cap: amortised O(1) per chunk under a flood
    if (this.length > this.cap * 2) this.compact();
  }

  toString(): string {
    if (this.length > this.cap) this.compact();
    const text = this.chunks.join('');
    return this.dropped > 0 ? `${truncationMarker(this.dropped).trimStart()}\n${text}` : text;
  }

  private compact(): void {
    const all = this.chunks.join('');
    const keep = all.slice(all.length - this.cap);
    this.dropped += all.length - keep.length;
    // a fresh copy: a slice would keep the whole joined string alive
    this.chunks = [Buffer.from(keep, 'utf8').toString('utf8')];
    this.length = keep.length;
  }
}
