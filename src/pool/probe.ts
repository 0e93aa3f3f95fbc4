import type { AdbServer } from '../adb/call.js';
import { AdbError } from '../adb/errors.js';
import { shellSequence } from '../adb/shell.js';
import type { DeviceState } from '../config/device-facts.js';

export type ProbeResult =
  | { kind: 'ok'; bootCompleted: boolean; bootId?: string; ms: number }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'failed'; deviceState?: DeviceState; message: string; serverDown: boolean };

/**
 * One health probe: a bounded shell round trip on its own connection that also reads
 * `sys.boot_completed` and the kernel boot id (to see reboots). A device that answers is alive;
 * one that stays silent past `timeoutMs` is hung (adb itself never notices, see reference §2.3).
 */
export async function probeDevice(
  server: AdbServer,
  serial: string,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<ProbeResult> {
  const started = Date.now();
  try {
    const out = await shellSequence(
      server,
      serial,
      [
        ['getprop', 'sys.boot_completed'],
        ['cat', '/proc/sys/kernel/random/boot_id'],
      ],
      opts,
    );
    const [boot = '', bootId = ''] = out.split('\n').map((l) => l.trim());
    // a drop mid-probe ends the stream like a normal end: no boot id line means no real answer
    if (bootId === '' && boot === '')
      return { kind: 'failed', message: 'probe ended without output', serverDown: false };
    return { kind: 'ok', bootCompleted: boot === '1', bootId: bootId || undefined, ms: Date.now() - started };
  } catch (err) {
    const e = err as AdbError;
    if (e instanceof AdbError && e.kind === 'timeout') return { kind: 'timeout', timeoutMs: opts.timeoutMs };
    if (e instanceof AdbError)
      return {
        kind: 'failed',
        deviceState: e.deviceState,
        message: e.message,
        serverDown: e.kind === 'server-unreachable',
      };
    return { kind: 'failed', message: String(err), serverDown: false };
  }
}
