import { closing, topLevelItems } from './bound-text.js';
import { codeOnly } from './code-only.js';

/**
 * How many elements the app's written-out collections hold, on each side of a change: a property built by a
 * collection builder of written-out elements (`val types by lazy { setOf(Type.A, Type.B) }`, `val modes =
 * listOf(…)`) by its name, an enum class's entries by the enum's name. A test counting such a collection
 * (`LibrarySort.types.size shouldBe 10`, `Kind.values().size`) whose count moved exactly as the written-out
 * elements did checks the same thing it did (rules/grown-counts.ts `countFollowsApp`).
 */

const builders = [
  ...['setOf', 'listOf', 'arrayOf', 'mutableSetOf', 'mutableListOf', 'linkedSetOf', 'hashSetOf'],
  ...['persistentListOf', 'persistentSetOf', 'immutableListOf'],
];
const builder = new RegExp(
  String.raw`\b(?:val|var)\s+([A-Za-z_]\w*)\b[^=\n]*?(?:=|\bby\s+lazy\s*\{)\s*(?:${builders.join('|')})\s*(?:<[^>\n]*>\s*)?\(`,
  'g',
);
const enumClass = /\benum\s+class\s+([A-Za-z_]\w*)[^{;]*\{/g;

/** The entries of an enum's body: its items before the first `;` outside brackets. */
function enumEntries(body: string): number {
  let end = body.length;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '(' || c === '{' || c === '[' || c === '"') {
      const to = c === '"' ? body.indexOf('"', i + 1) + 1 : closing(body, i);
      if (to <= 0) return -1;
      i = to - 1;
    } else if (c === ';') {
      end = i;
      break;
    }
  }
  return topLevelItems(body.slice(0, end)).length;
}

/** Per name, the count of each side's one declaration of it (declared twice with two counts: none). */
function countsOf(sources: Iterable<string>): Map<string, number | null> {
  const out = new Map<string, number | null>();
  const put = (name: string, n: number) => {
    if (n < 0) return;
    const was = out.get(name);
    out.set(name, was === undefined || was === n ? n : null);
  };
  for (const src of sources) {
    const code = codeOnly(src);
    for (const m of code.matchAll(builder)) {
      const open = m.index + m[0].length - 1;
      const end = closing(code, open);
      if (end > 0) put(m[1]!, topLevelItems(code.slice(open + 1, end - 1)).length);
    }
    for (const m of code.matchAll(enumClass)) {
      const open = m.index + m[0].length - 1;
      const end = closing(code, open);
      if (end > 0) put(m[1]!, enumEntries(code.slice(open + 1, end - 1)));
    }
  }
  return out;
}

/** Collections declared once on each side whose element count the change moved: name → [base count, head count]. */
export function collectionCounts(
  base: ReadonlyMap<string, string>,
  head: ReadonlyMap<string, string>,
): Map<string, [number, number]> {
  const [b, h] = [countsOf(base.values()), countsOf(head.values())];
  const out = new Map<string, [number, number]>();
  for (const [name, n] of h) {
    const was = b.get(name);
    if (n != null && was != null && was !== n) out.set(name, [was, n]);
  }
  return out;
}

/** The collection a counted value names: `Kind.values()`/`Kind.entries` the enum, `Owner.types` the property. */
export function countedCollection(of: string): string | undefined {
  const entries = /(?:^|\.)([A-Za-z_]\w*)\.(?:values\(\)|entries)$/.exec(of);
  if (entries) return entries[1];
  return /(?:^|\.)([A-Za-z_]\w*)$/.exec(of)?.[1];
}
