import {
  assumptions,
  type ComposeFinderName,
  composeFinders,
  espressoFinders,
  isAction,
  nonAsserting,
  notTestHelpers,
  passThrough,
  pickingSelectors,
  plainAssertions,
  plainNoOps,
  selectors,
  waits,
} from '../compose-api.js';
import { type Arg, type ChainLink, flattenChain } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { typeArgumentOf } from '../kotlin/thrown.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, compact, makeAssertion } from './assertion.js';
import { thrownByChain } from './expected-exceptions.js';
import { expectedInHelper } from './expected-helpers.js';
import { withExtensionsSpliced } from './extension-helpers.js';
import { argValue, buildMatcher, FALSE, type Finder, finderFrom, finderKey, opArgs } from './matchers.js';
import { messagePosition } from './message-position.js';
import { type NodeWait, nodeWaitOf } from './node-waits.js';
import { equalityExpected, isBooleanCheck, plainAssertion, valueSubject } from './plain-assertions.js';
import { implicitReceiver } from './scope-functions.js';
import { waitsForTimerOnly } from './timer-waits.js';
import { helperExpression } from './value-helpers.js';
import { verifyChain } from './verifications.js';

// A call chain (`rule.onNodeWithTag(t).assertIsDisplayed()`, `assertThat(x).isEqualTo(y)`) read into
// the assertions it makes; helpers that return a finder are expanded.

/** A chain's segment with the scope its arguments must be read in (helpers have their own). */
export interface ScopedLink {
  seg: ChainLink;
  scope: Scope;
}

export interface ChainReading {
  checks: Assertion[];
  assume?: { sig: string; text: string; line: number };
  /** a call of a function declared in the same file (followed a few levels), with its trailing lambda */
  helperCall?: { name: string; args: Arg[]; lambda?: Syn };
  /** a `runCatching { }` whose failure is not rethrown */
  runCatching?: Syn;
}

export interface HelperLookup {
  /** the expression a same-file helper returns when it is a single expression, with its scope for the call */
  expressionOf(name: string, args: Arg[], callerScope: Scope): { expr: Syn; scope: Scope } | undefined;
  isHelper(name: string): boolean;
  /** an extension function's calls on its receiver, in its scope for the call; undefined when `name` is no extension */
  receiverCalls?(name: string, args: Arg[], callerScope: Scope): { stmts: Syn[]; scope: Scope } | undefined;
  /** names of helpers called before an assertion but declared in no file read so far */
  missing?: Set<string>;
  /** functions declared in the body being read: their checks are made where they are called, not here */
  declaredHere?: ReadonlySet<Syn>;
}

/**
 * A true/false check of a call of the test file's own one-expression helper (`assertTrue(shown())`
 * with `fun shown() = rule.onNodeWithTag("t").isDisplayed()`): what it checks is in the helper. The
 * subject is the helper's expression, with the arguments of the call, and `subjectVia` names the
 * helper, so a helper changed under an unchanged call is a changed check, and a helper inlined into
 * the call (or renamed with it) is none. Only the whole subject, or its negation: a helper that
 * computes a value the check then reads (`items().isEmpty()`) is set-up, as a local's value is.
 */
function checkedInHelper(check: Assertion, subject: Syn, scope: Scope, helpers: HelperLookup): Assertion {
  const not = (n: Syn) => n.type === 'unary_expression' && n.children[0]?.type === '!' && named(n).length === 1;
  let call = subject;
  let negated = false;
  for (;;) {
    if (call.type === 'parenthesized_expression' && named(call).length === 1) call = named(call)[0]!;
    else if (not(call)) {
      negated = !negated;
      call = named(call)[0]!;
    } else break;
  }
  let callee = call.type === 'call_expression' ? call.children[0] : undefined;
  // the grammar reads `!shown()` as a call of `!shown`
  if (callee && not(callee)) {
    negated = !negated;
    callee = named(callee)[0];
  }
  const found = helperExpression(call, callee, scope, helpers);
  if (!found) return check;
  // written as normalize writes a negation (`!x`, parentheses dropped), so inlining by hand is no change
  const inlined = normalize(found.expr, found.scope);
  const { sig: _sig, ...raw } = check;
  // a negated call the check's canonical form already turned round (`assertTrue(!shown())` read as isFalse of `shown()`)
  const turned = negated && !check.subject.startsWith('!');
  return {
    ...makeAssertion({ ...raw, subject: negated && !turned ? `!${inlined}` : inlined }),
    subjectVia: found.name,
  };
}

