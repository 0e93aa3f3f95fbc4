/**
 * A `when` entry whose body is a `for` or `while` loop with its own body on the next line:
 *
 * ```
 * is Batch ->
 *     for (item in event.items)
 *         seen += item
 * is Single -> …
 * ```
 *
 * Kotlin reads it (a control structure's body may follow a newline); tree-sitter-kotlin ends the entry at the newline
 * after the loop's header and loses the rest of the file. The loop's one-line body is put in braces the grammar reads,
 * in place of layout, so no offset or line moves: the body line's first indentation character becomes `{` and the
 * next code line's (less indented, the next entry or the `when`'s `}`) becomes `}` — the same loop.
 */

/** A loop header ending its line, after `->` on the line or alone on the line after a `->` line. */
const loopHeader =
  /^([ \t]*)(?:[^\n]*->[ \t]*)?(?:for|while)[ \t]*\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)[ \t]*$/;

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;

/** Whether the loop header on `lines[i]` is a `when` entry's body: `->` before it on its line, or ending the line above. */
function entryBody(lines: string[], i: number): boolean {
  if (/->[ \t]*(?:for|while)\b/.test(lines[i]!)) return true;
  let j = i - 1;
  while (j >= 0 && lines[j]!.trim() === '') j--;
  return j >= 0 && /->[ \t]*$/.test(lines[j]!);
}

export function bracedWhenLoopBodies(src: string): string {
  if (!/->\s*(?:for|while)[ \t]*\(/.test(src)) return src;
  const lines = src.split('\n');
  for (let i = 0; i + 2 < lines.length; i++) {
    const header = loopHeader.exec(lines[i]!);
    // a comment's text is no loop
    if (!header || /^\s*\*|\/\/|\/\*/.test(lines[i]!) || !entryBody(lines, i)) continue;
    const body = lines[i + 1]!;
    let next = i + 2;
    while (next < lines.length && lines[next]!.trim() === '') next++;
    const [bodyIndent, nextIndent] = [indentOf(body), next < lines.length ? indentOf(lines[next]!) : 0];
    // one body line, deeper than its header, ending a statement; a less indented code line after it with layout to use
    if (bodyIndent <= header[1]!.length || body.trim() === '' || /[{([,=+\-*/.&|]\s*$/.test(body)) continue;
    if (nextIndent === 0 || nextIndent >= bodyIndent || /^[ \t]*\./.test(lines[next]!)) continue;
    lines[i + 1] = `{${body.slice(1)}`;
    lines[next] = `}${lines[next]!.slice(1)}`;
  }
  return lines.join('\n');
}
