// @ts-check
/**
 * The ktlint rules the fixture build checks (`ktlint_official` code style, ktlint 1.x rule ids and
 * messages), read from the text of each Kotlin file, and the formatter that corrects the ones ktlint
 * can auto-correct. A violation is what `ktlint` reports: line, column (1-based), rule id, detail and
 * whether `ktlintFormat` fixes it. Lines inside raw strings (`"""…"""`) are content, never formatting.
 */

/** @typedef {{ line: number, col: number, ruleId: string, detail: string, canBeAutoCorrected: boolean }} Violation */

/** The rules, each with the message ktlint prints; `fix` marks the ones `ktlintFormat` corrects. */
export const RULES = {
  'standard:no-trailing-spaces': { detail: 'Trailing space(s)', fix: true },
  'standard:no-consecutive-blank-lines': { detail: 'Needless blank line(s)', fix: true },
  'standard:no-blank-line-before-rbrace': { detail: 'Unexpected blank line(s) before "}"', fix: true },
  'standard:indent': { detail: 'Unexpected tab character(s)', fix: true },
  'standard:final-newline': { detail: 'File must end with a newline (\\n)', fix: true },
  'standard:no-wildcard-imports': { detail: 'Wildcard import', fix: false },
};

/** Per line: whether it starts inside a raw string (so its text is string content). */
function rawStringLines(/** @type {string[]} */ lines) {
  const inside = [];
  let open = false;
  for (const line of lines) {
    inside.push(open);
    const quotes = line.split('"""').length - 1;
    if (quotes % 2 === 1) open = !open;
  }
  return inside;
}

/** Every violation in one file's text, in line order. */
export function lintKotlin(/** @type {string} */ src) {
  /** @type {Violation[]} */
  const out = [];
  const add = (/** @type {number} */ line, /** @type {number} */ col, /** @type {keyof typeof RULES} */ ruleId) =>
    out.push({ line, col, ruleId, detail: RULES[ruleId].detail, canBeAutoCorrected: RULES[ruleId].fix });
  const lines = src.split('\n');
  // the text after the last newline is not a line of its own when the file ends with one
  if (lines.at(-1) === '') lines.pop();
  const raw = rawStringLines(lines);
  let blankRun = 0;
  for (const [i, line] of lines.entries()) {
    const n = i + 1;
    if (raw[i]) {
      blankRun = 0;
      continue;
    }
    const tabs = /^\t+/.exec(line);
    if (tabs) add(n, 1, 'standard:indent');
    const trailing = /[ \t]+$/.exec(line);
    if (trailing && line.trim() !== '') add(n, trailing.index + 1, 'standard:no-trailing-spaces');
    else if (trailing) add(n, 1, 'standard:no-trailing-spaces');
    if (line.trim() === '') {
      blankRun++;
      if (blankRun === 2) add(n, 1, 'standard:no-consecutive-blank-lines');
      continue;
    }
    if (/^\s*}/.test(line) && blankRun > 0 && i > 0) add(n - blankRun, 1, 'standard:no-blank-line-before-rbrace');
    blankRun = 0;
    if (/^import\s+[\w.]+\.\*\s*$/.test(line)) add(n, 1, 'standard:no-wildcard-imports');
  }
  if (src.length > 0 && !src.endsWith('\n'))
    add(lines.length, (lines.at(-1) ?? '').length + 1, 'standard:final-newline');
  return out.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The text `ktlintFormat` leaves: every auto-correctable violation corrected, the rest untouched. */
export function formatKotlin(/** @type {string} */ src) {
  const lines = src.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const raw = rawStringLines(lines);
  /** @type {string[]} */
  const out = [];
  for (const [i, original] of lines.entries()) {
    if (raw[i]) {
      out.push(original);
      continue;
    }
    const line = original.replace(/^\t+/, (t) => '    '.repeat(t.length)).replace(/[ \t]+$/, '');
    if (line === '') {
      // at most one blank line, and none before a closing brace
      if (out.at(-1) === '' && !raw[i - 1]) continue;
      out.push(line);
      continue;
    }
    if (/^\s*}/.test(line)) while (out.length > 0 && out.at(-1) === '') out.pop();
    out.push(line);
  }
  return src.length === 0 ? src : `${out.join('\n')}\n`;
}
