import { bodyStatements, flattenChain } from '../kotlin/calls.js';
import { onlyLogs } from '../kotlin/logged-values.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { blockText, type ExpectedThrow, exceptionType, expectedType, thrownValue } from '../kotlin/thrown.js';
import type { Normalize } from '../kotlin/type-checks.js';
import { type Assertion, makeAssertion, remake, sameGuards } from './assertion.js';
import type { ScopedLink } from './chains.js';
import { opArgs } from './matchers.js';
import { expectedExceptionCheck } from './plain-assertions.js';

// The forms of "this block throws T" besides the throwing calls of kotlin/thrown.ts, read into the same
// check (`assertThrows`, the block its subject, `<T>` its argument) and the same caught value
// (`thrown<T>{block}`), so a test migrated between them keeps its checks:
// `try { block; fail() } catch (e: T) { … }`, JUnit 4's `@Test(expected = T::class)`, AssertJ's
// `assertThatThrownBy { block }.isInstanceOf(T::class.java)` and Truth's
// `assertThat(runCatching { block }.exceptionOrNull()).isInstanceOf(T::class.java)`.

/** Catching these catches the failure `fail()` throws: such a try passes whether its block throws or not. */
const catchesFailures = new Set(['Throwable', 'Error', 'AssertionError', 'AssertionFailedError']);

const isComment = (n: Syn) => n.type === 'line_comment' || n.type === 'block_comment';

/** `fail(…)`, `Assert.fail()`, `fail { … }`, `throw AssertionError(…)`: the statement that fails the test. */
function failsTheTest(stmt: Syn): boolean {
  if (stmt.type === 'jump_expression' || stmt.type === 'throw_expression')
    return /^throw\s+(?:[\w.]+\.)?(?:AssertionError|AssertionFailedError)\b/.test(text(stmt));
  if (stmt.type !== 'call_expression') return false;
  const chain = flattenChain(stmt);
  const last = chain.segments[chain.segments.length - 1];
  const rootOk = !chain.root || /^[A-Z]\w*$/.test(text(chain.root));
  return chain.segments.length === 1 && last?.name === 'fail' && rootOk;
}

/**
 * A catch clause that only fails the test (`catch (e: JSONException) { fail() }`), reporting what it caught at most
 * (a log line, a print, a stack trace): what it catches would fail the test
 * uncaught as well, so its `fail()` is no check of its own, and unwrapping the block from such a `try` loses none.
 */
export function onlyFails(cb: Syn): boolean {
  const block = cb.children.find((c) => c.type === 'block');
  const stmts = block ? named(block).filter((c) => !isComment(c)) : [];
  return stmts.some(failsTheTest) && stmts.every((st) => failsTheTest(st) || onlyReports(st));
}

/** A statement that only reports what was caught: a log line, a print, `e.printStackTrace()`. */
const onlyReports = (st: Syn) =>
  onlyLogs(st) ||
  (st.type === 'call_expression' && /^(?:System\.(?:out|err)\.print\w*|\w+\.printStackTrace)\s*\(/.test(text(st)));

/** The type a catch clause catches, its parameter and its block. */
function catchClause(cb: Syn): { type?: string; param?: string; block?: Syn } {
  const ut = cb.children.find((c) => c.type === 'user_type');
  const param = cb.children.find((c) => c.type === 'identifier');
  return {
    type: ut ? exceptionType(text(ut)) : undefined,
    param: param ? text(param) : undefined,
    block: cb.children.find((c) => c.type === 'block'),
  };
}

/** A `try` that fails the test when its block completes, and what each of its catch clauses binds. */
export interface FailingTry {
  thrown: ExpectedThrow;
  catches: Array<{ param?: string; block?: Syn; value: string }>;
}

/**
 * `try { block; fail() } catch (e: T) { … }`: the block must throw T. Not when a catch clause also
 * catches the failure (`catch (t: Throwable)`), nor without the `fail()` (the test then passes when
 * nothing is thrown).
 */
export function failingTry(n: Syn, normalize: Normalize): FailingTry | undefined {
  const block = n.children.find((c) => c.type === 'block');
  const clauses = n.children.filter((c) => c.type === 'catch_block').map(catchClause);
  const stmts = block ? named(block).filter((c) => !isComment(c)) : [];
  if (stmts.length < 2 || !clauses.length || !failsTheTest(stmts[stmts.length - 1]!)) return undefined;
  if (clauses.some((c) => !c.type || catchesFailures.has(c.type))) return undefined;
  const body = blockText(stmts.slice(0, -1), normalize);
  const type = [...new Set(clauses.map((c) => c.type!))].sort().join('|');
  return {
    thrown: { type, body },
    catches: clauses.map((c) => ({ param: c.param, block: c.block, value: thrownValue({ type: c.type!, body }) })),
  };
}

/**
 * JUnit 4's `@Test(expected = T::class)`: the test must throw T, and by convention it is the call the
 * test ends with that throws — what `assertThrows<T> { call }` says about it. Marked by its text,
 * `@Test(expected=…)`, for `keepsExpectedException`.
 */
export function declaredExpectation(
  testArgs: string[],
  body: Syn | undefined,
  normalize: Normalize,
  line: number,
): Assertion | undefined {
  const arg = testArgs.find((a) => a.startsWith('expected='));
  const stmts = bodyStatements(body).filter((s) => !isComment(s));
  const last = stmts[stmts.length - 1];
  if (!arg || !last) return undefined;
  const type = exceptionType(arg.slice('expected='.length));
  const check = expectedExceptionCheck({ type, body: blockText([last], normalize) }, `@Test(${arg})`, line);
  return stmts.length > 1 ? { ...check, wholeBody: blockText(stmts, normalize) } : check;
}

/**
 * The free head check that makes JUnit 4 expectation `b` as `assertThrows<T> { … }` around the test's whole body:
 * `expected =` passes when any statement throws T, as that does. (Around the last call only it is `b` itself.)
 */
export function wholeBodyExpectation<T extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: T[],
): T | undefined {
  if (b.wholeBody === undefined || b.op !== 'assertThrows') return undefined;
  return head.find(
    ({ c, used }) =>
      !used &&
      c.op === 'assertThrows' &&
      c.subject === b.wholeBody &&
      c.args.join() === b.args.join() &&
      sameGuards(b, c),
  );
}

