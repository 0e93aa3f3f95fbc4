/**
 * Kotlin that tree-sitter-kotlin 1.1.0 (the newest release) cannot read, rewritten into text it can,
 * with every offset and line kept (same length, newlines in place), before parsing. Found on real
 * files of public Compose projects, where each of these made the grammar give up on the rest of a
 * declaration:
 *
 * - character literals (`append('x')`, `'/'`): read as `"x"`, `"/"` (`'"'` as `"'"`);
 * - a `;` that ends a line or comes before `}` (`fun f(): T;` in an interface): a space;
 * - the modifiers `annotation`, `actual`, `expect` after an annotation (`@Qualifier annotation class A`,
 *   `@OptIn(…) actual interface A`): spaces. They say nothing about what a test checks.
 *
 * Strings (with templates), comments and raw strings are left as they are.
 */

const declarationStart =
  /^(?:\s+)(?:class|interface|fun|val|var|object|typealias|enum|data|sealed|abstract|open|value|inline|private|internal|public|protected|suspend|operator|infix|const|override|companion)\b/;
const blankedModifiers = new Set(['annotation', 'actual', 'expect']);

export function readableKotlin(src: string): string {
  if (!src.includes("'") && !src.includes(';') && !/\b(?:annotation|actual|expect)\b/.test(src)) return src;
  const out = src.split('');
  // a stack of contexts: code (with the brace depth it ends at, for `${…}`), or a string
  const stack: Array<{ kind: 'code'; depth: number } | { kind: 'string'; raw: boolean }> = [
    { kind: 'code', depth: -1 },
  ];
  let depth = 0;
  let i = 0;
  const n = src.length;
  while (i < n) {
    const top = stack[stack.length - 1]!;
    const c = src[i]!;
    if (top.kind === 'string') {
      if (top.raw && src.startsWith('"""', i)) {
        i += 3;
        while (src[i] === '"') i++;
        stack.pop();
      } else if (!top.raw && c === '"') {
        i++;
        stack.pop();
      } else if (!top.raw && c === '\\') i += 2;
      else if (c === '$' && src[i + 1] === '{') {
        stack.push({ kind: 'code', depth });
        depth++;
        i += 2;
      } else i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      let level = 1;
      i += 2;
      while (i < n && level > 0) {
        if (src.startsWith('/*', i)) {
          level++;
          i += 2;
        } else if (src.startsWith('*/', i)) {
          level--;
          i += 2;
        } else i++;
      }
      continue;
    }
    if (c === '"') {
      const raw = src.startsWith('"""', i);
      stack.push({ kind: 'string', raw });
      i += raw ? 3 : 1;
      continue;
    }
    if (c === '{') {
      depth++;
      i++;
      continue;
    }
    if (c === '}') {
      depth--;
      if (top.depth === depth && stack.length > 1) stack.pop();
      i++;
      continue;
    }
    if (c === "'") {
      const m = /^'(?:\\u[0-9a-fA-F]{4}|\\.|[^'\\\n])'/.exec(src.slice(i, i + 8));
      if (m) {
        const len = m[0].length;
        out[i] = '"';
        out[i + len - 1] = '"';
        if (len === 3 && src[i + 1] === '"') out[i + 1] = "'";
        i += len;
        continue;
      }
    }
    if (c === ';') {
      const rest = /^[ \t]*(?:\n|\/\/|\}|$)/.exec(src.slice(i + 1, i + 200));
      if (rest) out[i] = ' ';
      i++;
      continue;
    }
    if (/[A-Za-z_]/.test(c) && (i === 0 || !/[\w$]/.test(src[i - 1]!))) {
      const word = /^[A-Za-z_]\w*/.exec(src.slice(i, i + 64))![0];
      if (
        blankedModifiers.has(word) &&
        declarationStart.test(src.slice(i + word.length, i + word.length + 40)) &&
        /@[\w.]+(?:\([^)]*\))?\s*$/.test(src.slice(Math.max(0, i - 300), i))
      ) {
        for (let k = i; k < i + word.length; k++) out[k] = ' ';
      }
      i += word.length;
      continue;
    }
    i++;
  }
  return out.join('');
}
