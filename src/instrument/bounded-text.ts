import { truncationMarker } from '../config/truncation.js';

/** Per-value caps: a trace or stream keeps at most this many characters, so memory stays bounded. */
export const MAX_TRACE_CHARS = 64 * 1024;
/** A test's `stream` (console text) repeats its trace, so it keeps less. */
export const MAX_STREAM_CHARS = 8 * 1024;
/** Custom keys and crash details are meant to be short. */
export const MAX_SMALL_VALUE_CHARS = 4 * 1024;

/**
 * A copy of `s` that does not share memory with the text it was cut from. V8 makes a substring
 * of 13+ characters a view into its parent, so one kept class name would keep its whole 64 KiB
 * read alive — across a 100 MB output, the whole output. Everything the parser keeps goes through here.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}

/**
 * A multi-line value built line by line (a stack trace, a stream text) that keeps at most `cap`
 * characters: its head and its tail, with a marker counting what was left out between them.
 * The tail matters most — an Espresso failure puts a view hierarchy of any size in the message and
 * the frames (which findings cluster by) after it. Lines are joined with `\n`, exactly as sent.
 */
export class BoundedText {
  private readonly head: string[] = [];
  private headLength = 0;
  private headFull = false;
  /** pieces of the tail from `tailStart` on; older ones are dropped as new ones come */
  private tail: string[] = [];
  private tailStart = 0;
  private tailLength = 0;
  private dropped = 0;
  private lines = 0;
  private readonly headCap: number;
  private readonly tailCap: number;

  constructor(cap: number) {
    this.headCap = Math.floor(cap / 4);
    this.tailCap = cap - this.headCap;
  }

  /** Add one line (the first line of the value, or a continuation line); `droppedChars` were cut from it already. */
  addLine(line: string, droppedChars = 0): void {
    const piece = this.lines++ === 0 ? line : `\n${line}`;
    this.dropped += droppedChars;
    if (!this.headFull) {
      if (this.headLength + piece.length <= this.headCap) {
        this.head.push(piece);
        this.headLength += piece.length;
        return;
      }
      this.headFull = true;
      if (this.head.length === 0) {
        // one line longer than the head: keep its start
        this.head.push(piece.slice(0, this.headCap));
        this.headLength = this.headCap;
        this.dropped += piece.length - this.headCap;
        return;
      }
    }
    this.pushTail(piece);
  }

  private pushTail(piece: string): void {
    if (piece.length > this.tailCap) {
      this.dropped += this.tailLength + piece.length - this.tailCap;
      this.tail = [piece.slice(piece.length - this.tailCap)];
      this.tailStart = 0;
      this.tailLength = this.tailCap;
      return;
    }
    this.tail.push(piece);
    this.tailLength += piece.length;
    while (this.tailLength > this.tailCap) {
      const old = this.tail[this.tailStart]!;
      this.tail[this.tailStart++] = '';
      this.tailLength -= old.length;
      this.dropped += old.length;
    }
    if (this.tailStart > 1024 && this.tailStart * 2 > this.tail.length) {
      this.tail = this.tail.slice(this.tailStart);
      this.tailStart = 0;
    }
  }

  /** The value with trailing blanks removed, and the marker between head and tail when capped. */
  toString(): string {
    const tail = this.tailStart === 0 ? this.tail : this.tail.slice(this.tailStart);
    const parts = this.dropped > 0 ? [...this.head, truncationMarker(this.dropped), ...tail] : [...this.head, ...tail];
    // a join of several parts is a fresh string; a single part may still be a view into a read
    const joined = parts.length === 1 ? detach(parts[0]!) : parts.join('');
    let end = joined.length;
    while (end > 0 && joined.charCodeAt(end - 1) <= 32) end--;
    return end === joined.length ? joined : joined.slice(0, end);
  }
}
