import { bodyStatements, flattenChain } from '../kotlin/calls.js';
import { codeText, named, type Syn, text } from '../kotlin/syntax.js';
import { blockText, exceptionType, thrownValue } from '../kotlin/thrown.js';
import type { Normalize } from '../kotlin/type-checks.js';
import { type Assertion, compact, makeAssertion } from './assertion.js';
import { expectedExceptionCheck } from './plain-assertions.js';

// JUnit 4's `ExpectedException` rule, one more form of "this block throws T" (expected-exceptions.ts): after
// `thrown.expect(T::class.java)` the test passes only if a later statement throws T, which is
// `assertThrows<T> { later statements }`; `thrown.expectMessage(m)` then asks that its message contain m. Read so,
// a test moved between the rule, `@Test(expected = T::class)` and `assertThrows` keeps its check, and one that
// drops the message (`assertThrows("m", T::class.java) { … }` takes m as the failure's text) loses one.

const isComment = (n: Syn) => n.type === 'line_comment' || n.type === 'block_comment';

/** The names of the class's `ExpectedException.none()` properties, the rule's handles. */
function ruleNames(fn: Syn): Set<string> {
  let body = fn.parent;
  while (body && body.type !== 'class_body') body = body.parent;
  const out = new Set<string>();
  for (const p of body ? named(body) : []) {
    if (p.type !== 'property_declaration' || !/\bExpectedException\s*\.\s*none\s*\(\s*\)/.test(codeText(p))) continue;
    const decl = p.children.find((c) => c.type === 'variable_declaration');
    const name = decl && named(decl).find((c) => c.type === 'identifier');
    if (name) out.add(text(name));
  }
  return out;
}

/** `thrown.expect(x)` / `thrown.expectMessage(x)` on a rule handle: the method and its one argument. */
function ruleCall(stmt: Syn, rules: Set<string>): { method: string; arg: Syn } | undefined {
  if (stmt.type !== 'call_expression') return undefined;
  const chain = flattenChain(stmt);
  const [seg] = chain.segments;
  if (!chain.root || !rules.has(text(chain.root)) || chain.segments.length !== 1 || !seg) return undefined;
  if (seg.kind !== 'call' || seg.args.length !== 1 || seg.lambda || seg.args[0]!.name) return undefined;
  return { method: seg.name, arg: seg.args[0]!.value };
}

/**
 * A test's `ExpectedException` expectation as checks: `assertThrows<T>` of the statements after `expect`, and a
 * `contains` check of the caught value's message for each `expectMessage` of a plain value. Undefined when the class
 * has no such rule, the test does not call `expect` exactly once with a class literal, or the rule is used in any
 * other way (a matcher passed, `expectCause`): then the test is read as before. `replaced` are the lines of the
 * rule's calls, whose generic reading these checks take the place of.
 */
export function ruleExpectation(
  fn: Syn,
  body: Syn | undefined,
  normalize: Normalize,
): { checks: Assertion[]; replaced: Set<number> } | undefined {
  const rules = ruleNames(fn);
  if (!rules.size) return undefined;
  const stmts = bodyStatements(body).filter((s) => !isComment(s));
  const calls = stmts.map((s) => ruleCall(s, rules));
  const expects = calls.flatMap((c, i) => (c?.method === 'expect' ? [i] : []));
  const [at] = expects;
  if (expects.length !== 1 || at === undefined || !/::class(?:\.java)?$/.test(text(calls[at]!.arg))) return undefined;
  if (calls.some((c) => c && c.method !== 'expect' && c.method !== 'expectMessage')) return undefined;
  const messages = calls.filter((c) => c?.method === 'expectMessage');
  if (messages.some((c) => c!.arg.type !== 'string_literal' && c!.arg.type !== 'identifier')) return undefined;
  const expectStmt = stmts[at]!;
  const thrown = {
    type: exceptionType(text(calls[at]!.arg)),
    body: blockText(
      stmts.filter((_, i) => i > at && !calls[i]),
      normalize,
    ),
  };
  const checks = [expectedExceptionCheck(thrown, compact(expectStmt), expectStmt.line)];
  stmts.forEach((s, i) => {
    if (calls[i]?.method !== 'expectMessage') return;
    checks.push(
      makeAssertion({
        family: 'truth',
        subject: `${thrownValue(thrown)}.message`,
        op: 'contains',
        args: [normalize(calls[i]!.arg)],
        asserting: true,
        action: false,
        text: compact(s),
        line: s.line,
      }),
    );
  });
  return { checks, replaced: new Set(stmts.filter((_, i) => calls[i]).map((s) => s.line)) };
}
