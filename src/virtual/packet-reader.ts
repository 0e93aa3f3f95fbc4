import { decodeHeader, HEADER_SIZE, magic, type Packet, type PacketHeader } from './packet.js';

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
  private header: PacketHeader | undefined;

  /** Feed a chunk; returns every packet now complete. Throws PacketError on a corrupt stream. */
  push(chunk: Buffer): Packet[] {
    this.buffered.push(chunk);
    this.size += chunk.length;
    const out: Packet[] = [];
    for (;;) {
      if (this.size < HEADER_SIZE) break;
      if (!this.header) {
        const head = this.contiguous(HEADER_SIZE);
        const header = decodeHeader(head);
        if (header.magic !== magic(header.command))
          throw new PacketError(`bad magic for command 0x${header.command.toString(16)}`);
        if (header.length > MAX_ACCEPTED_PAYLOAD) throw new PacketError(`payload too large: ${header.length}`);
        this.header = header;
      }
      const total = HEADER_SIZE + this.header.length;
      // wait for the whole payload before copying anything (large WRTEs arrive in many TCP chunks)
      if (this.size < total) break;
      const all = this.contiguous(total);
      const data = Buffer.from(all.subarray(HEADER_SIZE, total));
      out.push({ command: this.header.command, arg0: this.header.arg0, arg1: this.header.arg1, data });
      const rest = all.subarray(total);
      const later = this.buffered.slice(1);
      this.buffered = rest.length ? [rest, ...later] : later;
      this.size -= total;
      this.header = undefined;
    }
    return out;
  }

  /** Make the first n bytes one buffer (concatenating the buffered chunks once). */
  private contiguous(n: number): Buffer {
    if (this.buffered[0]!.length < n) this.buffered = [Buffer.concat(this.buffered, this.size)];
    return this.buffered[0]!;
  }
}
