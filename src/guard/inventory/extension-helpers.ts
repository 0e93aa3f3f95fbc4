import {
  type ComposeFinderName,
  composeFinders,
  espressoFinders,
  isAction,
  nodeAssertions,
  nonAsserting,
  passThrough,
  selectors,
  viewInteractionCalls,
} from '../compose-api.js';
import { bodyStatements, flattenChain } from '../kotlin/calls.js';
import { named, type Syn } from '../kotlin/syntax.js';
import type { HelperLookup, ScopedLink } from './chains.js';
import type { FnDecl } from './tests.js';

// A check moved into an extension of the node (or view) interaction and called inside the chain —
// `rule.onNodeWithTag("x").assertShown()` with `fun SemanticsNodeInteraction.assertShown() =
// assertIsDisplayed()`, `onView(withId(R.id.x)).isShown()` with `fun ViewInteraction.isShown() =
// check(matches(isDisplayed()))` — is the calls its body makes on its receiver, spliced into the
// chain where the extension is called. Statements of the body that do not act on the receiver (a
// local, an `if`, a `try`) are left out: what they hold is then missing, never gained, so a check
// the helper skips or swallows stays refused.

/** `fun Receiver.name(…)`: the declaration names a receiver type before its name. */
export function isExtension(f: FnDecl): boolean {
  const kids = f.node.children;
  const name = kids.findIndex((k) => k.field === 'name');
  return name > 1 && kids[name - 1]?.type === '.';
}

/** The statements of an extension's body that act on its receiver: `= expr`, a block, `apply { … }`. */
export function receiverStatements(f: FnDecl): Syn[] {
  let stmts = bodyStatements(f.body);
  // `= apply { assertIsDisplayed() }`: the block's calls are on the receiver
  const only = stmts.length === 1 ? flattenChain(stmts[0]!) : undefined;
  const seg = only?.segments[0];
  if (only && !only.root && only.segments.length === 1 && seg?.lambda && /^(?:apply|run)$/.test(seg.name))
    stmts = bodyStatements(seg.lambda);
  // nothing after a `return` runs
  const ret = stmts.findIndex((st) => st.type === 'return_expression' || st.type === 'jump_expression');
  const running = ret < 0 ? stmts : stmts.slice(0, ret + 1);
  return running
    .map((st) => (st.type === 'return_expression' || st.type === 'jump_expression' ? named(st)[0] : st))
    .filter(onReceiver);
}

/** A chain on the implicit receiver or on `this`, not `this` alone. */
function onReceiver(s: Syn | undefined): s is Syn {
  if (!s || (s.type !== 'call_expression' && s.type !== 'navigation_expression')) return false;
  const { root, segments } = flattenChain(s);
  return (!root || root.type === 'this_expression') && segments[0]?.kind === 'call';
}

/** A call the testing APIs define on an interaction: never a helper to look up. */
function knownOperation(name: string): boolean {
  return (
    nodeAssertions.has(name) ||
    isAction(name) ||
    selectors.has(name) ||
    passThrough.has(name) ||
    nonAsserting.has(name) ||
    viewInteractionCalls.has(name)
  );
}

const isFinder = (s: ScopedLink) =>
  s.seg.kind === 'call' && (!!composeFinders[s.seg.name as ComposeFinderName] || espressoFinders.has(s.seg.name));

/**
 * The chain with each extension helper called after its finder replaced by the calls its body
 * makes on the receiver (followed a few levels); an unknown one is noted to be looked up in other
 * test files.
 */
export function withExtensionsSpliced(segs: ScopedLink[], lookup: HelperLookup, depth = 0): ScopedLink[] {
  const fi = segs.findIndex(isFinder);
  if (fi < 0 || depth > 2) return segs;
  const out = segs.slice(0, fi + 1);
  for (const [i, s] of segs.slice(fi + 1).entries()) {
    const name = s.seg.name;
    // past a read of the node (`fetchSemanticsNode()`, `captureToImage()`) the chain is on something else
    if (s.seg.kind === 'property' || (nonAsserting.has(name) && !passThrough.has(name))) {
      out.push(...segs.slice(fi + 1 + i));
      break;
    }
    if (knownOperation(name) || !/^[a-z]\w*$/.test(name)) {
      out.push(s);
      continue;
    }
    const body = lookup.isHelper(name) ? lookup.receiverCalls?.(name, s.seg.args, s.scope) : undefined;
    if (!body) {
      if (!lookup.isHelper(name)) lookup.missing?.add(name);
      out.push(s);
      continue;
    }
    const inner = body.stmts.flatMap((st) => flattenChain(st).segments.map((seg) => ({ seg, scope: body.scope })));
    // the receiver's finder stands before the body's calls, so a helper built on another is followed too
    out.push(...withExtensionsSpliced([out[fi]!, ...inner], lookup, depth + 1).slice(1));
  }
  return out;
}
