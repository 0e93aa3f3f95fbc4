/**
 * Kotlin or Java source with its comments removed and its string literals emptied (`""`), for the
 * text-level readings that must not match inside either (declared names, calls, members).
 */
export function codeOnly(src: string): string {
  return src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"/g, (m) => (m.startsWith('"') ? '""' : ''));
}

/** `s` as a regular expression that matches it literally (a name read from code, used inside a larger pattern). */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
