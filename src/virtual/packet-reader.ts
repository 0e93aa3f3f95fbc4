import { decodeHeader, HEADER_SIZE, magic, type Packet } from './packet.js';

/** Host WRTEs are at most 1 MiB in adb 29; anything bigger is a broken stream. */
const MAX_ACCEPTED_PAYLOAD = 1024 * 1024;

export class PacketError extends Error {}

/**
 * Turns TCP chunks into whole packets. Chunks may split a header or payload anywhere, so bytes
 * are buffered until a full packet is present.
 */
export class PacketReader {
  private buffered: Buffer[] = [];
  private size = 0;

  /** Feed a chunk; returns every packet now complete. Throws PacketError on a corrupt stream. */
  push(chunk: Buffer): Packet[] {
    this.buffered.push(chunk);
    this.size += chunk.length;
    const out: Packet[] = [];
    for (;;) {
      if (this.size < HEADER_SIZE) break;
      const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered, this.size);
      this.buffered = [all];
      const header = decodeHeader(all);
      if (header.magic !== magic(header.command)) throw new PacketError(`bad magic for command 0x${header.command.toString(16)}`);
      if (header.length > MAX_ACCEPTED_PAYLOAD) throw new PacketError(`payload too large: ${header.length}`);
      if (this.size < HEADER_SIZE + header.length) break;
      const data = Buffer.from(all.subarray(HEADER_SIZE, HEADER_SIZE + header.length));
      out.push({ command: header.command, arg0: header.arg0, arg1: header.arg1, data });
      const rest = all.subarray(HEADER_SIZE + header.length);
      this.buffered = rest.length ? [rest] : [];
      this.size = rest.length;
    }
    return out;
  }
}
