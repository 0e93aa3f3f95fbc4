import type { Syn } from '../kotlin/syntax.js';
import { codeText } from '../kotlin/syntax.js';
import { assertkAssertion, canonicalAssertion } from './assertion-forms.js';
import type { Finder } from './matchers.js';

/**
 * What a test does with a node or a value, in canonical form: an assertion (`asserting`), an action
 * (`performClick`), or a bare finder whose result is used elsewhere. The rules compare these per test.
 */
export interface Assertion {
  family: 'compose' | 'truth' | 'junit' | 'espresso' | 'wait';
  finder?: Finder;
  /** canonical subject: the finder, the Truth subject, or the checked value */
  subject: string;
  /** the terminal call (`assertIsDisplayed`, `containsExactly.inOrder`, '' for a bare finder or `assertThat(x)`) */
  op: string;
  /** canonical arguments of the terminal call(s), flags included as `name=value` */
  args: string[];
  asserting: boolean;
  action: boolean;
  /** compact source text, for messages */
  text: string;
  line: number;
  /** the helper function it came from, when inlined */
  via?: string;
  /** the helper whose expression is the subject of this true/false check (`assertTrue(shown())`) */
  subjectVia?: string;
  /** the helper whose expression is the value this equality check expects (`assertEquals(sampleNote(), x)`) */
  expectedVia?: string;
  /** the conditions and loops it runs under (`if(x)`, `else(x)`, `for(n in xs)`), canonical */
  guards?: string[];
  /** checked values that read a fake's constant (`repo.current = null (FakeRepo.current)`): inventory/fakes.ts */
  constantReads?: string[];
  /** a verified call's argument names, '' for a positional one (`verify(m).f(a = x, y)` → `['a', '']`) */
  argNames?: string[];
  /** a JUnit 4 `@Test(expected = T::class)`: the test's whole body, every statement of which it covers (expected-exceptions.ts) */
  wholeBody?: string;
  sig: string;
}

/** One-line display text of a node, comments left out (a comment is no change). */
export function compact(n: Syn): string {
  const t = codeText(n)
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s*\.\s*/g, '.');
  return t.length > 160 ? `${t.slice(0, 157)}...` : t;
}

export function makeAssertion(raw: Omit<Assertion, 'sig'>): Assertion {
  const c = raw.family === 'truth' ? { ...raw, ...canonicalAssertion(raw) } : raw;
  const sig = `${c.family}|${c.subject}|${c.op}|${c.args.join('\u0001')}`;
  return { ...c, sig };
}

/** A check made again with some of its parts changed, under the same conditions (its signature keeps them). */
export function remake(c: Assertion, changes: Partial<Omit<Assertion, 'sig'>>): Assertion {
  const { sig: _sig, ...raw } = c;
  const re = makeAssertion({ ...raw, ...changes });
  return c.guards?.length ? { ...re, sig: `${re.sig}|when:${c.guards.join('&&')}` } : re;
}

/** A Truth-shaped check of a file that asserts with assertk, read in assertk's meaning (`containsExactly` is ordered). */
export function inAssertkDialect(c: Assertion): Assertion {
  if (c.family !== 'truth') return c;
  const { op } = assertkAssertion(c);
  return op === c.op ? c : remake(c, { op });
}

/** Whether two checks run under the same conditions (their `if`/loop guards, in order). */
export function sameGuards(a: Assertion, b: Assertion): boolean {
  return (a.guards ?? []).join('&&') === (b.guards ?? []).join('&&');
}
