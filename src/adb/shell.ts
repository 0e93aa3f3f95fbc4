import type { Duplex } from 'node:stream';
import { HostTransportCommand, ShellCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';
import { shellCommandLine, shellCommandSequence } from './quote.js';

/** Read a stream to its end. adb v1 shell gives no exit status: a drop ends the stream like success. */
function readToEnd(stream: Duplex): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (d: Buffer) => chunks.push(d));
    stream.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.once('error', reject);
  });
}

/**
 * `adb -s SERIAL shell ARGV…` with a deadline: each argument is quoted by the one quoting function,
 * stdout+stderr come back merged with CRLF turned into LF. Output may be truncated if the device
 * dropped mid-way (adb cannot tell); callers check for their own terminator.
 */
export async function shell(
  server: AdbServer,
  serial: string,
  argv: ReadonlyArray<string | number>,
  opts: CallOptions = {},
): Promise<string> {
  return shellLine(server, serial, shellCommandLine(argv), opts);
}

/** Several commands in one round trip (`a ; b`), each quoted; see `shell`. */
export function shellSequence(
  server: AdbServer,
  serial: string,
  commands: ReadonlyArray<ReadonlyArray<string | number>>,
  opts: CallOptions = {},
): Promise<string> {
  return shellLine(server, serial, shellCommandSequence(commands), opts);
}

/** A command line that is already quoted — only ever built by the functions in quote.ts. */
async function shellLine(server: AdbServer, serial: string, line: string, opts: CallOptions): Promise<string> {
  const out = await withConnection(server, `shell ${line} on ${serial}`, opts, async (conn) => {
    await new HostTransportCommand(conn).execute(serial);
    const stream = await new ShellCommand(conn).execute(line);
    return readToEnd(stream);
  });
  return out.replace(/\r\n/g, '\n');
}
