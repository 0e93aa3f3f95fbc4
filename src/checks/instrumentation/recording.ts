import { randomBytes } from 'node:crypto';
import type { AdbServer } from '../../adb/call.js';
import { pullFile } from '../../adb/files.js';
import { shell, shellStream } from '../../adb/shell.js';
import type { EvidenceConfig } from '../../config/evidence.js';

/** How often, and for how long at most, to look for the recorder after starting it. */
const STARTED_POLL_MS = 100;
const STARTED_WAIT_MS = 3000;

/**
 * A `screenrecord` running on a device for the length of a batch. It is stopped with SIGINT — the
 * signal it finishes its file on — and only once its shell has ended is the file pulled (bounded)
 * and removed. On a device that is gone it is just abandoned: closing its shell is all that is left.
 */
export class Recording {
  private constructor(
    private readonly server: AdbServer,
    private readonly serial: string,
    private readonly remote: string,
    private readonly config: EvidenceConfig,
    private readonly signal: AbortSignal,
    /** the recorder's shell: ends when the recorder exits */
    private readonly done: Promise<void>,
    private readonly stopShell: AbortController,
  ) {}

  /** Start recording and wait (bounded) until the recorder runs; a recorder that will not start is a note. */
  static async start(
    server: AdbServer,
    serial: string,
    config: EvidenceConfig,
    signal: AbortSignal,
  ): Promise<Recording | { note: string }> {
    const remote = `/data/local/tmp/droidheal-${randomBytes(4).toString('hex')}.mp4`;
    const stopShell = new AbortController();
    const argv = ['screenrecord', '--time-limit', config.recordSeconds, '--bit-rate', config.recordBitRate, remote];
    let output = '';
    let ended = false;
    const done = shellStream(server, serial, argv, {
      // the recorder ends itself at its time limit; past that plus the evidence deadline it is stuck
      timeoutMs: config.recordSeconds * 1000 + config.timeoutMs,
      signal: AbortSignal.any([signal, stopShell.signal]),
      onData: (chunk) => {
        if (output.length < 2000) output += chunk.toString('utf8');
      },
    })
      .catch(() => undefined)
      .then(() => {
        ended = true;
      });
    const rec = new Recording(server, serial, remote, config, signal, done, stopShell);
    const until = Date.now() + Math.min(STARTED_WAIT_MS, config.timeoutMs);
    while (!ended && Date.now() < until && !signal.aborted) {
      const pid = await shell(server, serial, ['pidof', 'screenrecord'], { timeoutMs: config.timeoutMs, signal }).catch(
        () => '',
      );
      if (/\d/.test(pid)) return rec;
      await new Promise((r) => setTimeout(r, STARTED_POLL_MS));
    }
    rec.abandon();
    return { note: `screenrecord did not start${output.trim() ? `: ${output.trim().split('\n')[0]}` : ''}` };
  }

  /** Stop with SIGINT, wait for the file to be finished, pull it (at most `maxBytes`), remove it. */
  async stop(maxBytes: number): Promise<{ data: Buffer } | { note: string }> {
    const opts = { timeoutMs: this.config.timeoutMs, signal: this.signal };
    try {
      await shell(this.server, this.serial, ['pkill', '-INT', 'screenrecord'], opts);
      const finished = await Promise.race([
        this.done.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), this.config.timeoutMs).unref()),
      ]);
      if (!finished)
        return { note: `screenrecord did not finish its file within timeoutMs (${this.config.timeoutMs} ms)` };
      const r = await pullFile(this.server, this.serial, this.remote, { ...opts, maxBytes });
      return 'data' in r
        ? r
        : {
            note: `screenrecord.mp4: ${(r.bytes / 1048576).toFixed(1)} MB is more than the evidence bounds allow, not kept`,
          };
    } catch (err) {
      return { note: `screenrecord.mp4: ${(err as Error).message}` };
    } finally {
      this.abandon();
      await shell(this.server, this.serial, ['rm', '-f', this.remote], opts).catch(() => undefined);
    }
  }

  /** Close the recorder's shell without waiting for anything (the device is gone, or the run stopped). */
  abandon(): void {
    this.stopShell.abort();
  }
}
