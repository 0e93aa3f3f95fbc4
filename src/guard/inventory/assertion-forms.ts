import { typeName } from '../kotlin/type-checks.js';
import { immutableCollectionBuilders } from '../kotlin/values.js';
import { equalsCall, negatedOperand } from './boolean-forms.js';

/**
 * One canonical form for assertions that check the same thing in different words, so switching
 * library or style is not a change: Hamcrest `assertThat(x, is(equalTo(y)))` reads as Truth's
 * `assertThat(x).isEqualTo(y)`; `assertEquals(list.size, 1)` (arguments swapped) as
 * `assertEquals(1, list.size)`; `isEqualTo(listOf(a, b))` as `containsExactly(a, b).inOrder()`;
 * `assertTrue(a >= b)` as `isAtLeast(b)`, `assertFalse(s.contains(x))` as `doesNotContain(x)`.
 */

export interface AssertionShape {
  subject: string;
  op: string;
  args: string[];
}

/** The characters of a canonical text outside its string literals, with their positions. */
export function* outsideStrings(s: string): Generator<[number, string]> {
  let quote = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === '"') quote = false;
    } else if (c === '"') quote = true;
    else yield [i, c];
  }
}

/** Split a canonical argument list at top-level commas. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0,
    start = 0;
  for (const [i, c] of outsideStrings(s)) {
    if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ')' || c === ']' || c === '}' || c === '>') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  const last = s.slice(start);
  if (last !== '' || out.length) out.push(last);
  return out.filter((a) => a !== '');
}

/** `f(inner)` → inner, when the whole text is one call of f. */
function unwrap(s: string, names: string[]): string | undefined {
  for (const n of names) {
    if (!s.startsWith(`${n}(`) || !s.endsWith(')')) continue;
    const inner = s.slice(n.length + 1, -1);
    let depth = 0;
    let ok = true;
    // a parenthesis in a string literal (`is("(draft")`) is text, not grouping
    for (const [, c] of outsideStrings(inner)) {
      if (c === '(') depth++;
      else if (c === ')' && --depth < 0) ok = false;
    }
    if (ok && depth === 0) return inner;
  }
  return undefined;
}

const IS = ['`is`', 'is', 'Is'];
const INSTANCE_OF = ['instanceOf', 'isA'];

/** Hamcrest's classes, as a matcher may be written through them (`CoreMatchers.\`is\`(…)`, `Matchers.empty()`). */
const matcherClass = new RegExp(
  `^(?:org\\.hamcrest\\.)?(?:${[
    'CoreMatchers',
    'Matchers',
    'Is',
    'IsNot',
    'IsEqual',
    'IsNull',
    'IsInstanceOf',
    'IsEmptyString',
    'IsEmptyCollection',
    'StringContains',
    'StringStartsWith',
    'StringEndsWith',
    'OrderingComparison',
    'IsCollectionContaining',
    'IsCollectionWithSize',
    'IsIterableContainingInOrder',
    'IsIterableContainingInAnyOrder',
  ].join('|')})\\.`,
);

/** One-argument matchers and the Truth proposition each one is. */
const oneArgument: Record<string, string> = {
  hasSize: 'hasSize',
  arrayWithSize: 'hasSize',
  iterableWithSize: 'hasSize',
  hasItem: 'contains',
  containsString: 'contains',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  greaterThan: 'isGreaterThan',
  greaterThanOrEqualTo: 'isAtLeast',
  lessThan: 'isLessThan',
  lessThanOrEqualTo: 'isAtMost',
};
const noArgument: Record<string, string> = {
  'nullValue()': 'isNull',
  'notNullValue()': 'isNotNull',
  true: 'isTrue',
  false: 'isFalse',
  'empty()': 'isEmptyCollection',
  'emptyIterable()': 'isEmptyCollection',
  'emptyString()': 'isEmpty',
  'isEmptyString()': 'isEmpty',
};
/** What `not(m)` is, for the propositions that have an opposite. */
const negated: Record<string, string> = {
  isNull: 'isNotNull',
  isEqualTo: 'isNotEqualTo',
  contains: 'doesNotContain',
  isEmpty: 'isNotEmpty',
  isEmptyCollection: 'isNotEmptyCollection',
  isInstanceOf: 'isNotInstanceOf',
};

