import { closing, topLevelItems } from '../bound-text.js';
import { constructorParameters } from '../constructor-fills.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * A property the change moved into a data class that now holds it (review only, issue 27): `val amount: Amount?` of
 * a class became `val payButton: PayButtonState`, `data class PayButtonState(val amount: Amount?, val loading:
 * Boolean)`, and the check went with it: `assertEquals(AMOUNT, state.amount)` → `assertEquals(PayButtonState(AMOUNT,
 * false), state.payButton)`. A data class's equality compares every constructor property, so the new check still
 * pins `amount` to the old expected value (and more). Read from the changed app files' primary constructors: the
 * class lost `amount` and gained `payButton`, whose type is a data class declared there with `amount` of the old type.
 */

export interface HeldProperty {
  /** the property that now holds the moved one */
  holder: string;
  /** its type: the data class */
  type: string;
  /** the data class's parameter names, in order */
  params: string[];
}

const bare = (type: string) => type.replace(/\?$/, '');

/** Moved property name → where it is held now, from the changed app sources of both sides. */
export function heldProperties(base: Map<string, string>, head: Map<string, string>): Map<string, HeldProperty[]> {
  const [before, after] = [constructorParameters(base.values()), constructorParameters(head.values())];
  const isData = (name: string) =>
    [...head.values()].some((src) => new RegExp(`\\bdata\\s+class\\s+${name}\\b`).test(src));
  const out = new Map<string, HeldProperty[]>();
  for (const [cls, now] of after) {
    const old = before.get(cls);
    if (!old) continue;
    const gone = old.names.flatMap((n, i) => (n && !now.names.includes(n) ? [[n, old.types[i]!] as const] : []));
    const gained = now.names.flatMap((n, i) =>
      n && !old.names.includes(n) ? [[n, bare(now.types[i]!)] as const] : [],
    );
    for (const [holder, type] of gained) {
      const data = after.get(type);
      if (!data || !isData(type)) continue;
      for (const [name, was] of gone) {
        const at = data.names.indexOf(name);
        if (at >= 0 && data.types[at] === was)
          out.set(name, [...(out.get(name) ?? []), { holder, type, params: data.names }]);
      }
    }
  }
  return out;
}

/** The argument a call's items pass for parameter `name`: named, or positional before any named one. */
function argumentFor(items: string[], params: string[], name: string): string | undefined {
  const named = (a: string) => /^(\w+)\s*=(?!=)\s*([\s\S]*)$/.exec(a);
  const byName = items.map(named).find((m) => m?.[1] === name);
  if (byName) return byName[2];
  const positional = items.findIndex((a) => named(a));
  const at = params.indexOf(name);
  return positional >= 0 && at >= positional ? undefined : items[at];
}

const sameArgs = (b: Assertion, h: Assertion) =>
  b.args.length === h.args.length && b.args.every((a, i) => a === h.args[i]);

/**
 * Base check `b`, head check `h`: `b` restated on the data class now holding its property — the same check read
 * through the holder (`s.amount` → `s.payButton.amount`), or an equality of the holder with the old expected value
 * passed for the property.
 */
export function heldValue(b: Assertion, h: Assertion, held?: ReadonlyMap<string, HeldProperty[]>): boolean {
  if (!held?.size || !b.asserting || !h.asserting || b.finder || h.finder || b.family !== h.family) return false;
  const read = sameGuards(b, h) ? /^(.*)\.(\w+)$/.exec(b.subject) : null;
  if (!read) return false;
  const holders = held.get(read[2]!) ?? [];
  if (b.op === h.op && sameArgs(b, h) && holders.some((p) => h.subject === `${read[1]}.${p.holder}.${read[2]}`))
    return true;
  if (b.op !== 'isEqualTo' || h.op !== 'isEqualTo' || b.args.length !== 1 || h.args.length !== 1) return false;
  const value = h.args[0]!;
  for (const p of holders) {
    if (h.subject !== `${read[1]}.${p.holder}`) continue;
    const call = new RegExp(`^(?:[\\w.]+\\.)?${p.type}\\(`).exec(value);
    const end = call ? closing(value, call[0].length - 1) : -1;
    if (!call || end !== value.length) continue;
    const items = topLevelItems(value.slice(call[0].length, end - 1));
    if (argumentFor(items, p.params, read[2]!) === b.args[0]) return true;
  }
  return false;
}
