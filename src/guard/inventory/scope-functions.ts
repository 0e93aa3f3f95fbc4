import { composeFinders, espressoFinders, isAction, plainAssertions, selectors } from '../compose-api.js';
import { type ChainLink, flattenChain, memberName } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { expectedThrow } from '../kotlin/thrown.js';
import type { Scope } from '../kotlin/values.js';
import { lambdaParameters } from './local-sources.js';

// A finder used through a Kotlin scope function — `with(rule.onNodeWithText(t)) { assertExists() }`,
// `rule.onNodeWithTag(t).apply { performClick() }`, `….also { it.assertIsDisplayed() }`,
// `….let { node -> node.assertExists() }` — is the same check as the chain written out: the block's
// calls on the implicit receiver (or on `it` / the named parameter) are read as calls on the finder,
// so a flag widened on the receiver or an assertion dropped inside the block is seen.

/** The local that stands for a block's implicit receiver (`this` is never an identifier, so no clash). */
const receiverLocal = 'this';

const withReceiver = new Set(['with', 'apply', 'run']);
const withParameter = new Set(['also', 'let']);

/** A scope-function call: the receiver expression and the block, with the scope to read the block in. */
export interface ScopeFunctionCall {
  receiver: Syn;
  block: Syn;
  scope: Scope;
  /** the receiver is an expected-exception check (`assertThrows<T> { b }`), a check of its own */
  checks?: boolean;
}

function lambdaOf(n: Syn): Syn | undefined {
  const al = n.children.find((c) => c.type === 'annotated_lambda');
  return al?.children.find((c) => c.type === 'lambda_literal');
}

/** The one parameter a lambda names (`{ node -> … }`), else `it`; none for two or a destructuring. */
function parameterOf(block: Syn): string | undefined {
  const names = lambdaParameters(block);
  return names.length === 1 ? names[0] : undefined;
}

/** A receiver that is a node (or view) interaction: its chain has a Compose or Espresso finder. */
function isInteraction(receiver: Syn, scope: Scope): Syn | undefined {
  let r = receiver;
  if (r.type === 'identifier') {
    const local = scope.locals.get(text(r));
    if (!local || typeof local === 'string') return undefined;
    r = local;
  }
  const segs = flattenChain(r).segments;
  const finder = segs.some((s) => s.kind === 'call' && (s.name in composeFinders || espressoFinders.has(s.name)));
  return finder ? r : undefined;
}

/**
 * An expected-exception check whose caught exception a block goes on to check (`assertThrows<T> { b }.let { e -> … }`):
 * the parameter is that exception (`thrown<T>{b}`, kotlin/thrown.ts), as it is bound to a local or a catch parameter.
 */
function expectedException(receiver: Syn): Syn | undefined {
  return expectedThrow(receiver, (v) => text(v)) ? receiver : undefined;
}

/**
 * `with(X) { … }`, `X.apply/run { … }`, `X.also/let { … }` on a node interaction `X`, or `X.also/let { … }` on the
 * exception an expected-exception check gives back; undefined otherwise.
 */
export function scopeFunctionCall(n: Syn, scope: Scope): ScopeFunctionCall | undefined {
  if (n.type !== 'call_expression') return undefined;
  const block = lambdaOf(n);
  const callee = named(n)[0];
  if (!block || !callee) return undefined;
  let receiver: Syn | undefined;
  let name: string | undefined;
  if (callee.type === 'navigation_expression') {
    if (named(n).some((c) => c.type === 'value_arguments')) return undefined;
    name = memberName(callee);
    receiver = named(callee)[0];
    if (!name || !(withReceiver.has(name) || withParameter.has(name)) || name === 'with') return undefined;
  } else {
    // `with(X) { }`: the grammar may read the trailing lambda as a call of the call `with(X)`
    const call = callee.type === 'call_expression' ? callee : n;
    const id = named(call)[0];
    if (id?.type !== 'identifier' || text(id) !== 'with') return undefined;
    const args = named(call).find((c) => c.type === 'value_arguments');
    const values = args ? named(args).filter((a) => a.type === 'value_argument') : [];
    name = 'with';
    receiver = values.length === 1 ? named(values[0]!)[0] : undefined;
  }
  if (!receiver) return undefined;
  const interaction = isInteraction(receiver, scope);
  const node = interaction ?? (withParameter.has(name) ? expectedException(receiver) : undefined);
  if (!node) return undefined;
  const local = withParameter.has(name) ? parameterOf(block) : receiverLocal;
  if (!local) return undefined;
  const locals = new Map(scope.locals);
  locals.set(local, node);
  return { receiver, block, scope: { ...scope, locals }, ...(interaction ? {} : { checks: true }) };
}

/** A call a node or view interaction answers: an assertion, an action, a selector, Espresso's check/perform. */
function interactionCall(seg: ChainLink): boolean {
  const n = seg.name;
  if (seg.kind === 'index') return true;
  if (seg.kind !== 'call' || plainAssertions.has(n)) return false;
  return n.startsWith('assert') || isAction(n) || selectors.has(n) || n === 'check' || n === 'perform';
}

/**
 * The receiver a chain inside a scope function's block is called on: a chain with no receiver (or
 * `this.`) whose first call is one a node interaction answers, in a block whose receiver is one.
 */
export function implicitReceiver(root: Syn | undefined, first: ChainLink | undefined, scope: Scope): Syn | undefined {
  if (root && root.type !== 'this_expression') return undefined;
  const r = scope.locals.get(receiverLocal);
  if (!r || typeof r === 'string' || !first || !interactionCall(first)) return undefined;
  return r;
}
