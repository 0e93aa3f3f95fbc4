import { HostDevicesCommand, HostVersionCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';

/** One line of `adb devices`: serial and the server's state word (device, offline, unauthorized, …). */
export interface ListedDevice {
  serial: string;
  state: string;
}

/**
 * `host:devices`. Cheap (answered by the server) and, unlike the tracker in adb 29, it shows a
 * dropped device as `offline` within milliseconds — so the pool polls it.
 */
export async function listDevices(server: AdbServer, opts: CallOptions = {}): Promise<ListedDevice[]> {
  const list = await withConnection<Array<{ id: string; type: string }>>(
    server,
    `devices of ${server.name}`,
    opts,
    (conn) => new HostDevicesCommand(conn).execute(),
  );
  return list.map((d) => ({ serial: d.id, state: d.type }));
}

/** `host:version`: the server's protocol version; doubles as a reachability check. */
export function serverVersion(server: AdbServer, opts: CallOptions = {}): Promise<number> {
  return withConnection(server, `version of ${server.name}`, opts, (conn) => new HostVersionCommand(conn).execute());
}
