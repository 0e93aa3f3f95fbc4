import type { AdbServer } from '../adb/call.js';
import { listDevices } from '../adb/devices.js';
import type { VirtualDeviceSpec } from '../config/virtual-device.js';
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
export async function startRackVirtualDevices(
  specs: VirtualDeviceSpec[],
  server: AdbServer,
): Promise<RackVirtualDevices> {
  const rack = await startVirtualDevices(specs);
  const address = { host: server.host, port: server.port };
  try {
    await connectToAdb(rack, address);
    await untilListed(server, new Set(rack.devices.map((d) => d.serial)), 3000);
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

/**
 * Wait (bounded) until adb lists every one of `serials`, in any state: a device that never
 * answers the handshake is registered a moment after `adb connect` started, and the first
 * snapshot must not miss it.
 */
async function untilListed(server: AdbServer, serials: ReadonlySet<string>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listed = new Set((await listDevices(server, { timeoutMs: 2000 }).catch(() => [])).map((d) => d.serial));
    if ([...serials].every((s) => listed.has(s))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
