import { codeOnly } from './code-only.js';
import { declarationIn } from './declarations.js';
import type { FilePair } from './file-pairs.js';
import { grepFiles, type Side } from './git.js';
import { renameIn } from './renames.js';

/**
 * Types renamed in a library the project imports (a generated SDK's `MoveAction` → `MoveDestination`): no file of the
 * change declares either name, so the symbol renames (renames.ts) cannot see them, and every expected value built
 * of the old types read as changed. A rename `p.A → p.B` is taken only when
 * - an app file of the change stops importing `p.A` and starts importing `p.B` (the app itself moved: a test swapping
 *   one library type for another alone is a retarget, `FileNotFoundException` → `IOException`);
 * - no file of the change declares `A` or `B` (a project type is renames.ts's), and both are types (capitalised);
 * - a changed code line, no import, turns into a new line of the same file when `A` becomes `B` (evidence,
 *   strongest first, one to one);
 * - no Kotlin or Java file of the head imports `p.A` any more: the old type is gone from the project.
 */

const importLine = /^\s*import\s+(?:static\s+)?([\w.]+)\.([A-Z]\w*)\s*;?\s*$/gm;

/** The single type imports of a source (`import p.A`, no star, no alias): `A` → `p`. */
function typeImports(src: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of src.matchAll(importLine)) out.set(m[2]!, m[1]!);
  return out;
}

const code = ['*.kt', '*.java'];
const squash = (s: string) => s.replace(/\s+/g, '');
const codeLines = (src: string) =>
  codeOnly(src)
    .split('\n')
    .filter((l) => !/^\s*(?:import|package)\s/.test(l))
    .map(squash)
    .filter(Boolean);

type Pair = { b: string; h: string; path: string };

/** `p.A → p.B` swaps the given files of the change make in their imports, `p.A` keyed. */
function importSwaps(pairs: Pair[], take: (p: string) => boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { b, h, path } of pairs) {
    if (!take(path)) continue;
    const [bi, hi] = [typeImports(b), typeImports(h)];
    const gone = [...bi].filter(([n, p]) => hi.get(n) !== p);
    const added = [...hi].filter(([n, p]) => bi.get(n) !== p && !bi.has(n));
    for (const [a, p] of gone)
      for (const [n, q] of added)
        if (q === p && n !== a) out.set(`${p}.${a}`, new Set([...(out.get(`${p}.${a}`) ?? []), `${p}.${n}`]));
  }
  return out;
}

/** Votes for each candidate `A → B`: changed code lines of any changed file that `A` made `B` turns into new lines. */
function votes(pairs: Pair[], candidates: Array<[string, string]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const { b, h } of pairs) {
    const [bl, hl] = [codeLines(b), codeLines(h)];
    const hs = new Set(hl),
      bs = new Set(bl);
    const gone = bl.filter((l) => !hs.has(l));
    const added = new Set(hl.filter((l) => !bs.has(l)));
    for (const [a, n] of candidates)
      for (const line of gone)
        if (line !== renameIn(line, a, n) && added.has(renameIn(line, a, n)))
          out.set(`${a}>${n}`, (out.get(`${a}>${n}`) ?? 0) + 1);
  }
  return out;
}

const simple = (q: string) => q.slice(q.lastIndexOf('.') + 1);
const owner = (q: string) => q.slice(0, q.lastIndexOf('.'));
const importedIn = (side: Side, q: string) =>
  grepFiles(side, [`^[[:space:]]*import[[:space:]]+${q.replace(/\./g, '\\.')}[[:space:]]*;?[[:space:]]*$`], code, true);

/** The strongest one-to-one `p.A → p.B` of the candidates, by votes. */
function chosen(pairs: Pair[], candidates: Array<[string, string]>): Array<[string, string]> {
  const counted = votes(
    pairs,
    candidates.map(([a, n]) => [simple(a), simple(n)]),
  );
  const ranked = candidates
    .map(([a, n]) => ({ a, n, v: counted.get(`${simple(a)}>${simple(n)}`) ?? 0 }))
    .filter((c) => c.v > 0)
    .sort((x, y) => y.v - x.v);
  const out: Array<[string, string]> = [];
  const [from, to] = [new Set<string>(), new Set<string>()];
  for (const { a, n } of ranked)
    if (!from.has(simple(a)) && !to.has(simple(n))) {
      out.push([a, n]);
      from.add(simple(a));
      to.add(simple(n));
    }
  return out;
}

/**
 * The library type renames of a change (`A` → `B`, simple names), as the module comment says. A swap only tests make
 * counts in a package whose types the app is seen renamed, and only when the base imported the new type nowhere: a
 * library's rename of types the app reads only through values (`MovableSystemFolderAction` with `MoveAction`).
 */
export async function importedTypeRenames(
  base: Map<string, string>,
  head: Map<string, string>,
  changes: FilePair[],
  isApp: (p: string) => boolean,
  sides: { base: Side; head: Side },
): Promise<Map<string, string>> {
  const pairs: Pair[] = [];
  for (const { basePath, headPath } of changes) {
    const b = basePath === undefined ? undefined : base.get(basePath);
    const h = headPath === undefined ? undefined : head.get(headPath);
    if (b !== undefined && h !== undefined && /\.(?:kt|java)$/.test(basePath!)) pairs.push({ b, h, path: basePath! });
  }
  const app = importSwaps(pairs, isApp);
  if (app.size === 0) return new Map();
  const packages = new Set([...app.keys()].map(owner));
  const all = importSwaps(pairs, () => true);
  const declared = new Set<string>();
  for (const m of [base, head])
    for (const [p, src] of m) for (const d of codeOnly(src).matchAll(declarationIn(p, src))) declared.add(d[1]!);
  const candidates = [...all]
    .filter(([a]) => packages.has(owner(a)))
    .flatMap(([a, ns]) => [...ns].map((n): [string, string] => [a, n]))
    .filter(([a, n]) => !declared.has(simple(a)) && !declared.has(simple(n)));
  const picked = chosen(pairs, candidates);
  // the old type imported nowhere in the head (gone from the project); a test-only swap's new type nowhere in the base
  const kept = await Promise.all(
    picked.map(async ([a, n]) => {
      const weak = !app.get(a)?.has(n);
      const [old, fresh] = await Promise.all([importedIn(sides.head, a), weak ? importedIn(sides.base, n) : []]);
      return old.length === 0 && fresh.length === 0;
    }),
  );
  return new Map(picked.filter((_, i) => kept[i]).map(([a, n]) => [simple(a), simple(n)]));
}