/**
 * An `expected =` added to `@Test` where the base test expected the same exception from the same call
 * another way (`assertThrows<T> { call }`) is that check moved, not a suppression; never when the type
 * catches check failures (`expected = AssertionError::class` passes a failing test).
 */
export function keepsExpectedException(baseChecks: Assertion[], headChecks: Assertion[]): boolean {
  const declared = headChecks.find((c) => c.op === 'assertThrows' && c.text.startsWith('@Test('));
  const written = declared && /expected=([^,)]+)/.exec(declared.text)?.[1];
  if (!written || catchesFailures.has(exceptionType(written))) return false;
  return baseChecks.some((c) => c.sig === declared.sig);
}

/**
 * AssertJ's `assertThatThrownBy { block }.isInstanceOf(T::class.java).hasMessage(m)` (and
 * `assertThatExceptionOfType(T::class.java).isThrownBy { block }.withMessage(m)`): the expected-exception
 * check, and each further proposition a check of the caught value (`hasMessage(m)` is its message's equality).
 */
export function thrownByChain(segs: ScopedLink[], normalize: Normalize, txt: string, line: number) {
  const [first, second] = segs;
  let block: Syn | undefined;
  let type = 'Throwable';
  let rest: ScopedLink[];
  if (first?.seg.name === 'assertThatThrownBy' && segs.length >= 2) {
    block = first.seg.lambda ?? first.seg.args.find((a) => a.value.type === 'lambda_literal')?.value;
    rest = segs.slice(1);
    if (rest[0]?.seg.name === 'isInstanceOf' && rest[0].seg.args.length === 1) {
      type = exceptionType(normalize(rest[0].seg.args[0]!.value));
      rest = rest.slice(1);
    }
  } else if (first?.seg.name === 'assertThatExceptionOfType' && second?.seg.name === 'isThrownBy') {
    block = second.seg.lambda ?? second.seg.args.find((a) => a.value.type === 'lambda_literal')?.value;
    if (first.seg.args.length === 1) type = exceptionType(normalize(first.seg.args[0]!.value));
    rest = segs.slice(2);
  } else return undefined;
  if (!block) return undefined;
  const thrown = { type, body: blockText(bodyStatements(block), normalize) };
  const caught = thrownValue(thrown);
  const checks = [expectedExceptionCheck(thrown, txt, line)];
  for (const s of rest) {
    const args = opArgs(s.seg, s.scope);
    const message = /^(?:has|with)Message$/.test(s.seg.name);
    checks.push(
      makeAssertion({
        family: 'truth',
        subject: message ? `${caught}.message` : caught,
        op: message ? 'isEqualTo' : s.seg.name,
        args,
        asserting: true,
        action: false,
        text: txt,
        line,
      }),
    );
  }
  return { checks };
}

const caughtByRunCatching = /^runCatching(\{.*\})\.exceptionOrNull\(\)$/;

/**
 * Truth's `assertThat(runCatching { block }.exceptionOrNull()).isInstanceOf(T)`: the expected-exception
 * check; the test's other checks of that value (`error?.message`) are checks of the caught exception.
 */
export function runCatchingExpectations(checks: Assertion[]): Assertion[] {
  const expectation = (c: Assertion) => {
    const m = c.op === 'isInstanceOf' && c.args.length === 1 ? caughtByRunCatching.exec(c.subject) : null;
    return m ? { type: exceptionType(c.args[0]!), body: m[1]! } : undefined;
  };
  const caught = new Map<string, string>();
  for (const c of checks) {
    const thrown = expectation(c);
    if (thrown) caught.set(c.subject, thrownValue(thrown));
  }
  if (!caught.size) return checks;
  return checks.map((c) => {
    const thrown = expectation(c);
    if (thrown)
      return remake(c, {
        family: 'junit',
        subject: thrown.body,
        op: 'assertThrows',
        args: [`<${expectedType(thrown.type, thrown.body)}>`],
      });
    for (const [from, to] of caught)
      if (c.subject.startsWith(`${from}.`)) return remake(c, { subject: to + c.subject.slice(from.length) });
    return c;
  });
}
