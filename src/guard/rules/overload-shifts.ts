import type { Body } from '../inventory/app.js';

// Bodies are keyed by their function's name and arity (`Owner.collect/1>withState.trailing#0`). When every overload
// of a name gains a parameter (a defaulted `context: CoroutineContext`, a `modifier`), the arities shift and a body is
// paired with another overload's: `collect()`'s trivial `withState(this) { it }`, now `collect(context)`, against the
// old `collect(prop)`'s working `{ prop.get(it) }`. Each head overload is paired instead with the base overload
// whose parameters it keeps, in order, when every parameter it adds is new to the name and no other overload
// fits: `collect(prop, context)` is the old `collect(prop)`, and its body compared with that one's.

/** `Owner.name/arity` of a function's own body (no `>` call site), and the owner and name alone. */
const isFunction = (b: Body) => b.params !== undefined && !b.key.includes('>') && /\/\d+$/.test(b.key);
const nameOf = (key: string) => key.replace(/\/\d+$/, '');

const within = (inner: string[], outer: string[]) => {
  let i = 0;
  for (const p of outer) if (p === inner[i]) i++;
  return i === inner.length;
};

/** The parameters of each function by its key, when its name has one body for that key. */
function functions(bodies: Body[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const twice = new Set<string>();
  for (const b of bodies.filter(isFunction)) {
    if (out.has(b.key)) twice.add(b.key);
    out.set(b.key, b.params!);
  }
  for (const k of twice) out.delete(k);
  return out;
}

/** Head function keys → the base overload each is, where the change shifted its arity. */
function pairing(base: Body[], head: Body[]): Map<string, string> {
  const [was, now] = [functions(base), functions(head)];
  const known = new Map<string, Set<string>>();
  for (const [k, ps] of was) known.set(nameOf(k), new Set([...(known.get(nameOf(k)) ?? []), ...ps]));
  const out = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const [hk, hp] of now) {
    const name = nameOf(hk);
    const overloads = [...was].filter(([k]) => nameOf(k) === name);
    if (overloads.some(([, bp]) => bp.join() === hp.join())) continue;
    const fits = overloads.filter(
      ([, bp]) => within(bp, hp) && hp.every((p) => bp.includes(p) || !known.get(name)!.has(p)),
    );
    if (fits.length !== 1 || fits[0]![0] === hk) continue;
    out.set(hk, fits[0]![0]);
    taken.set(fits[0]![0], (taken.get(fits[0]![0]) ?? 0) + 1);
  }
  // two head overloads on one base overload, or one on a key a head overload keeps: neither is known
  const kept = (k: string) => now.has(k) && !out.has(k);
  for (const [hk, bk] of [...out]) if (taken.get(bk)! > 1 || kept(bk)) out.delete(hk);
  return out;
}

/** The head's bodies keyed as the base overloads they are (`pairing`), the rest as they were. */
export function withOverloadsPaired(base: Body[], head: Body[]): Body[] {
  const pairs = pairing(base, head);
  if (!pairs.size) return head;
  return head.map((b) => {
    const fn = b.key.replace(/>.*$/, '');
    const to = pairs.get(fn);
    return to ? { ...b, key: to + b.key.slice(fn.length) } : b;
  });
}
