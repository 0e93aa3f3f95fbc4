import { type ComposeFinderName, composeFinders } from '../compose-api.js';
import { type ChainLink, flattenChain } from '../kotlin/calls.js';
import { named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Finder, finderFrom, finderKey } from './matchers.js';

/**
 * `waitUntil { rule.onAllNodesWithText(t).fetchSemanticsNodes().isNotEmpty() }` is the wait
 * `waitUntilAtLeastOneExists(hasText(t))` written out: the same condition, the same timeout failure.
 * Read as that node wait, a rewrite between the two forms (and a wait later dropped while the test still
 * checks that node, rules/tests.ts) is compared by its node, not by the lambda's text.
 */
export interface NodeWait {
  op:
    | 'waitUntilAtLeastOneExists'
    | 'waitUntilExactlyOneExists'
    | 'waitUntilDoesNotExist'
    | 'waitUntilNodeCount'
    | 'waitUntilDisplayed'
    | 'waitUntilNotDisplayed';
  finder: Finder;
  /** the node count of `waitUntilNodeCount` */
  count?: string;
}

/** The count a `fetchSemanticsNodes()` condition asks for: `isNotEmpty()`, `isEmpty()`, `size == n`, `size > 0`. */
function countCondition(tail: string[], cmp: string | undefined, value: string | undefined): NodeWait['op'] | string {
  if (cmp === undefined) {
    if (tail.join('.') === 'isNotEmpty') return 'waitUntilAtLeastOneExists';
    if (tail.join('.') === 'isEmpty') return 'waitUntilDoesNotExist';
    return '';
  }
  if (tail.join('.') !== 'size' || value === undefined) return '';
  if ((cmp === '>' && value === '0') || (cmp === '>=' && value === '1') || (cmp === '!=' && value === '0'))
    return 'waitUntilAtLeastOneExists';
  if (cmp === '==' && value === '0') return 'waitUntilDoesNotExist';
  if (cmp === '==' && value === '1') return 'waitUntilExactlyOneExists';
  return cmp === '==' ? `count:${value}` : '';
}

/** The single condition of a `waitUntil { … }` lambda, read as a node wait when it counts a finder's nodes. */
export function nodeWaitOf(lambda: Syn | undefined, scope: Scope): NodeWait | undefined {
  if (!lambda) return undefined;
  const stmts = named(lambda).filter((c) => c.type !== 'lambda_parameters');
  const body = stmts.length === 1 && stmts[0]!.type === 'statements' ? named(stmts[0]!) : stmts;
  if (body.length !== 1) return undefined;
  let expr = body[0]!;
  let cmp: string | undefined;
  let value: string | undefined;
  if (expr.type === 'equality_expression' || expr.type === 'comparison_expression') {
    const [left, right] = [named(expr)[0], named(expr)[named(expr).length - 1]];
    const op = expr.children.find((c) => !c.named);
    if (!left || !right || !op) return undefined;
    cmp = text(op);
    value = normalize(right, scope).replace(/_/g, '');
    expr = left;
  }
  const segs = flattenChain(expr).segments;
  if (cmp === undefined) {
    const shown = displayedWait(segs, scope);
    if (shown) return shown;
  }
  const fi = segs.findIndex((s) => s.kind === 'call' && composeFinders[s.name as ComposeFinderName]?.collection);
  if (fi < 0 || segs[fi + 1]?.name !== 'fetchSemanticsNodes') return undefined;
  const finder = finderFrom(segs[fi]!, scope);
  if (!finder) return undefined;
  finder.key = finderKey(finder);
  const found = countCondition(
    segs.slice(fi + 2).map((s) => s.name),
    cmp,
    value,
  );
  if (!found) return undefined;
  if (found.startsWith('count:')) return { op: 'waitUntilNodeCount', finder, count: found.slice(6) };
  return { op: found as NodeWait['op'], finder };
}

const displayedOps = new Map<string, NodeWait['op']>([
  ['isDisplayed', 'waitUntilDisplayed'],
  ['isNotDisplayed', 'waitUntilNotDisplayed'],
]);

/**
 * `waitUntil { rule.onNodeWithTag(t).isDisplayed() }`: a wait for one node to be shown (or not), failing the test by
 * its timeout where `assertIsDisplayed()` would fail — read as that node wait, so a fixed pause plus a presence check
 * rewritten as it (issue 27, class 8) is compared by its node.
 */
function displayedWait(segs: ChainLink[], scope: Scope): NodeWait | undefined {
  const last = segs[segs.length - 1];
  const op = last?.kind === 'call' && last.args.length === 0 ? displayedOps.get(last.name) : undefined;
  const finderSeg = segs[segs.length - 2];
  const spec = finderSeg && composeFinders[finderSeg.name as ComposeFinderName];
  if (!op || !finderSeg || finderSeg.kind !== 'call' || !spec || spec.collection) return undefined;
  const finder = finderFrom(finderSeg, scope);
  if (!finder) return undefined;
  finder.key = finderKey(finder);
  return { op, finder };
}
