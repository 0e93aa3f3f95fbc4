import { type Arg, bodyStatements, flattenChain } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, makeAssertion } from './assertion.js';

/** One call of a chain with the scope its arguments are read in (chains.ts's ScopedLink). */
interface VerifyLink {
  seg: { name: string; kind: string; args: Arg[]; lambda?: Syn; node: Syn };
  scope: Scope;
}

/** Mockito's checks of a whole mock: they fail the test when the mock was used (more). */
const wholeMockChecks = new Set(['verifyNoMoreInteractions', 'verifyNoInteractions', 'verifyZeroInteractions']);

/**
 * Mockito documents `verifyZeroInteractions` (deprecated) as behaving exactly as `verifyNoMoreInteractions`: one check.
 * `verifyNoInteractions` is stricter (it fails on interactions already verified too): compose-api.ts `implies`.
 */
const wholeMockOp = (name: string) =>
  name === 'verifyZeroInteractions' || name === 'confirmVerified' ? 'verifyNoMoreInteractions' : name;

/**
 * MockK's verification blocks, by what they demand of the calls in them: `verify`/`coVerify` each call (at least once
 * unless a mode says otherwise), the others the calls' order or the mock's whole use as well.
 */
const mockkBlocks: ReadonlyMap<string, string | undefined> = new Map([
  ['verify', undefined],
  ['coVerify', undefined],
  ['verifyAll', 'all'],
  ['coVerifyAll', 'all'],
  ['verifyOrder', 'order'],
  ['coVerifyOrder', 'order'],
  ['verifySequence', 'sequence'],
  ['coVerifySequence', 'sequence'],
]);

/**
 * Mockito's modes that are one another by definition, written one way: `never()` is `times(0)` and `atLeastOnce()` is
 * `atLeast(1)` in Mockito's own source, so `verify(m, times(0))` → `verify(m, never())` checks the same count.
 */
const modeSpellings = new Map([
  ['times(0)', 'never()'],
  ['atLeast(1)', 'atLeastOnce()'],
  ['atMost(1)', 'atMostOnce()'],
]);
const sameMode = (m: string) => modeSpellings.get(m) ?? m;

/**
 * Mockito's interaction checks (Java and mockito-kotlin alike): `verify(mock[, mode]).call(args)`
 * fails the test when `call(args)` did not happen (`mode` times), `verifyNoMoreInteractions(mock)`
 * when anything else did. Read as one check of the mock: the call verified and its arguments, with
 * the mode — `times(2)` → `never()` or a removed `verify` is a changed or removed check.
 */
export function verifyChain(segs: VerifyLink[], txt: string, line: number): { checks: Assertion[] } | undefined {
  const all = segs.filter((s) => s.seg.kind === 'call');
  // `inOrder.verify(m).call()` with `val inOrder = inOrder(m)`: the local is read as the call that made it
  const calls = all[0]?.seg.name === 'inOrder' && all[1]?.seg.name === 'verify' ? all.slice(1) : all;
  const first = calls[0];
  if (!first) return undefined;
  const read = (a: Arg[], scope: Scope) => a.map((x) => normalize(x.value, scope));
  if (calls.length === 1 && first.seg.lambda && mockkBlocks.has(first.seg.name)) return mockkVerify(first, txt);
  if ((wholeMockChecks.has(first.seg.name) || first.seg.name === 'confirmVerified') && calls.length === 1) {
    const [mock, ...rest] = read(first.seg.args, first.scope);
    return { checks: [check(mock ?? '', wholeMockOp(first.seg.name), rest, txt, line)] };
  }
  if (first.seg.name !== 'verify' || first.seg.args.length === 0 || calls.length !== 2) return undefined;
  if (!mockitoReceiver(first.seg.node)) return undefined;
  const [mock, ...mode] = read(first.seg.args, first.scope);
  const verified = calls[1]!;
  const args = [
    ...mode.map((m) => `mode=${sameMode(m)}`),
    ...read(verified.seg.args, verified.scope).map(plainArgument),
  ];
  const argNames = verified.seg.args.map((a) => a.name ?? '');
  return { checks: [{ ...check(mock ?? '', `verify.${verified.seg.name}`, args, txt, line), argNames }] };
}