/** Hamcrest 1's names that Hamcrest 2 deprecated for another, as the name it kept (`isOneOf(a, b)` is `oneOf(a, b)`). */
const renamedMatchers: Record<string, string> = {
  isOneOf: 'oneOf',
  isEmptyString: 'emptyString',
  isEmptyOrNullString: 'emptyOrNullString',
  isIn: '`in`',
};
const renamedMatcher = new RegExp(
  `(?<![\\w$.])((?:(?:org\\.hamcrest\\.)?(?:Core)?Matchers\\.)?)(${Object.keys(renamedMatchers).join('|')})\\(`,
  'y',
);
/** A matcher's text with Hamcrest 1's deprecated names, wherever they stand in it, as Hamcrest 2's. */
function hamcrestTwoNames(matcher: string): string {
  let out = '';
  let from = 0;
  for (const [i] of outsideStrings(matcher)) {
    if (i < from) continue;
    renamedMatcher.lastIndex = i;
    const m = renamedMatcher.exec(matcher);
    if (!m) continue;
    out += `${matcher.slice(from, i)}${m[1]}${renamedMatchers[m[2]!]}(`;
    from = i + m[0].length;
  }
  return out + matcher.slice(from);
}

/** A Hamcrest matcher as a Truth proposition, when it is one of the common ones. */
function hamcrest(matcher: string): { op: string; args: string[] } | undefined {
  const m = hamcrestTwoNames(matcher).replace(matcherClass, '');
  const inner = unwrap(m, IS);
  if (inner !== undefined) return hamcrest(inner) ?? { op: 'isEqualTo', args: [inner] };
  const eq = unwrap(m, ['equalTo', 'isEqualTo']);
  if (eq !== undefined) return { op: 'isEqualTo', args: [eq] };
  if (noArgument[m]) return { op: noArgument[m]!, args: [] };
  const not = unwrap(m, ['not']);
  if (not !== undefined) {
    const h = hamcrest(not);
    const op = h && negated[h.op];
    return op ? { op, args: h.args } : { op: 'isNotEqualTo', args: [not] };
  }
  for (const [name, op] of Object.entries(oneArgument)) {
    const arg = unwrap(m, [name]);
    if (arg !== undefined) return { op, args: [arg] };
  }
  const inOrder = unwrap(m, ['contains']);
  if (inOrder !== undefined) return { op: 'containsExactly.inOrder', args: splitTopLevel(inOrder) };
  const anyOrder = unwrap(m, ['containsInAnyOrder']);
  if (anyOrder !== undefined) return { op: 'containsExactly', args: splitTopLevel(anyOrder) };
  // `hasItems(a, b)`: each item is in the collection, others may be — Truth's `containsAtLeast(a, b)`
  const some = unwrap(m, ['hasItems']);
  if (some !== undefined) return { op: 'containsAtLeast', args: splitTopLevel(some) };
  const type = unwrap(m, INSTANCE_OF);
  if (type !== undefined) return { op: 'isInstanceOf', args: [type] };
  return undefined;
}

/** A value that is fixed in the source: literal, constant name, enum entry, object, or a call of literals. */
export function looksExpected(s: string): boolean {
  return (
    /^R\.\w+\.\w+$/.test(s) ||
    /^(-?[\d_.]+[LlFfDdUu]*|true|false|null|"(?:[^"\\]|\\.)*"|'.*')$/.test(s) ||
    /^([A-Z][\w]*\.)*[A-Z][A-Z0-9_]+$/.test(s) ||
    /^[A-Z]\w*(\.[A-Z]\w*)*$/.test(s)
  );
}

