/**
 * A number literal by its value, so a number written another way is the same expectation: `1e3f`,
 * `1000f` and `1_000.0F` read `1000.0f`; `1_000`, `0x3E8` and `0b1111101000` read `1000`. The type
 * stays (`1000` Int, `1000L` Long, `1000.0` Double, `1000.0f` Float, `u` unsigned): `assertEquals(1, x)`
 * and `assertEquals(1.0, x)` compare different boxes. Java's literals arrive here too (java/adapt*.ts);
 * its octal `010` is left as written.
 */
export function numberLiteral(literal: string): string {
  const t = literal.replace(/_/g, '');
  const int = /^(0[xX][\dA-Fa-f]+|0[bB][01]+|0|[1-9]\d*)([uU]?)([lL]?)$/.exec(t);
  if (int) return `${BigInt(int[1]!).toString()}${int[2] ? 'u' : ''}${int[3] ? 'L' : ''}`;
  const real = /^(\d*\.?\d+(?:[eE][+-]?\d+)?|\d+\.)([fFdD]?)$/.exec(t);
  // a real has a point, an exponent or a type suffix (`010` is none: Java's octal)
  if (!real || (!/[.eE]/.test(real[1]!) && !real[2])) return literal;
  const v = Number(real[1]);
  if (!Number.isFinite(v)) return literal;
  return `${Number.isInteger(v) ? v.toFixed(1) : String(v)}${/[fF]/.test(real[2]!) ? 'f' : ''}`;
}
