/**
 * An object that became a class: a test line naming `Key` as a value is rewritten to name
 * `Key(null)` (`setOf(Home, Key)` → `setOf(Home, Key(null))`), the constructor call filled in and
 * nothing else on the line changed. That is the same expectation when the base test could not
 * compile as written — `Key` is a class with a primary constructor and no companion object at the
 * base — or when the change itself turned `object Key` into `class Key(…)`. The base line is read
 * as the head line before comparing; any other edit on the line leaves it to the usual comparison.
 */

import { type FilePair, testFileTexts } from './file-pairs.js';
import { grepFiles, readFiles, type Side } from './git.js';
import { replacedJavaConstructors } from './java-constructors.js';
import { importLine } from './qualified-names.js';

export interface ConstructorFill {
  basePath: string;
  /** the class whose bare name was filled in */
  name: string;
  /** the base line, whitespace removed */
  baseLine: string;
  /** the head line as written (trimmed) */
  headLine: string;
}

// a trailing comma (a wrapped call's last argument) is no change
const squash = (s: string) => s.replace(/\s+/g, '').replace(/,(?=[)\]])/g, '');
// a nested class named through its outer one (`Event.Open(`) is called by its own name too
const callStart = /(?<![\w$])([A-Z]\w*)\(/g;

/** The head line with each constructor call of a capitalised name reduced to the bare name, per name. */
function reductions(line: string): Array<{ name: string; reduced: string }> {
  const out: Array<{ name: string; reduced: string }> = [];
  for (const m of line.matchAll(callStart)) {
    let depth = 0,
      i = m.index! + m[1]!.length;
    for (; i < line.length; i++) {
      depth += line[i] === '(' ? 1 : line[i] === ')' ? -1 : 0;
      if (depth === 0) break;
    }
    if (depth !== 0) continue;
    out.push({ name: m[1]!, reduced: line.slice(0, m.index! + m[1]!.length) + line.slice(i + 1) });
  }
  return out;
}

/**
 * The fills of changed test lines: each head line not in the base whose `reductions` give a line the
 * base has and the head has nowhere — the base line is read as the head line.
 */
function changedLineFills(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  reductionsOf: (line: string) => Array<{ name: string; reduced: string }>,
): ConstructorFill[] {
  const out: ConstructorFill[] = [];
  for (const { basePath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    const bl = new Set(linesOf(b).map(squash));
    const headLines = linesOf(h);
    const hl = new Set(headLines.map(squash));
    const seen = new Set<string>();
    headLines.forEach((raw, at) => {
      const text = raw.trim();
      const line = squash(text);
      if (bl.has(line) || seen.has(text)) return;
      seen.add(text);
      // the statement may start a line or two above (`verify(ui, never())` / `.show(Key(null))`)
      if (statesExclusion(squash(headLines.slice(Math.max(0, at - 2), at + 1).join('')))) return;
      for (const { name, reduced } of reductionsOf(line))
        if (bl.has(reduced) && !hl.has(reduced)) out.push({ basePath, name, baseLine: reduced, headLine: text });
    });
  }
  return out;
}

/**
 * A check that excludes a value — a verification bounded from above, an inequality, a negated assertion: filled in,
 * `never().show(Key)` → `never().show(Key(null))` would exclude one value of the class where the object was every value
 * the name had, narrower, so such a line keeps its own comparison (session 48, found by 48a).
 */
const exclusion = new RegExp(
  String.raw`(?<![\w$])(?:never\(\)|times\(0\)|exactly=0|atMost\w*[(=]|inverse=true|wasNot|verifyNoInteractions|` +
    String.raw`assertNotEquals\(|isNotEqualTo\(|assertNotSame\(|isNotSameAs\(|doesNotContain\w*\(|isNotIn\(|` +
    String.raw`assertFalse\(|isFalse\(|none\{)|!=`,
);
const statesExclusion = (squashed: string) => exclusion.test(squashed);

/** Changed test lines that differ only by a constructor call filled in for a bare capitalised name. */
export function constructorFills(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): ConstructorFill[] {
  return changedLineFills(base, head, pairs, isTest, (line) =>
    reductions(line).filter(({ name, reduced }) => bareUse(reduced, name)),
  );
}

/** `name` used as a value on the line: not called, qualified, referenced or given type arguments. */
function bareUse(line: string, name: string): boolean {
  return new RegExp(`(?<![\\w$])${name}(?![\\w$(<]|::|\\.)`).test(line);
}

/**
 * Which filled names are the same value: `object X` turned into `class X(` by the change's own
 * files, or (`declaredAsClass`, read at the base) a class with a constructor and no companion —
 * the bare name did not compile. A name still declared as an object anywhere qualifies for neither.
 */
export function sameValueFills(
  fills: ConstructorFill[],
  changedBase: Map<string, string>,
  changedHead: Map<string, string>,
  baseClassSources: ReadonlyMap<string, string[]>,
): ConstructorFill[] {
  const declares = (srcs: Iterable<string>, re: RegExp) => [...srcs].some((s) => re.test(s));
  return fills.filter(({ name }) => {
    const asObject = new RegExp(`\\bobject\\s+${name}\\b`);
    const asClass = new RegExp(`\\bclass\\s+${name}\\s*(?:<[^>]*>\\s*)?(?:\\w+\\s+)*\\(`);
    if (declares(changedHead.values(), asObject)) return false;
    if (declares(changedBase.values(), asObject) && declares(changedHead.values(), asClass)) return true;
    const classSources = baseClassSources.get(name) ?? [];
    return (
      classSources.length > 0 &&
      classSources.every((s) => asClass.test(s) && !asObject.test(s) && !/\bcompanion\s+object\b/.test(s))
    );
  });
}

/** The base sources with each filled line read as its head line. */
export function applyFills(base: Map<string, string>, fills: ConstructorFill[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fills) {
    const src = out.get(f.basePath) ?? base.get(f.basePath)!;
    // every line of that text: a filled line is one the head has nowhere any more
    const lines = src.split('\n').map((l) => (squash(l) === f.baseLine ? l.replace(/\S[\s\S]*$/, f.headLine) : l));
    out.set(f.basePath, fillStatements(lines, f).join('\n'));
  }
  return out;
}

/** The most lines one statement is read across: a call wrapped one argument per line. */
const MAX_STATEMENT_LINES = 16;

/**
 * A file's lines, and each statement wrapped over several lines (a call whose brackets close lines later) joined
 * into one: a formatter wraps a call once it grows (`assertEquals(Open(a), x)` → `assertEquals(⏎ Open(p, a),⏎ x,⏎)`),
 * and the statement is the same expectation however it is wrapped. A line with a `//` comment ends a join (joined,
 * the comment would swallow the rest).
 */
export function linesOf(src: string): string[] {
  const lines = src.split('\n');
  const out = [...lines];
  for (const s of wrappedStatements(lines)) out.push(s.text);
  return out;
}

/** The statements that span several lines: their first line, their line count, and their lines joined. */
function wrappedStatements(lines: string[]): Array<{ from: number; count: number; text: string }> {
  const out: Array<{ from: number; count: number; text: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    let depth = bracketDepth(lines[i]!);
    if (depth === undefined || depth <= 0 || commented(lines[i]!)) continue;
    let j = i + 1;
    for (; j < lines.length && j - i < MAX_STATEMENT_LINES && depth !== undefined && depth > 0; j++) {
      const d = commented(lines[j]!) ? undefined : bracketDepth(lines[j]!);
      depth = d === undefined ? undefined : depth + d;
    }
    if (depth !== 0 || j - i < 2) continue;
    const text = lines.slice(i, j).map((l) => l.trim());
    out.push({ from: i, count: j - i, text: text.join(' ') });
    i = j - 1;
  }
  return out;
}

/** A line with a `//` comment outside its string literals (`"https://…"` is none). */
const commented = (line: string) => line.replace(/"(?:[^"\\]|\\.)*"/g, '""').includes('//');

/**
 * Opening minus closing parentheses and brackets on a line, string literals skipped; undefined for a line with a
 * brace: a block's statements joined on one line would run together.
 */
function bracketDepth(line: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') for (i++; i < line.length && line[i] !== '"'; i++) if (line[i] === '\\') i++;
    if (c === '{' || c === '}') return undefined;
    depth += c === '(' || c === '[' ? 1 : c === ')' || c === ']' ? -1 : 0;
  }
  return depth;
}

