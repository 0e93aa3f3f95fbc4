import { escapeRe } from './code-only.js';
/**
 * Kotlin source text read just enough to bind a test's parameters (parameterised-tests.ts, loop-runs.ts):
 * brackets matched with string literals skipped, top-level items split, names replaced by values.
 */

/** The index after the bracket closing the one at `open`, string literals skipped; -1 when it never closes. */
export function closing(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    if (c === '"') {
      for (i++; i < src.length && src[i] !== '"'; i++) if (src[i] === '\\') i++;
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    if (depth === 0) return i + 1;
  }
  return -1;
}

/** The comma-separated items of an argument list's inside, brackets and strings respected, blanks dropped. */
export function topLevelItems(inner: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === '"' || c === '(' || c === '{' || c === '[') {
      const end = c === '"' ? closingQuote(inner, i) : closing(inner, i);
      if (end < 0) return [];
      i = end - 1;
    } else if (c === ',') {
      out.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  out.push(inner.slice(from));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The index after the `"` closing the string literal opened at `open`. */
function closingQuote(src: string, open: number): number {
  for (let i = open + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '"') return i + 1;
  }
  return -1;
}

/** The body with each parameter replaced by its value; none when a parameter is read inside a string. */
export function bound(body: string, params: string[], row: string[]): string | undefined {
  let out = body;
  for (const [i, p] of params.entries()) {
    if (new RegExp(`\\$\\{?${escapeRe(p)}\\b`).test(out)) return undefined;
    // a named argument's label (`hide = hide`) keeps its name
    const use = new RegExp(`(?<![\\w$.])${escapeRe(p)}(?![\\w$])(?!\\s*=(?!=))`, 'g');
    out = out
      .split(/("(?:\\.|[^"\\\n])*")/)
      .map((part, k) => (k % 2 === 1 ? part : part.replace(use, row[i]!)))
      .join('');
  }
  return out;
}
