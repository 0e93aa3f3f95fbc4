import { callArgs } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { typeArgumentOf } from '../kotlin/thrown.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, compact, makeAssertion } from './assertion.js';
import { argValue } from './matchers.js';
import { mockBlocks } from './mock-blocks.js';

/**
 * Kotest's matchers read into Truth's shape, so a check rewritten between JUnit, kotlin.test, Truth and Kotest is no
 * change: `x shouldBe y` (infix) and `x.shouldBe(y)` are `assertThat(x).isEqualTo(y)`, `xs shouldHaveSize 2` is
 * `hasSize(2)`, `x.shouldBeNull()` is `isNull()`, `x.shouldBeInstanceOf<T>()` is `isInstanceOf(T)`. The value checked
 * is the receiver, the expectation the argument; a matcher not listed here is read under its own name, still a check.
 * An app's own `should…` member stubbed or verified on a mock (`every { ui.shouldSkipChecks() } returns false`,
 * `verify(ui).shouldShowRationale()`) is the mock's call, no matcher.
 */
const withValue: Record<string, string> = {
  shouldBe: 'isEqualTo',
  shouldNotBe: 'isNotEqualTo',
  shouldBeSameInstanceAs: 'isSameInstanceAs',
  shouldNotBeSameInstanceAs: 'isNotSameInstanceAs',
  shouldContain: 'contains',
  shouldNotContain: 'doesNotContain',
  shouldHaveSize: 'hasSize',
  shouldStartWith: 'startsWith',
  shouldEndWith: 'endsWith',
  shouldBeGreaterThan: 'isGreaterThan',
  shouldBeGreaterThanOrEqual: 'isAtLeast',
  shouldBeGreaterThanOrEqualTo: 'isAtLeast',
  shouldBeLessThan: 'isLessThan',
  shouldBeLessThanOrEqual: 'isAtMost',
  shouldBeLessThanOrEqualTo: 'isAtMost',
  shouldContainKey: 'containsKey',
  shouldNotContainKey: 'doesNotContainKey',
  shouldMatch: 'matches',
  // Kotest's `shouldContainExactly` checks order, as Truth's `containsExactly(…).inOrder()` does
  shouldContainExactly: 'containsExactly.inOrder',
  shouldContainExactlyInAnyOrder: 'containsExactly',
  shouldContainAll: 'containsAtLeast',
};
const withoutValue: Record<string, string> = {
  shouldBeTrue: 'isTrue',
  shouldBeFalse: 'isFalse',
  shouldBeNull: 'isNull',
  shouldNotBeNull: 'isNotNull',
  shouldBeEmpty: 'isEmpty',
  shouldNotBeEmpty: 'isNotEmpty',
};
const withType: Record<string, string> = {
  shouldBeInstanceOf: 'isInstanceOf',
  shouldNotBeInstanceOf: 'isNotInstanceOf',
};

const isKotestMatcher = (name: string) => /^should[A-Z]/.test(name) && !name.startsWith('shouldThrow');

/** The name a call calls when it is a plain name (`every`, `` `when` ``). */
function calleeName(n: Syn | undefined): string | undefined {
  const callee = n?.type === 'call_expression' ? n.children[0] : undefined;
  return callee?.type === 'identifier' ? text(callee).replace(/`/g, '') : undefined;
}

/**
 * Whether `n` is the call a mock's stub or verification names: inside the block or parentheses of the nearest call
 * around it (`every { m.shouldX() }`, `whenever(m.shouldX())`; a matcher in `withArg { … }` is its block's), or made
 * on one (`verify(m).shouldX()`).
 */
function onMock(n: Syn): boolean {
  const recv = n.type === 'call_expression' ? n.children[0]?.children[0] : undefined;
  if (mockBlocks.has(calleeName(recv) ?? '')) return true;
  for (let p = n.parent; p; p = p.parent) {
    if (p.type === 'call_expression') return mockBlocks.has(calleeName(p) ?? '');
    if (p.type === 'function_declaration') return false;
  }
  return false;
}

/** The receiver and matcher name of `recv.shouldX(…)`, when `n` is such a call. */
function memberCall(n: Syn): { recv: Syn; name: string; args: Syn | undefined } | undefined {
  if (n.type !== 'call_expression') return undefined;
  const [callee, ...rest] = n.children;
  if (callee?.type !== 'navigation_expression') return undefined;
  const parts = named(callee);
  const last = parts.at(-1);
  if (parts.length !== 2 || last?.type !== 'identifier') return undefined;
  // a trailing lambda is another kind of call (`x.shouldBeInstanceOf<T> { … }` checks more in its block)
  if (rest.some((c) => c.type === 'annotated_lambda')) return undefined;
  return { recv: parts[0]!, name: text(last), args: rest.find((c) => c.type === 'value_arguments') };
}

/** The matchers whose two sides can trade places. */
const symmetric = new Set(['shouldBe', 'shouldNotBe', 'shouldBeSameInstanceAs', 'shouldNotBeSameInstanceAs']);

/** A literal written out (`"24d"`, `3`, `true`, `null`): the expected side of an equality. */
function isPlainLiteral(n: Syn): boolean {
  if (n.type === 'string_literal') return !n.children.some((c) => c.type === 'interpolation');
  return (
    ['number_literal', 'float_literal', 'boolean_literal', 'null_literal'].includes(n.type) ||
    /^(?:true|false|null)$/.test(text(n))
  );
}

/**
 * A Kotest matcher written infix (`x shouldBe y`) or as a call on the value (`x.shouldBe(y)`, `x.shouldBeNull()`),
 * read as the Truth check it makes; undefined for anything else.
 */
export function kotestCheck(n: Syn, scope: Scope): Assertion | undefined {
  let subject: Syn, name: string, values: Syn[], typeArg: string | undefined;
  if (n.type === 'infix_expression') {
    const kids = named(n);
    if (kids.length !== 3 || kids[1]!.type !== 'identifier') return undefined;
    [subject, name, values] = [kids[0]!, text(kids[1]!), [kids[2]!]];
  } else {
    const call = memberCall(n);
    if (!call) return undefined;
    const args = callArgs(call.args);
    if (args.some((a) => a.name)) return undefined;
    [subject, name, values, typeArg] = [call.recv, call.name, args.map((a) => a.value), typeArgumentOf(n)];
  }
  if (!isKotestMatcher(name) || onMock(n)) return undefined;
  // equality is symmetric: `"24d" shouldBe x` checks what `x shouldBe "24d"` checks
  if (symmetric.has(name) && values.length === 1 && isPlainLiteral(subject) && !isPlainLiteral(values[0]!))
    [subject, values] = [values[0]!, [subject]];
  const known = withValue[name] ?? withoutValue[name] ?? withType[name];
  const op =
    known && (withType[name] ? typeArg && values.length === 0 : withValue[name] ? values.length >= 1 : !values.length)
      ? known
      : name;
  const args = [...(typeArg ? [typeArg.replace(/\s+/g, '')] : []), ...values.map((v) => argValue(v, scope))];
  return makeAssertion({
    family: 'truth',
    subject: normalize(subject, scope),
    op,
    args,
    asserting: true,
    action: false,
    text: compact(n),
    line: n.line,
  });
}