/**
 * Whether a `verify(…)` call is Mockito's: called plainly (mockito-kotlin's, or statically imported), on `Mockito` or
 * `BDDMockito`, or on an `InOrder` (`inOrder.verify(a)`). An app's own `verify` called on an object
 * (`client.verify(code).await()`, `verifier.verify(token)`) is the code under test, no check of a mock.
 */
function mockitoReceiver(call: Syn): boolean {
  const callee = named(call)[0];
  const receiver = callee?.type === 'navigation_expression' ? named(callee)[0] : undefined;
  if (!receiver) return true;
  return /(?:^|\.)(?:Mockito|BDDMockito)$|order/i.test(text(receiver).replace(/\s+/g, ''));
}

/**
 * MockK's `verify(exactly = 2) { mock.call(args) }`: each call in the block is one check of its mock, read as Mockito's
 * `verify(mock, mode).call(args)` is, with the block's modes (`exactly=2`, `timeout=…`, the block's kind) as its mode;
 * `mock wasNot Called` is Mockito's `verifyNoInteractions(mock)`. Removing the block, or a call from it, removes checks.
 */
function mockkVerify(block: VerifyLink, txt: string): { checks: Assertion[] } {
  const { seg, scope } = block;
  const kind = mockkBlocks.get(seg.name);
  const modes = [
    ...(kind ? [`mode=${kind}`] : []),
    ...seg.args.map((a) => `mode=${a.name ? `${a.name}=` : ''}${normalize(a.value, scope)}`),
  ];
  const checks: Assertion[] = [];
  for (const stmt of bodyStatements(seg.lambda)) {
    const notCalled = wasNotCalled(stmt);
    if (notCalled) {
      checks.push(check(normalize(notCalled, scope), 'verifyNoInteractions', [], txt, stmt.line));
      continue;
    }
    const chain = flattenChain(stmt);
    const last = chain.segments.at(-1);
    if (!chain.root || !last || last.kind !== 'call' || chain.segments.length !== 1) continue;
    const args = [...modes, ...last.args.map((a) => plainArgument(normalize(a.value, scope)))];
    const c = check(normalize(chain.root, scope), `verify.${last.name}`, args, txt, stmt.line);
    checks.push({ ...c, argNames: last.args.map((a) => a.name ?? '') });
  }
  return { checks };
}

/** `mock wasNot Called` (MockK's check that a mock was not used at all): the mock. */
function wasNotCalled(stmt: Syn): Syn | undefined {
  if (stmt.type !== 'infix_expression') return undefined;
  const [left, op, right] = named(stmt);
  return op && right && text(op) === 'wasNot' && text(right) === 'Called' ? left : undefined;
}

const eqCall = /^(?:(?:Mockito|ArgumentMatchers|Matchers)\.)?eq\(([\s\S]*)\)$/;
const typedMatcher = /^((?:(?:Mockito|ArgumentMatchers|Matchers)\.)?any\w*)<[\w.<>,?]*>\(\)$/;

/**
 * A verified argument as the value it matches: `eq(x)` matches exactly what `x` does (Mockito only
 * demands the matcher form when another argument is a matcher), and `any<T>()` is `any()` with its
 * type written out (mockito-kotlin infers it from the parameter). True equivalences, both policies.
 */
export function plainArgument(arg: string): string {
  const typed = typedMatcher.exec(arg);
  if (typed) return `${typed[1]}()`;
  const m = eqCall.exec(arg);
  return m && balanced(m[1]!) ? m[1]! : arg;
}

/** Brackets in `s` (outside string literals) never close more than they opened and all close: `a),(b` is not one value. */
function balanced(s: string): boolean {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '"') {
      for (i++; i < s.length && s[i] !== '"'; i++) if (s[i] === '\\') i++;
    } else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && --depth < 0) return false;
  }
  return depth === 0;
}

function check(subject: string, op: string, args: string[], text: string, line: number): Assertion {
  return makeAssertion({ family: 'junit', subject, op, args, asserting: true, action: false, text, line });
}
