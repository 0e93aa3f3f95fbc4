/** Per-value caps: a trace or stream keeps at most this many characters, so memory stays bounded. */
export const MAX_TRACE_CHARS = 64 * 1024;
/** Custom keys and crash details are meant to be short. */
export const MAX_SMALL_VALUE_CHARS = 4 * 1024;

/** The marker that replaces what a capped value did not keep. */
export function truncationMarker(dropped: number): string {
  return `\n[droidheal: ${dropped} more characters not kept]`;
}

/**
 * A multi-line value built line by line (a stack trace, a stream text) that keeps its head up to a
 * cap and counts the rest. Lines are joined with `\n`, exactly as sent (indentation kept).
 */
export class BoundedText {
  private readonly parts: string[] = [];
  private length = 0;
  private dropped = 0;
  private lines = 0;

  constructor(private readonly cap: number) {}

  /** Add one line (the first line of the value, or a continuation line). */
  addLine(line: string, droppedChars = 0): void {
    const piece = this.lines++ === 0 ? line : '\n' + line;
    this.dropped += droppedChars;
    const room = this.cap - this.length;
    if (room <= 0) {
      this.dropped += piece.length;
      return;
    }
    const kept = piece.length <= room ? piece : piece.slice(0, room);
    this.parts.push(kept);
    this.length += kept.length;
    this.dropped += piece.length - kept.length;
  }

  /** The value with trailing blank lines removed, plus the truncation marker when capped. */
  toString(): string {
    const joined = this.parts.join('');
    let end = joined.length;
    while (end > 0 && joined.charCodeAt(end - 1) <= 32) end--;
    const text = joined.slice(0, end);
    return this.dropped > 0 ? text + truncationMarker(this.dropped) : text;
  }
}
