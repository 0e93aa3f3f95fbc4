import { lookupTable, plainAssertions, plainNoOps } from '../compose-api.js';
import { type Arg, genericCall } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { type ExpectedThrow, expectedThrowOf, expectedType } from '../kotlin/thrown.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, compact, makeAssertion } from './assertion.js';
import { argValue } from './matchers.js';
import type { MessageAt } from './message-position.js';

// JUnit, kotlin.test and Hamcrest calls read into Truth's shape, so switching library is no change.

const valueOps: Record<string, string> = lookupTable({
  assertTrue: 'isTrue',
  assertFalse: 'isFalse',
  assertNull: 'isNull',
  assertNotNull: 'isNotNull',
  check: 'isTrue',
  require: 'isTrue',
  checkNotNull: 'isNotNull',
  requireNotNull: 'isNotNull',
  assert: 'assert',
});
const equalityOps: Record<string, string> = lookupTable({
  assertEquals: 'isEqualTo',
  assertNotEquals: 'isNotEqualTo',
  assertSame: 'isSameInstanceAs',
  assertNotSame: 'isNotSameInstanceAs',
  assertArrayEquals: 'containsExactly.inOrder',
  assertContentEquals: 'containsExactly.inOrder',
});
const lambdaOps = new Set(['assertFails', 'assertFailsWith', 'assertThrows', 'expect']);

/** Whether `name` is a plain call that checks one value is true or false (`assertTrue`, `check`, …). */
export function isBooleanCheck(name: string): boolean {
  const op = valueOps[name];
  return op === 'isTrue' || op === 'isFalse';
}

/**
 * The value a one-value check (`assertTrue(x)`, `assertNull(m, x)`, `check(x)`) is about: JUnit puts
 * the message first, kotlin.test last; the message is the string literal.
 */
export function valueSubject(args: Arg[], scope?: Scope, messageAt?: MessageAt): Arg | undefined {
  const pos = args.filter((a) => a.name !== 'message' && a.name !== 'lazyMessage');
  const named = pos.find((a) => a.name === 'actual' || a.name === 'condition' || a.name === 'value');
  const unnamed = pos.filter((a) => !a.name);
  // two arguments: where the library puts its message decides, whatever the message looks like (message-position.ts)
  if (!named && unnamed.length === 2 && messageAt) return messageAt === 'first' ? unnamed[1] : unnamed[0];
  return (
    named ??
    (unnamed.length >= 2 ? (unnamed.find((a) => !isString(a, scope)) ?? unnamed[unnamed.length - 1]) : unnamed[0])
  );
}

/**
 * A plain assertion call read into the same shape as Truth's (`assertEquals(e, a)` is
 * `assertThat(a).isEqualTo(e)`), so switching between JUnit, kotlin.test and Truth is not a change.
 * Messages are dropped: they do not change what is checked.
 */
export function plainAssertion(
  name: string,
  args: Arg[],
  lambda: Syn | undefined,
  typeArg: string | undefined,
  scope: Scope,
  txt: string,
  line: number,
  messageAt?: MessageAt,
): Assertion {
  const pos = args.filter((a) => !isMessage(a));
  const call: PlainCall = { name, args, pos, lambda, typeArg, scope, txt, line, messageAt };
  if (lambdaOps.has(name)) return lambdaCheck(call);
  const checked = valueCheck(call) ?? equalityCheck(call) ?? typeCheck(call);
  if (checked) return checked;
  if (name === 'assertThat' && call.pos.length >= 2) return hamcrestCheck(call);
  // fail(message[, cause]) checks that control never gets here: what it says is only a message
  if (name === 'fail')
    return makeAssertion({
      family: 'junit',
      subject: '',
      op: name,
      args: [],
      asserting: true,
      action: false,
      text: txt,
      line,
    });
  const all = call.pos.map((a) => normalize(a.value, scope));
  if (lambda) all.push(normalize(lambda, scope));
  return makeAssertion({
    family: 'junit',
    subject: all.length === 1 ? all[0]! : '',
    op: name,
    args: all,
    asserting: !plainNoOps.has(name),
    action: false,
    text: txt,
    line,
  });
}

/** A plain call being read: its arguments without the message (`pos`), and where it is. */
interface PlainCall {
  name: string;
  args: Arg[];
  pos: Arg[];
  lambda: Syn | undefined;
  typeArg: string | undefined;
  scope: Scope;
  txt: string;
  line: number;
  /** where the library puts the message (message-position.ts), when the call's receiver or imports say */
  messageAt?: MessageAt;
}

const isMessage = (a: Arg) => a.name === 'message' || a.name === 'lazyMessage';
/**
 * A text argument: a string, one built from a string first (`"\n" + errors`), or a name that stands for one
 * (`SHORT`, `Owner.SHORT` with `const val SHORT = "…"`) — a message, not a value.
 */
