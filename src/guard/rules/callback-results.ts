import type { Param } from '../app-facts.js';
import type { AppendedParameters } from '../appended-parameters.js';
import { callsTaking, mockNames, unitKey } from '../callback-takers.js';
import { escapeRe } from '../code-only.js';
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
  /** the base tests' tokens as written, by `unitKey` (callback-takers.ts `writtenTokens`) */
  written: ReadonlyMap<string, string[]>;
}

export const errorType = (t: string | undefined) => !!t && /(Exception|Error|Throwable)\??$/.test(t);
export const noValue = new Set(['null', 'isNull()']);
export const anything = /^(capture\(.*\)|any(<[^>]*>)?\(\)|\w+\.capture\(\))$/;

/** The one parameter-type shape the member's base declarations of this arity share, if they share one. */
function memberTypes(lists: Param[][] | undefined, arity: number): Param[] | undefined {
  const fits = (lists ?? []).filter((l) => l.length === arity && l.every((p) => !p.vararg));
  const shapes = new Set(fits.map((l) => l.map((p) => errorType(p.type)).join()));
  return shapes.size === 1 ? fits[0] : undefined;
}

/** The function the base test handed the mock to, where that parameter is one the change took off. */
function droppedTaker(name: string, written: readonly string[], takers: CallbackFacts['takers']): string | undefined {
  const dropped = callsTaking(written, name).find(({ fn, index, named }) => {
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

/** A call of `fn` in a canonical text. */
export const callOf = (fn: string) => new RegExp(`(?<![\\w$])${escapeRe(fn)}\\(`);

/** The head's expected-exception checks (`assertFailsWith<T> { … }`, kotlin/thrown.ts) of a block calling `fn`. */
export const expecting = (head: readonly Assertion[], fn: string) =>
  head.filter((c) => c.op === 'assertThrows' && callOf(fn).test(c.subject) && /^<.+>$/.test(c.args[0] ?? ''));

export type Units = { base: TestUnit; head: TestUnit };

/** A verification of a callback the change took off the function the base test handed it to, as `droppedCallback` reads it. */
export interface DroppedCallback {
  /** the function that lost the callback parameter, called by the head test */
  fn: string;
  /** the verified member's parameters, in the verification's arity */
  params: Param[];
}

/**
 * The function a verification's mock callback was handed to, where the change took that parameter off it, the head
 * test calls it and no longer names the mock, and the verification has no mode, named argument or condition.
 */
export function droppedCallback(
  b: Assertion,
  units: Units,
  facts: CallbackFacts | undefined,
): DroppedCallback | undefined {
  if (!facts || !b.op.startsWith('verify.') || b.guards?.length) return undefined;
  if (b.args.some((a) => a.startsWith('mode=')) || b.argNames?.some((n) => n !== '')) return undefined;
  const params = memberTypes(facts.members.get(b.op.slice('verify.'.length)), b.args.length);
  const written = facts.written.get(unitKey(units.base)) ?? units.base.tokens;
  const names = mockNames(b.subject, written);
  const name = names.length === 1 ? names[0]! : undefined;
  const fn = params && name && droppedTaker(name, written, facts.takers);
  if (!params || !fn) return undefined;
  const head = units.head.tokens;
  if (head.includes(name!) || !head.some((t, i) => t === fn && head[i + 1] === '(')) return undefined;
  return { fn, params };
}

/** The function whose returned value the verification `b` of a callback now is, if it is one (see above). */
function returnedCallback(b: Assertion, units: Units, facts: CallbackFacts | undefined): string | undefined {
  const dropped = droppedCallback(b, units, facts);
  if (!dropped) return undefined;
  const { fn, params } = dropped;
  // a call the head expects to throw hands back no value (callback-errors.ts reads that path)
  if (expecting(units.head.checks, fn).length > 0) return undefined;
  const valueArgs = b.args.filter((_, i) => !errorType(params[i]!.type));
  if (valueArgs.length === 0 || b.args.some((a, i) => errorType(params[i]!.type) && !noValue.has(a))) return undefined;
  const call = `${fn}(`;
  const resultChecked = units.head.checks.some((c) => c.subject.includes(call) || c.args.some((a) => a.includes(call)));
  const held = valueArgs.every((a) =>
    noValue.has(a)
      ? false
      : anything.test(a)
        ? !a.startsWith('capture') || resultChecked
        : resultCheckedEqual(units.head, fn, a),
  );
  return held ? fn : undefined;
}

export const verifiedCallbackReturned = (b: Assertion, units: Units, facts: CallbackFacts | undefined) =>
  returnedCallback(b, units, facts) !== undefined;

/** The index just past the bracket of the pair `oc` (`()`, `<>`, `{}`) that closes the one at `open`. */
export function closing(t: string, open: number, [o, c]: string = '()'): number {
  let depth = 0;
  for (let i = open; i < t.length; i++) {
    depth += t[i] === o ? 1 : t[i] === c ? -1 : 0;
    if (depth === 0) return i + 1;
  }
  return -1;
}

/** The index where the receiver chain ending just before `at` starts (`a.b(x).` before `fn(`). */
function chainStart(t: string, at: number): number {
  let i = at;
  while (i > 0 && t[i - 1] === '.') {
    let j = i - 1;
    if (t[j - 1] === ')') {
      let depth = 0;
      for (j -= 1; j >= 0; j--) {
        depth += t[j] === ')' ? 1 : t[j] === '(' ? -1 : 0;
        if (depth === 0) break;
      }
    }
    while (j > 0 && /[\w$<>]/.test(t[j - 1]!)) j--;
    if (j === i - 1) break;
    i = j;
  }
  return i;
}

/** `t` with each call of `fn` written out in it — receiver chain and arguments — as one placeholder. */
function callsWrittenOut(t: string, fn: string): string {
  const call = new RegExp(`(?<![\\w$])${escapeRe(fn)}\\(`, 'g');
  let out = t;
  for (let m = call.exec(out); m; m = call.exec(out)) {
    const end = closing(out, m.index + fn.length);
    if (end < 0) break;
    const from = chainStart(out, m.index);
    out = `${out.slice(0, from)}\u0000${out.slice(end)}`;
    call.lastIndex = from + 1;
  }
  return out;
}

/** The head's locals assigned the call's result (`val receipt = sut.pay(5)`). */
function resultLocals(tokens: readonly string[], fn: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (tokens[i] !== 'val' || tokens[i + 2] !== '=') continue;
    let j = i + 3;
    while (/^[A-Za-z_]\w*$/.test(tokens[j] ?? '') && tokens[j + 1] === '.') j += 2;
    if (tokens[j] === fn && tokens[j + 1] === '(') out.push(tokens[i + 1]!);
  }
  return out;
}

/**
 * The slot whose captured value check `b` reads (`slot.captured`), where exactly one verification of the base test
 * captures it, and that verification.
 */
export function capturedSlot(b: Assertion, base: TestUnit): { slot: string; verify: Assertion } | undefined {
  if (!b.subject.includes('.captured')) return undefined;
  const captures = base.checks.flatMap((v) => v.args.flatMap((a) => /^capture\((.+)\)$/.exec(a)?.[1] ?? []));
  const slot = captures.find(
    (x) => captures.filter((y) => y === x).length === 1 && b.subject.includes(`${x}.captured`),
  );
  const verify = slot && base.checks.find((v) => v.args.includes(`capture(${slot})`));
  return slot && verify ? { slot, verify } : undefined;
}

/**
 * A check of the value a callback captured, restated on the value its function now returns (the verification read
 * by `returnedCallback`): `assertEquals("@a", slot.captured.name)` → `assertEquals("@a", nonce.name)` with `val nonce
 * = sut.f(…)`, or with the call written in place. The same op, arguments and conditions, the captured value and the
 * result standing in the same places; the slot is captured by that one verification of the test. Review only.
 */
export function capturedAsResult<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  headFree: F[],
  units: Units | undefined,
  facts: CallbackFacts | undefined,
): F | undefined {
  const captured = units && facts && capturedSlot(b, units.base);
  const fn = captured && returnedCallback(captured.verify, units!, facts);
  if (!captured || !fn) return undefined;
  const locals = new RegExp(
    resultLocals(units.head.tokens, fn)
      .map((l) => `(?<![\\w.])${escapeRe(l)}\\b`)
      .join('|') || '$^',
    'g',
  );
  return restatedCapture(b, headFree, captured.slot, (t) => callsWrittenOut(t, fn).replace(locals, '\u0000'));
}

/**
 * The free head check that restates `b`, a check of `slot.captured`: the same op, arguments and conditions, with the
 * captured value standing where `inHead` writes out what replaced it (a result, a thrown value) as a placeholder.
 */
export function restatedCapture<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  headFree: F[],
  slot: string,
  inHead: (t: string) => string,
): F | undefined {
  const inBase = (t: string) => t.split(`${slot}.captured`).join('\u0000');
  const key = (c: Assertion, f: (t: string) => string) =>
    [c.op, f(c.subject), ...c.args.map(f), ...(c.guards ?? [])].join('\u0001');
  const want = key(b, inBase);
  return headFree.find((h) => !h.used && key(h.c, inHead) === want);
}
