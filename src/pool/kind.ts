import type { DeviceKind } from '../config/device-facts.js';

/**
 * What kind of device a serial names: `emulator-NNNN` is an emulator (adb's own naming), a
 * `host:port` serial is a network-attached phone unless it is one of the virtual devices this
 * process started, anything else is a USB serial of a physical device.
 */
export function deviceKind(serial: string, virtualSerials: ReadonlySet<string>): DeviceKind {
  if (virtualSerials.has(serial)) return 'virtual';
  if (/^emulator-\d+$/.test(serial)) return 'emulator';
  return 'physical';
}
