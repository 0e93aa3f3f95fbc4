import { truncationMarker } from '../config/truncation.js';

/**
 * Characters of a program's output droidheal keeps by default — the end, where a tool, a build or a
 * fixer says how it finished. One cap for every program (host checks, builds, fixer engines, servers
 * droidheal starts), so a report's output tails are comparable and their memory is bounded alike.
 */
export const OUTPUT_TAIL_CHARS = 64 * 1024;

/**
 * The last `cap` characters of a stream of text: a program that floods its output costs a bounded
 * amount of memory, and the end — where a tool or a fixer says how it finished — is what is kept.
 */
export class TailText {
  private chunks: string[] = [];
  private length = 0;
  private dropped = 0;

  constructor(private readonly cap: number) {}

  push(chunk: string): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    // compact only when twice over the cap, so a flood of small chunks costs amortised O(1) per chunk
    if (this.length > this.cap * 2) this.compact();
  }

  private compact(): void {
    const all = this.chunks.join('');
    const keep = all.slice(all.length - this.cap);
    this.dropped += all.length - keep.length;
    // a fresh copy: a slice would keep the whole joined string alive
    this.chunks = [Buffer.from(keep, 'utf8').toString('utf8')];
    this.length = keep.length;
  }

  /** The kept text, preceded by a marker counting what was left out. */
  toString(): string {
    if (this.length > this.cap) this.compact();
    const text = this.chunks.join('');
    return this.dropped > 0 ? `${truncationMarker(this.dropped).trimStart()}\n${text}` : text;
  }

  /** The kept text without the marker. */
  text(): string {
    if (this.length > this.cap) this.compact();
    return this.chunks.join('');
  }
}