/** A fill of a statement wrapped over several base lines: its first line takes the head text, the rest are emptied. */
function fillStatements(lines: string[], f: ConstructorFill): string[] {
  const out = [...lines];
  for (const s of wrappedStatements(lines)) {
    if (squash(s.text) !== f.baseLine) continue;
    out[s.from] = lines[s.from]!.replace(/\S[\s\S]*$/, f.headLine);
    for (let k = 1; k < s.count; k++) out[s.from + k] = '';
  }
  return out;
}

/**
 * The base test sources with each line the head no longer has read as the head line one of its
 * `rewrites` gives — a line the head has and the base had nowhere: a call the change rewrote the same
 * way everywhere its API was reshaped (shrunk-calls.ts, invokes-made-members.ts).
 */
export function rewrittenTestLines(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  rewrites: (line: string) => Array<{ name: string; line: string }>,
): Map<string, string> {
  const fills: ConstructorFill[] = [];
  for (const { basePath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    const headLines = new Map(h.split('\n').map((l) => [squash(l), l.trim()] as const));
    const baseLines = new Set(b.split('\n').map(squash));
    for (const text of b.split('\n')) {
      const line = squash(text);
      if (headLines.has(line)) continue;
      const to = rewrites(text.trim()).find((r) => headLines.has(squash(r.line)) && !baseLines.has(squash(r.line)));
      if (to) fills.push({ basePath, name: to.name, baseLine: line, headLine: headLines.get(squash(to.line))! });
    }
  }
  return withHeadImports(applyFills(base, fills), base, head, pairs);
}

/**
 * The filled base files given the head's imports of names only the filled lines brought (`mock<IShakeController>()`
 * with `import x.Options.IShakeController` added by the change): a filled line is read as the head wrote it, so its
 * names resolve as in the head file. An import of a name the base text already used is left out: it could change
 * what the base's own uses resolve to.
 */
function withHeadImports(
  filled: Map<string, string>,
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
): Map<string, string> {
  for (const [basePath, text] of filled) {
    const headPath = pairs.find((p) => p.basePath === basePath)?.headPath;
    const [b, h] = [base.get(basePath), headPath === undefined ? undefined : head.get(headPath)];
    if (b === undefined || h === undefined) continue;
    const has = new Set([...b.matchAll(importLine)].map((m) => m[0].trim()));
    const used = (name: string) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(b);
    const added = [...h.matchAll(importLine)]
      .filter((m) => !has.has(m[0].trim()) && !m[1]!.endsWith('*'))
      .filter((m) => !used(m[2] ?? m[1]!.slice(m[1]!.lastIndexOf('.') + 1)))
      .map((m) => m[0].trim());
    const last = [...text.matchAll(importLine)].at(-1);
    if (added.length === 0 || !last) continue;
    const at = last.index! + last[0].length;
    filled.set(basePath, `${text.slice(0, at)}\n${added.join('\n')}${text.slice(at)}`);
  }
  return filled;
}

/** The text between `(` at `open` and its `)`, or undefined when the line does not close it. */
function callArgsText(line: string, open: number): { inner: string; end: number } | undefined {
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    const c = line[i];
    if (c === '"') {
      for (i++; i < line.length && line[i] !== '"'; i++) if (line[i] === '\\') i++;
      continue;
    }
    depth += c === '(' || c === '[' || c === '{' ? 1 : c === ')' || c === ']' || c === '}' ? -1 : 0;
    if (depth === 0) return { inner: line.slice(open + 1, i), end: i };
  }
  return undefined;
}

