import type { Assertion } from '../inventory/assertion.js';
import { looksExpected } from '../inventory/assertion-forms.js';

// A check whose value was read through app API the change removed (`vm.snackBarMessages.first().messageId`,
// the view model no longer has `snackBarMessages`) cannot compile any more: the test must read that value
// another way. When the head test makes the same check — the same proposition, the same expected value —
// on a value that ends in the same member (`manager.currentSnackbar.value?.messageId`) and reads no removed
// API, the check moved with the app; it was not weakened. Review only (heal keeps the app's API), and only
// for a member ending the value (`.messageId`), never a bare receiver, a call or a constant.

const wordsOf = (s: string) => s.split(/[^\w$]+/);
/** Two checks made under the same conditions (`if`/`for` guards). */
const sameGuards = (a: Assertion, b: Assertion) => (a.guards ?? []).join('&&') === (b.guards ?? []).join('&&');
/** The member a value ends in: `x.first().messageId` → `messageId`; a call or a bare name ends in none. */
const endMember = (s: string) => /\.([A-Za-z_]\w*)$/.exec(s)?.[1];

/** The free head check that restates base check `b`, read through removed API, on the same member of another value. */
export function replacedApiCheck<T extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: T[],
  removed: ReadonlySet<string>,
): T | undefined {
  if (!b.asserting || b.finder || b.args.length !== 1 || !looksExpected(b.args[0]!)) return undefined;
  const end = endMember(b.subject);
  if (!end || !wordsOf(b.subject).some((w) => removed.has(w))) return undefined;
  return head.find(
    ({ c, used }) =>
      !used &&
      c.asserting &&
      !c.finder &&
      c.family === b.family &&
      c.op === b.op &&
      c.args.length === 1 &&
      c.args[0] === b.args[0] &&
      sameGuards(c, b) &&
      c.subject !== b.subject &&
      endMember(c.subject) === end &&
      !looksExpected(c.subject) &&
      !wordsOf(c.subject).some((w) => removed.has(w)),
  );
}

/** `Owner.f(args)` or `f(args)`: the called name and the argument text. */
const callOf = (s: string) => /^(?:[A-Za-z_][\w.]*\.)?([A-Za-z_]\w*)\((.*)\)$/s.exec(s);

/**
 * The free head check that makes base check `b` through the function the app switched to: `b` checks
 * `F(args)` with `F` removed from the app, the head checks `G(args)` — the same arguments, op and
 * expected value — where `G` is called in the app's own added lines (its call sites moved from `F`
 * to `G` in the change) and the test reads no removed API. Review only, like replacedApiCheck.
 */
export function replacedCallCheck<T extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: T[],
  removed: ReadonlySet<string>,
  appAdded: ReadonlySet<string>,
): T | undefined {
  const from = callOf(b.subject);
  if (!b.asserting || b.finder || !from || !removed.has(from[1]!)) return undefined;
  return head.find(({ c, used }) => {
    const to = callOf(c.subject);
    return (
      !used &&
      !!to &&
      to[1] !== from[1] &&
      to[2] === from[2] &&
      appAdded.has(to[1]!) &&
      c.asserting &&
      !c.finder &&
      c.family === b.family &&
      c.op === b.op &&
      c.args.join('\u0001') === b.args.join('\u0001') &&
      sameGuards(c, b) &&
      !wordsOf(c.subject).some((w) => removed.has(w))
    );
  });
}
