import { type AdbkitConnection, HostTransportCommand } from './adbkit.js';
import type { AdbServer } from './call.js';

/**
 * A connection switched to a device's transport (`host:transport:SERIAL` answered) ahead of the command it
 * will carry. Why: the adb server writes a service's OKAY and the service's first output as two small
 * segments, and a client that sent its request right after reading the transport's OKAY is in Linux's
 * delayed-ACK (pingpong) mode, so that output waits ~40 ms for the ACK of the OKAY. A connection that has
 * idled since its transport's OKAY sends its request cold and the output comes at once (bench rack: a
 * launch's first test started ~45 ms after the call, ~5 ms from a parked connection).
 */
export class ParkedTransport {
  private conn: AdbkitConnection | undefined;
  private closed = false;
  private readonly ready: Promise<AdbkitConnection | undefined>;

  constructor(server: AdbServer, serial: string, timeoutMs: number) {
    this.ready = this.open(server, serial, timeoutMs);
  }

  private async open(server: AdbServer, serial: string, timeoutMs: number): Promise<AdbkitConnection | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const conn = await server.client.connection();
      this.conn = conn;
      // a server that closes it (device gone, server stopped) leaves nothing to take
      conn.socket.once('close', () => this.close());
      if (this.closed) return undefined;
      const switched = new HostTransportCommand(conn).execute(serial);
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), timeoutMs);
      });
      await Promise.race([switched, late]);
      return this.closed ? undefined : conn;
    } catch {
      this.close();
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The connection, switched and still open, for one command; undefined if it is not (open a fresh one). */
  async take(): Promise<AdbkitConnection | undefined> {
    const conn = await this.ready;
    if (!conn || this.closed) return undefined;
    // taken: from now on the command that runs on it owns it
    this.closed = true;
    return conn;
  }

  /** Drop it unused (the run ended, or the device's next batch never came). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.conn?.socket?.destroy();
  }
}
