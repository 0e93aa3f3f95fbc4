import { memberName } from './calls.js';
import { named, type Syn, text } from './syntax.js';
import type { Normalize } from './type-checks.js';

/**
 * Java's number spellings as Kotlin writes them, so a test converted from Java reads the same values: a primitive
 * cast converts (`(float) x` is `x.toFloat()`, never a type check: it cannot fail), the boxed classes' limits are
 * Kotlin's (`Integer.MAX_VALUE` is `Int.MAX_VALUE`), and `String.valueOf(x)` is `x.toString()`.
 */

const conversions: Record<string, string> = {
  byte: 'toByte',
  short: 'toShort',
  int: 'toInt',
  long: 'toLong',
  float: 'toFloat',
  double: 'toDouble',
  char: 'toChar',
};

/** The Java boxed classes whose names Kotlin spells otherwise. */
const kotlinBoxes: Record<string, string> = { Integer: 'Int', Character: 'Char' };

/**
 * A Java cast to a primitive type — which the Java adapter writes as an `as_expression` of the value and the type, with
 * no `as` token — read as `x.toFloat()`. No Kotlin type is spelled `float`.
 */
export function primitiveCast(n: Syn, normalize: Normalize): string | undefined {
  const [value, type] = named(n);
  const to = type ? conversions[text(type)] : undefined;
  if (!value || !to) return undefined;
  const v = normalize(value);
  return /^[\w$.()[\]]+$/.test(v) ? `${v}.${to}()` : `(${v}).${to}()`;
}

/** `Integer.MAX_VALUE`, `java.lang.Character.MIN_VALUE` → `Int.MAX_VALUE`, `Char.MIN_VALUE`. */
export function boxedLimit(n: Syn): string | undefined {
  const member = memberName(n);
  const recv = named(n)[0];
  if (!recv || (member !== 'MAX_VALUE' && member !== 'MIN_VALUE')) return undefined;
  const box = kotlinBoxes[text(recv).replace(/^java\.lang\./, '')];
  return box ? `${box}.${member}` : undefined;
}

/** `String.valueOf(x)` → `x.toString()` (one argument; `valueOf(chars, offset, count)` is another function). */
export function stringValueOf(n: Syn, normalize: Normalize): string | undefined {
  const callee = n.children[0];
  const args = n.children.find((c) => c.type === 'value_arguments');
  const values = args ? named(args).filter((c) => c.type === 'value_argument') : [];
  if (callee?.type !== 'navigation_expression' || values.length !== 1 || n.children.length !== 2) return undefined;
  if (memberName(callee) !== 'valueOf' || !/^(?:java\.lang\.)?String$/.test(text(named(callee)[0]!))) return undefined;
  const v = normalize(named(values[0]!)[0] ?? values[0]!);
  return /^[\w$.()[\]"]+$/.test(v) ? `${v}.toString()` : `(${v}).toString()`;
}
