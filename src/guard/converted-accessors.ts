/**
 * A Java app class converted to Kotlin in the change: an accessor the base's Java files declared
 * (`public String title() {`) that the head's Kotlin files declare as a property (`val title`) is
 * read by Java as `getTitle()` (`isDone()` keeps its name) and by Kotlin as `.title`. The base tests'
 * calls of it are read the new way before comparing (review only): the same value, through the
 * accessor the conversion gave it.
 */

import { codeOnly, escapeRe } from './code-only.js';

/** A Java method without parameters, declared with its body: `String title() {`. */
const javaAccessor = /\b([a-z]\w*)\s*\(\s*\)\s*(?:throws\s+[\w., ]+)?\{/g;
/** A Kotlin property, in a class body or a primary constructor: `val title`. */
const kotlinProperty = /\b(?:val|var)\s+([a-z]\w*)\b/g;

/** Names of base Java app accessors that the head's Kotlin app files declare as properties and no head Java app file declares any more. */
export function convertedAccessors(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (path: string) => boolean,
): Set<string> {
  const declared = (files: Map<string, string>, ext: string, re: RegExp) =>
    new Set(
      [...files]
        .filter(([p]) => p.endsWith(ext) && isApp(p))
        .flatMap(([, src]) => [...codeOnly(src).matchAll(re)].map((m) => m[1]!)),
    );
  const properties = declared(head, '.kt', kotlinProperty);
  const stillJava = declared(head, '.java', javaAccessor);
  return new Set([...declared(base, '.java', javaAccessor)].filter((n) => properties.has(n) && !stillJava.has(n)));
}

/** Java's name for a Kotlin property's getter: `title` → `getTitle`, `isDone` → `isDone`. */
const javaGetter = (name: string) => (/^is[A-Z]/.test(name) ? name : `get${name[0]!.toUpperCase()}${name.slice(1)}`);

/**
 * The test sources that call a converted accessor, each call read the way the head must write it. A call the
 * head file still makes (`card.title()` beside `item.getTitle()`) is of a function that still exists — on
 * another receiver, perhaps: a receiver's type is not known here — so in that file the name is left as written.
 */
export function readThroughProperties(
  tests: Map<string, string>,
  accessors: ReadonlySet<string>,
  headTests: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const out = new Map<string, string>();
  if (accessors.size === 0) return out;
  const callOf = (names: string[], flags?: string) =>
    new RegExp(`\\.(${names.map(escapeRe).join('|')})\\(\\s*\\)`, flags);
  for (const [p, src] of tests) {
    const java = p.endsWith('.java');
    if (!java && !p.endsWith('.kt')) continue;
    const head = codeOnly(headTests.get(p) ?? '');
    const names = [...accessors].filter((n) => !callOf([n]).test(head));
    if (names.length === 0) continue;
    const read = src.replace(callOf(names, 'g'), (_, name: string) => (java ? `.${javaGetter(name)}()` : `.${name}`));
    if (read !== src) out.set(p, read);
  }
  return out;
}