/** Expand a chain: a root bound to a local `val`, or a first call to a finder-returning helper. */
function expandChain(node: Syn, scope: Scope, helpers: HelperLookup, depth = 0): ScopedLink[] {
  const chain = flattenChain(node);
  let segs: ScopedLink[] = chain.segments.map((seg) => ({ seg, scope }));
  if (depth > 3) return segs;
  if (chain.root && chain.root.type === 'identifier') {
    const local = scope.locals.get(text(chain.root));
    if (
      local &&
      typeof local !== 'string' &&
      (local.type === 'call_expression' || local.type === 'navigation_expression' || local.type === 'index_expression')
    ) {
      segs = [...expandChain(local, scope, helpers, depth + 1), ...segs];
    }
  }
  // `with(finder) { assertExists() }`: the block's calls are on the finder (scope-functions.ts)
  const implicit = implicitReceiver(chain.root, chain.segments[0], scope);
  if (implicit) segs = [...expandChain(implicit, scope, helpers, depth + 1), ...segs];
  const first = segs[0];
  if (
    first &&
    first.seg.kind === 'call' &&
    helpers.isHelper(first.seg.name) &&
    !composeFinders[first.seg.name as ComposeFinderName]
  ) {
    const body = helpers.expressionOf(first.seg.name, first.seg.args, first.scope);
    if (
      body &&
      (body.expr.type === 'call_expression' ||
        body.expr.type === 'index_expression' ||
        body.expr.type === 'navigation_expression')
    ) {
      const inner = expandChain(body.expr, body.scope, helpers, depth + 1);
      if (inner.some((s) => composeFinders[s.seg.name as ComposeFinderName] || espressoFinders.has(s.seg.name))) {
        segs = [...inner, ...segs.slice(1)];
      }
    }
  }
  return withExtensionsSpliced(segs, helpers);
}

/** Read one chain (the top of a call/navigation expression) into the checks it makes. */
export function readChain(node: Syn, scope: Scope, helpers: HelperLookup): ChainReading {
  const segs = expandChain(node, scope, helpers);
  const line = node.line;
  const txt = compact(node);
  const found = finderChain(segs, txt, line);
  if (found) return found;
  noteFinderHelper(segs, helpers);
  return (
    (ownFunction(segs, helpers) ? undefined : waitChain(segs, txt, line)) ??
    verifyChain(segs, txt, line) ??
    thrownByChain(segs, (n) => normalize(n, scope), txt, line) ??
    truthChain(segs, helpers, txt, line) ??
    plainChain(node, segs, helpers, txt, line) ?? { checks: [] }
  );
}

/** Compose and Espresso: finder, selectors, then operations on the node(s). */
function finderChain(segs: ScopedLink[], txt: string, line: number): ChainReading | undefined {
  const fi = segs.findIndex(
    (s) =>
      s.seg.kind === 'call' && (composeFinders[s.seg.name as ComposeFinderName] || espressoFinders.has(s.seg.name)),
  );
  if (fi < 0) return undefined;
  const fs = segs[fi]!;
  const finder = finderFrom(fs.seg, fs.scope);
  if (!finder) return undefined;
  const i = readSelectors(finder, segs, fi + 1);
  finder.key = finderKey(finder);
  const checks = finderOperations(finder, segs, i, txt, line);
  if (checks.length === 0) {
    checks.push(
      makeAssertion({
        family: finder.family,
        finder,
        subject: finder.key,
        op: '',
        args: [],
        asserting: false,
        action: false,
        text: txt,
        line,
      }),
    );
  }
  return { checks };
}

/** The selectors after a finder (`onChildren()`, `[0]`, `onFirst()`, `inRoot(…)`) into it; returns the index after them. */
function readSelectors(finder: Finder, segs: ScopedLink[], from: number): number {
  let i = from;
  for (; i < segs.length && (selectors.has(segs[i]!.seg.name) || windowChoice(finder, segs[i]!)); i++) {
    const s = segs[i]!;
    if (windowChoice(finder, s)) {
      finder.root = opArgs(s.seg, s.scope).join(',');
      continue;
    }
    const label = s.seg.name === '[]' || s.seg.name === 'get' ? '[]' : s.seg.name;
    if (finder.collection && !finder.picked && pickingSelectors.has(s.seg.name)) {
      finder.picked = label;
      finder.pickedArgs = opArgs(s.seg, s.scope).join(',');
    } else finder.path.push(`${label}(${opArgs(s.seg, s.scope).join(',')})`);
  }
  return i;
}