/** `a, f(b, c), "d,e"` split at each top-level `sep` (a trailing comma ends no item). */
function topItems(inner: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0,
    from = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '"') {
      for (i++; i < inner.length && inner[i] !== '"'; i++) if (inner[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ')' || c === ']' || c === '}' || (c === '>' && inner[i - 1] !== '-')) depth--;
    else if (c === sep && depth === 0) {
      out.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  out.push(inner.slice(from));
  return out.map((x) => x.trim()).filter((x, i, all) => x !== '' || i < all.length - 1);
}

/** A constructor parameter's type: `@A val url: String? = null` → `String?`. */
const parameterType = (param: string) => squash(topItems(param, '=')[0]!.replace(/^[^:]*:/, ''));

const classHead =
  /\bclass\s+([A-Z]\w*)\s*(?:<[^>]*>\s*)?(?:(?:@[\w.]+(?:\([^)]*\))?|private|internal|public|protected|constructor)\s*)*\(/g;

/** A constructor parameter's name: `@A val url: String? = null` → `url`. */
const parameterName = (param: string) => /(\w+)\s*:/.exec(param)?.[1] ?? '';

interface Parameters {
  names: string[];
  types: string[];
  /** whether each parameter has a default (`val note: String = ""`) */
  defaulted: boolean[];
}

/** Each class's primary-constructor parameters, in one side's files; a name declared twice is left out. */
export function constructorParameters(sources: Iterable<string>): Map<string, Parameters> {
  const out = new Map<string, Parameters>();
  const twice = new Set<string>();
  for (const src of sources)
    for (const m of src.matchAll(classHead)) {
      const args = callArgsText(src, m.index! + m[0].length - 1);
      if (!args) continue;
      const params = topItems(args.inner);
      if (out.has(m[1]!)) twice.add(m[1]!);
      const defaulted = params.map((p) => topItems(p, '=').length > 1);
      out.set(m[1]!, { names: params.map(parameterName), types: params.map(parameterType), defaulted });
    }
  for (const name of twice) out.delete(name);
  return out;
}

/** A class whose constructor grew: how many parameters it gained, and the names of all of them now. */
export interface GrownConstructor {
  gained: number;
  names: string[];
  /** where the old parameters stand now, when some were gained before them (absent: all gained at the end) */
  kept?: number[];
}

/**
 * Classes whose primary constructor gained parameters in the change, each old parameter keeping its
 * type (a rename is fine: `Open(val url: String?)` → `Open(val urlToOpen: String?, val hide: Boolean)`), and Java
 * classes one of whose constructors the change replaced by a longer one (java-constructors.ts).
 */
export function grownConstructors(
  changedBase: Map<string, string>,
  changedHead: Map<string, string>,
): Map<string, GrownConstructor> {
  const [before, after] = [constructorParameters(changedBase.values()), constructorParameters(changedHead.values())];
  const out = new Map<string, GrownConstructor>();
  const grew = (name: string, old: string[], types: string[], names: string[]) => {
    if (old.every((t, i) => t === types[i])) out.set(name, { gained: types.length - old.length, names });
    else {
      const kept = keptPositions(old, types);
      if (kept) out.set(name, { gained: types.length - old.length, names, kept });
    }
  };
  for (const [name, { names, types }] of after) {
    const old = before.get(name)?.types;
    if (old && types.length > old.length) grew(name, old, types, names);
  }
  // a Java class's constructor the change replaced by a longer one, its other constructors kept
  for (const [name, { old, now }] of replacedJavaConstructors(changedBase.values(), changedHead.values()))
    if (!out.has(name) && !after.has(name)) grew(name, old, now.types, now.names);
  return out;
}

/**
 * Where the old parameter types stand in the new list, when they stand there in order and in one way only (the
 * leftmost and the rightmost fit agree): `(Screen, Result)` → `(List<Screen>, Screen, Result)` keeps 1 and 2.
 */
function keptPositions(old: string[], now: string[]): number[] | undefined {
  // the old types matched in order from the left, or (mirrored) from the right
  const embed = (want: string[], have: string[]) => {
    const at: number[] = [];
    for (let i = 0; i < have.length && at.length < want.length; i++) if (have[i] === want[at.length]) at.push(i);
    return at.length === want.length ? at : undefined;
  };
  const left = embed(old, now);
  const right = embed([...old].reverse(), [...now].reverse())
    ?.map((i) => now.length - 1 - i)
    .reverse();
  return left && right && left.join() === right.join() ? left : undefined;
}

/**
 * Changed test lines that differ only by the arguments a grown constructor's call gained at its end
 * (`Open(null)` → `Open(null, false)`, or `Open(null, hide = false)` where `hide` is the parameter
 * the old argument stood for): every old argument stays, so the expected value checks what it
 * checked and the new fields too — the base line is read as the head line.
 */
export function grownCallFills(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  grown: Map<string, GrownConstructor>,
): ConstructorFill[] {
  if (grown.size === 0) return [];
  return changedLineFills(base, head, pairs, isTest, (line) => grownReductions(line, grown));
}

/**
 * A line's grown-constructor calls each given back its old arguments (named as written, or by position), one call
 * at a time, and — for a line with several, `assertEquals(Open(u, true), echo(Open(u, true)))` — all at once.
 */
function grownReductions(line: string, grown: Map<string, GrownConstructor>): Array<{ name: string; reduced: string }> {
  const out: Array<{ name: string; reduced: string }> = [];
  const calls: Array<{ name: string; from: number; end: number; kept: string; positional: string }> = [];
  for (const m of line.matchAll(callStart)) {
    const g = grown.get(m[1]!);
    const args = g ? callArgsText(line, m.index! + m[1]!.length) : undefined;
    if (!g || !args) continue;
    const items = topItems(args.inner);
    if (items.length <= g.gained) continue;
    // gained before an old one: only a call passing every parameter by position says which argument is new
    // (the trailing parameters a call leaves to their defaults are the last ones, whether old or gained)
    if (g.kept && items.some((a) => /^\w+=(?!=)/.test(a))) continue;
    const at = g.kept
      ? items.map((_, i) => i).filter((i) => g.kept!.includes(i))
      : items.slice(0, items.length - g.gained).map((_, i) => i);
    if (at.length === items.length) continue;
    const kept = at.map((i) => items[i]!);
    const positional = kept.map((a, i) =>
      a.startsWith(`${g.names[at[i]!]}=`) ? a.slice(g.names[at[i]!]!.length + 1) : a,
    );
    const from = m.index! + m[1]!.length;
    calls.push({ name: m[1]!, from, end: args.end, kept: kept.join(','), positional: positional.join(',') });
    for (const k of new Set([kept.join(','), positional.join(',')]))
      out.push({ name: m[1]!, reduced: `${line.slice(0, from)}(${k})${line.slice(args.end + 1)}` });
  }
  // nested calls overlap: only a line whose calls stand apart is reduced all at once
  const apart = calls.every((c, i) => i === 0 || c.from > calls[i - 1]!.end);
  if (calls.length > 1 && apart)
    for (const form of ['kept', 'positional'] as const) {
      let reduced = line;
      for (const c of [...calls].reverse())
        reduced = `${reduced.slice(0, c.from)}(${c[form]})${reduced.slice(c.end + 1)}`;
      out.push({ name: calls[0]!.name, reduced });
    }
  return out;
}

/**
 * The base test sources with every same-value constructor fill applied (review only: under heal a
 * fixer does not rewrite expectations): bare names given their constructor call, and calls of a
 * constructor the change grew given the new arguments. The declarations of the filled names are
 * looked up at the base only when some line was filled.
 */
export async function filledConstructors(
  side: Side,
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): Promise<Map<string, string>> {
  const grownFills = grownCallFills(base, head, pairs, isTest, grownConstructors(base, head));
  const fills = constructorFills(new Map([...base, ...applyFills(base, grownFills)]), head, pairs, isTest);
  if (fills.length === 0) return withHeadImports(applyFills(base, grownFills), base, head, pairs);
  const names = [...new Set(fills.map((f) => f.name))].slice(0, 20);
  const classSources = new Map<string, string[]>();
  await Promise.all(
    names.map(async (name) => {
      const files = await grepFiles(side, [`(class|object)[[:space:]]+${name}([^[:alnum:]_]|$)`], ['*.kt'], true);
      const read = await readFiles(side, files.slice(0, 5));
      classSources.set(
        name,
        [...read.values()].filter((s): s is string => s !== undefined),
      );
    }),
  );
  return withHeadImports(
    applyFills(base, [...grownFills, ...sameValueFills(fills, base, head, classSources)]),
    base,
    head,
    pairs,
  );
}

/**
 * Classes whose primary constructor gained parameters while keeping every old one by name and type, anywhere in
 * the list (`Follow(val owner: Long, val id: String)` → `Follow(val owner: Long, val id: String, val host: String)`),
 * as class → the names it gained.
 */
export function constructorsGainingNames(
  changedBase: Map<string, string>,
  changedHead: Map<string, string>,
): Map<string, Set<string>> {
  const [before, after] = [constructorParameters(changedBase.values()), constructorParameters(changedHead.values())];
  const out = new Map<string, Set<string>>();
  for (const [name, now] of after) {
    const old = before.get(name);
    if (!old || now.names.length <= old.names.length) continue;
    const typeOf = new Map(now.names.map((n, i) => [n, now.types[i]]));
    if (!old.names.every((n, i) => n !== '' && typeOf.get(n) === old.types[i])) continue;
    out.set(name, new Set(now.names.filter((n) => n !== '' && !old.names.includes(n))));
  }
  return out;
}

/**
 * The lines of `src` that are one named argument of a capitalised callee whose call is open on an earlier line
 * (`    host = "x",` inside `Follow(`): the line's index, the parameter's name and the callee.
 */
export function namedArgumentLines(src: string): Array<{ line: number; name: string; callee: string }> {
  const lines = src.split('\n');
  const out: Array<{ line: number; name: string; callee: string }> = [];
  for (let j = 0, at = 0; j < lines.length; at += lines[j]!.length + 1, j++) {
    const m = /^\s*(\w+)\s*=(?!=)\s*\S.*?,?\s*$/.exec(lines[j]!);
    if (!m || callArgsText(`(${lines[j]})`, 0)?.end !== lines[j]!.length + 1) continue;
    const callee = openCallAt(src, at);
    if (callee) out.push({ line: j, name: m[1]!, callee });
  }
  return out;
}

/** The capitalised callee whose argument list is open at `at` (`Follow(` on an earlier line), if any. */
function openCallAt(src: string, at: number): string | undefined {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = src[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '[' || c === '{') {
      if (depth === 0) return undefined;
      depth--;
    } else if (c === '(') {
      if (depth > 0) depth--;
      else return /(?<![\w$])([A-Z]\w*)\s*$/.exec(src.slice(Math.max(0, i - 200), i))?.[1];
    }
  }
  return undefined;
}

/** Longest common subsequence of two line lists, as the head index each base index is matched with (-1: none). */
function matchedLines(base: string[], head: string[]): Int32Array {
  const [n, m] = [base.length, head.length];
  const dp = new Int32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[i * (m + 1) + j] =
        base[i] === head[j]
          ? dp[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(dp[(i + 1) * (m + 1) + j]!, dp[i * (m + 1) + j + 1]!);
  const match = new Int32Array(n).fill(-1);
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (base[i] === head[j]) {
      match[i] = j;
      i++;
      j++;
    } else if (dp[(i + 1) * (m + 1) + j]! >= dp[i * (m + 1) + j + 1]!) i++;
    else j++;
  }
  return match;
}

/**
 * Review: a constructor call written one named argument a line (ktlint's wrapping) that gained a line naming a
 * parameter the constructor gained (`domain = "x",` in `Follow(`…`)`): every old argument stays, so the expected
 * value checks what it checked and the new field too. The base test is read with those added lines in place; an
 * old argument changed or dropped, or a line naming a parameter the constructor already had, is left to the usual
 * comparison. Files over 3000 lines are left as they are.
 */
export function gainedNamedArgumentReads(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  gaining: Map<string, Set<string>>,
): Map<string, string> {
  const out = new Map<string, string>();
  if (gaining.size === 0) return out;
  for (const { basePath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    const [bLines, hLines] = [b.split('\n'), h.split('\n')];
    if (bLines.length > 3000 || hLines.length > 3000) continue;
    const candidates = new Map(
      namedArgumentLines(h)
        .filter((a) => gaining.get(a.callee)?.has(a.name))
        .map((a) => [a.line, a.callee]),
    );
    if (candidates.size === 0) continue;
    const match = matchedLines(bLines.map(squash), hLines.map(squash));
    const matchedHead = new Set(match);
    const next: string[] = [];
    let j = 0;
    const insertUpTo = (limit: number) => {
      for (; j < limit; j++) {
        if (matchedHead.has(j) || !candidates.has(j)) continue;
        // only into the same callee's argument list, open here (an earlier reading may have written the call
        // another way, its argument already in it)
        const sofar = `${next.join('\n')}\n`;
        if (openCallAt(sofar, sofar.length) !== candidates.get(j)) continue;
        const prev = next.length - 1;
        if (prev >= 0 && !/[,(]\s*$/.test(next[prev]!)) next[prev] = `${next[prev]},`;
        next.push(hLines[j]!);
      }
    };
    bLines.forEach((line, i) => {
      if (match[i]! >= 0) insertUpTo(match[i]!);
      next.push(line);
      if (match[i]! >= 0) j = match[i]! + 1;
    });
    insertUpTo(hLines.length);
    const read = next.join('\n');
    if (read !== b) out.set(basePath, read);
  }
  return out;
}
