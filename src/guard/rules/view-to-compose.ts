import type { Assertion } from '../inventory/assertion.js';

/**
 * A screen migrated from Views to Compose: its Espresso checks and the Compose checks that replace
 * them, read as one proposition each (what node, what about it).
 *
 * `onView(withText(x)).check(matches(isDisplayed()))` and `onNodeWithText(x).assertIsDisplayed()`
 * say the same thing, as do `doesNotExist()` / `assertDoesNotExist()`, `matches(not(isDisplayed()))`
 * / `assertIsNotDisplayed()`, `withContentDescription` / `onNodeWithContentDescription`: an
 * equivalence under both policies. In review only, a check on a View the change removed (its
 * `@+id/` no longer declared by any layout, menu or navigation XML) is kept when the same test now
 * makes the Compose check that stands for it: the text it checked shown, the checked state it
 * checked (`isChecked()` → `assertIsOn()`), or — for a bare presence check, a screen's marker —
 * a new presence check of the Compose screen. A check dropped with nothing in its place stays removed.
 */

export type Proposition = { node: string; state: string };

const espressoState: Record<string, string> = {
  'matches(isDisplayed())': 'displayed',
  'matches(isCompletelyDisplayed())': 'displayed',
  'matches(not(isDisplayed()))': 'notDisplayed',
  'doesNotExist()': 'absent',
  'matches(isChecked())': 'on',
  'matches(not(isChecked()))': 'off',
};

const composeState: Record<string, string> = {
  assertIsDisplayed: 'displayed',
  assertExists: 'exists',
  assertIsNotDisplayed: 'notDisplayed',
  assertDoesNotExist: 'absent',
  assertIsOn: 'on',
  assertIsOff: 'off',
};

/** A text as a test names it: `activity.getString(R.string.x)`, `stringResource(R.string.x)` and `R.string.x` alike. */
function textKey(s: string): string {
  const res = /^(?:[\w.<>]+\.)?(?:getString|stringResource)\((R\.string\.\w+)\)$/.exec(s);
  return res ? res[1]! : s;
}

const espressoNode = /^(withText|withContentDescription|withId)\((.*)\)$/;

/** The proposition of a single-node check, Espresso or Compose; undefined for anything else. */
export function proposition(c: Assertion): Proposition | undefined {
  const f = c.finder;
  if (!c.asserting || !f || f.collection || f.path.length > 0 || f.matcher.op !== 'leaf') return undefined;
  const m = f.matcher;
  if (f.family === 'espresso') {
    if (c.op !== 'check' || m.fn !== 'onView' || c.args.length !== 1) return undefined;
    const node = espressoNode.exec(m.id ?? '');
    if (!node) return undefined;
    const kind = node[1] === 'withText' ? 'text' : node[1] === 'withId' ? 'id' : 'desc';
    const arg = c.args[0]!;
    const text = /^matches\(withText\((.*)\)\)$/.exec(arg);
    // a View's text checked by its id: the text is what the user sees
    if (text) return { node: `text:${textKey(text[1]!)}`, state: 'exists' };
    const state = espressoState[arg];
    return state ? { node: `${kind}:${textKey(node[2]!)}`, state } : undefined;
  }
  if (f.unmerged !== 'false' || c.args.length > 0) return undefined;
  const state = composeState[c.op];
  if (!state) return undefined;
  if (m.fn === 'isToggleable') return { node: 'toggleable', state };
  const plain = m.flags.substring !== 'true' && m.flags.ignoreCase !== 'true' && !m.rest;
  if (!plain || m.id === undefined) return undefined;
  const kind = m.fn === 'hasText' ? 'text' : m.fn === 'hasContentDescription' ? 'desc' : undefined;
  return kind ? { node: `${kind}:${textKey(m.id)}`, state } : undefined;
}

/** A head state at least as strong as the base one: a node displayed exists; one that does not exist is not shown. */
function implies(head: string, base: string): boolean {
  return head === base || (head === 'displayed' && base === 'exists') || (head === 'absent' && base === 'notDisplayed');
}

/** The removed View id a check's finder names (`withId(R.id.x)`, `allOf(withId(R.id.x), …)`), if any. */
function removedViewId(c: Assertion, removed: ReadonlySet<string> | undefined): string | undefined {
  if (!removed?.size || c.finder?.family !== 'espresso') return undefined;
  for (const m of (c.finder.matcher.key ?? '').matchAll(/\bR\.id\.(\w+)/g)) if (removed.has(m[1]!)) return m[1]!;
  return undefined;
}

interface Free {
  c: Assertion;
  used: boolean;
}

const presence = new Set(['displayed', 'exists']);

/**
 * The head check (unused, of the same test) that carries base Espresso check `b` into Compose, if any;
 * `base` is every check of the base test (a presence check of a removed View is carried by the
 * Compose check that carries another check of the same View).
 */
export function composeCounterpart(
  b: Assertion,
  head: Free[],
  base: Assertion[],
  removedIds?: ReadonlySet<string>,
): Free | undefined {
  if (b.family !== 'espresso') return undefined;
  const p = proposition(b);
  const same = (h: Free, want: Proposition) => {
    const q = proposition(h.c);
    return q !== undefined && h.c.family === 'compose' && q.node === want.node && implies(q.state, want.state);
  };
  const byText = isTextCheck(b);
  if (p && /^(text|desc):/.test(p.node)) {
    // a View's text checked by its id may share the Compose check with that View's presence check
    const hit = head.find((h) => !h.used && same(h, p));
    const shared = byText ? head.find((h) => same(h, p)) : undefined;
    if (hit || byText) return hit ?? (shared && { ...shared });
  }
  const id = removedViewId(b, removedIds);
  if (!id) return undefined;
  const state = p?.state ?? stateOf(b);
  if (state && !presence.has(state))
    return head.find((h) => !h.used && h.c.family === 'compose' && proposition(h.c)?.state === state);
  // a removed View's presence: carried by the Compose check that carries another check of that View…
  for (const other of base) {
    if (other === b || removedViewId(other, removedIds) !== id) continue;
    const q = proposition(other);
    if (q && presence.has(q.state) && !q.node.startsWith('text:')) continue;
    const st = stateOf(other);
    const hit = q?.node.startsWith('text:')
      ? head.find((h) => same(h, q))
      : st && head.find((h) => h.c.family === 'compose' && proposition(h.c)?.state === st);
    // shared, not consumed: the other check still claims it (a copy is what the caller marks used)
    if (hit) return { ...hit };
  }
  // …or by a new presence check of the Compose screen that replaced it
  return head.find((h) => !h.used && h.c.family === 'compose' && presence.has(proposition(h.c)?.state ?? ''));
}

function isTextCheck(c: Assertion): boolean {
  return c.op === 'check' && c.args.length === 1 && /^matches\(withText\(/.test(c.args[0]!);
}

function stateOf(c: Assertion): string | undefined {
  return c.op === 'check' && c.args.length === 1 ? espressoState[c.args[0]!] : undefined;
}

/** View ids (`@+id/x`) an XML resource declares. */
export function declaredViewIds(xml: string): Set<string> {
  return new Set([...xml.matchAll(/@\+id\/(\w+)/g)].map((m) => m[1]!));
}

/** Layout, menu and navigation XML: where a View's id is declared. */
export const viewXml = /(^|\/)res\/(layout|menu|navigation)[\w-]*\/[^/]+\.xml$/;
