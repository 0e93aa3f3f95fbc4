import type { AdbServer } from '../adb/call.js';
import { AdbError } from '../adb/errors.js';
import { getState } from '../adb/get-state.js';
import { shell, shellSequence } from '../adb/shell.js';
import type { DeviceState } from '../config/device-facts.js';

/**
 * Device probes, the one place that asks a device whether it is alive: the pool's health probe
 * (`probeDevice`), the boot id read before a check's first batch (`readBootId`) and the health after
 * a batch (`probeAfterBatch`) that the verdict table reads. Each step runs on its own connection with
 * its own deadline.
 */

const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

export type ProbeResult =
  | { kind: 'ok'; bootCompleted: boolean; bootId?: string; ms: number }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'failed'; deviceState?: DeviceState; message: string; serverDown: boolean };

/**
 * One health probe: a bounded shell round trip on its own connection that also reads
 * `sys.boot_completed` and the kernel boot id (to see reboots). A device that answers is alive;
 * one that stays silent past `timeoutMs` is hung: adb itself never notices (docs/decisions.md,
 * "Polling beats adb's tracker").
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
        ['cat', BOOT_ID_FILE],
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

/** The kernel's boot id: a new value means the device rebooted. Rejects with an AdbError. */
export async function readBootId(
  server: AdbServer,
  serial: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  return (await shell(server, serial, ['cat', BOOT_ID_FILE], { timeoutMs, signal })).trim();
}

/** The device after a batch, as the verdict table (src/verdict/outcome.ts) reads it. */
export type DeviceAfter =
  /** answers, same boot id */
  | 'healthy'
  /** gone from adb, or offline */
  | 'lost'
  /** answers with a new boot id */
  | 'rebooted'
  /** listed but does not answer a probe within its deadline */
  | 'unresponsive';

/**
 * The device's health after a batch: adb's state (gone or offline → lost), then the health probe
 * (no answer in time → unresponsive; a different boot id than before the batch → rebooted). The adb
 * server answers get-state for a hung device, so only the probe can see a hang.
 */
export async function probeAfterBatch(
  server: AdbServer,
  serial: string,
  bootIdBefore: string | undefined,
  timeoutMs: number,
): Promise<{ after: DeviceAfter; bootId?: string; detail: string }> {
  let state: string;
  try {
    state = await getState(server, serial, { timeoutMs });
  } catch (err) {
    if (err instanceof AdbError && err.kind === 'timeout')
      return { after: 'unresponsive', detail: `adb did not answer get-state within ${timeoutMs} ms` };
    return { after: 'lost', detail: `gone from adb: ${(err as Error).message}` };
  }
  if (state !== 'device') return { after: 'lost', detail: `adb lists it as ${state}` };
  const probe = await probeDevice(server, serial, { timeoutMs });
  if (probe.kind === 'timeout')
    return { after: 'unresponsive', detail: `no answer to a shell probe within ${timeoutMs} ms` };
  if (probe.kind === 'failed') return { after: 'lost', detail: `shell probe failed: ${probe.message}` };
  const bootId = probe.bootId ?? '';
  if (!/^[0-9a-f-]{8,}$/i.test(bootId))
    return { after: 'lost', detail: `unreadable boot id ${JSON.stringify(bootId.slice(0, 40))}` };
  if (bootIdBefore !== undefined && bootId !== bootIdBefore)
    return { after: 'rebooted', bootId, detail: 'the boot id changed: the device rebooted' };
  return { after: 'healthy', bootId, detail: 'answers, same boot' };
}
