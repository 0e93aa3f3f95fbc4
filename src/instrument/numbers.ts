/**
 * Numbers as devices print them: Java's `NumberFormat` follows the device locale, so the runner's
 * `Time:` line can read `70,416`, `1,234.5`, `1.234,5` or `٠٫٠١٥` (Arabic-Indic digits).
 * ddmlib reads those with float32 and ASCII digits only and gets them wrong; these functions
 * parse them exactly.
 */

const isDecimalDigit = /^\p{Nd}$/u;
const digitValueCache = new Map<number, number>();

/**
 * Value 0–9 of any Unicode decimal digit, or undefined. Unicode encodes every decimal digit set
 * as a contiguous run starting at zero, so the value is the distance to the run's start, mod 10.
 */
export function digitValue(ch: string): number | undefined {
  const cp = ch.codePointAt(0);
  if (cp === undefined) return undefined;
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  const cached = digitValueCache.get(cp);
  if (cached !== undefined) return cached;
  if (!isDecimalDigit.test(ch)) return undefined;
  let back = 0;
  while (isDecimalDigit.test(String.fromCodePoint(cp - back - 1))) back++;
  const value = back % 10;
  digitValueCache.set(cp, value);
  return value;
}

/** Replace every Unicode decimal digit by its ASCII digit; other characters stay. */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const v = digitValue(ch);
    out += v === undefined ? ch : String(v);
  }
  return out;
}

/** A whole number as Java's Integer.parseInt reads it (sign, any decimal digits), or undefined. */
export function parseInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^[+-]?\d{1,15}$/.test(trimmed)) return Number(trimmed); // the common case, without a per-character pass
  const s = asciiDigits(trimmed);
  if (!/^[+-]?\d{1,15}$/.test(s)) return undefined;
  return Number(s);
}

// Grouping characters NumberFormat uses: space, no-break spaces, apostrophes (de-CH), Arabic thousands sign.
const GROUPING = /[\u0020\u00a0\u202f\u2009'\u2019\u066c]/g;

/**
 * Milliseconds from the seconds value of a `Time:` line, exactly (no float rounding past the ms).
 * Separators: the Arabic decimal sign is a decimal point; when both `.` and `,` appear, the last
 * one is the decimal point; one kind appearing several times is grouping; a single `.` or `,` is
 * the decimal point (`70,416` is 70.416 s — an integral value ≥ 1000 s with grouping, `1,234`,
 * is the one reading this gets wrong, and NumberFormat prints it only for a whole-second run).
 */
export function parseSecondsToMs(text: string): number | undefined {
  const s = asciiDigits(text.trim())
    .replace(/\u066b/g, '.')
    .replace(GROUPING, '');
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return undefined;
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let whole: string;
  let frac = '';
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const at = s.lastIndexOf(decimal);
    whole = ungroup(s.slice(0, at), decimal === '.' ? ',' : '.') ?? '';
    frac = s.slice(at + 1);
    if (!whole || !/^\d*$/.test(frac)) return undefined;
  } else if (dots > 1 || commas > 1) {
    whole = ungroup(s, dots > 1 ? '.' : ',') ?? '';
    if (!whole) return undefined;
  } else {
    [whole = '', frac = ''] = s.split(/[.,]/);
  }
  if (whole === '' && frac === '') return undefined;
  const padded = frac.padEnd(4, '0');
  // round half up on the fourth decimal: 0.0015 s → 2 ms
  const ms = Number(whole || '0') * 1000 + Number(padded.slice(0, 3)) + (Number(padded[3]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/** `1,234,567` → `1234567` when `sep` groups by thousands; undefined when the groups are not 3 digits. */
function ungroup(text: string, sep: '.' | ','): string | undefined {
  if (!text.includes(sep)) return /^\d+$/.test(text) ? text : undefined;
  const grouped = sep === '.' ? /^\d{1,3}(?:\.\d{3})+$/ : /^\d{1,3}(?:,\d{3})+$/;
  return grouped.test(text) ? text.split(sep).join('') : undefined;
}
