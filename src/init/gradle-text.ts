/**
 * Reading Gradle build scripts and Kotlin convention-plugin sources as text. Both DSLs write the
 * settings droidheal needs as `key = "value"`, `key "value"` or `key(value)`, so a comment- and
 * string-aware scan reads them without a Gradle run (which needs the SDK, the network and minutes).
 */

/** Blank out comments (keeping strings and line numbers), so a commented-out setting is not read. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '"' || c === "'") {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The index just past the string literal opening at `i` (single, double or triple quoted). */
function stringEnd(text: string, i: number): number {
  const c = text[i]!;
  const triple = text.startsWith(c.repeat(3), i);
  const close = triple ? c.repeat(3) : c;
  let j = i + close.length;
  while (j < text.length && !text.startsWith(close, j)) j += text[j] === '\\' && !triple ? 2 : 1;
  return Math.min(text.length, j + close.length);
}

/** A string literal of either DSL; its value is group 1 (double quotes) or 2 (single quotes). */
export const STRING = String.raw`(?:"([^"\\]*(?:\\.[^"\\]*)*)"|'([^'\\]*(?:\\.[^'\\]*)*)')`;

/** The string literals' values in `text`, in order. */
export function stringValues(text: string): string[] {
  return [...text.matchAll(new RegExp(STRING, 'g'))].map((m) => (m[1] ?? m[2])!);
}

/**
 * `key = "v"` (Kotlin DSL, also `defaultConfig.key = "v"` in a convention plugin), `key "v"` or
 * `key 'v'` (Groovy), `key("v")`. The last assignment wins, as in Gradle.
 */
export function stringSetting(text: string, key: string): string | undefined {
  const re = new RegExp(String.raw`(?<![\w.])(?:defaultConfig\.)?${key}\s*(?:=\s*|\(\s*|\s+)${STRING}`, 'g');
  let value: string | undefined;
  for (const m of text.matchAll(re)) value = m[1] ?? m[2];
  return value;
}

/**
 * A numeric setting such as `minSdk = 24`, `minSdkVersion 24`, `targetSdk = libs.versions.targetSdk.get().toInt()`
 * or `minSdk = Versions.MIN_SDK`: the raw right-hand side, for the caller to resolve. Last one wins.
 */
export function rawSetting(text: string, keys: readonly string[]): string | undefined {
  const re = new RegExp(
    String.raw`(?<![\w])(?:defaultConfig\.|testOptions\.)?(?:${keys.join('|')})\s*(?:=\s*|\(\s*|[ \t]+)([^\n;)]+)`,
    'g',
  );
  let value: string | undefined;
  for (const m of text.matchAll(re)) value = m[1]!.trim();
  return value;
}

/**
 * The text between the braces of the block that opens at or after `from` (the first `{`), with
 * strings skipped; undefined when no block opens there.
 */
export function blockAt(text: string, from: number): { body: string; end: number } | undefined {
  const open = text.indexOf('{', from);
  if (open < 0) return undefined;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      i = stringEnd(text, i) - 1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}' && --depth === 0) {
      return { body: text.slice(open + 1, i), end: i + 1 };
    }
  }
  return { body: text.slice(open + 1), end: text.length };
}

/** The bodies of every `name { … }` block (also `name.apply {`, `configure<X> {` is not one). */
export function blocksNamed(text: string, name: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])${name}\s*(?:\([^)]*\)\s*)?\{`, 'g'))) {
    const block = blockAt(text, m.index! + m[0].length - 1);
    if (block) out.push(block.body);
  }
  return out;
}

/**
 * The arguments of a call that opens at `from` (just past its `(`) up to the matching `)`, over
 * as many lines as it takes (`include(\n":a",\n":b",\n)`).
 */
export function callArguments(text: string, from: number): string {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") i = stringEnd(text, i) - 1;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

/** Gradle's variant naming: `demo` + `Debug` → `demoDebug`. */
export function lowerCamel(parts: readonly string[]): string {
  return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}