const isString = (a: Arg | undefined, scope?: Scope) =>
  !!a && (stringLike(a.value) || (!!scope && namesText(a.value, scope)));
const namesText = (n: Syn, scope: Scope) =>
  (n.type === 'identifier' || n.type === 'navigation_expression') && normalize(n, scope).startsWith('"');
const stringLike = (n: Syn): boolean =>
  n.type === 'string_literal' || (n.type === 'binary_expression' && !!named(n)[0] && stringLike(named(n)[0]!));

/**
 * `assertFailsWith<T> { … }`, `assertThrows(T::class.java) { … }`: one expected-exception check, the block
 * its subject and the type its argument (kotlin/thrown.ts), as `try { …; fail() } catch (e: T)` reads too.
 */
function lambdaCheck({ name, pos, lambda, typeArg, scope, txt, line }: PlainCall): Assertion {
  const thrown = expectedThrowOf(name, typeArg, pos, lambda, (n) => normalize(n, scope));
  if (thrown) return expectedExceptionCheck(thrown, txt, line);
  const body = lambda ?? pos.find((a) => a.value.type === 'lambda_literal')?.value;
  const rest = pos.filter((a) => a.value !== body).map((a) => normalize(a.value, scope));
  return makeAssertion({
    family: 'junit',
    subject: body ? normalize(body, scope) : '',
    op: name,
    args: [...(typeArg ? [`<${typeArg}>`] : []), ...rest],
    asserting: true,
    action: false,
    text: txt,
    line,
  });
}

/** The one expected-exception check: the block that must throw, and the type it must throw. */
export function expectedExceptionCheck(t: ExpectedThrow, txt: string, line: number): Assertion {
  return makeAssertion({
    family: 'junit',
    subject: t.body,
    op: 'assertThrows',
    args: [`<${expectedType(t.type, t.body)}>`],
    asserting: true,
    action: false,
    text: txt,
    line,
  });
}

/** `assertTrue(x)`, `assertNull(x)`, `check(x)`: Truth's `assertThat(x).isTrue()` and the like. */
function valueCheck({ name, args, lambda, scope, txt, line, messageAt }: PlainCall): Assertion | undefined {
  const valueOp = valueOps[name];
  if (!valueOp) return undefined;
  const subj = valueSubject(args, scope, messageAt);
  // Kotlin's `assert(c) { message }`: the lambda only builds the failure's message
  if (!subj || (lambda && valueOp !== 'assert')) return undefined;
  return makeAssertion({
    family: 'truth',
    subject: normalize(subj.value, scope),
    op: valueOp,
    args: [],
    asserting: valueOp !== 'assert',
    action: false,
    text: txt,
    line,
  });
}

/** The arguments of `assertEquals(expected, actual[, delta])` and its kin, in JUnit's or kotlin.test's order. */
function equalityParts(pos: Arg[], scope: Scope): { expected: Arg; actual: Arg; rest: Arg[] } | undefined {
  const byName = (k: string) => pos.find((a) => a.name === k);
  const unnamed = pos.filter((a) => !a.name);
  let expected = byName('expected'),
    actual = byName('actual');
  const rest: Arg[] = [];
  if (!expected || !actual) {
    // JUnit: (message, expected, actual[, delta]); kotlin.test: (expected, actual[, message])
    const list =
      unnamed.length >= 3 && isString(unnamed[0], scope) && !isString(unnamed[2], scope)
        ? unnamed.slice(1)
        : unnamed.length === 3 && (isString(unnamed[2], scope) || messageLast(unnamed))
          ? unnamed.slice(0, 2)
          : unnamed;
    expected ??= list[0];
    actual ??= list[1];
    rest.push(...list.slice(2));
  }
  for (const a of pos) if (a.name && a.name !== 'expected' && a.name !== 'actual') rest.push(a);
  return expected && actual ? { expected, actual, rest } : undefined;
}

/** The expected value of a plain equality call (`assertEquals(expected, actual)`), messages aside. */
export function equalityExpected(name: string, args: Arg[], scope: Scope): Arg | undefined {
  return equalityOps[name]
    ? equalityParts(
        args.filter((a) => !isMessage(a)),
        scope,
      )?.expected
    : undefined;
}

/** `assertEquals(expected, actual[, delta])` in JUnit's or kotlin.test's order: `assertThat(actual).isEqualTo(expected)`. */
function equalityCheck({ name, pos, scope, txt, line }: PlainCall): Assertion | undefined {
  const eqOp = equalityOps[name];
  const parts = eqOp ? equalityParts(pos, scope) : undefined;
  if (!eqOp || !parts) return undefined;
  const n = (a: Arg) => normalize(a.value, scope);
  const extra = parts.rest.map((a) => (a.name ? `${a.name}=` : 'tolerance=') + n(a));
  return makeAssertion({
    family: 'truth',
    subject: n(parts.actual),
    op: eqOp,
    args: [n(parts.expected), ...extra],
    asserting: true,
    action: false,
    text: txt,
    line,
  });
}

