/**
 * Kotlin or Java source with its comments removed and its string literals emptied (`""`), for the
 * text-level readings that must not match inside either (declared names, calls, members).
 */
export function codeOnly(src: string): string {
  return src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"/g, (m) => (m.startsWith('"') ? '""' : ''));
}
