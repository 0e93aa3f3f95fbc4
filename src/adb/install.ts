import { createReadStream, type ReadStream } from 'node:fs';
import path from 'node:path';
import { HostTransportCommand, InstallCommand, SyncCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';
import { shell } from './shell.js';

/** Where the APK is pushed before `pm install` reads it (adb's and adbkit's choice too). */
const TEMP_DIR = '/data/local/tmp';

export const DEFAULT_INSTALL_TIMEOUT_MS = 120_000;

/**
 * `adb -s SERIAL install -r APK`, the way adbkit's `install` does it — push the file over `sync:`,
 * `pm install -r` it, remove the pushed copy — but with one deadline for the whole install and an
 * AbortSignal. At either, the connection in use is destroyed and the file closed: the push stops, or
 * `pm install` ends on the device, and the call rejects with an AdbError (`timeout` → device-hung,
 * `aborted` → not-run). adbkit's own install has neither and waits forever on a device that stalls
 * (a hung phone, or one waiting for the user to confirm the install). A refused install rejects with
 * the package manager's `INSTALL_FAILED_…` text, which `toAdbError` reads.
 */
export async function install(server: AdbServer, serial: string, apk: string, opts: CallOptions = {}): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_INSTALL_TIMEOUT_MS);
  // each step gets what is left of the one deadline
  const step = (): CallOptions => ({ timeoutMs: Math.max(1, deadline - Date.now()), signal: opts.signal });
  const name = path.basename(apk);
  const remote = `${TEMP_DIR}/${name}`;
  let file: ReadStream | undefined;
  try {
    await withConnection(server, `install ${name} on ${serial}`, step(), async (conn) => {
      await new HostTransportCommand(conn).execute(serial);
      const sync = await new SyncCommand(conn).execute();
      // the deadline may have closed the connection while sync: was answered: open nothing then
      if (conn.socket?.destroyed) throw new Error('connection closed');
      // opened only now, when the push listens for its errors (a missing file is one)
      file = createReadStream(apk);
      const transfer = sync.pushStream(file, remote);
      await new Promise<void>((resolve, reject) => {
        transfer.once('end', resolve);
        transfer.once('error', reject);
      });
    });
  } finally {
    // a cancelled push leaves the file open otherwise
    file?.destroy();
  }
  try {
    await withConnection(server, `install ${name} on ${serial}`, step(), async (conn) => {
      await new HostTransportCommand(conn).execute(serial);
      await new InstallCommand(conn).execute(remote);
    });
  } finally {
    // pm install settled or gave up: the pushed copy goes, within what is left of the deadline
    // (never past it, and not once aborted: an interrupt starts nothing new)
    if (!opts.signal?.aborted && deadline > Date.now())
      await shell(server, serial, ['rm', '-f', remote], step()).catch(() => undefined);
  }
}
