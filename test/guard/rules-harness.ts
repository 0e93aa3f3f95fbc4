import { parseKotlin, type Syn } from '../../src/guard/kotlin/syntax.js';
import { pathKind } from '../../src/guard/paths.js';
import { compareApp, compareBuild, compareConstants } from '../../src/guard/rules/app.js';
import type { RuleRefusal } from '../../src/guard/rules/refusal.js';
import { type ApiMigration, compareTestUnits } from '../../src/guard/rules/tests.js';
import { type SideInventory, sideInventory } from '../../src/guard/sides.js';

/**
 * The guard's rules on in-memory sources: both sides parsed and inventoried the way guardChange
 * does, without git. `grep` looks for fixed strings in the base side's test (or app) files, as the
 * real grep over the base revision would. Milliseconds per case, so mutation testing can afford
 * one focused case per branch of a rule.
 */
export type Files = Record<string, string>;

async function inventory(files: Files): Promise<SideInventory> {
  const sources = new Map(Object.entries(files));
  const trees = new Map<string, Syn>();
  for (const [p, src] of sources) if (p.endsWith('.kt') || p.endsWith('.kts')) trees.set(p, await parseKotlin(src));
  return sideInventory(
    { side: { repo: '', rev: undefined }, trees, sources },
    { constants: [], helpers: new Map() },
    new Set(),
    new Set(),
  );
}

function grepIn(files: Files, kind: 'test' | 'app') {
  return async (needles: string[]) => {
    const texts = Object.entries(files)
      .filter(([p]) => pathKind(p) === kind)
      .map(([, s]) => s);
    return new Set(needles.filter((n) => texts.some((t) => t.includes(n))));
  };
}

/** Every refusal of the test, app, build and constant rules for base → head. */
export async function refusals(
  base: Files,
  head: Files,
  opts: { migration?: ApiMigration; grepBase?: Files } = {},
): Promise<RuleRefusal[]> {
  const [b, h] = await Promise.all([inventory(base), inventory(head)]);
  const grepFiles = opts.grepBase ?? base;
  return [
    ...compareTestUnits(b.tests, h.tests, opts.migration),
    ...(await compareApp(b.app, h.app, grepIn(grepFiles, 'test'), grepIn(grepFiles, 'app'))),
    ...compareBuild(b.build, h.build),
    ...(await compareConstants(b.appConstants, h.appConstants, grepIn(grepFiles, 'test'))),
  ];
}

/** One line per refusal: `rule line verb: what` — literal expectations read like the refusal text. */
export function lines(rs: RuleRefusal[]): string[] {
  return rs.map((r) => `${r.rule} ${r.file}:${r.line}${r.test ? ` ${r.test}` : ''} ${r.verb}: ${r.what}`);
}

/**
 * A grep that answers as `git grep -o -F` does in grepFixed (src/guard/git.ts): per line, the
 * leftmost match, the longest needle matching there, then on after it — so a needle that occurs
 * only inside a longer needle's match is not reported. Word needles (`SAVE`) match whole words.
 * Needles go to git's argv, so anything but a non-empty string fails, as spawning git would.
 */
export function grepOnlyMatching(files: Files, kind: 'test' | 'app') {
  return async (needles: string[]) => {
    for (const n of needles)
      if (typeof n !== 'string' || n === '') throw new TypeError(`a grep needle must be a non-empty string, got ${n}`);
    const texts = Object.entries(files)
      .filter(([p]) => pathKind(p) === kind)
      .flatMap(([, s]) => s.split('\n'));
    const found = new Set<string>();
    for (const w of needles.filter((n) => /^\w+$/.test(n)))
      if (texts.some((t) => new RegExp(`\\b${w}\\b`).test(t))) found.add(w);
    const others = needles.filter((n) => !/^\w+$/.test(n));
    for (const t of texts) {
      for (let at = 0; ; ) {
        const hits = others.map((n) => ({ n, i: t.indexOf(n, at) })).filter((h) => h.i >= 0);
        if (hits.length === 0) break;
        const first = Math.min(...hits.map((h) => h.i));
        const longest = hits.filter((h) => h.i === first).sort((a, b) => b.n.length - a.n.length)[0]!.n;
        found.add(longest);
        at = first + longest.length;
      }
    }
    return found;
  };
}

/** `refusals`, with every grep answering as `git grep -o` does (grepOnlyMatching). */
export async function refusalsOnlyMatching(base: Files, head: Files): Promise<RuleRefusal[]> {
  const [b, h] = await Promise.all([inventory(base), inventory(head)]);
  return [
    ...compareTestUnits(b.tests, h.tests),
    ...(await compareApp(b.app, h.app, grepOnlyMatching(base, 'test'), grepOnlyMatching(base, 'app'))),
    ...compareBuild(b.build, h.build),
    ...(await compareConstants(b.appConstants, h.appConstants, grepOnlyMatching(base, 'test'))),
  ];
}
