import { descendants, type Syn, text } from '../kotlin/syntax.js';
import { turbineReceivers } from '../kotlin/turbine-reads.js';
import type { Scope } from '../kotlin/values.js';

/**
 * The caller's `val`s a helper call's Turbine item is read through (`val vm = create()` then
 * `vm.actions.test { assertHaptic(A, awaitItem()) }`): an `awaitItem()` argument is the receiver's item
 * (turbine-reads.ts), and the caller's own checks read that receiver with its `val`, so the call's argument
 * must too, or a check moved into a local helper reads `vm.actions.first()` against `create().actions.first()`.
 * Only for an argument that takes an item, and only the names of the receivers of the Turbine blocks around the argument, each declared once (never
 * shadowed), before the argument, in a block that encloses it; every other `val` stays a name (tests.ts
 * `writtenOutVals`: the locals map is the whole body's, not what the name holds at the call).
 */
/** A bare `awaitItem()` / `expectMostRecentItem()`: the argument reads the Turbine block's item. */
const takesItem = (n: Syn) =>
  n.type === 'call_expression' &&
  n.children[0]?.type === 'identifier' &&
  /^(?:awaitItem|expectMostRecentItem)$/.test(text(n.children[0]));

export function turbineReceiverVals({ locals, shadowed }: Scope, arg: Syn | undefined): Map<string, Syn | string> {
  const out = new Map<string, Syn | string>();
  if (!arg || ![arg, ...descendants(arg)].some(takesItem)) return out;
  for (const recv of turbineReceivers(arg))
    for (const id of [recv, ...descendants(recv)]) {
      const name = id.type === 'identifier' ? text(id) : undefined;
      const init = name === undefined ? undefined : locals.get(name);
      if (!name || !init || typeof init === 'string' || shadowed?.has(name)) continue;
      const decl = init.parent;
      const block = decl?.parent;
      if (decl?.type !== 'property_declaration' || !block || init.src !== arg.src) continue;
      if (arg.start >= decl.end && arg.start < block.end && block.start <= decl.start) out.set(name, init);
    }
  return out;
}
