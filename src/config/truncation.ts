/**
 * The marker that stands where a capped text left characters out: in traces and test streams
 * (src/instrument/bounded-text.ts) and in the output tails of programs droidheal runs
 * (src/process/tail.ts). It is part of what report.json and the heal report carry, so it has one wording.
 */
export function truncationMarker(dropped: number): string {
  return `\n[droidheal: ${dropped} characters not kept]`;
}
