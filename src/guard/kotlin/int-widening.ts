import { memberName } from './calls.js';
import { named, type Syn, text } from './syntax.js';

/**
 * `x.toLong()` of a value that is an `Int` by its contract is that value: a Java test converted to Kotlin writes
 * `assertEquals(sorter.compare(a, b).toLong(), -1)` to reach JUnit's `assertEquals(long, long)`, where the Java
 * compared the `int` itself. Only values no floating-point number can be, whatever their receiver: a comparison
 * (`compare(…)`, `compareTo(…)`), a count (`size`, `count()`), a position (`indexOf(…)`, `ordinal`) — a `Double`'s
 * `toLong()` drops its fraction and would check less.
 */
const intCalls = new Set(['compare', 'compareTo', 'count', 'indexOf', 'lastIndexOf', 'size']);
const intProperties = new Set(['size', 'ordinal']);

export function widenedInt(recv: Syn | undefined, member: string | undefined, argCount: number): Syn | undefined {
  if (!recv || member !== 'toLong' || argCount !== 0) return undefined;
  if (recv.type === 'navigation_expression') return intProperties.has(memberName(recv) ?? '') ? recv : undefined;
  if (recv.type !== 'call_expression') return undefined;
  const callee = named(recv)[0];
  const name = callee?.type === 'navigation_expression' ? memberName(callee) : callee && text(callee);
  return name !== undefined && intCalls.has(name) ? recv : undefined;
}
