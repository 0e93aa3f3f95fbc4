/**
 * A Java app class the change made a `record` (`public class Point { … public double getSpeed() { … } }` →
 * `public record Point(double speed, …) { … }`): the getter's value is the component's, which Java reads through
 * the record's accessor `speed()` and Kotlin as `speed()` too (a record's accessor is no getter to Kotlin). The base
 * tests' reads of such a getter are written the head's way before comparing (review only).
 */

import { closing } from './bound-text.js';
import { codeOnly, escapeRe } from './code-only.js';
import { rewriteTestFiles, unambiguous } from './test-rewrites.js';

/** `record Name(` or `record Name<T>(`: the name, the `(` at the match's end. */
const recordHeader = /\brecord\s+([A-Z]\w*)\s*(?:<[^>{(]*>)?\s*\(/g;

/** The text between the `(` before `open` and its `)`, or undefined. */
function parenthesised(code: string, open: number): string | undefined {
  const end = closing(code, open - 1);
  return end < 0 ? undefined : code.slice(open, end - 1);
}

/** A record header's component names: each top-level comma-separated part's last word (`@NonNull List<A> xs` → `xs`). */
function componentNames(header: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let k = 0; k <= header.length; k++) {
    const c = header[k];
    if (c === '<' || c === '(') depth++;
    else if (c === '>' || c === ')') depth--;
    else if (k === header.length || (c === ',' && depth === 0)) {
      parts.push(header.slice(from, k));
      from = k + 1;
    }
  }
  return parts.map((p) => /([a-z]\w*)\s*$/.exec(p)?.[1]).filter((n): n is string => n !== undefined);
}

/** The records a Java source declares, by name, with their component names. */
function records(src: string): Map<string, string[]> {
  const code = codeOnly(src);
  const out = new Map<string, string[]>();
  for (const m of code.matchAll(recordHeader)) {
    const header = parenthesised(code, m.index + m[0].length);
    if (header !== undefined) out.set(m[1]!, componentNames(header));
  }
  return out;
}

/** Whether `code` declares a method `name()` with a body (`public double getSpeed() {`). */
const declaresAccessor = (code: string, name: string) =>
  new RegExp(`\\b${escapeRe(name)}\\s*\\(\\s*\\)\\s*(?:throws\\s+[\\w., ]+)?\\{`).test(code);

/** `speed` → `getSpeed`, `isSpeed`: the getters a class could have read a component through. */
const gettersOf = (component: string) => {
  const cap = `${component[0]!.toUpperCase()}${component.slice(1)}`;
  return [`get${cap}`, `is${cap}`];
};

/**
 * The getters of base Java app classes that the head made records, each with its component's name: the base file
 * declared `class Name` and the getter; the head file declares `record Name(…, T component, …)` and no such getter.
 * A getter two records would read through different components is left out.
 */
export function recordAccessors(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Map<string, string> {
  const found: Array<[string, string]> = [];
  for (const [p, src] of head) {
    if (!p.endsWith('.java') || !isApp(p)) continue;
    const before = base.get(p);
    if (before === undefined) continue;
    const [was, now] = [codeOnly(before), codeOnly(src)];
    for (const [name, components] of records(src)) {
      if (!new RegExp(`\\bclass\\s+${escapeRe(name)}\\b`).test(was)) continue;
      for (const component of components)
        for (const getter of gettersOf(component)) {
          if (!declaresAccessor(was, getter) || declaresAccessor(now, getter)) continue;
          found.push([getter, component]);
        }
    }
  }
  return unambiguous(found);
}

/**
 * The test sources that read such a getter, each read written as the record's accessor call: Java's
 * `x.getSpeed()`, Kotlin's `x.speed` (`x.isDone` for `isDone()`) → `x.speed()`. In a test file whose head still
 * reads the getter that way (a class keeping it: a receiver's type is not known here) the name is left as written.
 */
export function readThroughRecordAccessors(
  tests: Map<string, string>,
  accessors: ReadonlyMap<string, string>,
  headTests: ReadonlyMap<string, string>,
): Map<string, string> {
  return rewriteTestFiles(tests, accessors, headTests, ['.java', '.kt'], (read, head, getter, component, java) => {
    const property = getter.startsWith('is') ? getter : component;
    const old = java
      ? new RegExp(`\\.${escapeRe(getter)}\\(\\s*\\)`, 'g')
      : new RegExp(`\\.${escapeRe(property)}\\b(?!\\s*(?:[({]|=(?!=)))`, 'g');
    return old.test(head) ? read : read.replace(old, `.${component}()`);
  });
}