/** Espresso's `inRoot(m)`: which window the view is looked for in, part of what is found (rules/tests.ts compareFinders). */
const windowChoice = (finder: Finder, s: ScopedLink) =>
  finder.family === 'espresso' && s.seg.kind === 'call' && s.seg.name === 'inRoot' && s.seg.args.length === 1;

/** `onRoot()` with nothing selected below it: the root always exists, so an action on it (a swipe across the screen) checks nothing. */
const isRootItself = (finder: Finder) =>
  finder.matcher.op === 'leaf' && finder.matcher.fn === 'isRoot' && finder.path.length === 0;

/** The checks and actions made on a finder's node(s), from segment `from` on. */
function finderOperations(finder: Finder, segs: ScopedLink[], from: number, txt: string, line: number): Assertion[] {
  const checks: Assertion[] = [];
  // a check made after an action in the same chain is about the state the action led to
  let actions = 0;
  for (let i = from; i < segs.length; i++) {
    const s = segs[i]!;
    if (s.seg.kind !== 'call') break;
    const op = s.seg.name;
    // a debugging aid (printToLog) between the finder and its checks changes nothing they check, nor does
    // Espresso's `inRoot(…)` after an action: it chooses the window the next call looks in
    if (passThrough.has(op) || (finder.family === 'espresso' && actions > 0 && espressoRetargets.has(op))) continue;
    const subject = actions ? `${finder.key}@${actions}` : finder.key;
    // Espresso keeps actions and assertions apart: `perform(click())` does something, `check(…)`
    // checks; a Compose action asserts the node it acts on (and implies assertExists)
    const asserting =
      finder.family === 'espresso'
        ? op === 'check'
        : (op.startsWith('assert') || (isAction(op) && !isRootItself(finder))) && !nonAsserting.has(op);
    const action = isAction(op);
    checks.push(
      makeAssertion({
        family: finder.family,
        finder,
        subject,
        op,
        args: opArgs(s.seg, s.scope),
        asserting,
        action,
        text: txt,
        line,
      }),
    );
    // a scroll moves the viewport, not the node: what is checked after it is the node as it was
    if (action && !op.startsWith('performScrollTo')) actions++;
    // a check after an action in the same chain (`perform(click()).check(…)`) is read too
    if (!asserting && !action) break;
  }
  return checks;
}

/** Espresso calls after an action that choose where the next call looks (never `withFailureHandler`: it swallows). */
const espressoRetargets = new Set(['inRoot', 'noActivity']);

/** `rule.someHelper(..).assertX()`: a finder helper declared in another file, to be looked up. */
function noteFinderHelper(segs: ScopedLink[], helpers: HelperLookup): void {
  const firstCall = segs[0];
  if (
    firstCall &&
    firstCall.seg.kind === 'call' &&
    !helpers.isHelper(firstCall.seg.name) &&
    segs.slice(1).some((s) => s.seg.name.startsWith('assert') || isAction(s.seg.name))
  ) {
    if (/^[a-z]\w*$/.test(firstCall.seg.name)) helpers.missing?.add(firstCall.seg.name);
  }
}

/**
 * A bare call of a function the file declares itself (`private fun waitUntil(…): Boolean` that returns false on
 * timeout): that function, read as a helper through its body, not the framework's wait of the same name.
 */
function ownFunction(segs: ScopedLink[], helpers: HelperLookup): boolean {
  const first = segs[0];
  return segs.length === 1 && first?.seg.kind === 'call' && helpers.isHelper(first.seg.name);
}

