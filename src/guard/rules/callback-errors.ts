import type { Assertion } from '../inventory/assertion.js';
import { exceptionType, expectedType } from '../kotlin/thrown.js';
import {
  anything,
  type CallbackFacts,
  callOf,
  capturedSlot,
  closing,
  droppedCallback,
  errorType,
  expecting,
  noValue,
  restatedCapture,
  type Units,
} from './callback-results.js';

/**
 * The error path of a callback made a thrown exception (braintree/braintree_android 9ec422a560, 6a477e4fdd …):
 * `sut.pay(5, callback)` + `verify { callback.onResult(null, error) }` → `assertFailsWith<IOException> { sut.pay(5) }`
 * (or `try { …; fail() } catch (e: T)`, read alike as `assertThrows` and `thrown<T>{…}`, kotlin/thrown.ts), with the
 * function's callback parameter taken off in the change (callback-results.ts `droppedCallback`). The verification
 * said the app handed the callback no value and an error; a call that throws does that. What it said of the error
 * must stay said: an error the test made (`IOException("e")`) is thrown as its exact type, or the thrown value is
 * checked equal to it; a captured one's checks are restated on the thrown value (`capturedAsThrown`). Review only.
 */

/** The function a verification of the error path reads, and the error argument it verified. */
function failedCallback(b: Assertion, units: Units, facts: CallbackFacts | undefined) {
  const dropped = droppedCallback(b, units, facts);
  if (!dropped) return undefined;
  const isError = (i: number) => errorType(dropped.params[i]!.type);
  const errors = b.args.filter((_, i) => isError(i));
  if (errors.length !== 1 || noValue.has(errors[0]!)) return undefined;
  if (!b.args.every((a, i) => isError(i) || noValue.has(a))) return undefined;
  return { fn: dropped.fn, error: errors[0]! };
}

/** `t` with each thrown value whose block calls `fn` (`thrown<T>{… fn(…) …}`) written as one placeholder. */
function thrownWrittenOut(t: string, fn: string): string {
  const calls = callOf(fn);
  let out = t;
  for (let at = out.indexOf('thrown<'); at >= 0; at = out.indexOf('thrown<', at + 1)) {
    const typeEnd = closing(out, at + 'thrown'.length, '<>');
    if (typeEnd < 0 || out[typeEnd] !== '{') continue;
    const end = closing(out, typeEnd, '{}');
    if (end < 0 || !calls.test(out.slice(typeEnd, end))) continue;
    out = `${out.slice(0, at)}\u0000${out.slice(end)}`;
  }
  return out;
}

/** Whether the head checks the value thrown by a call of `fn` equal (or the same instance) to `value`. */
function thrownCheckedEqual(head: readonly Assertion[], fn: string, value: string): boolean {
  return head.some((c) => {
    if ((c.op !== 'isEqualTo' && c.op !== 'isSameInstanceAs') || c.args.length !== 1 || c.guards?.length) return false;
    const [s, a] = [thrownWrittenOut(c.subject, fn), thrownWrittenOut(c.args[0]!, fn)];
    return (s === '\u0000' && c.args[0] === value) || (a === '\u0000' && c.subject === value);
  });
}

/**
 * Whether the verification `b` of a callback's error path is a call of its function that throws that error (above):
 * any error (a capture, `any()`) is thrown by an expected-exception check of a block calling the function; an error
 * the test made (`IOException("e")`) by one expecting its exact type, or by the thrown value checked equal to it.
 */
export function verifiedCallbackThrown(
  b: Assertion,
  head: readonly Assertion[],
  units: Units,
  facts: CallbackFacts | undefined,
): boolean {
  const failed = failedCallback(b, units, facts);
  if (!failed) return false;
  const { fn, error } = failed;
  const thrown = expecting(head, fn);
  if (anything.test(error)) return thrown.length > 0;
  if (thrownCheckedEqual(head, fn, error)) return true;
  const made = /^((?:[a-z]\w*\.)*[A-Z][\w.]*)\(/.exec(error)?.[1];
  return !!made && thrown.some((c) => c.args[0] === `<${expectedType(exceptionType(made), c.subject)}>`);
}

/**
 * A check of the error a callback captured, restated on the exception its function now throws (the verification read
 * by `verifiedCallbackThrown`): `assertEquals("m", slot.captured.message)` → `assertEquals("m", e.message)` with `e`
 * the thrown value, `isInstanceOf` of the captured error → the thrown value's, or the expected-exception check of that
 * exact type. The same op, arguments and conditions; the slot captured by that one verification of the test.
 */
export function capturedAsThrown<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  headFree: F[],
  units: Units | undefined,
  facts: CallbackFacts | undefined,
): F | undefined {
  const captured = units && facts && capturedSlot(b, units.base);
  const failed = captured && failedCallback(captured.verify, units!, facts);
  if (!captured || failed?.error !== `capture(${captured.slot})`) return undefined;
  const { fn } = failed;
  const free = headFree.filter((h) => !h.used);
  if (b.op === 'isInstanceOf' && b.subject === `${captured.slot}.captured` && !b.guards?.length) {
    const type = `<${exceptionType(b.args[0] ?? '')}>`;
    const expected = free.find((h) => h.c.args[0] === type && expecting([h.c], fn).length > 0);
    if (expected) return expected;
  }
  return restatedCapture(b, headFree, captured.slot, (t) => thrownWrittenOut(t, fn));
}
