/**
 * Kotlin's `"""…""".trimIndent()` is the same text however far its lines are indented: a formatter that re-indents a
 * test (ktfmt, a Spotless bump) moves every line of such a string and changes nothing it holds. Each is written with
 * its common indent removed (and the blank first and last lines, which `trimIndent` drops, left empty), the same way
 * on both sides, so a re-indented string compares as the value it is. Line count is kept: nothing else moves. A string
 * with a template (`$`) is left as written: a value put in at run time can change the indent `trimIndent` finds.
 */

const trimmed = /"""([^"$]*(?:"(?!"")[^"$]*)*)"""(\s*\.\s*trimIndent\(\))/g;

/** Kotlin's `trimIndent` applied to a raw string's body, keeping one line per line. */
function reindented(body: string): string {
  const lines = body.split('\n');
  const indent = (l: string) => l.length - l.trimStart().length;
  const widths = lines.filter((l) => l.trim() !== '').map(indent);
  const min = widths.length ? Math.min(...widths) : 0;
  return lines
    .map((l, i) => ((i === 0 || i === lines.length - 1) && l.trim() === '' ? '' : l.trim() === '' ? '' : l.slice(min)))
    .join('\n');
}

/** `src` with every template-free `"""…""".trimIndent()` reindented (the source itself when it holds none). */
export function trimmedRawStrings(src: string): string {
  if (!src.includes('trimIndent')) return src;
  return src.replace(trimmed, (_m, body: string, call: string) => `"""${reindented(body)}"""${call}`);
}