/** Waits are assertions: a timeout fails the test. */
function waitChain(segs: ScopedLink[], txt: string, line: number): ChainReading | undefined {
  const wi = segs.findIndex((s) => s.seg.kind === 'call' && waits.has(s.seg.name));
  if (wi < 0) return undefined;
  const s = segs[wi]!;
  if (s.seg.name === 'waitUntil' && waitsForTimerOnly(conditionLambda(s.seg))) return { checks: [] };
  const counted = s.seg.name === 'waitUntil' ? nodeWaitOf(s.seg.lambda, s.scope) : undefined;
  if (counted) return { checks: [nodeWaitCheck(counted, txt, line)] };
  const args = opArgs(s.seg, s.scope);
  // a node wait's matcher is its finder: widening it widens the wait
  const m =
    s.seg.name === 'waitUntil'
      ? undefined
      : (s.seg.args.find((a) => a.name === 'matcher') ?? s.seg.args.find((a) => !a.name))?.value;
  const matcher = m ? buildMatcher(m, s.scope) : undefined;
  const finder: Finder | undefined = matcher
    ? { family: 'compose', collection: true, unmerged: FALSE, matcher, path: [], key: '' }
    : undefined;
  if (finder) finder.key = finderKey(finder);
  return {
    checks: [
      makeAssertion({
        family: 'wait',
        finder,
        subject: finder?.key ?? '',
        op: s.seg.name,
        args: finder ? args.slice(1) : args,
        asserting: true,
        action: false,
        text: txt,
        line,
      }),
    ],
  };
}

/** The condition of `waitUntil`: its trailing lambda, `condition = { … }`, or a lambda passed by position. */
function conditionLambda(seg: ChainLink): Syn | undefined {
  return (
    seg.lambda ??
    seg.args.find((a) => a.name === 'condition')?.value ??
    seg.args.find((a) => !a.name && a.value.type === 'lambda_literal')?.value
  );
}

/** A `waitUntil { … }` that counts a finder's nodes, read as the node wait it spells out (node-waits.ts). */
function nodeWaitCheck(w: NodeWait, txt: string, line: number): Assertion {
  return makeAssertion({
    family: 'wait',
    finder: w.finder,
    subject: w.finder.key,
    op: w.op,
    args: w.count === undefined ? [] : [`count=${w.count}`],
    asserting: true,
    action: false,
    text: txt,
    line,
  });
}

/**
 * `assertThat(flag).isTrue`: Kotlin reads a Java method `isX()` without parameters as a property, so AssertJ's and
 * Truth's `isTrue()`, `isNull()`, `isEmpty()` are often written without parentheses; the check is the same call.
 */
const javaIsProperty = (seg: ChainLink) => seg.kind === 'property' && /^is[A-Z]\w*$/.test(seg.name);

/** Truth: assertThat(x).<proposition>, assertWithMessage(m).that(x).<proposition>. */
function truthChain(segs: ScopedLink[], helpers: HelperLookup, txt: string, line: number): ChainReading | undefined {
  const ti = segs.findIndex(
    (s) =>
      s.seg.kind === 'call' &&
      ((s.seg.name === 'assertThat' && s.seg.args.length === 1) ||
        (s.seg.name === 'that' &&
          s.seg.args.length >= 1 &&
          segs.some((o) => o.seg.name === 'assertWithMessage' || o.seg.name === 'expect'))),
  );
  if (ti < 0) return undefined;
  const s = segs[ti]!;
  const subject = normalize(s.seg.args[0]!.value, s.scope);
  const props = segs.slice(ti + 1).filter((p) => p.seg.kind === 'call' || javaIsProperty(p.seg));
  const op = props.map((p) => p.seg.name).join('.');
  const args = props.flatMap((p) => opArgs(p.seg, p.scope));
  const check = makeAssertion({
    family: 'truth',
    subject,
    op,
    args,
    asserting: props.length > 0,
    action: false,
    text: txt,
    line,
  });
  const boolean = op === 'isTrue' || op === 'isFalse';
  if (boolean) return { checks: [checkedInHelper(check, s.seg.args[0]!.value, s.scope, helpers)] };
  const expected = props.length === 1 && props[0]!.seg.args.length === 1 ? props[0]! : undefined;
  return {
    checks: [
      expected ? expectedInHelper(check, expected.seg.args[0]!.value, expected.scope, helpers, argValue) : check,
    ],
  };
}

/**
 * The rest: a single plain call (JUnit, kotlin.test, Hamcrest assertThat(x, m), check/require, an
 * assumption), a `runCatching`, a call of a helper (or of a robot built in place) to follow.
 */
