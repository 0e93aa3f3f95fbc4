/**
 * Everything droidheal prints passes through here: test names, failure messages, device models and
 * a host check's output come from outside and may carry terminal escapes (clear screen, retitle,
 * fake hyperlinks), other control characters and bidi overrides that reorder what is shown.
 * They are shown as `\u001b`-style text instead: visible, inert, and still the same value inside
 * a JSON string (`--json`). droidheal's own progress-line reset and bold are the sequences it keeps.
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** what the run's progress line writes on a TTY to redraw itself */
export const PROGRESS_RESET = '\r\x1b[2K';

/** droidheal's own sequences, kept: the progress reset and bold on/off (`droidheal demo` on a TTY) */
const OWN = /(\r\x1b\[2K|\x1b\[1m|\x1b\[22m)/;

export function terminalSafe(text: string): string {
  const visible = (s: string) => s.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // split with a capture group: odd parts are the kept sequences
  return text
    .split(OWN)
    .map((part, i) => (i % 2 === 1 ? part : visible(part)))
    .join('');
}

/** Route a stream's string writes through `terminalSafe` until the returned function is called. */
export function guardTerminal(stream: NodeJS.WriteStream): () => void {
  const write = stream.write;
  const guarded = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    return (write as (...a: unknown[]) => boolean).call(
      this,
      typeof chunk === 'string' ? terminalSafe(chunk) : chunk,
      ...rest,
    );
  };
  stream.write = guarded as typeof stream.write;
  return () => {
    if (stream.write === guarded) stream.write = write;
  };
}
