import type { AdbServer } from '../../adb/call.js';
import { type AdbError, toAdbError } from '../../adb/errors.js';
import type { ParkedTransport } from '../../adb/parked-transport.js';
import { shellStream } from '../../adb/shell.js';
import type { InstrumentRun, InstrumentTest } from '../../config/instrument-result.js';
import { type InstrumentCommand, instrumentArgv, ORCHESTRATOR, orchestratorArgv } from '../../instrument/command.js';
import type { TestStartEvent } from '../../instrument/parser.js';
import { InstrumentParser } from '../../instrument/parser.js';

export interface StreamRunOptions {
  /** no output for this long → stop waiting (the caller probes the device to know why) */
  silenceMs: number;
  /** hard cap on the whole call, a last resort against a device that trickles output forever */
  maxMs?: number;
  /** lease lost or run interrupted: stop at once */
  signal: AbortSignal;
  onTestStart?: (e: TestStartEvent) => void;
  onTestEnd?: (t: InstrumentTest) => void;
  /** run `cmd` through AndroidX Test Orchestrator (isolation "test"), clearing app data before each test */
  orchestrated?: boolean;
  /** a connection switched to the device while its last batch ran (src/adb/parked-transport.ts) */
  parked?: ParkedTransport;
}

export interface StreamedRun {
  run: InstrumentRun;
  silenceTimedOut: boolean;
  /** the caller's signal ended the run */
  aborted: boolean;
  /** an adb error that ended the stream (the device went away, the server closed it) */
  error?: AdbError;
}

/**
 * `am instrument -w -r …` through the adb layer's streamed shell, fed into the streaming parser chunk
 * by chunk as it arrives. A silence timer is re-armed on every chunk: a test may run long, but a device that says
 * nothing for `silenceMs` is stopped so it can be probed. Whatever happens, the parser's result —
 * with every test observed so far — comes back; nothing is thrown for device trouble.
 */
export async function streamInstrumentation(
  server: AdbServer,
  serial: string,
  cmd: InstrumentCommand,
  opts: StreamRunOptions,
): Promise<StreamedRun> {
  const parser = new InstrumentParser({
    now: () => performance.now(),
    onTestStart: opts.onTestStart,
    onTestEnd: opts.onTestEnd,
  });
  // outside the try: a test name the runner cannot express is a usage error, not device trouble
  const argv = opts.orchestrated ? orchestratorArgv(cmd, { clearPackageData: true }) : instrumentArgv(cmd);
  const stop = new AbortController();
  let silenceTimedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silenceTimedOut = true;
      stop.abort(new Error(`no output for ${opts.silenceMs} ms`));
    }, opts.silenceMs);
  };
  const onOuterAbort = () => stop.abort(opts.signal.reason);
  if (opts.signal.aborted) onOuterAbort();
  else opts.signal.addEventListener('abort', onOuterAbort, { once: true });
  let error: AdbError | undefined;
  try {
    // armed from the start: a device that never opens the shell is as silent as one that stops talking
    arm();
    await shellStream(server, serial, argv, {
      timeoutMs: opts.maxMs ?? 6 * 60 * 60 * 1000,
      signal: stop.signal,
      ...(opts.orchestrated ? { classpathOf: ORCHESTRATOR.servicesPackage } : {}),
      ...(opts.parked ? { parked: opts.parked } : {}),
      onData: (chunk) => {
        arm();
        parser.write(chunk);
      },
    });
  } catch (err) {
    error = toAdbError(err, `am instrument on ${serial}`, server.name);
  } finally {
    clearTimeout(timer);
    opts.signal.removeEventListener('abort', onOuterAbort);
  }
  const aborted = opts.signal.aborted && !silenceTimedOut;
  return { run: parser.end(), silenceTimedOut, aborted, ...(error && !silenceTimedOut && !aborted ? { error } : {}) };
}
