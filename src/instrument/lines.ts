import { StringDecoder } from 'node:string_decoder';

/** A line longer than this keeps its head only; the rest is counted, not stored (constant memory). */
export const MAX_LINE_CHARS = 1 << 20;

export type LineHandler = (line: string, droppedChars: number) => void;

/**
 * Bytes or text in chunks split anywhere → whole lines without their line end.
 * UTF-8 is decoded statefully (a character split across chunks stays one character), a leading
 * BOM is dropped, and `\n`, `\r\n` (also split between chunks) and `\r\r\n` (pty) all end a line.
 */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private partial = '';
  private dropped = 0;
  private sawText = false;
  private ended = false;

  constructor(private readonly onLine: LineHandler) {}

  write(chunk: Buffer | Uint8Array | string): void {
    if (this.ended) throw new Error('LineSplitter: write after end');
    this.feed(typeof chunk === 'string' ? chunk : this.decoder.write(chunk as Buffer));
  }

  /** Flush: an unterminated last line is still a line. */
  end(): void {
    if (this.ended) return;
    this.feed(this.decoder.end());
    this.ended = true;
    if (this.partial.length > 0 || this.dropped > 0) this.emit(this.partial);
    this.partial = '';
  }

  private feed(text: string): void {
    if (text.length === 0) return;
    if (!this.sawText) {
      this.sawText = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let pos = 0;
    for (let nl = text.indexOf('\n', pos); nl !== -1; nl = text.indexOf('\n', pos)) {
      const piece = text.slice(pos, nl);
      const line = this.partial.length === 0 ? piece : this.keep(piece);
      this.partial = '';
      this.emit(line);
      pos = nl + 1;
    }
    if (pos < text.length) this.partial = this.keep(text.slice(pos));
  }

  /** partial + piece, capped at MAX_LINE_CHARS. */
  private keep(piece: string): string {
    const room = MAX_LINE_CHARS - this.partial.length;
    if (piece.length <= room) return this.partial + piece;
    this.dropped += piece.length - Math.max(room, 0);
    return room > 0 ? this.partial + piece.slice(0, room) : this.partial;
  }

  private emit(line: string): void {
    let end = line.length;
    while (end > 0 && line.charCodeAt(end - 1) === 13) end--;
    let dropped = this.dropped;
    this.dropped = 0;
    if (line.length > MAX_LINE_CHARS) {
      dropped += line.length - MAX_LINE_CHARS;
      end = Math.min(end, MAX_LINE_CHARS);
    }
    this.onLine(end === line.length ? line : line.slice(0, end), dropped);
  }
}
