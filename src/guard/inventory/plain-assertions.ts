import { lookupTable, plainAssertions, plainNoOps } from '../compose-api.js';
import type { Arg } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, compact, makeAssertion } from './assertion.js';
import { argValue } from './matchers.js';

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
export function valueSubject(args: Arg[]): Arg | undefined {
  const pos = args.filter((a) => a.name !== 'message' && a.name !== 'lazyMessage');
  const named = pos.find((a) => a.name === 'actual' || a.name === 'condition' || a.name === 'value');
  const unnamed = pos.filter((a) => !a.name);
  const isString = (a: Arg) => a.value.type === 'string_literal';
  return (
    named ?? (unnamed.length >= 2 ? (unnamed.find((a) => !isString(a)) ?? unnamed[unnamed.length - 1]) : unnamed[0])
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
): Assertion {
  const isMessage = (a: Arg) => a.name === 'message' || a.name === 'lazyMessage';
  const pos = args.filter((a) => !isMessage(a));
  const isString = (a: Arg | undefined) => a?.value.type === 'string_literal';
  const n = (a: Arg) => normalize(a.value, scope);
  if (lambdaOps.has(name)) {
    const body = lambda ?? pos.find((a) => a.value.type === 'lambda_literal')?.value;
    const rest = pos.filter((a) => a.value !== body).map(n);
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
  const valueOp = valueOps[name];
  if (valueOp) {
    const subj = valueSubject(args);
    if (subj && !lambda) {
      return makeAssertion({
        family: 'truth',
        subject: n(subj),
        op: valueOp,
        args: [],
        asserting: valueOp !== 'assert',
        action: false,
        text: txt,
        line,
      });
    }
  }
  const eqOp = equalityOps[name];
  if (eqOp) {
    const byName = (k: string) => pos.find((a) => a.name === k);
    const unnamed = pos.filter((a) => !a.name);
    let expected = byName('expected'),
      actual = byName('actual');
    const rest: Arg[] = [];
    if (!expected || !actual) {
      // JUnit: (message, expected, actual[, delta]); kotlin.test: (expected, actual[, message])
      const list =
        unnamed.length >= 3 && isString(unnamed[0]) && !isString(unnamed[2])
          ? unnamed.slice(1)
          : unnamed.length === 3 && isString(unnamed[2])
            ? unnamed.slice(0, 2)
            : unnamed;
      expected ??= list[0];
      actual ??= list[1];
      rest.push(...list.slice(2));
    }
    for (const a of pos) if (a.name && a.name !== 'expected' && a.name !== 'actual') rest.push(a);
    if (expected && actual) {
      const extra = rest.map((a) => (a.name ? `${a.name}=` : 'tolerance=') + n(a));
      return makeAssertion({
        family: 'truth',
        subject: n(actual),
        op: eqOp,
        args: [n(expected), ...extra],
        asserting: true,
        action: false,
        text: txt,
        line,
      });
    }
  }
  if (name === 'assertThat' && pos.length >= 2) {
    const list = pos.length === 3 && isString(pos[0]) ? pos.slice(1) : pos;
    return makeAssertion({
      family: 'truth',
      subject: n(list[0]!),
      op: 'that',
      args: list.slice(1).map((a) => argValue(a.value, scope)),
      asserting: true,
      action: false,
      text: txt,
      line,
    });
  }
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
  const all = pos.map(n);
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

/**
 * tree-sitter-kotlin reads `assertFailsWith<T> { … }` as `(assertFailsWith < T) > { … }`;
 * read that shape back as the generic call it is.
 */
export function readGenericCall(n: Syn, scope: Scope): Assertion | undefined {
  if (n.type !== 'binary_expression') return undefined;
  const kids = named(n);
  const op = n.children.find((c) => c.field === 'operator');
  const left = kids[0],
    right = kids[kids.length - 1];
  if (!op || text(op) !== '>' || !left || !right || left.type !== 'binary_expression') return undefined;
  const lk = named(left);
  const lop = left.children.find((c) => c.field === 'operator');
  const callee = lk[0],
    typeArg = lk[lk.length - 1];
  if (!lop || text(lop) !== '<' || !callee || callee.type !== 'identifier' || !typeArg) return undefined;
  const name = text(callee);
  if (!plainAssertions.has(name) && !name.startsWith('assert')) return undefined;
  const lambda = right.type === 'lambda_literal' ? right : undefined;
  const args: Arg[] = right.type === 'parenthesized_expression' && named(right)[0] ? [{ value: named(right)[0]! }] : [];
  return plainAssertion(name, args, lambda, text(typeArg), scope, compact(n), n.line);
}
