import type { AdbServer } from '../../adb/call.js';
import { shell } from '../../adb/shell.js';
import { testLogSection } from '../../instrument/logcat.js';
import type { BatchOutcome } from '../../schedule/scheduler.js';

/** The newest log lines read after a batch with failures: enough for a batch's tests, bounded on a chatty device. */
const LOG_LINES = 8000;

/**
 * Each failed test of a batch with its own part of the device log (`logcat -d`, read once after the
 * batch while the device is still healthy): what a person or a fixer needs beside the trace — the
 * app's own lines, a crash's report, the system's notes. Best effort: a log that cannot be read
 * leaves the results as they are and never changes a verdict.
 */
export async function withTestLogs(
  server: AdbServer,
  serial: string,
  executions: BatchOutcome['executions'],
  opts: { timeoutMs: number; signal: AbortSignal },
): Promise<BatchOutcome['executions']> {
  if (!executions.some((e) => e.outcome === 'failed') || opts.signal.aborted) return executions;
  let log: string;
  try {
    log = await shell(server, serial, ['logcat', '-d', '-v', 'threadtime', '-t', LOG_LINES], opts);
  } catch {
    return executions;
  }
  return executions.map((e) => {
    if (e.outcome !== 'failed') return e;
    const section = testLogSection(log, e.test);
    return section ? { ...e, logcat: section } : e;
  });
}
