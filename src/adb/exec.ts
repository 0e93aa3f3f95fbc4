import type { Duplex } from 'node:stream';
import { ExecCommand, HostTransportCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';
import { shellCommandLine } from './quote.js';

/** Output bounded in size: the bytes, or how many there were past the bound when it was given up. */
export type BoundedBytes = { data: Buffer } | { tooLarge: true; bytes: number };

/** Read a stream to its end, giving up (and saying so) once it passes `maxBytes`. */
export function readBounded(stream: NodeJS.ReadableStream | Duplex, maxBytes: number): Promise<BoundedBytes> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const onData = (d: Buffer) => {
      bytes += d.length;
      if (bytes > maxBytes) {
        stream.removeListener('data', onData);
        resolve({ tooLarge: true, bytes });
      } else chunks.push(d);
    };
    stream.on('data', onData);
    stream.once('end', () => resolve({ data: Buffer.concat(chunks) }));
    stream.once('error', reject);
  });
}

/**
 * `adb -s SERIAL exec-out ARGV…`: the command's raw output, byte for byte (no pty, no CRLF), for
 * binary output such as `screencap -p`. Bounded in time (the deadline destroys the connection, which
 * ends the command on the device) and in size (past `maxBytes` it stops reading and says how much).
 */
export function execOut(
  server: AdbServer,
  serial: string,
  argv: ReadonlyArray<string | number>,
  opts: CallOptions & { maxBytes: number },
): Promise<BoundedBytes> {
  const line = shellCommandLine(argv);
  return withConnection(server, `exec-out ${line} on ${serial}`, opts, async (conn) => {
    await new HostTransportCommand(conn).execute(serial);
    return readBounded(await new ExecCommand(conn).execute(line), opts.maxBytes);
  });
}
