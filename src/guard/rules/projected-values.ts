import { closing, topLevelItems } from '../bound-text.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * An expected value built by a class whose parameters the change replaced by parts of the object it took (review
 * only; issue 27): `data class Open(val measurement: Measurement)` → `data class Open(val id: UUID, val type: Type)`,
 * and the check's `Open(measurement)` → `Open(measurement.uuid, measurement.reading.type)`. The class now holds only
 * those parts, so the old value cannot be built and the new one checks every part it has, each read from the same
 * test value. Each new argument must read a member of one old argument and every old argument must be read; a class
 * whose declaration the change did not rewrite, another value, a literal or a dropped argument stays refused.
 */

const call = /(?<![\w$.])((?:[A-Z]\w*\.)*[A-Z]\w*)\(/g;
const memberChain = /^(?:\??\.[a-z_]\w*)+$/;

/** Each call of a class in `retyped` in `s`: its name, bounds and items, in order. */
function retypedCalls(s: string, retyped: ReadonlySet<string>) {
  const out: Array<{ name: string; open: number; end: number; items: string[] }> = [];
  for (const m of s.matchAll(call)) {
    const name = m[1]!.split('.').at(-1)!;
    if (!retyped.has(name)) continue;
    const open = m.index! + m[0].length - 1;
    const end = closing(s, open);
    if (end < 0) continue;
    out.push({ name, open, end, items: topLevelItems(s.slice(open + 1, end - 1)) });
  }
  return out;
}

/** Every item of `now` reads a member of one item of `was`, and every item of `was` is read. */
function projects(was: string[], now: string[]): boolean {
  if (was.length === 0 || now.length === 0) return false;
  const read = new Set<string>();
  for (const item of now) {
    const from = was.find((w) => item.startsWith(w) && memberChain.test(item.slice(w.length)));
    if (from === undefined) return false;
    read.add(from);
  }
  return was.every((w) => read.has(w));
}

/** `now` with each projected call of a retyped class given back the base's arguments; undefined if one is not. */
function unprojected(was: string, now: string, retyped: ReadonlySet<string>): string | undefined {
  const [before, after] = [retypedCalls(was, retyped), retypedCalls(now, retyped)];
  if (before.length !== after.length) return undefined;
  let out = now;
  let changed = false;
  // from the last call back, so the earlier bounds stay right
  for (let i = after.length - 1; i >= 0; i--) {
    const [b, h] = [before[i]!, after[i]!];
    if (b.name !== h.name) return undefined;
    if (b.items.join(',') === h.items.join(',')) continue;
    if (!projects(b.items, h.items)) return undefined;
    out = `${out.slice(0, h.open + 1)}${was.slice(b.open + 1, b.end - 1)}${out.slice(h.end - 1)}`;
    changed = true;
  }
  return changed ? out : undefined;
}

/** Base check `b`, head check `h`: the same check but for values of retyped classes built from parts of the old ones. */
export function projectedValue(b: Assertion, h: Assertion, retyped: ReadonlySet<string> | undefined): boolean {
  if (!retyped?.size || !b.asserting || !h.asserting || b.finder || h.finder) return false;
  if (b.family !== h.family || b.op !== h.op || b.subject !== h.subject || !sameGuards(b, h)) return false;
  const [was, now] = [b.args.join('\u0000'), h.args.join('\u0000')];
  return unprojected(was, now, retyped) === was;
}
