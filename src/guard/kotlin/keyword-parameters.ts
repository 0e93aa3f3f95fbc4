/**
 * A lambda whose first parameter is named by a modifier word (`{ infix -> prefix + infix }`, `{ open, closed -> … }`):
 * Kotlin reads the word as a name there, tree-sitter-kotlin 1.1.0 as a modifier and gives up on the lambda. The
 * parameter and every use of the name inside the lambda are renamed to the word with its first letter upper-cased
 * (`Infix`): the same length, so offsets and lines are kept, and still one name, so what a check reads through it
 * (local-sources.ts) is still followed. Text inside string literals is left as it is; a template's `$infix` or
 * `${infix}` is renamed with the rest. A member read (`x.open`) is another name and is left.
 */

const modifierWords = [
  ...['infix', 'open', 'inline', 'override', 'private', 'protected', 'public', 'internal', 'final', 'sealed'],
  ...['abstract', 'suspend', 'tailrec', 'external', 'lateinit', 'vararg', 'noinline', 'crossinline'],
];

/** The name a modifier word used as a name is read as: the same length, one name wherever it stands (`Infix`). */
export const keywordAsName = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

/** A character literal (`'"'`, `'\n'`): no string starts in it. */
const charLiteral = /^'(?:\\.|[^'\\\n])'/;

const keywordParameter = new RegExp(`\\{(\\s*)(${modifierWords.join('|')})(?=\\s*(?:->|,|:))`, 'g');

/** `src` with the lambdas' keyword-named first parameters renamed (the same text when there are none). */
export function keywordLambdaParameters(src: string): string {
  if (!keywordParameter.test(src)) return src;
  keywordParameter.lastIndex = 0;
  const out = src.split('');
  for (const m of src.matchAll(keywordParameter)) {
    // a `{` inside a string's text on its line (an odd number of quotes before it) opens no lambda
    const line = src.slice(src.lastIndexOf('\n', m.index) + 1, m.index);
    if ((line.replace(/\\./g, '').match(/"/g)?.length ?? 0) % 2 === 1) continue;
    const word = m[2]!;
    const renamed = keywordAsName(word);
    renameInLambda(src, out, m.index + 1, word, renamed);
  }
  return out.join('');
}

/** Renames `word` from `from` to the `}` closing the lambda, in code and in string templates. */
function renameInLambda(src: string, out: string[], from: number, word: string, renamed: string): void {
  // each entry: a string, or code ending at a brace depth (the lambda's own, or a template's `${`)
  const stack: Array<'string' | number> = [0];
  let depth = 1;
  for (let i = from; i < src.length && stack.length > 0; i++) {
    const c = src[i]!;
    const top = stack[stack.length - 1]!;
    if (top === 'string') {
      if (c === '\\') i++;
      else if (c === '"') stack.pop();
      else if (c === '$' && src[i + 1] === '{') {
        stack.push(depth++);
        i++;
      } else if (c === '$' && isName(src, i + 1, word)) {
        for (let k = 0; k < word.length; k++) out[i + 1 + k] = renamed[k]!;
      }
      continue;
    }
    if (c === '/' && src[i + 1] === '/') i = src.includes('\n', i) ? src.indexOf('\n', i) : src.length;
    else if (c === "'") i += (charLiteral.exec(src.slice(i, i + 4))?.[0].length ?? 1) - 1;
    else if (c === '"') stack.push('string');
    else if (c === '{') depth++;
    else if (c === '}' && --depth === top) stack.pop();
    else if (c === word[0] && !/[\w$.]/.test(src[i - 1] ?? '') && isName(src, i, word))
      for (let k = 0; k < word.length; k++) out[i + k] = renamed[k]!;
  }
}

/** `word` starts at `i` and no word character follows it. */
function isName(src: string, i: number, word: string): boolean {
  return src.startsWith(word, i) && !/\w/.test(src[i + word.length] ?? '');
}
