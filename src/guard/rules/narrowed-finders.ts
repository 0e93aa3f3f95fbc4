import { type Assertion, sameGuards } from '../inventory/assertion.js';
import type { Matcher } from '../inventory/matchers.js';
import { splitTop } from './with-app-change.js';

// A finder made more specific: every matcher term of the old one kept and terms added with `and` / `allOf`
// (`allOf(withId(snackbar), withText(t))` → `allOf(withId(snackbar), withText(t), isCompletelyDisplayed())`).
// The node found still has everything the test asked of it, so a check that it is there, or holds a value,
// checks no less. Not for a check that no such node is there (`doesNotExist()`, `assertIsNotDisplayed()`,
// `not(…)`), which a narrower finder passes more easily, nor for counted collections. Review only: in heal a
// fixer narrowing a finder until one of several duplicate nodes matches could hide an app showing a node twice.

/** Checks that assert absence or a negated state: a narrower finder makes them easier to pass. */
const absence = /doesNotExist|DoesNotExist|IsNotDisplayed|not\(|Not[A-Z]|IsOff\b|isOff\b/;

/** Whether `h` is `b` with its finder narrowed by added `and` terms, the same check on the node. */
export function narrowedFinder(b: Assertion, h: Assertion): boolean {
  const [fb, fh] = [b.finder, h.finder];
  if (!fb || !fh || fb.collection || fh.collection || b.family !== h.family) return false;
  if (b.op !== h.op || b.args.join('\u0001') !== h.args.join('\u0001') || absence.test(`${b.op}(${b.args.join(',')})`))
    return false;
  if (!sameGuards(b, h)) return false;
  const samePlace = fb.unmerged === fh.unmerged && fb.root === fh.root && fb.path.join('.') === fh.path.join('.');
  return samePlace && fb.picked === fh.picked && keptAndAdded(fb.matcher, fh.matcher);
}

function keptAndAdded(b: Matcher, h: Matcher): boolean {
  const [kept, now] = [conjuncts(b), conjuncts(h)];
  return now.length > kept.length && kept.every((t) => now.includes(t));
}

/** The terms a matcher demands together: Compose's `a and b`, Espresso's `onView(allOf(a, b))` (canonical text). */
function conjuncts(m: Matcher): string[] {
  if (m.op === 'and') return m.terms.map((t) => t.key);
  if (m.op !== 'leaf' || m.fn !== 'onView' || !m.id) return [m.key];
  const all = /^allOf\((.*)\)$/s.exec(m.id);
  return all ? splitTop(all[1]!, ',') : [m.id];
}
