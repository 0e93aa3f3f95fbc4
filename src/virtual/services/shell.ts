import { runShellLine, type ShellIO } from '../commands/index.js';
import type { DeviceContext } from '../commands/types.js';
import type { ServiceHandler } from '../connection.js';
import type { DeviceStream } from '../stream.js';

/** shell_v2 packet ids (shell_protocol.h). */
const ID_STDIN = 0;
const ID_STDOUT = 1;
const ID_STDERR = 2;
const ID_EXIT = 3;
const ID_CLOSE_STDIN = 4;
/** keep v2 packets well below maxdata */
const V2_CHUNK = 64 * 1024;

export function shellV2Packet(id: number, data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(id, 0);
  header.writeUInt32LE(data.length, 1);
  return Buffer.concat([header, data]);
}

function toBuffer(d: string | Buffer): Buffer {
  return typeof d === 'string' ? Buffer.from(d, 'utf8') : d;
}

/** Parsed service name: `shell:cmd`, `shell,v2,TERM=xterm,raw:cmd`. */
export function parseShellService(service: string): { v2: boolean; pty: boolean; command: string } | undefined {
  const colon = service.indexOf(':');
  if (colon < 0) return undefined;
  const head = service.slice(0, colon).split(',');
  if (head[0] !== 'shell') return undefined;
  const args = head.slice(1);
  return { v2: args.includes('v2'), pty: args.includes('pty'), command: service.slice(colon + 1) };
}

/** Reads stdin bytes out of shell_v2 frames sent by the host. */
class V2Stdin {
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;
  constructor(private readonly stream: DeviceStream) {}

  async read(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) {
      if (this.ended) return null;
      const header = await this.stream.readExactly(5);
      if (!header) return null;
      const id = header.readUInt8(0);
      const len = header.readUInt32LE(1);
      const body = len ? await this.stream.readExactly(len) : Buffer.alloc(0);
      if (!body) return null;
      if (id === ID_STDIN) this.pending = Buffer.concat([this.pending, body]);
      else if (id === ID_CLOSE_STDIN) this.ended = true;
      // window-size changes (5) mean nothing to a non-interactive command
    }
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }
}

/**
 * `shell:` (v1: raw bytes, stdout and stderr merged, no exit status) and `shell,v2,…:` (framed
 * stdout/stderr and an exit packet). An empty command would be an interactive shell: refused.
 */
export function shellService(device: DeviceContext, service: string): ServiceHandler | undefined {
  const parsed = parseShellService(service);
  if (!parsed || parsed.command.trim() === '') return undefined;
  const { v2, command } = parsed;
  // a device without shell_v2 is pre-N: its adbd runs every `shell:` command under a pty
  const pty = parsed.pty || (!v2 && !device.spec.features.includes('shell_v2'));
  return async (stream) => {
    // a pty turns \n into \r\n, as a real device's terminal does
    const shape = (d: Buffer) => (pty ? Buffer.from(d.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1') : d);
    const send = (id: number) => async (d: string | Buffer) => {
      const buf = shape(toBuffer(d));
      if (!v2) return stream.write(buf);
      for (let off = 0; off < buf.length; off += V2_CHUNK)
        await stream.write(shellV2Packet(id, buf.subarray(off, off + V2_CHUNK)));
    };
    const stdin = v2 ? new V2Stdin(stream) : undefined;
    const io: ShellIO = {
      out: send(ID_STDOUT),
      err: send(ID_STDERR),
      readStdin: (n) => (stdin ? stdin.read(n) : stream.readExactly(n)),
      signal: stream.signal,
    };
    const status = await runShellLine(device, command, io);
    if (v2 && !stream.isClosed) await stream.write(shellV2Packet(ID_EXIT, Buffer.from([status & 0xff])));
  };
}
