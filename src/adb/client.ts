import { AdbkitClient, AdbkitConnection } from './adbkit.js';

/** One adb server, as devices.json names it (`host:port`). */
export interface AdbServerAddress {
  host: string;
  port: number;
}

/** `"127.0.0.1:5037"` → {host, port}. The rack schema has already validated the shape. */
export function parseServerAddress(hostPort: string): AdbServerAddress {
  const i = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, i), port: Number(hostPort.slice(i + 1)) };
}

export function formatServerAddress(s: AdbServerAddress): string {
  return `${s.host}:${s.port}`;
}

/**
 * adbkit's client, except that a refused connection is reported instead of silently running
 * `adb start-server`: an unreachable server is a fact the pool reports (and a remote one cannot
 * be started from here anyway). Connection errors never become unhandled 'error' events.
 */
class NoAutostartClient extends AdbkitClient {
  override connection(): ReturnType<AdbkitClient['connection']> {
    const conn = new AdbkitConnection(this.options);
    // adbkit tries `adb start-server` once on ECONNREFUSED unless it believes it already did
    (conn as unknown as { triedStarting: boolean }).triedStarting = true;
    conn.on('error', (err: Error) => this.emit('error', err));
    return conn.connect();
  }
}

export function createAdbClient(server: AdbServerAddress): AdbkitClient {
  const client = new NoAutostartClient({ host: server.host, port: server.port });
  // errors surface through the promise of each call; an 'error' event without a listener would crash
  client.on('error', () => {});
  return client;
}
