/**
 * Kotlin Android Extensions' synthetic views (`import kotlinx.android.synthetic.main.activity_list.*`, removed in
 * Kotlin 1.8) replaced by View Binding: the old test's `activity.item_list` is the view the head reads as
 * `activity.binding.itemList` (a binding names an id `item_list` in camel case). A base test file that imported
 * synthetic views, whose head no longer does, has each such read written the head's way before comparing
 * (review only): only a view the head file reads through a binding on the same receiver, so another view or a
 * member of the activity itself is still another value.
 */

import { codeOnly, escapeRe } from './code-only.js';

const syntheticImport = /^\s*import\s+kotlinx\.android\.synthetic\./m;
/** `receiver.binding.view` (any `…Binding`/`…binding` property, `!!` allowed): receiver, binding, view */
const boundRead = /(?<![\w$.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\.(\w*[bB]inding)(!!)?\.([a-z]\w*)/g;

/** `itemList` → `item_list`; an id a binding names is the id in camel case (or the same, already camel case). */
const snakeOf = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The base test sources that read synthetic views, each read the head reads through a binding written that way. */
export function syntheticViewReads(
  tests: Map<string, string>,
  head: ReadonlyMap<string, string>,
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [p, src] of tests) {
    const now = head.get(p);
    if (!p.endsWith('.kt') || !isTest(p) || now === undefined) continue;
    if (!syntheticImport.test(src) || syntheticImport.test(now)) continue;
    let read = src;
    const seen = new Set<string>();
    for (const [whole, receiver, binding, bang, view] of codeOnly(now).matchAll(boundRead)) {
      if (seen.has(whole)) continue;
      seen.add(whole);
      for (const id of new Set([view!, snakeOf(view!)])) {
        // the synthetic property on the same receiver, not a call nor a longer name
        const old = new RegExp(`(?<![\\w$.])${escapeRe(receiver!)}\\.${escapeRe(id)}(?![\\w$(])`, 'g');
        read = read.replace(old, `${receiver}.${binding}${bang ?? ''}.${view}`);
      }
    }
    if (read !== src) out.set(p, read);
  }
  return out;
}
