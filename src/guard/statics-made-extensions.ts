/**
 * A one-parameter function of a Kotlin object or companion the change made an extension of its parameter's type
 * (`Units.toMeters(feet)` → `feet.toMeters()`, with `companion object { fun toMeters(feet: Double): Double }`
 * replaced by a top-level `fun Double.toMeters(): Double`): the base tests' call is the head's, the same function on
 * the same value. Read so before comparing (review only) where a changed app file declaring the owner stopped
 * declaring the function, the change's app files declare it nowhere else with a parameter, and they newly declare the
 * extension without parameters on the very type the parameter had; a test file whose head still writes
 * `Owner.name(` keeps its reads.
 */

import { closing, topLevelItems } from './bound-text.js';
import { codeOnly, escapeRe } from './code-only.js';
import { rewriteTestFiles } from './test-rewrites.js';

/** `fun name(p: Type)` with one parameter and no receiver: the name and the parameter's type. */
const oneParameter = /\bfun\s+(?:<[^>]*>\s*)?([a-z_]\w*)\s*\(\s*\w+\s*:\s*([\w.]+\??)\s*\)/g;
/** `fun Type.name()` without parameters: the type and the name. */
const extension = /\bfun\s+(?:<[^>]*>\s*)?([\w.]+\??)\.([a-z_]\w*)\s*\(\s*\)/g;
/** A type or object a file declares by name. */
const owner = /\b(?:class|object)\s+([A-Z]\w*)/g;

function declared(
  files: Map<string, string>,
  re: RegExp,
  isApp: (p: string) => boolean,
): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (const [p, src] of files)
    if (p.endsWith('.kt') && isApp(p)) for (const m of codeOnly(src).matchAll(re)) out.push([p, m[1]!, m[2]!]);
  return out;
}

/** `Owner.name` → the extension's name, for each function the change made an extension of its parameter's type. */
export function staticsMadeExtensions(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  const headFns = new Set(declared(head, oneParameter, isApp).map(([, name]) => name));
  const baseExtensions = new Set(declared(base, extension, isApp).map(([, type, name]) => `${type}.${name}`));
  const madeExtensions = new Set(declared(head, extension, isApp).map(([, type, name]) => `${type}.${name}`));
  for (const [p, name, type] of declared(base, oneParameter, isApp)) {
    if (headFns.has(name) || !madeExtensions.has(`${type}.${name}`) || baseExtensions.has(`${type}.${name}`)) continue;
    const owners = [...codeOnly(base.get(p)!).matchAll(owner)].map((m) => m[1]!);
    for (const o of owners) out.set(`${o}.${name}`, name);
  }
  return out;
}

/** The argument list opening at `open`: the text inside, the index after it, and whether a top-level `,` splits it. */
function argumentAt(text: string, open: number): { arg: string; end: number; several: boolean } | undefined {
  const end = closing(text, open);
  if (end < 0) return undefined;
  const arg = text.slice(open + 1, end - 1);
  const items = topLevelItems(arg);
  return { arg, end, several: items.length > 1 || /,\s*$/.test(arg) };
}

/** A receiver as written before `.name()`: a name or a chain of names and calls as it is, anything else in parentheses. */
function receiver(arg: string): string {
  const a = arg.trim();
  let i = 0;
  while (i < a.length) {
    const name = /^[\w.]+/.exec(a.slice(i));
    if (!name) break;
    i += name[0].length;
    if (a[i] !== '(') continue;
    const call = argumentAt(a, i);
    if (!call) break;
    i = call.end;
  }
  return i === a.length ? a : `(${a})`;
}

/** `Owner.name(arg)` → `arg.name()` in one text, the calls in its argument too. */
function asExtensionCalls(text: string, from: string, name: string): string {
  const call = new RegExp(`(?<![\\w$.])${escapeRe(from)}\\s*\\(`, 'g');
  let read = text;
  for (let m = call.exec(read); m; m = call.exec(read)) {
    const a = argumentAt(read, m.index + m[0].length - 1);
    if (!a || a.several || a.arg.trim() === '') continue;
    read = `${read.slice(0, m.index)}${receiver(a.arg)}.${name}()${read.slice(a.end)}`;
    call.lastIndex = m.index;
  }
  return read;
}

/** The test sources calling such a function through its old owner, each call written as the extension's. */
export function readAsExtensions(
  tests: Map<string, string>,
  made: ReadonlyMap<string, string>,
  headTests: ReadonlyMap<string, string>,
): Map<string, string> {
  return rewriteTestFiles(tests, made, headTests, ['.kt'], (read, head, from, name) => {
    const old = new RegExp(`(?<![\\w$.])${escapeRe(from)}\\s*\\(`);
    return old.test(head) ? read : asExtensionCalls(read, from, name);
  });
}
