/**
 * Test locals moved into set-up properties: a test's `val expired = Rewards.ended()` became a property of its
 * class (`private lateinit var rewardEnded: Reward`) that the class's `@Before` function sets once to the same
 * expression (`rewardEnded = Rewards.ended()`), and the test now reads `rewardEnded`. JUnit runs the set-up on a
 * fresh instance before every test, so the test reads the value its local held. Review only: the base test is
 * read with its local replaced by the property and its declaration gone, when
 * - the head file declares the property `lateinit var`, sets it once in the whole file, in a `@Before` or
 *   `@BeforeEach` function, to the local's expression (written the same, layout aside);
 * - the base file had no such property, or set it in its own set-up to that same expression;
 * - the head's test of the same name declares no local of that name and reads the property;
 * - the expression names no other local of the base test (its meaning in the set-up would differ).
 * Another expression in the set-up, a property set again anywhere (a test that reassigns it), a property without
 * `lateinit` or a set-up that sets it under a condition leave the usual comparison.
 */

import { closing } from './bound-text.js';
import { codeOnly, escapeRe, outsideStringLiterals } from './code-only.js';
import { type FilePair, testFileTexts } from './file-pairs.js';

const squash = (s: string) => s.replace(/\s+/g, '');

/** Comments and string literals blanked out, every other character where it was (offsets read back in `src`). */
const blanked = (src: string) =>
  src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"/g, (m) => m.replace(/[^\n]/g, ' '));

/** The end of the expression starting at `from`: brackets matched, continued on lines that start or end mid-chain. */
function expressionEnd(src: string, from: number): number {
  let i = from;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '(' || c === '{' || c === '[' || c === '"') {
      const end = c === '"' ? src.indexOf('"', i + 1) + 1 : closing(src, i);
      if (end <= 0) return -1;
      i = end;
      continue;
    }
    if (c === '}' || c === ')' || c === ']') return i;
    if (c === '\n') {
      const line = src.slice(from, i).trimEnd();
      const next = /^\s*(\S+)/.exec(src.slice(i + 1))?.[1] ?? '';
      const open = /[=.,(+\-*/&|:]$/.test(line) || line.endsWith('?:');
      if (!open && !/^(?:\.|\?\.|\?:|&&|\|\||[+\-*/](?!\/))/.test(next)) return i;
    }
    i++;
  }
  return i;
}

/** The set-up functions' bodies (`@Before`, `@BeforeEach`) of a Kotlin test source: [start, end) of each. */
function setUpBodies(src: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of src.matchAll(
    /@Before(?:Each)?\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:\w+\s+)*fun\s+\w+\s*\(\s*\)[^{=\n]*\{/g,
  )) {
    const open = m.index! + m[0].length - 1;
    const end = closing(src, open);
    if (end > 0) out.push([open + 1, end - 1]);
  }
  return out;
}

/** A statement setting `name` (a local of that name declared elsewhere shadows it, and sets nothing). */
const setting = (name: string) => new RegExp(`(?<=\\n[ \\t]*)(?:this\\.)?${escapeRe(name)}\\s*=(?!=)`, 'g');

/**
 * `lateinit var` properties a set-up function sets once, at its top level, and nothing else sets but `@Test`
 * functions (each test that sets one is read as it is): name → the set-up's value.
 */
export function setUpValues(src: string): Map<string, string> {
  const code = blanked(src);
  const out = new Map<string, string>();
  const bodies = setUpBodies(src);
  const tests = testFunctions(src);
  for (const m of code.matchAll(/\blateinit\s+var\s+(\w+)\s*:/g)) {
    const name = m[1]!;
    const sets = [...code.matchAll(setting(name))].map((x) => x.index!);
    const inSetUp = sets.filter((at) => bodies.some(([s, e]) => at > s && at < e));
    const elsewhere = sets.filter((at) => !inSetUp.includes(at) && !tests.some((t) => at > t.start && at < t.end));
    if (inSetUp.length !== 1 || elsewhere.length) continue;
    const at = inSetUp[0]!;
    if (depthAt(src, bodies.find(([s, e]) => at > s && at < e)![0], at) !== 0) continue;
    const from = code.indexOf('=', at) + 1;
    const end = expressionEnd(src, from);
    if (end > from) out.set(name, src.slice(from, end).trim());
  }
  return out;
}