const symmetric = new Set(['isEqualTo', 'isNotEqualTo', 'isSameInstanceAs', 'isNotSameInstanceAs']);
const listOf = ['listOf', 'mutableListOf', 'arrayListOf', 'arrayOf'];
/** A collection written out in the test (`listOf(a, b)`) is the expectation, whatever its items are. */
const collectionLiterals = [...listOf, 'setOf', 'mutableSetOf', 'mapOf', ...immutableCollectionBuilders.keys()];
const isCollectionLiteral = (s: string) => unwrap(s, collectionLiterals) !== undefined;

/** `x is T` → {value: 'x', op: 'is', type: 'T'} when the whole text is one type test (kotlin/type-checks.ts spells it). */
function splitTypeTest(s: string): { value: string; op: 'is' | '!is'; type: string } | undefined {
  const m = / (!?is) ([\w.<>?, ]+)$/.exec(s);
  if (!m || /&&|\|\||\?:/.test(s)) return undefined;
  const value = s.slice(0, m.index);
  // the value itself must be balanced: `f(x is T)` is a call, not a type test
  let depth = 0;
  for (const c of value) {
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth < 0) return undefined;
  }
  return depth === 0 && value ? { value, op: m[1] as 'is' | '!is', type: m[2]! } : undefined;
}

/** `a==b` → ['a', '==', 'b'] when the whole text is one (in)equality at the top level. */
function splitEquality(s: string): [string, '==' | '!=', string] | undefined {
  let depth = 0,
    quote = false,
    at = -1;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === '"') quote = false;
    } else if (c === '"') quote = true;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && (c === '=' || c === '!') && s[i + 1] === '=' && s[i + 2] !== '=' && s[i - 1] !== '=') {
      if (at >= 0) return undefined;
      at = i;
      i++;
    } else if (depth === 0 && (s.startsWith('&&', i) || s.startsWith('||', i) || s.startsWith('?:', i)))
      return undefined;
  }
  if (at <= 0) return undefined;
  return [s.slice(0, at).trim(), s[at] === '=' ? '==' : '!=', s.slice(at + 2).trim()];
}

const balanced = (t: string) => t.split('(').length === t.split(')').length;

/** What `assertTrue(a OP b)` is, and `assertFalse(a OP b)`: Truth's ordering propositions. */
const ordering: Record<string, [string, string]> = {
  '>=': ['isAtLeast', 'isLessThan'],
  '<=': ['isAtMost', 'isGreaterThan'],
  '>': ['isGreaterThan', 'isAtMost'],
  '<': ['isLessThan', 'isAtLeast'],
};

/**
 * `a>=b` → ['a', '>=', 'b'] when the whole text is one ordering comparison at the top level; `<` and `>`
 * alone only when the text has no other angle bracket (a type argument, a lambda's arrow).
 */
function splitOrdering(s: string): [string, string, string] | undefined {
  const ops: [number, string][] = [];
  for (const [i, c] of outsideStrings(s)) {
    if (/[&|?=!-]/.test(c) && /^(?:&&|\|\||\?:|==|!=|->)/.test(s.slice(i))) return undefined;
    if ((c === '<' || c === '>') && !s.startsWith('->', i - 1)) ops.push([i, s[i + 1] === '=' ? `${c}=` : c]);
  }
  if (ops.length !== 1) return undefined;
  const [at, op] = ops[0]!;
  const [left, right] = [s.slice(0, at).trim(), s.slice(at + op.length).trim()];
  return left && right && balanced(left) && balanced(right) ? [left, op, right] : undefined;
}

