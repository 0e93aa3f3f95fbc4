import type { Syn } from '../../src/guard/kotlin/syntax.js';

/** A tree as one string: types, fields, ranges, lines, and any parent link that is not the node it hangs under. */
export function shape(n: Syn, parent: Syn | null = null): string {
  const kids = n.children.map((c) => shape(c, n)).join('');
  const ownParent = n.parent === parent ? '' : `!${n.parent?.type ?? 'none'}@${n.parent?.start ?? -1}`;
  return `(${n.type}${n.named ? '' : "'"}${n.field ? `:${n.field}` : ''} ${n.start}-${n.end} L${n.line}${ownParent}${kids})`;
}