/** The bracket depth at `at`, counted from `from` (string literals skipped). */
function depthAt(src: string, from: number, at: number): number {
  const code = codeOnly(src.slice(from, at));
  let d = 0;
  for (const c of code) d += c === '(' || c === '{' || c === '[' ? 1 : c === ')' || c === '}' || c === ']' ? -1 : 0;
  return d;
}

interface Fn {
  name: string;
  /** from the opening brace of its body to its end */
  start: number;
  end: number;
}

/** The `@Test` functions of a Kotlin source with their bodies. */
function testFunctions(src: string): Fn[] {
  const out: Fn[] = [];
  for (const m of src.matchAll(
    /@Test\b[^\n]*\n(?:\s*@[^\n]*\n)*\s*(?:\w+\s+)*fun\s+(`[^`\n]+`|\w+)\s*\(\s*\)[^{\n]*\{/g,
  )) {
    const open = m.index! + m[0].length - 1;
    const end = closing(src, open);
    if (end > 0) out.push({ name: m[1]!, start: open, end });
  }
  return out;
}

const localDecl = /(^|\n)([ \t]*)val\s+(\w+)(?:\s*:\s*[\w<>?, .]+?)?\s*=(?!=)/g;

/** One base test with each local the head moved into a set-up property read as that property. */
function readLocalsAsProperties(
  body: string,
  headBody: string,
  values: Map<string, string>,
  base: Map<string, string>,
) {
  const decls = [...body.matchAll(localDecl)];
  const locals = decls.map((d) => d[3]!);
  let out = body;
  for (const d of decls) {
    const [name, from] = [d[3]!, d.index! + d[0].length];
    const end = expressionEnd(body, from);
    if (end < 0 || locals.filter((l) => l === name).length !== 1) continue;
    const value = squash(body.slice(from, end));
    if (locals.some((l) => l !== name && new RegExp(`(?<![\\w$.])${l}(?![\\w$])`).test(value))) continue;
    const prop = [...values].find(([p, v]) => squash(v) === value && squash(base.get(p) ?? v) === value)?.[0];
    const reads = (s: string, n: string) => new RegExp(`(?<![\\w$.])${escapeRe(n)}(?![\\w$])`).test(codeOnly(s));
    const headSets = setting(prop ?? '').test(blanked(headBody));
    if (
      !prop ||
      headSets ||
      reads(body, prop) ||
      !reads(headBody, prop) ||
      new RegExp(`\\bval\\s+${name}\\b`).test(headBody)
    )
      continue;
    const decl = body.slice(d.index!, end);
    const use = new RegExp(`(?<![\\w$.])${escapeRe(name)}(?![\\w$])(?!\\s*=(?!=))`, 'g');
    out = outsideStringLiterals(out.replace(decl, d[1]!), (c) => c.replace(use, prop));
  }
  return out;
}

/** Review: base test sources whose tests' locals the head moved into set-up properties, read through them. */
export function localsMadeSetUpProperties(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const { basePath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    if (!b || !h || !basePath.endsWith('.kt') || !/@Before/.test(h)) continue;
    const values = setUpValues(h);
    if (values.size === 0) continue;
    const baseValues = setUpValues(b);
    const heads = new Map(testFunctions(h).map((f) => [f.name, h.slice(f.start, f.end)]));
    let s = b;
    for (const f of testFunctions(b).reverse()) {
      const headBody = heads.get(f.name);
      if (headBody === undefined) continue;
      const read = readLocalsAsProperties(s.slice(f.start, f.end), headBody, values, baseValues);
      s = s.slice(0, f.start) + read + s.slice(f.end);
    }
    if (s !== b) out.set(basePath!, s);
  }
  return out;
}