/** `a.contains(b)`, `a.startsWith(b)` and the like, as what a true/false check of them asserts. */
function memberTest(subject: string, isTrue: boolean): AssertionShape | undefined {
  const m = /^(.+)\.(contains|startsWith|endsWith)\(([\s\S]*)\)$/.exec(subject);
  if (!m || !balanced(m[1]!)) return undefined;
  const [recv, name, arg] = [m[1]!, m[2]!, m[3]!];
  if (!arg || splitTopLevel(arg).length !== 1) return undefined;
  if (name === 'contains') return { subject: recv, op: isTrue ? 'contains' : 'doesNotContain', args: [arg] };
  return isTrue ? { subject: recv, op: name, args: [arg] } : undefined;
}

/**
 * assertk's list propositions name order the other way round from Truth's: its `containsExactly`
 * checks order (Truth's `containsExactly(…).inOrder()`), its `containsExactlyInAnyOrder` does not.
 */
export function assertkAssertion(c: AssertionShape): AssertionShape {
  if (c.op === 'containsExactly') return { ...c, op: 'containsExactly.inOrder' };
  if (c.op === 'containsExactlyInAnyOrder') return { ...c, op: 'containsExactly' };
  return c;
}

export function canonicalAssertion(c: AssertionShape): AssertionShape {
  let s: AssertionShape = { subject: c.subject, op: c.op, args: c.args };
  if (s.op === 'that' && s.args.length === 1)
    s = { ...s, args: [hamcrestTwoNames(s.args[0]!)], ...hamcrest(s.args[0]!) };
  // `assertTrue(x?.startsWith(y) == true)`: an equality with `true` holds a proposition of its own
  for (let again = 3, before: AssertionShape | undefined; again > 0 && before !== s; again--) {
    before = s;
    s = proposition(booleanLiteral(expectationLast(s)));
  }
  let { subject, op, args } = classEquality(sameAsEquality(expectationLast(s)));
  // a tolerance of nothing is an exact equality
  if (op === 'isEqualTo') args = args.filter((a) => !/^tolerance=0(?:\.0f?)?$/.test(a));
  if ((op === 'isInstanceOf' || op === 'isNotInstanceOf') && args.length === 1) args = [typeName(args[0]!)];
  // an empty text is what an empty string is
  if (op === 'isEqualTo' && args.length === 1 && args[0] === '""') [op, args] = ['isEmpty', []];
  if (op === 'isEqualTo' && args.length === 1) {
    const items = unwrap(args[0]!, listOf);
    if (items !== undefined) [op, args] = ['containsExactly.inOrder', splitTopLevel(items)];
  }
  if (op === 'containsExactly' && args.length === 1) op = 'containsExactly.inOrder';
  // Hamcrest's `empty()` is the collection's own `isEmpty`
  if (op === 'isEmptyCollection' || op === 'isNotEmptyCollection')
    [subject, op] = [`${subject}.isEmpty`, op === 'isEmptyCollection' ? 'isTrue' : 'isFalse'];
  return { subject, op, args };
}

/**
 * A value written out in the test: a literal or constant, a collection literal, or a type's
 * constructor of written-out values (`Result.Seeked(20_000)`, `Item(id = 1, name = "a")`).
 */
function writtenOut(x: string): boolean {
  if (looksExpected(x) || isCollectionLiteral(x)) return true;
  const call = /^((?:[A-Z]\w*\.)*[A-Z]\w*)\((.*)\)$/s.exec(x);
  // one call whose parentheses hold its arguments: not `Foo(a).bar(b)`
  if (!call || unwrap(x, [call[1]!]) === undefined) return false;
  const args = splitTopLevel(call[2]!);
  return args.every((a) => writtenOut(a.replace(/^[A-Za-z_]\w*=(?!=)/, '')));
}

/** An equality with the fixed value as its expectation, whichever side it was written on. */
function expectationLast(s: AssertionShape): AssertionShape {
  if (!symmetric.has(s.op) || s.args.length !== 1) return s;
  const e = s.args[0]!;
  const fixed = writtenOut;
  if (fixed(s.subject) && !fixed(e)) return { ...s, subject: e, args: [s.subject] };
  // two computed values: equality does not care which one was written first
  if (!fixed(s.subject) && !fixed(e) && e < s.subject) return { ...s, subject: e, args: [s.subject] };
  return s;
}

