import { GetStateCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';

/**
 * `host-serial:SERIAL:get-state`: the server's view (device, offline, unauthorized, …). Answered by
 * the server, so it stays `device` for a hung device: only a shell probe can see that.
 */
export function getState(server: AdbServer, serial: string, opts: CallOptions = {}): Promise<string> {
  return withConnection(server, `get-state of ${serial}`, opts, (conn) => new GetStateCommand(conn).execute(serial));
}
