/** A string literal on one line, escapes read through. */
const stringLiteral = String.raw`"(?:\\.|[^"\\\n])*"`;
const commentOrLiteral = new RegExp(String.raw`//[^\n]*|/\*[\s\S]*?\*/|${stringLiteral}`, 'g');
const literalSplit = new RegExp(`(${stringLiteral})`);
const literalOrBacktickedSplit = new RegExp(`(${stringLiteral}|\`[^\`\\n]+\`)`);

/**
 * Kotlin or Java source with its comments removed and its string literals emptied (`""`), for the
 * text-level readings that must not match inside either (declared names, calls, members).
 */
export function codeOnly(src: string): string {
  let code = readCode.get(src);
  if (code === undefined) {
    code = src.replace(commentOrLiteral, (m) => (m.startsWith('"') ? '""' : ''));
    // a guard run asks for each changed file's code dozens of times (every text-level reading does)
    if (readCode.size >= 512) readCode.clear();
    readCode.set(src, code);
  }
  return code;
}

/** The code of the sources read lately: bounded, for a process that judges change after change (the heal loop). */
const readCode = new Map<string, string>();

/**
 * `src` with `edit` applied to its code between string literals, which keep their text (what a test looks for is
 * no use of a name); with `backticked`, backticked names (`` `shows the title` ``) keep theirs too.
 */
export function outsideStringLiterals(src: string, edit: (code: string) => string, backticked = false): string {
  return src
    .split(backticked ? literalOrBacktickedSplit : literalSplit)
    .map((part, i) => (i % 2 === 1 ? part : edit(part)))
    .join('');
}

/** `s` as a regular expression that matches it literally (a name read from code, used inside a larger pattern). */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
