import type { DeviceState } from '../config/device-facts.js';
import type { UndeterminedReason } from '../config/outcome.js';

/**
 * Per device state: the default reason, the one thing a person can do, and what a check that
 * needed the device records as its undetermined reason. A missing state fails to compile.
 */
export const deviceStateTable = {
  ready: { reason: undefined, remedy: undefined, undetermined: undefined },
  booting: {
    reason: 'sys.boot_completed is not 1 yet',
    remedy: 'wait for the boot to finish',
    undetermined: 'booting',
  },
  offline: {
    reason: 'adb lists it offline',
    remedy: 'reconnect it (replug USB, or `adb connect HOST:PORT` for a network device) and check it is powered on',
    undetermined: 'offline',
  },
  unauthorized: {
    reason: 'USB debugging not authorized for this computer',
    remedy: 'accept the USB debugging prompt on the device',
    undetermined: 'unauthorized',
  },
  lost: {
    reason: 'dropped off adb',
    remedy: 'check its cable or network; it is picked up again automatically when it comes back',
    undetermined: 'device-lost',
  },
  hung: {
    reason: 'does not answer a shell probe',
    remedy: 'restart the device (`adb -s SERIAL reboot`, or power-cycle it)',
    undetermined: 'device-hung',
  },
  'unreachable-server': {
    reason: 'its adb server does not answer',
    remedy: 'start the adb server on that host (`adb -P PORT start-server`) or fix the servers list in devices.json',
    undetermined: 'adb-down',
  },
} as const satisfies Record<
  DeviceState,
  { reason: string | undefined; remedy: string | undefined; undetermined: UndeterminedReason | undefined }
>;

/** The remedy text with the serial filled in. */
export function remedyFor(state: DeviceState, serial: string): string | undefined {
  return deviceStateTable[state].remedy?.replace('SERIAL', serial);
}

/** States a leased device may be in while a batch runs on it. */
export function isUsable(state: DeviceState): boolean {
  return state === 'ready';
}
