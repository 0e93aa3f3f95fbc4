import { escapeRe } from '../code-only.js';
/**
 * String resources whose text the change rewrote (`res/values*` XML), and whether a test's expected text
 * follows one: `"Hello, Ada"` → `"Hi, Ada"` when `<string name="greeting">Hello, %1$s</string>` became
 * `Hi, %1$s` — the old text is what the old resource produces, the new one is what the new resource
 * produces *with the same arguments*. Pure: `app-facts.ts` reads the changed XML.
 */

/** name → text of each `<string>` of one XML source, unescaped as Android reads it. */
export function stringResources(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  const noComments = xml.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of noComments.matchAll(/<string\b[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/string>/g))
    out.set(m[1]!, unescapeResource(m[2]!));
  return out;
}

/** Android's reading of a resource text: CDATA, entities, `\'` `\"` `\n` escapes, outer quotes. */
export function unescapeResource(raw: string): string {
  let t = raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1').trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1);
  t = t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCharCode(Number(d)));
  t = t.replace(/&amp;/g, '&');
  return t.replace(/\\([\\'"@?n t])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** Texts of the resources present on both sides whose text changed: [base, head]. */
export function changedResourceTexts(base: Map<string, string>, head: Map<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, b] of base) {
    const h = head.get(name);
    if (h !== undefined && h !== b) out.push([b, h]);
  }
  return out;
}

const placeholder = /%(?:(\d+)\$)?[-#+ 0,(]*\d*(?:\.\d+)?[sdfxXoeEgGc%]/g;

/** The arguments with which a format text produces `value` (index → argument), or undefined when it cannot. */
function argumentsFor(format: string, value: string): Map<number, string> | undefined {
  const slots: number[] = [];
  let next = 1;
  let re = '';
  let last = 0;
  for (const m of format.matchAll(placeholder)) {
    re += escapeRe(format.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0] === '%%') {
      re += '%';
      continue;
    }
    slots.push(m[1] ? Number(m[1]) : next++);
    re += '([\\s\\S]*?)';
  }
  re += escapeRe(format.slice(last));
  const hit = new RegExp(`^${re}$`).exec(value);
  if (!hit) return undefined;
  const args = new Map<number, string>();
  for (const [i, slot] of slots.entries()) {
    const v = hit[i + 1]!;
    if (args.has(slot) && args.get(slot) !== v) return undefined;
    args.set(slot, v);
  }
  return args;
}

/** The format text filled with the arguments (undefined when one is missing). */
function produce(format: string, args: Map<number, string>): string | undefined {
  let next = 1;
  let missing = false;
  const out = format.replace(placeholder, (p, n: string | undefined) => {
    if (p === '%%') return '%';
    const v = args.get(n ? Number(n) : next++);
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? undefined : out;
}

/**
 * The expected text `from` is what a changed resource produced before and `to` what it produces now,
 * with the same arguments (a text with no placeholder: exactly its old and new text) — or, for a resource text
 * without placeholders the app joins into a longer text (`"<a href='" + getString(R.string.web_url) + "'>…"`),
 * `from` with each of its occurrences of the old text written as the new one.
 */
export function followsResourceChange(from: string, to: string, changes: Array<[string, string]>): boolean {
  if (from === to) return false;
  return changes.some(([b, h]) => {
    // a text that is little more than its placeholders would follow any value
    if (b.replace(placeholder, '').trim().length < 3) return false;
    const args = argumentsFor(b, from);
    return (args !== undefined && produce(h, args) === to) || embedsResourceChange(from, to, b, h);
  });
}

/** `from` holds the resource's old text `b` (no placeholder, long enough to be that text), and is `to` with it as `h`. */
function embedsResourceChange(from: string, to: string, b: string, h: string): boolean {
  if (b.length < 12 || new RegExp(placeholder.source).test(b) || !from.includes(b)) return false;
  return from.split(b).join(h) === to;
}
