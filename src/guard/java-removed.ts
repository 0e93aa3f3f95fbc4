/**
 * Java app members a change removed (issue 27 class 4 in Java projects): classes, methods and fields
 * declared in a changed base Java app file that no changed head file (Java or Kotlin) declares or
 * mentions any more. A method whose body lives on in the head under another name was renamed, not
 * removed. Review only: a test deleted whose every check is about such a member lost nothing that exists.
 */

import { codeOnly, escapeRe } from './code-only.js';

const javaKeywords = new Set(['if', 'for', 'while', 'switch', 'catch', 'synchronized', 'return', 'new', 'else', 'try']);

/** `class Foo`, `void bar(…) {`, `private final int baz =`/`;` (comments and strings blanked first). */
const typeDecl = /\b(?:class|interface|enum|record)\s+([A-Za-z_]\w*)/g;
const methodDecl =
  /(?:^|[;{}]\s*|@\w+(?:\([^)]*\))?\s+)(?:[\w<>[\],?. ]+\s+)([a-z_]\w*)\s*\([^;{}]*\)\s*(?:throws\s+[\w., ]+)?\{/gm;
const fieldDecl = /(?:private|protected|public|static|final)\s+(?:[\w<>[\],?. ]+\s+)([A-Za-z_]\w*)\s*(?:=|;)/g;

/** Each declared name with the body that follows it (methods only; '' for classes and fields). */
export function javaDeclarations(src: string): Map<string, string> {
  const code = codeOnly(src);
  const out = new Map<string, string>();
  for (const m of code.matchAll(typeDecl)) out.set(m[1]!, '');
  for (const m of code.matchAll(fieldDecl)) if (!javaKeywords.has(m[1]!)) out.set(m[1]!, '');
  for (const m of code.matchAll(methodDecl)) {
    if (javaKeywords.has(m[1]!)) continue;
    out.set(m[1]!, bodyFrom(code, m.index! + m[0].length - 1));
  }
  return out;
}

/** The text between the brace at `open` and its match, whitespace removed. */
function bodyFrom(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return code.slice(open + 1, i).replace(/\s+/g, '');
  }
  return '';
}

const mentions = (src: string, name: string) => new RegExp(`(?<![\\w$])${escapeRe(name)}(?![\\w$])`).test(src);

/** Names declared in the changed base Java app files that the changed head files neither declare nor use. */
export function removedJavaMembers(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): Set<string> {
  const headCode = [...head.values()].map(codeOnly);
  const headFlat = headCode.map((s) => s.replace(/\s+/g, ''));
  const out = new Set<string>();
  for (const [p, src] of base) {
    if (!p.endsWith('.java') || !isApp(p)) continue;
    for (const [name, body] of javaDeclarations(src)) {
      if (name.length < 3 || headCode.some((h) => mentions(h, name))) continue;
      // the same body under another name: a rename, the member lives on
      if (body.length >= 20 && headFlat.some((h) => h.includes(body))) continue;
      out.add(name);
    }
  }
  return out;
}
