/**
 * Mobius's test matchers `NextMatchers.hasEffects(a, b)` and `FirstMatchers.hasEffects(a, b)` are Hamcrest's
 * `hasItems`: the step's effects include these, others may be there too. A head `assertThatNext(…)` or
 * `assertThatFirst(…)` whose `hasEffects` requires every effect the base's did and more (`hasEffects(Load(id))` →
 * `hasEffects(Load(id), LoadBmi(id))`, the init now dispatching one more), every other matcher written the same,
 * checks more (both policies, as `hasItems` growing does). An item that is itself a matcher call (`containsInAnyOrder(…)`,
 * a project's own exact-set wrapper) is no effect, and such a check is not read here.
 */

import { splitTopLevel } from './inventory/assertion-forms.js';

const specChecks = new Set(['assertThatNext', 'assertThatFirst']);

/** The effects `hasEffects(a, b)` requires, when the argument is that matcher with effect values only. */
function requiredEffects(arg: string): string[] | undefined {
  const m = /^hasEffects\((.*)\)$/s.exec(arg);
  if (!m) return undefined;
  const items = splitTopLevel(m[1]!);
  // a lowercase call is a matcher (`hasItems(…)`, `containsInAnyOrder(…)`) or a helper, not an effect written out
  return items.length && items.every((i) => !/^[a-z]\w*\s*\(/.test(i)) ? items : undefined;
}

/** Every item of `part` is in `whole`, counted (`[a, a]` needs two). */
function withinCounted(part: string[], whole: string[]): boolean {
  const left = [...whole];
  return part.every((p) => {
    const i = left.indexOf(p);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  });
}

/** Whether head check `h` is base check `b` with effects added to its `hasEffects(…)`, all else the same. */
export function moreEffectsRequired(h: { op: string; args: string[] }, b: { op: string; args: string[] }): boolean {
  if (!specChecks.has(b.op) || h.op !== b.op || h.args.length !== b.args.length) return false;
  let grown = false;
  for (const [i, was] of b.args.entries()) {
    const now = h.args[i]!;
    if (now === was) continue;
    const [before, after] = [requiredEffects(was), requiredEffects(now)];
    if (!before || !after || after.length <= before.length || !withinCounted(before, after)) return false;
    grown = true;
  }
  return grown;
}
