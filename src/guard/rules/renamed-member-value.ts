import { type Assertion, sameGuards } from '../inventory/assertion.js';
import { concreteValue, namedValue } from './with-app-change.js';

/**
 * An exact check of a member the change introduced in place of a removed one, with another expected
 * value (review only; docs/decisions.md, "Expectations that follow the app"): `assertEquals(3, s.count)`
 * → `assertEquals(4, s.total)` when the app's `count` is declared nowhere in the head and `total` is
 * new — the old check cannot compile, and the new member is another computation whose value the test
 * now pins exactly. Two differences at once (the member read and the value) that the one-difference
 * rule of `with-app-change.ts` cannot pair.
 */

/** What the change did to the app's declarations (renames.ts `apiMigration`). */
export interface DeclaredChange {
  removed: ReadonlySet<string>;
  added: ReadonlySet<string>;
  /** old members kept as getters computed from members the change added (derived-getters.ts, review only) */
  derived?: ReadonlyMap<string, ReadonlySet<string>>;
}

const exactOps = new Set(['isEqualTo', 'containsExactly', 'containsExactly.inOrder', 'assertTextEquals', 'hasSize']);
const pieces = (s: string) => s.split(/([\w$]+)/);
const words = (s: string) => s.split(/[^\w$]+/).filter(Boolean);

/**
 * The head subject reads the base subject through members the change introduced: every word that
 * differs is a removed member turned into an added one (`s.count` → `s.total`, `vm.state.x` →
 * `vm.uiState.x`) or an old member kept as a getter of the added one it now reads, or — the change's
 * renames already applied to the base — the same subject reading an added member.
 */
export function subjectFollowsDeclarations(from: string, to: string, m: DeclaredChange): boolean {
  if (from === to) return words(to).some((w) => m.added.has(w));
  const [pf, pt] = [pieces(from), pieces(to)];
  if (pf.length !== pt.length) return false;
  let renamed = 0;
  for (let i = 0; i < pf.length; i++) {
    if (pf[i] === pt[i]) continue;
    const derivedFrom = m.derived?.get(pf[i]!)?.has(pt[i]!) ?? false;
    if (!derivedFrom && (!m.removed.has(pf[i]!) || !m.added.has(pt[i]!))) return false;
    renamed++;
  }
  return renamed > 0;
}

/**
 * Base check `b` and head check `h`: the same exact check, its subject moved to members the change
 * introduced, its expected value another exact value (a literal, a constant, a constructor of
 * them) that reads nothing of the subject — not another element of the same fixture (`xs[0]` →
 * `xs[1]`), not a matcher or an emptied value.
 */
export function renamedMemberValue(b: Assertion, h: Assertion, m: DeclaredChange): boolean {
  if (!b.asserting || !h.asserting || b.finder || h.finder || b.family !== h.family || b.op !== h.op) return false;
  if (!exactOps.has(b.op) || !sameGuards(b, h) || b.args.length !== h.args.length || h.args.length === 0) return false;
  if (!subjectFollowsDeclarations(b.subject, h.subject, m)) return false;
  const read = new Set(words(h.subject));
  const unindexed = (v: string) => v.replace(/\[[^\]]*\]/g, '[]');
  return h.args.every((to, i) => {
    const from = b.args[i]!;
    if (to === from) return true;
    if (unindexed(to) === unindexed(from)) return false;
    if (!concreteValue(to) && !namedValue(to)) return false;
    return words(to).every((w) => !read.has(w));
  });
}
