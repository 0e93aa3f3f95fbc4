import type { AdbServer } from '../adb/call.js';
import type { VirtualDeviceSpec } from '../virtual/spec.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices, type VirtualRack } from '../virtual/index.js';

export interface RackVirtualDevices {
  readonly rack: VirtualRack;
  /** serials of the started devices (`127.0.0.1:PORT`) */
  readonly serials: ReadonlySet<string>;
  /** serial → the device's name in devices.json (labels may be keyed by either) */
  readonly names: ReadonlyMap<string, string>;
  /** `adb connect` them again (after the adb server restarted and forgot them) */
  reconnect(): Promise<void>;
  /** disconnect from adb, then close every device. Idempotent. */
  stop(): Promise<void>;
}

/** Start the rack's virtual devices and `adb connect` them to `server` for the command's duration. */
export async function startRackVirtualDevices(specs: VirtualDeviceSpec[], server: AdbServer): Promise<RackVirtualDevices> {
  const rack = await startVirtualDevices(specs);
  const address = { host: server.host, port: server.port };
  try {
    await connectToAdb(rack, address);
  } catch (err) {
    await rack.stop();
    throw err;
  }
  let stopped: Promise<void> | undefined;
  return {
    rack,
    serials: new Set(rack.devices.map((d) => d.serial)),
    names: new Map(rack.devices.map((d) => [d.serial, d.name])),
    reconnect: async () => {
      await connectToAdb(rack, address);
    },
    stop: () =>
      (stopped ??= (async () => {
        await disconnectFromAdb(rack, address).catch(() => undefined);
        await rack.stop();
      })()),
  };
}
