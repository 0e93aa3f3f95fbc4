import type { DeviceContext } from '../commands/types.js';
import type { ServiceHandler } from '../connection.js';
import { S_IFDIR, S_IFREG, VirtualFs } from '../fs.js';
import type { DeviceStream } from '../stream.js';

/** Sync requests carry at most this much path; DATA chunks at most 64 KiB (SYNC_DATA_MAX). */
const MAX_PATH = 1024;
const SYNC_DATA_MAX = 64 * 1024;
const ENOENT = 2;

function word(id: string, ...values: number[]): Buffer {
  const b = Buffer.alloc(4 + 4 * values.length);
  b.write(id, 0, 'latin1');
  for (const [i, v] of values.entries()) b.writeUInt32LE(v >>> 0, 4 + 4 * i);
  return b;
}

function fail(message: string): Buffer {
  const m = Buffer.from(message, 'utf8');
  return Buffer.concat([word('FAIL', m.length), m]);
}

interface Stat {
  mode: number;
  size: number;
  mtime: number;
}

function stat(fs: VirtualFs, p: string): Stat | undefined {
  const file = fs.read(p);
  if (file) return { mode: file.mode, size: file.data.length, mtime: file.mtime };
  if (fs.isDir(p)) return { mode: S_IFDIR | 0o771, size: 4096, mtime: 0 };
  return undefined;
}

/** STA2/LST2 reply: 72 bytes (file_sync_protocol.h `syncmsg.stat_v2`). */
function statV2(id: string, s: Stat | undefined): Buffer {
  const b = Buffer.alloc(72);
  b.write(id, 0, 'latin1');
  if (!s) {
    b.writeUInt32LE(ENOENT, 4);
    return b;
  }
  b.writeBigUInt64LE(1n, 8); // dev
  b.writeBigUInt64LE(BigInt(s.size + 1), 16); // ino
  b.writeUInt32LE(s.mode, 24);
  b.writeUInt32LE(1, 28); // nlink
  b.writeUInt32LE(2000, 32); // uid shell
  b.writeUInt32LE(2000, 36); // gid shell
  b.writeBigUInt64LE(BigInt(s.size), 40);
  b.writeBigInt64LE(BigInt(s.mtime), 48); // atime
  b.writeBigInt64LE(BigInt(s.mtime), 56); // mtime
  b.writeBigInt64LE(BigInt(s.mtime), 64); // ctime
  return b;
}

async function receiveFile(device: DeviceContext, stream: DeviceStream, spec: string): Promise<boolean> {
  const comma = spec.lastIndexOf(',');
  const target = comma >= 0 ? spec.slice(0, comma) : spec;
  const mode = comma >= 0 ? Number(spec.slice(comma + 1)) : S_IFREG | 0o644;
  const chunks: Buffer[] = [];
  for (;;) {
    const head = await stream.readExactly(8);
    if (!head) return false;
    const id = head.toString('latin1', 0, 4);
    const n = head.readUInt32LE(4);
    if (id === 'DATA') {
      if (n > SYNC_DATA_MAX) {
        await stream.write(fail('oversize data message')); // adbd's words: chunks are at most 64 KiB
        return false;
      }
      const data = await stream.readExactly(n);
      if (!data) return false;
      chunks.push(data);
    } else if (id === 'DONE') {
      if (device.fs.isDir(target)) {
        await stream.write(fail(`${target}: Is a directory`));
        return true;
      }
      device.fs.write(target, Buffer.concat(chunks), Number.isInteger(mode) ? mode : S_IFREG | 0o644, n);
      await stream.write(word('OKAY', 0));
      return true;
    } else {
      await stream.write(fail(`unexpected sync packet ${JSON.stringify(id)} during SEND`));
      return false;
    }
  }
}

async function sendFile(device: DeviceContext, stream: DeviceStream, p: string): Promise<void> {
  const file = device.fs.read(p);
  if (!file) {
    await stream.write(fail(`open failed: No such file or directory`));
    return;
  }
  for (let off = 0; off < file.data.length; off += SYNC_DATA_MAX) {
    const chunk = file.data.subarray(off, off + SYNC_DATA_MAX);
    await stream.write(Buffer.concat([word('DATA', chunk.length), chunk]));
  }
  await stream.write(word('DONE', 0));
}

async function list(device: DeviceContext, stream: DeviceStream, p: string): Promise<void> {
  const parts: Buffer[] = [];
  for (const e of device.fs.list(p)) {
    const name = Buffer.from(e.name, 'utf8');
    parts.push(word('DENT', e.mode, e.size, e.mtime, name.length), name);
  }
  parts.push(word('DONE', 0, 0, 0, 0)); // a full-size dent whose id is DONE
  await stream.write(Buffer.concat(parts));
}

/** `sync:` — push, pull, stat and list on the device's in-memory filesystem (SYNC.TXT). */
export function syncService(device: DeviceContext): ServiceHandler {
  return async (stream) => {
    for (;;) {
      const head = await stream.readExactly(8);
      if (!head) return;
      const id = head.toString('latin1', 0, 4);
      const len = head.readUInt32LE(4);
      if (id === 'QUIT') return;
      if (len > MAX_PATH) {
        await stream.write(fail(`path too long: ${len}`));
        return;
      }
      const body = len ? await stream.readExactly(len) : Buffer.alloc(0);
      if (!body) return;
      const arg = body.toString('utf8');
      switch (id) {
        case 'STAT': {
          const s = stat(device.fs, arg);
          await stream.write(word('STAT', s?.mode ?? 0, s?.size ?? 0, s?.mtime ?? 0));
          break;
        }
        case 'STA2':
        case 'LST2':
          await stream.write(statV2(id, stat(device.fs, arg)));
          break;
        case 'LIST':
          await list(device, stream, arg);
          break;
        case 'SEND':
          if (!(await receiveFile(device, stream, arg))) return;
          break;
        case 'RECV':
          await sendFile(device, stream, VirtualFs.normalize(arg));
          break;
        default:
          await stream.write(fail(`unknown sync request ${JSON.stringify(id)}`));
          return;
      }
    }
  };
}
