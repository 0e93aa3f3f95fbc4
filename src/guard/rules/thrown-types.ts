import type { Assertion } from '../inventory/assertion.js';

/**
 * An expected exception type that follows the type the app now throws (review only, issue 27): `?: error("…")` →
 * `?: throw UnsupportedError("…")` in the code the test exercises, and `assertThrows<IllegalStateException> { … }`
 * → `assertThrows<UnsupportedError> { … }` around the same block. The changed app lines stop throwing the old type
 * (a `throw T(…)`, or the Kotlin precondition that throws it: `error`/`check` an IllegalStateException,
 * `require` an IllegalArgumentException) and start throwing the new one, and neither is thrown on the other side.
 */

const preconditions: Array<[RegExp, string]> = [
  [/(?<![\w$.])(?:error|check|checkNotNull)\s*\(/, 'IllegalStateException'],
  [/(?<![\w$.])(?:require|requireNotNull)\s*\(/, 'IllegalArgumentException'],
];

/** The exception types a line of code throws. */
function thrownBy(line: string): string[] {
  const out = [...line.matchAll(/\bthrow\s+(?:[\w]+\.)*([A-Z]\w*)\s*\(/g)].map((m) => m[1]!);
  for (const [call, type] of preconditions) if (call.test(line)) out.push(type);
  return out;
}

const thrownIn = (lines: readonly string[]) => new Set(lines.flatMap(thrownBy));

/** The simple name of an expected type argument (`<x.Failure>`, `Failure::class.java`, `Failure::class`). */
const typeName = (arg: string) => /([A-Z]\w*)(?:>|::class(?:\.java)?)?$/.exec(arg.trim())?.[1];

export function thrownTypeFollowsApp(
  b: Assertion,
  h: Assertion,
  lines: { removed: readonly string[]; added: readonly string[] },
  exercised: boolean,
): boolean {
  if (!exercised || b.op !== 'assertThrows' || h.op !== 'assertThrows' || b.subject !== h.subject) return false;
  if (b.args.length !== 1 || h.args.length !== 1) return false;
  const [from, to] = [typeName(b.args[0]!), typeName(h.args[0]!)];
  if (!from || !to || from === to) return false;
  const [gone, now] = [thrownIn(lines.removed), thrownIn(lines.added)];
  return gone.has(from) && !now.has(from) && now.has(to) && !gone.has(to);
}
