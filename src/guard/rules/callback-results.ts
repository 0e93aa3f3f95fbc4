import type { Param } from '../app-facts.js';
import type { AppendedParameters } from '../appended-parameters.js';
import { callsTaking } from '../callback-takers.js';
import type { Assertion } from '../inventory/assertion.js';
import type { TestUnit } from '../inventory/tests.js';

/**
 * A callback made a suspend function's return value (braintree/braintree_android 6a477e4fdd, 9ec422a560 …):
 * `sut.pay(5, callback)` + `verify { callback.onResult(capture(slot), null) }` + checks of `slot.captured` →
 * `val receipt = sut.pay(5)` + the same checks of `receipt`. The verification said the app handed the callback a
 * value and no error; a call that returns does that, and the value's checks follow it (compared on their own). Read
 * so only when the function the test passed the mock to lost that parameter off the end of its list in the change
 * (appended-parameters.ts `truncatedOf`), the head test calls it and no longer names the mock, the verification has
 * no mode or condition, every error-typed parameter of the callback member (its base declarations) gets `null`, and
 * every other one a capture, a matcher of anything, or a value the head checks the call's result equal to. The error
 * path (`onResult(null, capture(e))`) is not this reading's: a returned value is not a thrown one. Review only.
 */
export interface CallbackFacts {
  /** functions a changed verification's mock was passed to that lost parameters off the end of their list */
  takers: ReadonlyMap<string, AppendedParameters>;
  /** the base app's parameter lists of the verified members */
  members: ReadonlyMap<string, Param[][]>;
}

const errorType = (t: string | undefined) => !!t && /(Exception|Error|Throwable)\??$/.test(t);
const noValue = new Set(['null', 'isNull()']);
const anything = /^(capture\(.*\)|any(<[^>]*>)?\(\)|\w+\.capture\(\))$/;
const plainName = /^[A-Za-z_]\w*$/;

/** The one parameter-type shape the member's base declarations of this arity share, if they share one. */
function memberTypes(lists: Param[][] | undefined, arity: number): Param[] | undefined {
  const fits = (lists ?? []).filter((l) => l.length === arity && l.every((p) => !p.vararg));
  const shapes = new Set(fits.map((l) => l.map((p) => errorType(p.type)).join()));
  return shapes.size === 1 ? fits[0] : undefined;
}

/** The function the base test handed the mock to, where that parameter is one the change took off. */
function droppedTaker(b: Assertion, base: TestUnit, takers: CallbackFacts['takers']): string | undefined {
  const dropped = callsTaking(base.tokens, b.subject).find(({ fn, index, named }) => {
    const t = takers.get(fn);
    if (!t) return false;
    if (named) return t.before.includes(named) && !t.after.includes(named);
    return index >= t.after.length && index < t.before.length;
  });
  return dropped?.fn;
}

/** Whether the head checks the call's result equal to `value` (either side of the equality). */
function resultCheckedEqual(head: TestUnit, fn: string, value: string): boolean {
  const call = `${fn}(`;
  return head.checks.some(
    (c) =>
      c.op === 'isEqualTo' &&
      ((c.subject.includes(call) && c.args.includes(value)) ||
        (c.subject === value && c.args.some((a) => a.includes(call)))),
  );
}

export function verifiedCallbackReturned(
  b: Assertion,
  units: { base: TestUnit; head: TestUnit },
  facts: CallbackFacts | undefined,
): boolean {
  if (!facts || !b.op.startsWith('verify.') || !plainName.test(b.subject) || b.guards?.length) return false;
  if (b.args.some((a) => a.startsWith('mode=')) || b.argNames?.some((n) => n !== '')) return false;
  const params = memberTypes(facts.members.get(b.op.slice('verify.'.length)), b.args.length);
  const fn = params && droppedTaker(b, units.base, facts.takers);
  if (!params || !fn) return false;
  const head = units.head.tokens;
  if (head.includes(b.subject) || !head.some((t, i) => t === fn && head[i + 1] === '(')) return false;
  const valueArgs = b.args.filter((_, i) => !errorType(params[i]!.type));
  if (valueArgs.length === 0 || b.args.some((a, i) => errorType(params[i]!.type) && !noValue.has(a))) return false;
  const call = `${fn}(`;
  const resultChecked = units.head.checks.some((c) => c.subject.includes(call) || c.args.some((a) => a.includes(call)));
  return valueArgs.every((a) =>
    noValue.has(a)
      ? false
      : anything.test(a)
        ? !a.startsWith('capture') || resultChecked
        : resultCheckedEqual(units.head, fn, a),
  );
}
