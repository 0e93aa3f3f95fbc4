import type { Syn } from './syntax.js';

/**
 * Locals made by a call (`val a = AtomicInteger()`, `val b = AtomicInteger()`, two `mock<Repo>()`): each call
 * makes its own object, so two such locals whose values read alike are still two. A local is written out where it is
 * used (values.ts `resolveName`), which made a check moved from one to the other read as the same check. The second
 * and later locals of one function whose value reads as an earlier one's are marked with their rank (`AtomicInteger(0)#2`):
 * a local renamed or written out in place, with no twin, reads as before.
 */

type Reader = (init: Syn) => string;

const ranks = new WeakMap<Map<string, Syn | string>, Map<string, number> | 'reading'>();

/** Each call-made local's rank among the locals of `locals` whose values read as its own (1 for the first). */
function ranksOf(locals: Map<string, Syn | string>, read: Reader): Map<string, number> | undefined {
  const known = ranks.get(locals);
  if (known === 'reading') return undefined;
  if (known) return known;
  ranks.set(locals, 'reading');
  const seen = new Map<string, number>();
  const out = new Map<string, number>();
  for (const [name, init] of locals) {
    if (typeof init === 'string' || init.type !== 'call_expression') continue;
    const value = read(init);
    const rank = (seen.get(value) ?? 0) + 1;
    seen.set(value, rank);
    out.set(name, rank);
  }
  ranks.set(locals, out);
  return out;
}

/** `value`, the read of local `name`, marked with its rank when an earlier call-made local reads the same. */
export function rankedLocal(name: string, value: string, locals: Map<string, Syn | string>, read: Reader): string {
  const rank = ranksOf(locals, read)?.get(name) ?? 1;
  return rank > 1 ? `${value}#${rank}` : value;
}
