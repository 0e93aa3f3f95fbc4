import { keywordAsName } from './keyword-parameters.js';

/**
 * A modifier word used as a name at the start of a statement (`external = find(…)`, `open(uri)`, `private.name`):
 * Kotlin reads a name there, tree-sitter-kotlin 1.1.0 a modifier of a declaration that never comes, and gives up on
 * the whole class. In a file with such a statement, every use of the word as a name is renamed to the word with its
 * first letter upper-cased (`External`), as keyword-parameters.ts renames a lambda's parameter: the same length, so
 * offsets and lines are kept, and one name still — its declaration (`lateinit var external`), its reads
 * (`external.name`, `f(external)`), its calls and declarations as a function (`fun open(`, `x.open()`) alike, so what
 * a check reads through it is still followed. A use as a modifier (followed by a word or an annotation) is left, and
 * so is text in comments, strings and backticked names. `suspend` is tolerant.ts's (its `(` starts a function type).
 */

const words = [
  ...['external', 'open', 'final', 'abstract', 'sealed', 'lateinit', 'inline', 'tailrec', 'infix', 'override'],
  ...['public', 'private', 'protected', 'internal', 'vararg', 'noinline', 'crossinline'],
];

/**
 * A statement starting with one of the words used as a name: assigned, read, called or indexed; or the word alone on
 * its line before a line starting with `}` (a block's value: `} else {` / `external` / `}`), where no declaration
 * it could modify follows.
 */
const statementStart = new RegExp(
  `(?:^|[{;]|->)[ \\t]*(${words.join('|')})[ \\t]*(?:[=.(\\[?]|!!|\\+\\+|--|[-+*/%]=|\\n[ \\t]*\\})`,
  'gm',
);

/** Comments, strings (raw or not), character literals and backticked names: left as they are. */
const notCode = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])'|`[^`\n]+`/g;

/** What follows a word used as a name (on its line): an operator or punctuation, or the line's end. */
const nameAfter = /^[ \t]*(?:[=),.;\]+\-*/%?!:<>&|([{}\n]|$)/;

/**
 * What a statement start in the code needs in the raw text, for files without one to cost one search: the word, with
 * before it a character a statement start or a blanked comment, string or name ends with, and after it (past spaces)
 * `statementStart`'s punctuation, the line's end (a block's value), or the first character of a comment or string that
 * blanking turns into spaces.
 */
const possibleStatementStart = new RegExp(
  `(?:^|[\\s{;>"'\`/])(?:${words.join('|')})[ \\t]*[=.(\\[?!+\\-*/%"'\`\\n]`,
  'm',
);

/** `src` with the modifier words it uses as names renamed (the same text when there are none). */
export function modifierWordsAsNames(src: string): string {
  if (!possibleStatementStart.test(src)) return src;
  const found = new Set<string>();
  const code = src.replace(notCode, (m) => m.replace(/[^\n]/g, ' '));
  for (const m of code.matchAll(statementStart)) found.add(m[1]!);
  if (found.size === 0) return src;
  const out = src.split('');
  for (const m of code.matchAll(new RegExp(`(?<![\\w$])(?:${[...found].join('|')})(?![\\w$])`, 'g'))) {
    const [from, to] = [m.index, m.index + m[0].length];
    const before = code.slice(code.lastIndexOf('\n', from - 1) + 1, from);
    // a name: declared, read as a member, or followed by punctuation; at a line's end only after other code
    const declared = /(?:\b(?:va[lr]|fun)[ \t]+|\.)$/.test(before);
    const after = code.slice(to, to + 200);
    const atLineEnd = /^[ \t]*(?:\n|$)/.test(after);
    const blockValue = /^[ \t]*\n[ \t]*\}/.test(after);
    if (!declared && (!nameAfter.test(after) || (atLineEnd && !blockValue && !/\S/.test(before)))) continue;
    const renamed = keywordAsName(m[0]);
    for (let k = 0; k < renamed.length; k++) out[from + k] = renamed[k]!;
  }
  return out.join('');
}
