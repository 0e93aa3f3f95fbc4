import { descendants, named, type Syn, text } from './syntax.js';

// Turbine's `flow.test { … awaitItem() … }` reads the flow's items one by one. The first item a
// collector sees is the value the flow holds when the test reads it: the same read as
// `flow.value`, `flow.first()` or LiveData's `getOrAwaitValue()` (kotlin/values.ts reads those as
// `flow.first()`). Later items are other values, named by their place (`flow.item(2)`), so a check
// moved from the first item to a later one, or to another flow, is still a changed check.

/** Calls that take the next item of the flow under test. */
const nextItem = new Set(['awaitItem']);
/** The newest item, skipping any before it: the value the flow holds now. */
const latestItem = new Set(['expectMostRecentItem']);

/** The `recv.test { … }` call whose lambda holds `n` (the nearest one), with its receiver. */
function turbineBlock(n: Syn): { recv: Syn; lambda: Syn } | undefined {
  for (let p = n.parent; p; p = p.parent) {
    if (p.type !== 'lambda_literal') continue;
    const call = p.parent?.type === 'annotated_lambda' ? p.parent.parent : undefined;
    if (call?.type !== 'call_expression' || call.children.length !== 2) continue;
    const callee = call.children[0];
    if (callee?.type !== 'navigation_expression') continue;
    const kids = named(callee);
    if (kids.length === 2 && text(kids[1]!) === 'test') return { recv: kids[0]!, lambda: p };
  }
  return undefined;
}

/** The receivers of the `recv.test { … }` blocks around `n`, nearest first (`vm.actions` of `vm.actions.test { f(awaitItem()) }`). */
export function turbineReceivers(n: Syn): Syn[] {
  const out: Syn[] = [];
  for (let block = turbineBlock(n); block; block = turbineBlock(block.lambda)) out.push(block.recv);
  return out;
}

/** How many items the block took before `at`: `awaitItem()` calls and `skipItems(n)`, outside nested blocks. */
function itemsBefore(lambda: Syn, at: Syn): number {
  let taken = 0;
  for (const d of descendants(lambda)) {
    if (d.start >= at.start) break;
    if (d.type !== 'call_expression' || d.children[0]?.type !== 'identifier') continue;
    if (turbineBlock(d)?.lambda !== lambda) continue;
    const name = text(d.children[0]!);
    if (nextItem.has(name)) taken++;
    else if (name === 'skipItems') taken += Number(/\d+/.exec(text(d.children[1] ?? d))?.[0] ?? Number.NaN);
  }
  return taken;
}

/**
 * The canonical read of a bare `awaitItem()` / `expectMostRecentItem()` call inside a Turbine block,
 * given how the block's receiver normalises; undefined for any other call.
 */
export function turbineRead(callNode: Syn, normalizeRecv: (recv: Syn) => string): string | undefined {
  const callee = callNode.children[0];
  const args = callNode.children[1];
  if (callee?.type !== 'identifier' || args?.type !== 'value_arguments' || callNode.children.length !== 2) return;
  if (named(args).length > 0) return undefined;
  const name = text(callee);
  if (!nextItem.has(name) && !latestItem.has(name)) return undefined;
  const block = turbineBlock(callNode);
  if (!block) return undefined;
  const recv = normalizeRecv(block.recv);
  if (latestItem.has(name)) return `${recv}.first()`;
  const n = itemsBefore(block.lambda, callNode) + 1;
  if (!Number.isFinite(n)) return undefined;
  return n === 1 ? `${recv}.first()` : `${recv}.item(${n})`;
}
