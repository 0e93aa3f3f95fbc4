import { countedCollection } from '../collection-counts.js';
import type { Assertion } from '../inventory/assertion.js';
import type { TestUnit } from '../inventory/tests.js';

/**
 * A count that grew by k while the test gained at least k checks on parts of the same value (`hasSize(17)` →
 * `hasSize(18)` beside a new `assertThat(bundle).string("class_id").isEqualTo(…)`): the test describes the
 * value the changed app now builds, element by element, not a number bent to what the code returns
 * (review only; the test must exercise app code the change touched). A count changed alone, or shrunk, or
 * grown beyond the checks added, is still another expected value.
 */
export function countGrewWithNewChecks(
  b: Assertion,
  h: Assertion,
  tests: { base: Assertion[]; head: Assertion[]; headUnit: TestUnit },
  reach: ReadonlySet<string>,
): boolean {
  const [from, to] = [countOf(b), countOf(h)];
  if (!from || !to || from.of !== to.of || !(to.n > from.n)) return false;
  if (!tests.headUnit.tokens.some((t) => reach.has(t))) return false;
  const baseSigs = new Map<string, number>();
  for (const c of tests.base) baseSigs.set(c.sig, (baseSigs.get(c.sig) ?? 0) + 1);
  const added = tests.head.filter((c) => {
    const n = baseSigs.get(c.sig) ?? 0;
    if (n > 0) baseSigs.set(c.sig, n - 1);
    return n === 0 && c !== h && c.asserting && partOf(c.subject, from.of) && exactValue(c);
  });
  return added.length >= to.n - from.n;
}

/**
 * A count of an app collection written out element by element (a builder's arguments, an enum's entries) that
 * moved exactly as the change moved its elements (`LibrarySort.types.size shouldBe 9` → `10` beside a new
 * `Type.Random` in `setOf(…)`): the test counts what it counted (review only; collection-counts.ts). A count
 * moved otherwise, or of a collection the change left, is another expected value.
 */
export function countFollowsApp(b: Assertion, h: Assertion, counts: ReadonlyMap<string, [number, number]>): boolean {
  const [from, to] = [countOf(b), countOf(h)];
  if (!from || !to || from.of !== to.of || from.n === to.n) return false;
  const name = countedCollection(from.of);
  const moved = name ? counts.get(name) : undefined;
  return !!moved && moved[0] === from.n && moved[1] === to.n;
}

/** The value counted and the count: `assertThat(xs).hasSize(3)`, `assertEquals(3, xs.size)`. */
function countOf(c: Assertion): { of: string; n: number } | undefined {
  if (!c.asserting || c.finder) return undefined;
  const n = c.args.length >= 1 && /^\d+$/.test(c.args.at(-1)!) ? Number(c.args.at(-1)) : undefined;
  if (n === undefined) return undefined;
  if (c.op === 'hasSize' && c.args.length === 1) return { of: c.subject, n };
  const size = /^(.+)\.(size|count\(\))$/.exec(c.subject);
  return c.op === 'isEqualTo' && c.args.length === 1 && size ? { of: size[1]!, n } : undefined;
}

/** The value itself, a part of it (`xs[0]`, `xs.first()`, `bundle.getString("k")`), as a check reads it. */
const partOf = (subject: string, of: string) =>
  subject === of || subject.startsWith(`${of}.`) || subject.startsWith(`${of}[`);

/** A check of one exact value (not a presence check, which any element would pass). */
const exactValue = (c: Assertion) =>
  /isEqualTo|containsExactly|containsEntry|assertEquals/.test(c.op) && c.args.length > 0;
