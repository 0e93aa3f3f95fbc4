/**
 * A Kotlin property whose value the change moved behind a function of the same name and type (`val date: Date`
 * → `val date: String` plus `fun date(): Date`): the old test's `x.date` (Java's `x.getDate()`) is the value the
 * head reads as `x.date()`. The base tests' reads are read the new way before comparing (review only), except in
 * a test file whose head still reads the property (`x.date`, now the other type: which one the old read meant
 * is not known there).
 *
 * The other way round, a function without parameters the change made a property of its name and type
 * (`fun hasError(): Boolean` → `val hasError: Boolean get() = …`, no such function left): the old test's
 * `x.hasError()` is the head's `x.hasError` (Java's `x.getHasError()`; an `isX` name reads the same in Java).
 */

import { codeOnly, escapeRe } from './code-only.js';

const squash = (s: string) => s.replace(/\s+/g, '');

/** `val name: Type` and `fun name(): Type` declarations, as name → types. */
function typed(files: string[], re: RegExp): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const src of files)
    for (const m of codeOnly(src).matchAll(re)) out.set(m[1]!, (out.get(m[1]!) ?? new Set()).add(squash(m[2]!)));
  return out;
}

const property = /\b(?:val|var)\s+([a-z]\w*)\s*:\s*([\w.]+(?:<[^=\n,)]*>)?\??)/g;
const noArgFunction = /\bfun\s+(?:[\w.]+\.)?([a-z]\w*)\s*\(\s*\)\s*:\s*([\w.]+(?:<[^={\n]*>)?\??)/g;

/**
 * Names the base app declares by `from` (a property, or a function without parameters) with a type T whose head
 * declares them by `to` with T, and no longer by `from` with it.
 */
function reshaped(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
  [from, to]: [RegExp, RegExp],
): Set<string> {
  const app = (m: Map<string, string>) => [...m].filter(([p]) => p.endsWith('.kt') && isApp(p)).map(([, s]) => s);
  const [was, nowFrom, nowTo] = [typed(app(base), from), typed(app(head), from), typed(app(head), to)];
  const out = new Set<string>();
  for (const [name, types] of was) {
    const same = [...types].filter((t) => nowTo.get(name)?.has(t));
    if (same.length > 0 && !same.some((t) => nowFrom.get(name)?.has(t))) out.add(name);
  }
  return out;
}

/** Names of base app properties of type T whose head has `fun name(): T` and no property of type T by that name. */
export function propertiesMadeFunctions(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Set<string> {
  return reshaped(base, head, isApp, [property, noArgFunction]);
}

/**
 * The Kotlin and Java test sources `rewrite` changed, by path: it gets each source, its head's code (comments and
 * strings left out) and whether it is Java.
 */
function rewrittenTests(
  tests: Map<string, string>,
  headTests: ReadonlyMap<string, string>,
  rewrite: (src: string, head: string, java: boolean) => string,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [p, src] of tests) {
    const java = p.endsWith('.java');
    if (!java && !p.endsWith('.kt')) continue;
    const read = rewrite(src, codeOnly(headTests.get(p) ?? ''), java);
    if (read !== src) out.set(p, read);
  }
  return out;
}

/** The test sources that read such a property, each read written as the head's call. */
export function readThroughFunctions(
  tests: Map<string, string>,
  names: ReadonlySet<string>,
  headTests: ReadonlyMap<string, string>,
): Map<string, string> {
  return rewrittenTests(tests, headTests, (src, head, java) => {
    let read = src;
    for (const n of names) {
      const getter = `get${n[0]!.toUpperCase()}${n.slice(1)}`;
      // Kotlin's property read (no call after it), Java's getter call
      const old = java
        ? new RegExp(`\\.${getter}\\(\\s*\\)`, 'g')
        : new RegExp(`\\.${escapeRe(n)}\\b(?!\\s*[({])`, 'g');
      if (old.test(head)) continue;
      read = read.replace(old, `.${n}()`);
    }
    return read;
  });
}

/** Names of base app functions `fun name(): T` whose head declares `val name: T` and no such function of type T. */
export function functionsMadeProperties(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Set<string> {
  return reshaped(base, head, isApp, [noArgFunction, property]);
}

/**
 * The test sources that call such a function, each call written as the head's property read; a file whose head
 * still calls or declares a function of that name (a helper of its own) is left as it is.
 */
export function readAsProperties(
  tests: Map<string, string>,
  names: ReadonlySet<string>,
  headTests: ReadonlyMap<string, string>,
): Map<string, string> {
  return rewrittenTests(tests, headTests, (src, head, java) => {
    let read = src;
    for (const n of names) {
      const call = new RegExp(`(?<![\\w$])${escapeRe(n)}\\s*\\(\\s*\\)`, 'g');
      if (call.test(head) || new RegExp(`\\bfun\\s+${escapeRe(n)}\\b`).test(codeOnly(src))) continue;
      if (java) {
        if (/^is[A-Z]/.test(n)) continue;
        read = read.replace(
          new RegExp(`\\.${escapeRe(n)}\\s*\\(\\s*\\)`, 'g'),
          `.get${n[0]!.toUpperCase()}${n.slice(1)}()`,
        );
      } else read = read.replace(new RegExp(`(?<![\\w$]|\\bfun\\s)${escapeRe(n)}\\s*\\(\\s*\\)`, 'g'), n);
    }
    return read;
  });
}
