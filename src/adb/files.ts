import { HostTransportCommand, SyncCommand } from './adbkit.js';
import { type AdbServer, type CallOptions, withConnection } from './call.js';
import { type BoundedBytes, readBounded } from './exec.js';

/** A file found under a device folder, by its path relative to that folder. */
export interface DeviceFile {
  /** `/`-separated, relative to the folder listed */
  path: string;
  size: number;
  /** seconds since the epoch, by the device's clock */
  mtimeSec: number;
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

/**
 * Every regular file under `dir` on the device (sync LIST, one connection), down to `maxDepth`
 * folders and at most `maxFiles` files. A folder that does not exist lists as empty — adbd answers
 * LIST of a missing folder with nothing — so a test that wrote nothing is no error.
 */
export function listFiles(
  server: AdbServer,
  serial: string,
  dir: string,
  opts: CallOptions & { maxDepth?: number; maxFiles?: number } = {},
): Promise<DeviceFile[]> {
  const maxDepth = opts.maxDepth ?? 8;
  const maxFiles = opts.maxFiles ?? 1000;
  return withConnection(server, `list ${dir} on ${serial}`, opts, async (conn) => {
    await new HostTransportCommand(conn).execute(serial);
    const sync = await new SyncCommand(conn).execute();
    const files: DeviceFile[] = [];
    const walk = async (rel: string, depth: number): Promise<void> => {
      const entries = await sync.readdir(rel ? `${dir}/${rel}` : dir);
      for (const e of entries) {
        if (files.length >= maxFiles) return;
        const path = rel ? `${rel}/${e.name}` : e.name;
        const type = e.mode & S_IFMT;
        if (type === S_IFREG) files.push({ path, size: e.size, mtimeSec: Math.floor(e.mtimeMs / 1000) });
        else if (type === S_IFDIR && depth < maxDepth) await walk(path, depth + 1);
      }
    };
    await walk('', 0);
    return files;
  });
}

/**
 * `adb pull` of one file into memory, bounded in time and in size: past `maxBytes` the transfer is
 * given up (the connection closed) and the answer says so; a file that grows while it is read is
 * caught the same way.
 */
export function pullFile(
  server: AdbServer,
  serial: string,
  remote: string,
  opts: CallOptions & { maxBytes: number },
): Promise<BoundedBytes> {
  return withConnection(server, `pull ${remote} on ${serial}`, opts, async (conn) => {
    await new HostTransportCommand(conn).execute(serial);
    const sync = await new SyncCommand(conn).execute();
    return readBounded(sync.pull(remote), opts.maxBytes);
  });
}
