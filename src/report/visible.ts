/**
 * Control characters (but newline and tab), DEL, C1 controls, bidi embeddings/overrides/isolates
 * and the non-characters U+FFFE/U+FFFF, shown as `\u001b`-style text. A trace or test name carrying
 * a terminal escape or a right-to-left override then reads the same in every report as it was
 * sent, and can neither drive a terminal that prints the file nor reorder what a reviewer sees.
 */
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/g;

export function visibleControls(s: string): string {
  return s.replace(HIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
