import { HostConnectCommand, HostDisconnectCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';

/**
 * `host:connect:HOST:PORT` (adb connect). Resolves with adb's reply; rejects with an AdbError when
 * adb says "failed to connect/authenticate" (adb's CLI exits 0 for those — adbkit checks the text).
 */
export function connectDevice(server: AdbServer, host: string, port: number, opts: CallOptions = {}): Promise<string> {
  return withConnection(server, `connect ${host}:${port}`, { timeoutMs: 15_000, ...opts }, (conn) =>
    new HostConnectCommand(conn).execute(host, port),
  );
}

/** `host:disconnect:HOST:PORT`: drops the transport at once and stops adb's reconnect attempts. */
export function disconnectDevice(
  server: AdbServer,
  host: string,
  port: number,
  opts: CallOptions = {},
): Promise<string> {
  return withConnection(server, `disconnect ${host}:${port}`, opts, (conn) =>
    new HostDisconnectCommand(conn).execute(host, port),
  );
}

/**
 * `host:emulator:PORT`: register a device listening on PORT as `emulator-(PORT-1)`, as the
 * Android emulator does at start-up. The server answers nothing; we just send it.
 */
export async function registerEmulator(server: AdbServer, adbPort: number, opts: CallOptions = {}): Promise<void> {
  await withConnection(server, `register emulator on ${adbPort}`, opts, async (conn) => {
    const req = `host:emulator:${adbPort}`;
    await new Promise<void>((resolve, reject) =>
      conn.write(Buffer.from(`${req.length.toString(16).padStart(4, '0')}${req}`), (err?: Error) =>
        err ? reject(err) : resolve(),
      ),
    );
  });
}
