import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKotlin, type Syn } from '../../src/guard/kotlin/syntax.js';
import { pathKind } from '../../src/guard/paths.js';
import { fixtureApp, kotlinFiles } from './fixture-app.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Property: what a Kotlin formatter does (ktlint / spotless: trailing commas, wrapped arguments,
 * wrapped call chains, import order, blank lines) is never refused — the heal loop's regenerators
 * depend on it. Each style below is applied to every Kotlin file of the fixture app (real test and app
 * sources) by editing at syntax-tree positions, and the guard must allow the result with no refusal.
 */

type Edit = { at: number; end: number; text: string };

function* walk(n: Syn): Generator<Syn> {
  yield n;
  for (const c of n.children) yield* walk(c);
}

const inString = (n: Syn) => {
  for (let p = n.parent; p; p = p.parent) if (p.type === 'string_literal') return true;
  return false;
};

const lineOf = (src: string, at: number) => src.slice(src.lastIndexOf('\n', at - 1) + 1, at);
const indentAt = (src: string, at: number) => /^\s*/.exec(lineOf(src, at))![0];

function apply(src: string, edits: Edit[]): string {
  // outermost first, nested or overlapping edits dropped, then applied from the end
  const kept: Edit[] = [];
  for (const e of [...edits].sort((a, b) => a.at - b.at || b.end - a.end))
    if (!kept.some((k) => e.at < k.end && k.at < e.end)) kept.push(e);
  let out = src;
  for (const e of kept.sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.end);
  return out;
}

const args = (n: Syn) => n.children.filter((c) => c.type === 'value_argument');

/** ktlint's multi-line argument lists: one argument per line, with a trailing comma. */
function wrapArguments(src: string, root: Syn): Edit[] {
  const out: Edit[] = [];
  for (const n of walk(root)) {
    if (n.type !== 'value_arguments' || inString(n) || args(n).length < 2) continue;
    const body = src.slice(n.start, n.end);
    if (body.includes('\n') || body.includes('//')) continue;
    const indent = indentAt(src, n.start);
    const items = args(n).map((a) => `${indent}    ${src.slice(a.start, a.end)},`);
    out.push({ at: n.start, end: n.end, text: `(\n${items.join('\n')}\n${indent})` });
  }
  return out;
}

/** Trailing commas dropped from argument and parameter lists that span lines (a formatter set up without them). */
function noTrailingCommas(src: string, root: Syn): Edit[] {
  const out: Edit[] = [];
  for (const n of walk(root)) {
    if (inString(n)) continue;
    if (n.type !== 'value_arguments' && n.type !== 'function_value_parameters') continue;
    const kids = n.children;
    const comma = kids[kids.length - 2];
    if (comma?.type !== ',' || !src.slice(n.start, n.end).includes('\n')) continue;
    out.push({ at: comma.start, end: comma.end, text: '' });
  }
  return out;
}

/** Call chains wrapped before each `.` that follows a call (`a.b().c()` → one call per line). */
function wrapChains(src: string, root: Syn): Edit[] {
  const out: Edit[] = [];
  for (const n of walk(root)) {
    if (n.type !== 'navigation_expression' || inString(n)) continue;
    const dot = n.children.find((c) => c.type === '.');
    const recv = n.children[0];
    if (!dot || !recv || recv.type !== 'call_expression' || src.slice(recv.end, dot.start) !== '') continue;
    if (
      lineOf(src, dot.start).trimStart().startsWith('import') ||
      lineOf(src, dot.start).trimStart().startsWith('package')
    )
      continue;
    out.push({ at: dot.start, end: dot.start, text: `\n${indentAt(src, dot.start)}    ` });
  }
  return out;
}

/** Imports in another (lexicographic, reversed) order, as a formatter with another layout would leave them. */
function reorderImports(src: string): string {
  const lines = src.split('\n');
  const idx = lines.flatMap((l, i) => (l.startsWith('import ') ? [i] : []));
  const sorted = idx.map((i) => lines[i]!).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  idx.forEach((i, k) => {
    lines[i] = sorted[k]!;
  });
  return lines.join('\n');
}

/** Blank lines collapsed and added (between declarations), trailing whitespace dropped. */
function blankLines(src: string): string {
  return src
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n(\s*)@Test\b/g, '\n\n$1@Test');
}

const styles: Record<string, (src: string, root: Syn) => string> = {
  'wrapped argument lists with trailing commas': (s, r) => apply(s, wrapArguments(s, r)),
  'multi-line lists without trailing commas': (s, r) => apply(s, noTrailingCommas(s, r)),
  'wrapped call chains': (s, r) => apply(s, wrapChains(s, r)),
  'imports in another order': (s) => reorderImports(s),
  'blank lines and trailing spaces': (s) => blankLines(s),
};

let repo: TempRepo & { base: string };
const sources = new Map<string, string>();

beforeAll(async () => {
  for (const f of await kotlinFiles(path.join(fixtureApp, 'app', 'src')))
    sources.set(path.relative(fixtureApp, f), await readFile(f, 'utf8'));
  repo = await tempRepo(Object.fromEntries(sources));
});
afterAll(async () => {
  await repo?.remove();
});

async function formatted(style: (src: string, root: Syn) => string, only?: (p: string) => boolean) {
  const out: Record<string, string> = {};
  for (const [p, src] of sources) {
    if (only && !only(p)) continue;
    const next = style(src, await parseKotlin(src));
    if (next !== src) out[p] = next;
  }
  return out;
}

describe('formatter output is never refused', () => {
  for (const [name, style] of Object.entries(styles)) {
    it(`allows ${name} across every test and app source (review policy)`, async () => {
      const files = await formatted(style);
      // the style changes real files, or the property says nothing
      expect(Object.keys(files).length).toBeGreaterThan(2);
      const r = await guardOnTop(repo, files);
      expect(r.refusals.map((x) => `${x.rule} ${x.file}:${x.line} ${x.detail}`)).toEqual([]);
      expect(r.allowed).toBe(true);
    });
  }

  it('allows every style at once on app sources under the heal policy (a regenerator run)', async () => {
    // styles compose: each one is applied to the previous one's output, parsed again
    const files: Record<string, string> = {};
    for (const [p, src] of sources) {
      if (pathKind(p) !== 'app') continue;
      let s = src;
      for (const style of Object.values(styles)) s = style(s, await parseKotlin(s));
      if (s !== src) files[p] = s;
    }
    expect(Object.keys(files).length).toBeGreaterThan(2);
    const r = await guardOnTop(repo, files, { policy: 'heal', confidence: 1 });
    expect(r.refusals.map((x) => `${x.rule} ${x.file}:${x.line} ${x.detail}`)).toEqual([]);
  });
});
