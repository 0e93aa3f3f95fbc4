import type { Duplex } from 'node:stream';
import { type AdbkitConnection, HostTransportCommand, ShellCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';
import type { ParkedTransport } from './parked-transport.js';
import { classpathCommandLine, shellCommandLine, shellCommandSequence } from './quote.js';

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

/** Options of a streamed shell: a deadline and an abort as every call has, and where the output goes. */
export interface ShellStreamOptions extends CallOptions {
  /** each chunk of output as the device sends it: raw bytes (a v1 shell sends CRLF), a chunk may end mid-line */
  onData: (chunk: Buffer) => void;
  /** run it with this installed package's APK as CLASSPATH (`CLASSPATH=$(pm path PKG) …`, for app_process) */
  classpathOf?: string;
  /** a connection already switched to the device, used if it is still open (parked-transport.ts) */
  parked?: ParkedTransport;
}

/**
 * `adb -s SERIAL shell ARGV…`, streamed: `onData` sees the output as it arrives, for a command that runs
 * long and is read while it runs (`am instrument -r`). Resolves when the device ends the stream — adb v1
 * shell gives no exit status, so a drop ends it like success and callers check for their own terminator.
 * At the deadline or on an abort the connection is destroyed, which ends the command on the device too,
 * and the call rejects with an AdbError (`timeout`, `aborted`); a device that goes away rejects likewise.
 */
export function shellStream(
  server: AdbServer,
  serial: string,
  argv: ReadonlyArray<string | number>,
  opts: ShellStreamOptions,
): Promise<void> {
  const line = opts.classpathOf ? classpathCommandLine(opts.classpathOf, argv) : shellCommandLine(argv);
  let switched: AdbkitConnection | undefined;
  const connect = async () => {
    switched = await opts.parked?.take();
    return switched ?? server.client.connection();
  };
  return withConnection(
    server,
    `shell ${line} on ${serial}`,
    opts,
    async (conn) => {
      const stream =
        conn === switched ? await new ShellCommand(conn).execute(line) : await openShell(conn, serial, line);
      await new Promise<void>((resolve, reject) => {
        stream.on('data', opts.onData);
        stream.once('end', resolve);
        stream.once('close', resolve);
        stream.once('error', reject);
      });
    },
    connect,
  );
}

/** `host:transport:SERIAL` then `shell:LINE` on `conn`: the command's output stream. */
async function openShell(conn: AdbkitConnection, serial: string, line: string): Promise<Duplex> {
  await new HostTransportCommand(conn).execute(serial);
  return new ShellCommand(conn).execute(line);
}

/** A command line that is already quoted — only ever built by the functions in quote.ts. */
async function shellLine(server: AdbServer, serial: string, line: string, opts: CallOptions): Promise<string> {
  const out = await withConnection(server, `shell ${line} on ${serial}`, opts, async (conn) =>
    readToEnd(await openShell(conn, serial, line)),
  );
  return out.replace(/\r\n/g, '\n');
}