/** Names a tolerance goes by (`DELTA`, `epsilon`, `maxError`): such a third argument stays a tolerance. */
const toleranceName = (name: string) =>
  /delta|eps|toleran|precision|margin|error|threshold|diff/i.test(name) || /^[A-Z][A-Z0-9_]*$/.test(name);
const lastName = (n: Syn): string | undefined =>
  n.type === 'identifier' ? text(n) : n.type === 'navigation_expression' ? lastName(named(n).at(-1)!) : undefined;
/** A value that is no floating-point number (only those have a tolerance overload): a whole number, text, true, false, null,
 * an instance built (`File(p)`, `listOf(…)`), or a capitalised member of a type (an enum entry or object: `Code.OK`). */
function notFloating(n: Syn): boolean {
  if (n.type === 'number_literal' || stringLike(n)) return true;
  if (n.type === 'identifier') return ['true', 'false', 'null'].includes(text(n));
  if (n.type === 'call_expression') {
    const callee = named(n)[0];
    return (
      !!callee &&
      callee.type === 'identifier' &&
      /^(?:[A-Z]|(?:list|set|map|mutableList|mutableSet|mutableMap)Of$)/.test(text(callee))
    );
  }
  if (n.type !== 'navigation_expression') return false;
  const parts = named(n);
  return parts.length === 2 && parts.every((p) => p.type === 'identifier' && /^[A-Z]/.test(text(p)));
}
/**
 * kotlin.test's and JUnit 5's `assertEquals(expected, actual, message)` with a message that is no literal
 * (`assertEquals(Code.OK, result.code, result.log)`): the expected value is no floating-point number, so the
 * third argument cannot be a tolerance, and it reads as none either (no number, no name like `DELTA` or `epsilon`).
 */
function messageLast(unnamed: Arg[]): boolean {
  const [expected, , third] = unnamed.map((a) => a.value);
  if (!expected || !third || !notFloating(expected)) return false;
  const name = lastName(third);
  if (name !== undefined) return !toleranceName(name);
  return third.type === 'call_expression' && !toleranceName(codeName(third));
}
const codeName = (call: Syn): string => lastName(named(call)[0]!) ?? '';

/**
 * JUnit 5's `assertInstanceOf(T::class.java, x[, message])`, kotlin.test's `assertIs<T>(x)` and
 * `assertIsNot<T>(x)`: Truth's `assertThat(x).isInstanceOf(T)` (canonicalAssertion also reads
 * `assertTrue(x is T)` so).
 */
function typeCheck({ name, pos, typeArg, scope, txt, line }: PlainCall): Assertion | undefined {
  const junit = name === 'assertInstanceOf' && (pos.length === 2 || (pos.length === 3 && isString(pos[2]))) && !typeArg;
  const kotlin = (name === 'assertIs' || name === 'assertIsNot') && typeArg && pos.length === 1;
  if (!junit && !kotlin) return undefined;
  const [value, type] = junit ? [pos[1]!, normalize(pos[0]!.value, scope)] : [pos[0]!, typeArg!];
  return makeAssertion({
    family: 'truth',
    subject: normalize(value.value, scope),
    op: name === 'assertIsNot' ? 'isNotInstanceOf' : 'isInstanceOf',
    args: [type.replace(/\s+/g, '')],
    asserting: true,
    action: false,
    text: txt,
    line,
  });
}

/** Hamcrest `assertThat([reason,] actual, matcher)`. */
function hamcrestCheck({ pos, scope, txt, line }: PlainCall): Assertion {
  // three arguments are always (reason, actual, matcher); the reason may be built (`"\n" + errors`)
  const list = pos.length === 3 ? pos.slice(1) : pos;
  return makeAssertion({
    family: 'truth',
    subject: normalize(list[0]!.value, scope),
    op: 'that',
    args: list.slice(1).map((a) => argValue(a.value, scope)),
    asserting: true,
    action: false,
    text: txt,
    line,
  });
}

/**
 * tree-sitter-kotlin reads `assertFailsWith<T> { … }` as `(assertFailsWith < T) > { … }`;
 * read that shape back as the generic call it is.
 */
export function readGenericCall(n: Syn, scope: Scope): Assertion | undefined {
  const g = genericCall(n);
  if (!g || (!plainAssertions.has(g.name) && !g.name.startsWith('assert') && !g.name.startsWith('shouldThrow')))
    return undefined;
  const lambda = g.rest.type === 'lambda_literal' ? g.rest : undefined;
  const inner = g.rest.type === 'parenthesized_expression' ? named(g.rest)[0] : undefined;
  const args: Arg[] = inner ? [{ value: inner }] : [];
  return plainAssertion(g.name, args, lambda, text(g.typeArg), scope, compact(n), n.line);
}