/** An enum entry or an object named by its type (`Mode.DARK`, `Home`): it has one instance. */
const namesOneInstance = (s: string) => /^([A-Z]\w*\.)*[A-Z]\w*$/.test(s);

/** `assertSame(Mode.DARK, v)` is `assertEquals(Mode.DARK, v)`: what equals the only instance is that instance. */
function sameAsEquality(s: AssertionShape): AssertionShape {
  if ((s.op !== 'isSameInstanceAs' && s.op !== 'isNotSameInstanceAs') || s.args.length !== 1) return s;
  if (!namesOneInstance(s.args[0]!)) return s;
  return { ...s, op: s.op === 'isSameInstanceAs' ? 'isEqualTo' : 'isNotEqualTo' };
}

const classOf = /^(.+?)(?:::class(?:\.java)?|\.javaClass|\.getClass\(\))$/;
const classLiteral = /^[\w.]+::class(?:\.java)?$/;

/**
 * `assertEquals(T::class, x::class)` (or `.java`, `x.javaClass`) is the type check `assertIs<T>(x)` — exact where the
 * check of an instance admits a subclass, which for the final value classes tests compare this way is the same check,
 * and what a reviewer reads as the idiom it was rewritten into. Either side may be written first.
 */
function classEquality(s: AssertionShape): AssertionShape {
  if (s.op !== 'isEqualTo' || s.args.length !== 1) return s;
  const [a, b] = classLiteral.test(s.args[0]!) ? [s.subject, s.args[0]!] : [s.args[0]!, s.subject];
  const value = classOf.exec(a)?.[1];
  if (!value || !classLiteral.test(b) || classLiteral.test(a)) return s;
  return { subject: value, op: 'isInstanceOf', args: [typeName(b)] };
}

/** `assertEquals(true, x)` is `assertTrue(x)`. */
function booleanLiteral(s: AssertionShape): AssertionShape {
  const [a] = s.args;
  if ((s.op !== 'isEqualTo' && s.op !== 'isNotEqualTo') || (a !== 'true' && a !== 'false')) return s;
  return { ...s, op: (a === 'true') === (s.op === 'isEqualTo') ? 'isTrue' : 'isFalse', args: [] };
}

/**
 * What a true/false check of one proposition checks, in Truth's words: `assertTrue(a == b)` is
 * `assertEquals(b, a)` (and reports less on failure), `assertTrue(a >= b)` is `isAtLeast(b)`,
 * `assertFalse(s.contains(x))` is `doesNotContain(x)`, `assertTrue(x is T)` is `assertIs<T>(x)`.
 */
function proposition(s: AssertionShape): AssertionShape {
  if ((s.op !== 'isTrue' && s.op !== 'isFalse') || s.args.length) return s;
  const isTrue = s.op === 'isTrue';
  const negated = negatedOperand(s.subject);
  if (negated) return { subject: negated, op: isTrue ? 'isFalse' : 'isTrue', args: [] };
  const called = equalsCall(s.subject);
  const eq = splitEquality(s.subject) ?? (called && ([called[0], '==', called[1]] as const));
  if (eq) return { subject: eq[0], op: (eq[1] === '==') === isTrue ? 'isEqualTo' : 'isNotEqualTo', args: [eq[2]] };
  const o = splitOrdering(s.subject);
  if (o) return { subject: o[0], op: ordering[o[1]]![isTrue ? 0 : 1], args: [o[2]] };
  const member = memberTest(s.subject, isTrue);
  if (member) return member;
  const t = splitTypeTest(s.subject);
  if (t)
    return { subject: t.value, op: (t.op === 'is') === isTrue ? 'isInstanceOf' : 'isNotInstanceOf', args: [t.type] };
  return s;
}