function plainChain(
  node: Syn,
  segs: ScopedLink[],
  helpers: HelperLookup,
  txt: string,
  line: number,
): ChainReading | undefined {
  const calls = segs.filter((s) => s.seg.kind === 'call');
  if (calls.length === 1) {
    const single = singleCall(calls[0]!, segs, helpers, txt, line);
    if (single) return single;
  }
  const names = segs.map((s) => s.seg.name);
  if (names.includes('runCatching') || names[0] === 'runCatching') {
    const rc = segs.find((s) => s.seg.name === 'runCatching');
    const rethrows = names.some((n) => n === 'getOrThrow');
    if (rc?.seg.lambda && !rethrows) return { checks: [], runCatching: rc.seg.lambda };
  }
  const first = segs[0];
  if (first && first.seg.kind === 'call' && helpers.isHelper(first.seg.name)) {
    return { checks: [], helperCall: { name: first.seg.name, args: first.seg.args, lambda: first.seg.lambda } };
  }
  // `SaveRobot().confirmationShown()`: a robot built in place, its function followed like `robot.x()`
  const built = segs.length === 2 && calls.length === 2 && /^[A-Z]\w*$/.test(calls[0]!.seg.name) ? calls[1] : undefined;
  if (built && helpers.isHelper(built.seg.name))
    return { checks: [], helperCall: { name: built.seg.name, args: built.seg.args } };
  // `robot.saveNote()`: a helper in another test file may assert; look it up like a finder helper
  const isStatement = ['block', 'lambda_literal', 'statements', 'function_body'].includes(node.parent?.type ?? '');
  if (built && isStatement && /^[a-z]\w*$/.test(built.seg.name) && !notTestHelpers.has(built.seg.name))
    helpers.missing?.add(built.seg.name);
  else if (
    isStatement &&
    calls.length === 1 &&
    segs.length <= 2 &&
    first &&
    /^[a-z]\w*$/.test(calls[0]!.seg.name) &&
    !notTestHelpers.has(calls[0]!.seg.name)
  ) {
    helpers.missing?.add(calls[0]!.seg.name);
  }
  return undefined;
}

/**
 * Kotest's `assertSoftly { … }` (`assertSoftly(x) { … }`) is no check of its own: it runs its block, collects the
 * failures of the checks made there and throws them all at its end, so those checks are the test's, read as if
 * written outside it (any other `assert…` call given a block stays one check).
 */
const softBlocks = new Set(['assertSoftly']);

/** A chain with one call: a helper to follow, a plain assertion, or an assumption. */
function singleCall(
  s: ScopedLink,
  segs: ScopedLink[],
  helpers: HelperLookup,
  txt: string,
  line: number,
): ChainReading | undefined {
  const name = s.seg.name;
  if (helpers.isHelper(name)) return { checks: [], helperCall: { name, args: s.seg.args, lambda: s.seg.lambda } };
  if (softBlocks.has(name) && s.seg.lambda) return undefined;
  if (plainAssertions.has(name) || plainNoOps.has(name) || (name.startsWith('assert') && segs.length <= 2)) {
    // `assertText(…)` of no library: a helper of another test file (a base class, a shared file) is looked up
    // and followed on the next reading; one declared nowhere stays a check by its name
    if (!plainAssertions.has(name) && !plainNoOps.has(name) && /^assert[A-Z]\w*$/.test(name))
      helpers.missing?.add(name);
    const at = messagePosition(s.seg.node, name);
    const check = plainAssertion(name, s.seg.args, s.seg.lambda, typeArgumentOf(s.seg.node), s.scope, txt, line, at);
    const subject = isBooleanCheck(name) && !s.seg.lambda ? valueSubject(s.seg.args, s.scope, at) : undefined;
    if (subject) return { checks: [checkedInHelper(check, subject.value, s.scope, helpers)] };
    const expected = s.seg.lambda ? undefined : equalityExpected(name, s.seg.args, s.scope);
    return { checks: [expected ? expectedInHelper(check, expected.value, s.scope, helpers, normalize) : check] };
  }
  if (assumptions.has(name)) {
    return { checks: [], assume: { sig: `${name}(${opArgs(s.seg, s.scope).join(',')})`, text: txt, line } };
  }
  return undefined;
}
