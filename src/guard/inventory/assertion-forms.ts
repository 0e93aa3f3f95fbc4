import { typeName } from '../kotlin/type-checks.js';

/**
 * One canonical form for assertions that check the same thing in different words, so switching
 * library or style is not a change: Hamcrest `assertThat(x, is(equalTo(y)))` reads as Truth's
 * `assertThat(x).isEqualTo(y)`; `assertEquals(list.size, 1)` (arguments swapped) as
 * `assertEquals(1, list.size)`; `isEqualTo(listOf(a, b))` as `containsExactly(a, b).inOrder()`.
 */

export interface AssertionShape {
  subject: string;
  op: string;
  args: string[];
}

/** Split a canonical argument list at top-level commas. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0,
    quote = false,
    start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === '"') quote = false;
    } else if (c === '"') quote = true;
    else if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
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
    for (const c of inner) {
      if (c === '(') depth++;
      else if (c === ')' && --depth < 0) ok = false;
    }
    if (ok && depth === 0) return inner;
  }
  return undefined;
}

const IS = ['`is`', 'is', 'Is'];
const INSTANCE_OF = ['instanceOf', 'isA', 'Matchers.instanceOf', 'CoreMatchers.instanceOf', 'IsInstanceOf.instanceOf'];
const EQUAL = ['equalTo', 'isEqualTo', 'Matchers.equalTo', 'CoreMatchers.equalTo'];

/** A Hamcrest matcher as a Truth proposition, when it is one of the common ones. */
function hamcrest(m: string): { op: string; args: string[] } | undefined {
  const inner = unwrap(m, IS);
  if (inner !== undefined) return hamcrest(inner) ?? { op: 'isEqualTo', args: [inner] };
  const eq = unwrap(m, EQUAL);
  if (eq !== undefined) return { op: 'isEqualTo', args: [eq] };
  if (m === 'nullValue()') return { op: 'isNull', args: [] };
  if (m === 'notNullValue()') return { op: 'isNotNull', args: [] };
  if (m === 'true') return { op: 'isTrue', args: [] };
  if (m === 'false') return { op: 'isFalse', args: [] };
  const not = unwrap(m, ['not', 'Matchers.not', 'CoreMatchers.not']);
  if (not !== undefined) {
    const h = hamcrest(not);
    if (h?.op === 'isNull') return { op: 'isNotNull', args: [] };
    if (h?.op === 'isEqualTo') return { op: 'isNotEqualTo', args: h.args };
    return { op: 'isNotEqualTo', args: [not] };
  }
  const size = unwrap(m, ['hasSize']);
  if (size !== undefined) return { op: 'hasSize', args: [size] };
  const item = unwrap(m, ['hasItem']);
  if (item !== undefined) return { op: 'contains', args: [item] };
  const inOrder = unwrap(m, ['contains']);
  if (inOrder !== undefined) return { op: 'containsExactly.inOrder', args: splitTopLevel(inOrder) };
  const anyOrder = unwrap(m, ['containsInAnyOrder']);
  if (anyOrder !== undefined) return { op: 'containsExactly', args: splitTopLevel(anyOrder) };
  if (m === 'empty()' || m === 'emptyIterable()') return { op: 'isEmpty', args: [] };
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
const isCollectionLiteral = (s: string) => unwrap(s, [...listOf, 'setOf', 'mutableSetOf', 'mapOf']) !== undefined;

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
  let { subject, op, args } = c;
  if (op === 'that' && args.length === 1) {
    const h = hamcrest(args[0]!);
    if (h) ({ op, args } = h);
  }
  // `assertTrue(a == b)` checks what `assertEquals(b, a)` checks (and reports less on failure)
  if ((op === 'isTrue' || op === 'isFalse') && args.length === 0) {
    const eq = splitEquality(subject);
    if (eq)
      [subject, op, args] = [eq[0], (eq[1] === '==') === (op === 'isTrue') ? 'isEqualTo' : 'isNotEqualTo', [eq[2]]];
  }
  // `assertTrue(x is T)` checks what `assertIs<T>(x)` and `assertThat(x).isInstanceOf(T::class.java)` check
  if ((op === 'isTrue' || op === 'isFalse') && args.length === 0) {
    const t = splitTypeTest(subject);
    if (t)
      [subject, op, args] = [
        t.value,
        (t.op === 'is') === (op === 'isTrue') ? 'isInstanceOf' : 'isNotInstanceOf',
        [t.type],
      ];
  }
  if ((op === 'isInstanceOf' || op === 'isNotInstanceOf') && args.length === 1) args = [typeName(args[0]!)];
  if (symmetric.has(op) && args.length === 1) {
    // the literal is the expectation, whichever side it was written on
    const e = args[0]!;
    const fixed = (x: string) => looksExpected(x) || isCollectionLiteral(x);
    if (fixed(subject) && !fixed(e)) [subject, args] = [e, [subject]];
    // two computed values: equality does not care which one was written first
    else if (!fixed(subject) && !fixed(e) && e < subject) [subject, args] = [e, [subject]];
  }
  if (op === 'isEqualTo' && args.length === 1) {
    const items = unwrap(args[0]!, listOf);
    if (items !== undefined) [op, args] = ['containsExactly.inOrder', splitTopLevel(items)];
  }
  if (op === 'containsExactly' && args.length === 1) op = 'containsExactly.inOrder';
  if ((op === 'isEqualTo' || op === 'isNotEqualTo') && (args[0] === 'true' || args[0] === 'false')) {
    const t = (args[0] === 'true') === (op === 'isEqualTo');
    [op, args] = [t ? 'isTrue' : 'isFalse', []];
  }
  return { subject, op, args };
}
