/**
 * A Java getter that only handed on a member of a field (`public Money getPrice() { return quote.price(); }`),
 * removed by the change while the class keeps a getter of that field (`getQuote()`): the callers now read the
 * member through the field's getter (`order.getQuote().price()`), the same value. The base tests' calls of
 * the removed getter are written that way before comparing (review only), except on a receiver name the head file
 * still calls a getter of that name on (`offer.getPrice()`: another class keeps one) — or on any receiver, when
 * the head still calls it on an expression (`a.b().getPrice()`), whose name is not known.
 */

import { codeOnly, escapeRe } from './code-only.js';
import { rewriteTestFiles, unambiguous } from './test-rewrites.js';

/** `Money getPrice() { return quote.price(); }` (`this.quote` too): the getter, the field, the member. */
const delegating =
  /\b(get[A-Z]\w*|is[A-Z]\w*)\s*\(\s*\)\s*\{\s*return\s+(?:this\.)?([a-z]\w*)\.([a-z]\w*)\s*\(\s*\)\s*;\s*\}/g;

const declares = (code: string, name: string) => new RegExp(`\\b${escapeRe(name)}\\s*\\(\\s*\\)\\s*\\{`).test(code);
const getterOf = (field: string) => `get${field[0]!.toUpperCase()}${field.slice(1)}`;

/**
 * Removed getters of changed Java app files, each with the head's read of what it returned
 * (`getPrice` → `getQuote().price()`). A getter two files would read differently is left out.
 */
export function removedDelegatingGetters(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Map<string, string> {
  const found: Array<[string, string]> = [];
  for (const [p, src] of base) {
    const after = head.get(p);
    if (!p.endsWith('.java') || !isApp(p) || after === undefined) continue;
    const now = codeOnly(after);
    for (const m of codeOnly(src).matchAll(delegating)) {
      const [, getter, field, member] = m as unknown as [string, string, string, string];
      if (declares(now, getter) || !declares(now, getterOf(field))) continue;
      found.push([getter, `${getterOf(field)}().${member}()`]);
    }
  }
  return unambiguous(found);
}

/** The Java test sources that call such a getter, each call written as the head's read through the field's getter. */
export function readThroughFieldGetters(
  tests: Map<string, string>,
  getters: ReadonlyMap<string, string>,
  headTests: ReadonlyMap<string, string>,
): Map<string, string> {
  return rewriteTestFiles(tests, getters, headTests, ['.java'], (read, head, getter, through) => {
    const call = new RegExp(`(?<=([\\w$]*))\\.${escapeRe(getter)}\\(\\s*\\)`, 'g');
    // a receiver the head still calls it on (`offer.getPrice()`, another class's) keeps it: judged per receiver name
    const kept = new Set([...head.matchAll(call)].map((m) => m[1]!));
    return read.replace(call, (m, recv: string) => (kept.has(recv) || kept.has('') ? m : `.${through}`));
  });
}
