import { type Assertion, sameGuards } from '../inventory/assertion.js';
import { returning } from './result-values.js';
import { boundsFromAbove } from './verify-args.js';

/**
 * A `Boolean` result made a notification (review only; issue 27): an app function that returned whether it changed
 * something (`fun setData(x): Boolean`, `return true`) now returns nothing and tells a collaborator instead
 * (`widget.widgetValueChanged()`), so its test's `assertThat(changed, equalTo(true))` becomes
 * `verify(widget).widgetValueChanged()` and `equalTo(false)` becomes `verify(widget, never()).widgetValueChanged()`.
 * The old check no longer compiles; the new one states the same proposition on the collaborator. Read so only when
 * the flag was the function's value (checked directly, or through a local assigned from its call), the verified
 * member is named on the app's added lines, and the verification's mode matches the polarity: at least or exactly
 * once for `true`, a zero count (`never()`, `times(0)`, `exactly = 0`) for `false`. Another polarity, a function that
 * still returns `Boolean`, or a member the change did not start calling stays refused.
 */

/** The functions the changed app files declared returning `Boolean` and now declare returning nothing (or `Unit`). */
export function booleansMadeUnit(base: ReadonlyMap<string, string>, head: ReadonlyMap<string, string>): Set<string> {
  const wasFlag = returning(base.values(), /^\s*:\s*Boolean\b(?!\s*[?<.])/);
  const isFlag = returning(head.values(), /^\s*:\s*Boolean\b/);
  const unit = returning(head.values(), /^\s*(?::\s*Unit\s*)?\{/);
  return new Set([...unit].filter((n) => wasFlag.has(n) && !isFlag.has(n)));
}

const flagCheck = (c: Assertion) =>
  c.asserting && !c.finder && (c.op === 'isTrue' || c.op === 'isFalse') && !c.args.length;

/** Whether `subject` is a call of one of `made`, or a local the base test assigned from one (`val changed = d.f(x)`). */
function flagOf(subject: string, made: ReadonlySet<string>, tokens: readonly string[]): boolean {
  const calls = (name: string | undefined) => name !== undefined && made.has(name);
  if ([...subject.matchAll(/([A-Za-z_]\w*)\s*\(/g)].some((m) => calls(m[1]))) return true;
  if (!/^[A-Za-z_]\w*$/.test(subject)) return false;
  const at = tokens.findIndex((t, i) => t === subject && tokens[i + 1] === '=' && /^va[lr]$/.test(tokens[i - 1] ?? ''));
  if (at < 0) return false;
  // the assigned expression's first tokens (a call of the function there, `val changed = Delegate(w, s).setData("a")`)
  const rest = tokens.slice(at + 2, at + 24);
  return rest.some((t, i) => calls(t) && rest[i + 1] === '(');
}

const zeroCount = /^mode=(?:never\(\)|times\(0\)|exactly=0)$/;

/** The head verification states flag check `b`'s polarity: a call that happened for `true`, none for `false`. */
function statesFlag(b: Assertion, h: Assertion, added: ReadonlySet<string>): boolean {
  if (!h.op.startsWith('verify.') || !added.has(h.op.slice('verify.'.length)) || !sameGuards(b, h)) return false;
  const modes = h.args.filter((a) => a.startsWith('mode='));
  if (b.op === 'isFalse') return modes.length === 1 && zeroCount.test(modes[0]!);
  return !modes.some(boundsFromAbove);
}

/**
 * The head verification that states base true/false check `b` of a function the change made notify instead of return
 * a flag (`made`), its member named on the app's `added` lines; `tokens` are the base test's.
 */
export function notifiedFlag<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: F[],
  facts: { made?: ReadonlySet<string>; added?: ReadonlySet<string> } | undefined,
  tokens: readonly string[] | undefined,
): F | undefined {
  const { made, added } = facts ?? {};
  if (!made?.size || !added || !tokens || !flagCheck(b) || !flagOf(b.subject, made, tokens)) return undefined;
  return head.find(({ c: h, used }) => !used && statesFlag(b, h, added));
}
