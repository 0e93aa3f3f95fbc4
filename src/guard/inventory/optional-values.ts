import { outsideStringLiterals } from '../code-only.js';
import { type Assertion, remake } from './assertion.js';

/**
 * `java.util.Optional` in place of a nullable value, a common Java migration (`String item(s)` →
 * `Optional<String> item(s)`): the tests then read the value with `.get()` (or `.orElseThrow()`), unbox it with
 * `.intValue()`, and ask `isPresent()` where they checked for null. Each fails exactly where the nullable reading
 * failed, so it is that check: `item(s).get()` is `item(s)`, `assertFalse(item(s).isPresent())` is
 * `assertNull(item(s))`, `assertTrue(…)` is `assertNotNull(…)`. Only calls without arguments are read through.
 */
const unwrapping = /\.(?:get|orElseThrow|intValue|longValue|doubleValue|floatValue|booleanValue)\(\)(?=$|[.,)\]])/g;
const presence = /^(.+)\.isPresent(?:\(\))?$/;

/** `s` with each unwrapping call left out, string literals untouched. */
const unwrapped = (s: string) => outsideStringLiterals(s, (code) => code.replace(unwrapping, ''));

export function withOptionalsUnwrapped(c: Assertion): Assertion {
  if (!c.asserting || (c.family !== 'truth' && c.family !== 'junit')) return c;
  const present = (c.op === 'isTrue' || c.op === 'isFalse') && !c.args.length ? presence.exec(c.subject) : null;
  const subject = unwrapped(present ? present[1]! : c.subject);
  const args = c.args.map(unwrapped);
  const op = present ? (c.op === 'isTrue' ? 'isNotNull' : 'isNull') : c.op;
  if (subject === c.subject && op === c.op && args.every((a, i) => a === c.args[i])) return c;
  return remake(c, { subject, op, args });
}
