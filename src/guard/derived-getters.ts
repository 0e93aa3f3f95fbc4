/**
 * A stored member the change replaced by a new one while keeping the old as a getter computed from it
 * (`val selectedIndex: Int` → `val selectedTab: Tab` and `val selectedIndex: Int get() = tabs.indexOf(selectedTab)`):
 * the old member's value is now derived from the new one, so a test that pins the new member pins the old one
 * too (rules/renamed-member-value.ts). Read from the changed app files only.
 */

import { closing } from './bound-text.js';

/** `val name: Type get() = expr` or `val name get() { … }`, the getter on the same or the next line. */
const getter =
  /\b(?:val|var)\s+(?:[\w.]+(?:<[^>]*>)?\??\.)?([A-Za-z_]\w*)\s*(?::[^=\n{]+)?\s*(?:\n\s*)?get\(\)\s*(=|\{)/g;
const stored = (name: string) =>
  new RegExp(`\\b(?:val|var)\\s+${name}\\b(?!\\s*(?::[^=\\n{]+)?\\s*(?:\\n\\s*)?get\\(\\))`);
const words = (s: string) => s.split(/[^\w$]+/).filter(Boolean);

/** Each getter's name with the text of its body. */
function getters(sources: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const src of sources)
    for (const m of src.matchAll(getter)) {
      const from = m.index! + m[0].length;
      const end = m[2] === '{' ? closing(src, from - 1) : src.indexOf('\n', from);
      out.set(m[1]!, src.slice(from, end < 0 ? undefined : end));
    }
  return out;
}

/**
 * Old member → the members the change added that its head getter reads: a member the base app files stored
 * (declared without a getter) and the head files declare only as a getter.
 */
export function derivedMembers(
  changedBase: Map<string, string>,
  changedHead: Map<string, string>,
  isApp: (path: string) => boolean,
  added: ReadonlySet<string>,
): Map<string, Set<string>> {
  const app = (m: Map<string, string>) => [...m].filter(([p]) => isApp(p)).map(([, src]) => src);
  const [baseApp, headApp] = [app(changedBase), app(changedHead)];
  const before = getters(baseApp);
  const out = new Map<string, Set<string>>();
  for (const [name, body] of getters(headApp)) {
    if (before.has(name) || headApp.some((src) => stored(name).test(src))) continue;
    if (!baseApp.some((src) => stored(name).test(src))) continue;
    const read = new Set(words(body).filter((w) => added.has(w)));
    if (read.size > 0) out.set(name, read);
  }
  return out;
}
