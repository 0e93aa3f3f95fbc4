/**
 * An ordering check's bound made tighter is a stronger check (`isLessThan(100)` → `isLessThan(50)`, a memory ceiling
 * `isLessThan(3L * bytes.size * Char.SIZE_BYTES)` → `isLessThan(5L * bytes.size / 2)`). A bound is read as a number, or
 * as a number times one non-negative quantity (a `size`, `length` or `count`: a smaller factor is a smaller bound),
 * the same on both sides; anything else (a sum, another quantity, a value the test computes) is no bound this reads,
 * and the pair is compared as before.
 */

/** The standard widths Kotlin and Java name: `Char.SIZE_BYTES`, `Int.SIZE_BITS`, `Integer.BYTES`. */
const widths: Record<string, number> = { Byte: 1, Short: 2, Char: 2, Int: 4, Float: 4, Long: 8, Double: 8 };
const javaWidths: Record<string, number> = {
  Byte: 1,
  Short: 2,
  Character: 2,
  Integer: 4,
  Float: 4,
  Long: 8,
  Double: 8,
};

/** A quantity that cannot be negative: a collection's size, a text's or an array's length, a count. */
const nonNegative = /^(?:[A-Za-z_]\w*(?:\(\))?\.)*(?:size|length|count)(?:\(\))?$/;

interface Bound {
  /** the factor of `term` (of 1 when there is no term) */
  coef: number;
  /** the quantity the number multiplies, '' for a plain number */
  term: string;
}

function factorValue(f: string): number | undefined {
  const n = /^-?(\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)[lLfFdD]?$/.exec(f);
  if (n) return Number(f.replace(/[_lLfFdD]/g, ''));
  const kotlin = /^(?:kotlin\.)?(\w+)\.SIZE_(BYTES|BITS)$/.exec(f);
  if (kotlin && widths[kotlin[1]!] !== undefined) return widths[kotlin[1]!]! * (kotlin[2] === 'BITS' ? 8 : 1);
  const java = /^(?:java\.lang\.)?(\w+)\.(BYTES|SIZE)$/.exec(f);
  if (java && javaWidths[java[1]!] !== undefined) return javaWidths[java[1]!]! * (java[2] === 'SIZE' ? 8 : 1);
  return undefined;
}

/** `3L*payload.length*Char.SIZE_BYTES` → 6 × `payload.length`; divisions only after every multiplication. */
export function boundOf(text: string): Bound | undefined {
  const t = text.replace(/\s+/g, '').replace(/^\((.*)\)$/, '$1');
  if (!t || /[+()]|(?<=.)-/.test(t.replace(/\(\)/g, ''))) return undefined;
  const parts = t.split(/(?=[*/])/);
  let coef = 1;
  let term = '';
  let dividing = false;
  for (const [i, part] of parts.entries()) {
    const op = i === 0 ? '*' : part[0]!;
    const factor = i === 0 ? part : part.slice(1);
    if (op === '/') dividing = true;
    else if (dividing) return undefined;
    const v = factorValue(factor);
    if (v === undefined) {
      if (op === '/' || term || !nonNegative.test(factor)) return undefined;
      term = factor;
      continue;
    }
    if (op === '/' && v <= 0) return undefined;
    coef = op === '/' ? coef / v : coef * v;
  }
  return { coef, term };
}

const upper = new Set(['isLessThan', 'isAtMost']);
const lower = new Set(['isGreaterThan', 'isAtLeast']);
const strict = new Set(['isLessThan', 'isGreaterThan']);

/** Whether head check `h` bounds the same value at least as tightly as base check `b` does. */
export function tighterBound(h: { op: string; args: string[] }, b: { op: string; args: string[] }): boolean {
  const sameSide = (upper.has(h.op) && upper.has(b.op)) || (lower.has(h.op) && lower.has(b.op));
  if (!sameSide || h.args.length !== 1 || b.args.length !== 1) return false;
  const [hb, bb] = [boundOf(h.args[0]!), boundOf(b.args[0]!)];
  if (!hb || !bb || hb.term !== bb.term) return false;
  const [hv, bv] = upper.has(b.op) ? [hb.coef, bb.coef] : [-hb.coef, -bb.coef];
  // a strict base bound from a non-strict head one needs room between them: a number, not a quantity that may be 0
  if (strict.has(b.op) && !strict.has(h.op)) return hb.term === '' && hv < bv;
  return hv <= bv;
}
