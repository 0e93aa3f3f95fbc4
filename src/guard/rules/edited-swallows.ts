import type { Assertion } from '../inventory/assertion.js';
import type { SwallowRegion, TestUnit } from '../inventory/tests.js';

// A swallow region the base already had, edited: a `try { … } catch (e: AssertionError) { log }` whose block gained
// an action, or a wait for the node it then acts on, reads as another region (its signature lists every check it
// swallows), so it was reported as a new swallow of checks it swallowed before. A head region is that base region
// edited when the base unit has a region of the same catch that no head region kept, every check of the head region
// that the base unit made was swallowed by it there, and what the region holds that the base did not make is an
// action or a wait before acting on the node it waits for. A check the base made outside it, moved in; a check or a
// lone wait added to it (a check made a wait reads as the same check: rules/condition-waits.ts); or another catch,
// is still a new swallow. A catch that swallows fewer of the base's types is the same catch narrowed.

/** A check's signature without the loops and conditions it runs under (a region's checks are read without them). */
const unguarded = (c: Assertion) => c.sig.split('|when:')[0]!;

/** A new item of an edited region that checks nothing the base relied on: an action, or a wait for a node it acts on. */
function synchronises(c: Assertion, s: SwallowRegion, b: TestUnit, h: TestUnit): boolean {
  if (c.action) return true;
  const key = c.family === 'wait' ? c.finder?.matcher.key : undefined;
  if (key === undefined || !s.actedOn?.includes(key)) return false;
  // the node's own checks the base made stay made: the wait does not stand for one dropped
  const headSigs = new Set(h.checks.map(unguarded));
  return b.checks.every(
    (x) => x.action || x.family === 'wait' || x.finder?.matcher.key !== key || headSigs.has(unguarded(x)),
  );
}

/** The types a `catch(A|B)` region kind swallows, or undefined for another kind (`runCatching`). */
const caughtTypes = (kind: string) => /^catch\((.*)\)$/.exec(kind)?.[1]?.split('|');

/**
 * Whether a head region of kind `head` swallows no type the base region of kind `base` did not: the same catch, or
 * fewer of its types (`catch(NoMatchingViewException|AssertionError)` → `catch(AssertionError)`, the other clause
 * now rethrowing what it does not expect).
 */
function narrowedCatch(head: string, base: string): boolean {
  if (head === base) return true;
  const [h, b] = [caughtTypes(head), caughtTypes(base)];
  return !!h && !!b && h.every((t) => b.includes(t));
}

/** The head's new swallow regions that are base regions of the same catch edited, each paired with one base region. */
export function editedSwallows(
  added: SwallowRegion[],
  gone: SwallowRegion[],
  units: { b: TestUnit; h: TestUnit },
): Set<SwallowRegion> {
  const { b, h } = units;
  const out = new Set<SwallowRegion>();
  const made = new Set(b.checks.map(unguarded));
  const free = [...gone];
  for (const s of added) {
    const asserted = s.checks.filter((c) => c.asserting);
    if (!asserted.every((c) => made.has(unguarded(c)) || synchronises(c, s, b, h))) continue;
    const before = asserted.filter((c) => made.has(unguarded(c))).map(unguarded);
    const i = free.findIndex(
      (r) => narrowedCatch(s.kind, r.kind) && before.every((sig) => r.checks.some((c) => unguarded(c) === sig)),
    );
    if (i < 0) continue;
    free.splice(i, 1);
    out.add(s);
  }
  return out;
}
