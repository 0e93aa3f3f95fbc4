import type { AdbServer } from '../../adb/call.js';
import { AdbError } from '../../adb/errors.js';
import { getState } from '../../adb/get-state.js';
import { shell } from '../../adb/shell.js';
import type { DeviceAfter } from '../../verdict/outcome.js';

/** The kernel's boot id: a new value means the device rebooted. */
export async function readBootId(
  server: AdbServer,
  serial: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  return (await shell(server, serial, ['cat', '/proc/sys/kernel/random/boot_id'], { timeoutMs, signal })).trim();
}

/**
 * The device's health after a batch, each step on its own connection with its own deadline:
 * adb's state (gone or offline → lost), then the boot id through a shell (no answer in time →
 * unresponsive; a different id → rebooted). The adb server answers get-state for a hung device,
 * so only the shell step can see a hang.
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
  let bootId: string;
  try {
    bootId = await readBootId(server, serial, timeoutMs);
  } catch (err) {
    if (err instanceof AdbError && err.kind === 'timeout')
      return { after: 'unresponsive', detail: `no answer to a shell probe within ${timeoutMs} ms` };
    return { after: 'lost', detail: `shell probe failed: ${(err as Error).message}` };
  }
  if (!/^[0-9a-f-]{8,}$/i.test(bootId))
    return { after: 'lost', detail: `unreadable boot id ${JSON.stringify(bootId.slice(0, 40))}` };
  if (bootIdBefore !== undefined && bootId !== bootIdBefore)
    return { after: 'rebooted', bootId, detail: 'the boot id changed: the device rebooted' };
  return { after: 'healthy', bootId, detail: 'answers, same boot' };
}
