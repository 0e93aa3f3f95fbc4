import type { TestUnit } from '../inventory/tests.js';

/**
 * A test's identity across renames and moves (review policy): a base test whose `Class.method` is
 * gone is paired with a new head test by body, so a method renamed, or a whole class renamed or
 * moved to another file, package or source set, is compared with its old self by the usual rules
 * instead of reading as deleted. Bodies are compared as code tokens; the pairing is one-to-one,
 * takes identical bodies first (so two tests renamed together never pair crosswise), then the most
 * similar pairs above a threshold. A test with no counterpart stays deleted.
 */

/** Body similarity (Dice over token trigrams) a pair needs; a pair that kept the method name needs less. */
export const pairing = {
  minSimilarity: 0.5,
  minSimilaritySameName: 0.3,
} as const;

const SEP = '\u0001';

function shingles(tokens: string[]): Map<string, number> {
  const out = new Map<string, number>();
  const n = Math.min(tokens.length, 3);
  for (let i = 0; i + n <= tokens.length; i++) {
    const k = tokens.slice(i, i + n).join(SEP);
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** Dice coefficient of two multisets: 1 for equal ones, 0 for disjoint ones. */
function dice(a: Map<string, number>, b: Map<string, number>, sizeA: number, sizeB: number): number {
  if (sizeA + sizeB === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const [k, n] of small) common += Math.min(n, large.get(k) ?? 0);
  return (2 * common) / (sizeA + sizeB);
}

const total = (m: Map<string, number>) => {
  let n = 0;
  for (const v of m.values()) n += v;
  return n;
};

/** A test's own name: a Kotest spec block's last step (`format / rounds down` → `rounds down`, re-nested or not). */
const leafName = (name: string) => name.split(' / ').at(-1);

/** The base tests gone by name paired with new head tests by body: base → head. */
export function pairByBody(gone: TestUnit[], fresh: TestUnit[]): Map<TestUnit, TestUnit> {
  const out = new Map<TestUnit, TestUnit>();
  if (gone.length === 0 || fresh.length === 0) return out;
  const taken = new Set<TestUnit>();
  const sameName = (b: TestUnit, h: TestUnit) => (leafName(b.name) === leafName(h.name) ? 1 : 0);
  const order = (b: TestUnit, h: TestUnit) =>
    sameName(h, b) * 2 + (b.className === h.className ? 1 : 0) + (b.file === h.file ? 0.5 : 0);

  // identical bodies first: the name, then the class decide among several
  const byBody = new Map<string, TestUnit[]>();
  for (const h of fresh) {
    const k = h.tokens.join(SEP);
    byBody.set(k, [...(byBody.get(k) ?? []), h]);
  }
  const exact: Array<{ b: TestUnit; h: TestUnit; s: number }> = [];
  for (const b of gone) for (const h of byBody.get(b.tokens.join(SEP)) ?? []) exact.push({ b, h, s: order(b, h) });
  exact.sort((x, y) => y.s - x.s);
  for (const { b, h } of exact) {
    if (out.has(b) || taken.has(h)) continue;
    out.set(b, h);
    taken.add(h);
  }

  // then the most similar bodies above the threshold
  const left = fresh.filter((h) => !taken.has(h));
  if (left.length === 0) return out;
  const sh = new Map(left.map((h) => [h, shingles(h.tokens)]));
  const sizes = new Map(left.map((h) => [h, total(sh.get(h)!)]));
  const near: Array<{ b: TestUnit; h: TestUnit; s: number }> = [];
  for (const b of gone) {
    if (out.has(b)) continue;
    const bs = shingles(b.tokens);
    const bn = total(bs);
    for (const h of left) {
      const sim = dice(bs, sh.get(h)!, bn, sizes.get(h)!);
      const min = sameName(b, h) ? pairing.minSimilaritySameName : pairing.minSimilarity;
      if (sim >= min) near.push({ b, h, s: sim + order(b, h) * 0.01 });
    }
  }
  near.sort((x, y) => y.s - x.s);
  for (const { b, h } of near) {
    if (out.has(b) || taken.has(h)) continue;
    out.set(b, h);
    taken.add(h);
  }
  return out;
}

/**
 * Classes renamed or moved whole: a base class no head unit has any more, whose tests were paired
 * with tests of one head class (the class most of them went to).
 */
export function classRenames(pairs: Map<TestUnit, TestUnit>, headUnits: TestUnit[]): Map<string, string> {
  const headClasses = new Set(headUnits.map((u) => u.className));
  const votes = new Map<string, Map<string, number>>();
  for (const [b, h] of pairs) {
    if (headClasses.has(b.className) || b.className === h.className) continue;
    const m = votes.get(b.className) ?? new Map<string, number>();
    m.set(h.className, (m.get(h.className) ?? 0) + 1);
    votes.set(b.className, m);
  }
  const out = new Map<string, string>();
  for (const [from, m] of votes) out.set(from, [...m].sort((x, y) => y[1] - x[1])[0]![0]);
  return out;
}

const dirOf = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);

/**
 * A test class replaced by a new one beside it (a screen's `XFragmentTest` deleted, `XScreenTest`
 * added in the same package when the screen moves to Compose): its tests that body pairing left
 * alone are paired with the new class's tests of the same name, so each is compared check by check
 * instead of reading as deleted. Only a class that no head test has any more, and a new class the
 * base did not have, in the same folder; one-to-one.
 */
export function pairReplacedClasses(
  gone: TestUnit[],
  fresh: TestUnit[],
  pairs: Map<TestUnit, TestUnit>,
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
): void {
  const headClasses = new Set(headUnits.map((u) => u.className));
  const baseClasses = new Set(baseUnits.map((u) => u.className));
  const taken = new Set(pairs.values());
  for (const b of gone) {
    if (pairs.has(b) || headClasses.has(b.className)) continue;
    const h = fresh.find(
      (x) => !taken.has(x) && x.name === b.name && !baseClasses.has(x.className) && dirOf(x.file) === dirOf(b.file),
    );
    if (!h) continue;
    pairs.set(b, h);
    taken.add(h);
  }
}

/** A body's tokens inside its braces (an expression body as it is). */
const inside = (tokens: string[]) => (tokens[0] === '{' && tokens.at(-1) === '}' ? tokens.slice(1, -1) : tokens);

/** Whether `run` occurs in `tokens` as consecutive tokens. */
function holdsRun(tokens: string[], run: string[]): boolean {
  for (let i = 0; i + run.length <= tokens.length; i++) if (run.every((t, k) => tokens[i + k] === t)) return true;
  return false;
}

/** Whether `run` is some runs of a data table one after another (`runs`: each row's body, bound). */
function tableRuns(run: string[], runs: readonly string[][]): boolean {
  const reached = [true, ...run.map(() => false)];
  for (let i = 0; i < run.length; i++) {
    if (!reached[i]) continue;
    for (const r of runs) if (r.length && r.every((t, k) => run[i + k] === t)) reached[i + r.length] = true;
  }
  return run.length > 0 && reached[run.length]!;
}

/**
 * Tests merged into another (review): a deleted test whose whole body — every statement, in order, its actions
 * with its checks — now runs inside one test of its class (`sameClass`, renamed classes included), or is one or
 * more rows of a data test of its class run in a row (`withData`), lost nothing; what that test may skip or swallow
 * is compared by the caller. Each deleted test with the test it went into.
 */
export function mergedInto(
  gone: TestUnit[],
  head: TestUnit[],
  sameClass: (b: TestUnit, h: TestUnit) => boolean,
): Map<TestUnit, TestUnit> {
  const out = new Map<TestUnit, TestUnit>();
  for (const b of gone) {
    const run = inside(b.tokens);
    if (!b.checks.some((c) => c.asserting) || run.length === 0) continue;
    const into = head.find(
      (h) => h.isTest && sameClass(b, h) && (holdsRun(inside(h.tokens), run) || tableRuns(run, h.runs ?? [])),
    );
    if (into) out.set(b, into);
  }
  return out;
}
