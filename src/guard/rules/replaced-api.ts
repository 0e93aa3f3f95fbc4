import { type Assertion, sameGuards } from '../inventory/assertion.js';
import { looksExpected } from '../inventory/assertion-forms.js';

// A check whose value was read through app API the change removed (`vm.snackBarMessages.first().messageId`,
// the view model no longer has `snackBarMessages`) cannot compile any more: the test must read that value
// another way. When the head test makes the same check — the same proposition, the same expected value —
// on a value that ends in the same member (`manager.currentSnackbar.value?.messageId`) and reads no removed
// API, the check moved with the app; it was not weakened. Review only (heal keeps the app's API), and only
// for a member ending the value (`.messageId`), never a bare receiver, a call or a constant.

const wordsOf = (s: string) => s.split(/[^\w$]+/);
/** Two checks made under the same conditions (`if`/`for` guards). */
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

/**
 * `episode?.hlsUrl` and `episode?.enclosures?.firstHlsUrl()` → the receiver they share (`episode`) and
 * each one's rest, split where a member is read (`.` or `?.`); undefined when they share no receiver.
 */
export function sharedReceiver(a: string, b: string): { receiver: string; from: string; to: string } | undefined {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const boundary = (s: string, k: number) => s[k] === '.' || (s[k] === '?' && s[k + 1] === '.');
  for (let k = at; k > 0; k--) {
    if (!boundary(a, k) || !boundary(b, k) || a.slice(0, k) !== b.slice(0, k)) continue;
    const receiver = a.slice(0, k);
    const code = receiver.replace(/"(?:\\.|[^"\\])*"/g, '""');
    const depth = [...code].reduce((d, ch) => d + (ch === '(' ? 1 : ch === ')' ? -1 : 0), 0);
    if (depth !== 0) return undefined;
    return { receiver, from: a.slice(k), to: b.slice(k) };
  }
  return undefined;
}

/** What the change did to the app that tells a new read of an old value: rules/tests.ts ApiMigration and AppChangeFacts. */
export interface AppReads {
  /** app names the change declared, and those it removed */
  added: ReadonlySet<string>;
  removed: ReadonlySet<string>;
  /** app members whose declaration changed (app-facts.ts changedReach) */
  reach: ReadonlySet<string>;
  /** the app lines the change removed */
  removedLines: readonly string[];
}

/** The member a read ends in: `.enclosures.firstHlsUrl(locale)!!` → `firstHlsUrl` (its arguments left aside). */
function lastName(s: string): string | undefined {
  let t = s.replace(/!!$/, '');
  while (t.endsWith(')')) {
    let depth = 0;
    let at = t.length - 1;
    for (; at >= 0; at--) {
      if (t[at] === ')') depth++;
      else if (t[at] === '(' && --depth === 0) break;
    }
    if (at < 0) return undefined;
    t = t.slice(0, at);
  }
  return /([A-Za-z_$][\w$]*)$/.exec(t)?.[1];
}

/** A read of a stream's or holder's current value (`.first()`, `.value`), as normalised reads end. */
export const currentValue = (s: string) => /\.(?:first\(\)|value)$/.test(s.replace(/!!$/, ''));

/** A removed app line that filled member `old` from `fn` (`hlsUrl = enclosures.firstHlsUrl(),`). */
function filledFrom(lines: readonly string[], old: string, fn: string): boolean {
  const assigned = new RegExp(`(?<![\\w$])${old}\\s*=(?!=).*(?<![\\w$])${fn}(?![\\w$])`);
  return lines.some((l) => assigned.test(l));
}

/**
 * The free head check that makes base check `b` through app API the change rewired on the same
 * receiver: `assertEquals(url, episode?.hlsUrl)` → `assertEquals(url, episode?.enclosures?.firstHlsUrl())`
 * — the same op, the same expected value, the same guards, the value now read the way the app reads
 * it: through a member the change declared, or through a member whose declaration it changed while
 * the app's line that filled the old member from it went (the app stopped filling `hlsUrl` with what
 * `firstHlsUrl()` gives). Review only (heal keeps the app's API), like replacedApiCheck.
 */
export function rewiredReadCheck<T extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: T[],
  app: AppReads,
): T | undefined {
  if (!b.asserting || b.finder || looksExpected(b.subject)) return undefined;
  return head.find(({ c, used }) => {
    if (used || !c.asserting || c.finder || c.family !== b.family || c.op !== b.op || !sameGuards(c, b)) return false;
    if (c.args.join('\u0001') !== b.args.join('\u0001')) return false;
    const split = sharedReceiver(b.subject, c.subject);
    if (!split) return false;
    const to = wordsOf(split.to).filter(Boolean);
    const [oldEnd, newEnd] = [lastName(split.from), lastName(split.to)];
    if (!oldEnd || !newEnd || to.includes(oldEnd) || to.some((w) => app.removed.has(w))) return false;
    // the old read took a stream's current value (`.first()`, `.value`): the new one must read a value too, not the
    // holder (`assertNotNull(vm.user.first())` → `assertNotNull(vm.userInfo)`, a Flow object never null)
    if (currentValue(split.from) && !currentValue(split.to)) return false;
    // an old member the change declares anew (a class converted from Java, moved) tells nothing: both ends "added"
    if (app.added.has(oldEnd)) return false;
    return app.added.has(newEnd) || (app.reach.has(newEnd) && filledFrom(app.removedLines, oldEnd, newEnd));
  });
}
