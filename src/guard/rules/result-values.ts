import { closing } from '../bound-text.js';
import { codeOnly } from '../code-only.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * A success flag the change made a `Result<Unit>` (review only; issue 27): an app function that returned `Boolean`
 * now returns `Result<Unit>`, so its test's `assertTrue(result)` becomes `assertTrue(result.isSuccess)` and
 * `assertFalse(result)` becomes `assertFalse(result.isSuccess)` or `assertTrue(result.isFailure)`. A `Result<Unit>`
 * carries nothing but success or failure, so the check is the same proposition. Another polarity, a value that
 * stays a `Boolean`, or a `Result` with a payload (`Result<Boolean>`: success may now hold `false`) stays refused.
 */

/** Kotlin functions `fun name(…): <type>` of the sources whose declared return type matches `type`. */
export function returning(sources: Iterable<string>, type: RegExp): Set<string> {
  const out = new Set<string>();
  for (const src of sources) {
    const code = codeOnly(src);
    for (const m of code.matchAll(/\bfun\s+(?:<[^>\n]*>\s*)?(?:[\w.?<>]+\.)?([A-Za-z_]\w*)\s*\(/g)) {
      const end = closing(code, m.index! + m[0].length - 1);
      if (end >= 0 && type.test(code.slice(end, end + 40))) out.add(m[1]!);
    }
  }
  return out;
}

/** The functions the changed app files declared returning `Boolean` and now declare returning `Result<Unit>` only. */
export function booleansMadeResults(base: ReadonlyMap<string, string>, head: ReadonlyMap<string, string>): Set<string> {
  const wasFlag = returning(base.values(), /^\s*:\s*Boolean\b(?!\s*[?<.])/);
  const isFlag = returning(head.values(), /^\s*:\s*Boolean\b/);
  const made = returning(head.values(), /^\s*:\s*(?:kotlin\.)?Result\s*<\s*Unit\s*>/);
  return new Set([...made].filter((n) => wasFlag.has(n) && !isFlag.has(n)));
}

const flagOps = new Set(['isTrue', 'isFalse']);
const isFlagCheck = (c: Assertion) =>
  c.asserting && !c.finder && (c.family === 'junit' || c.family === 'truth') && flagOps.has(c.op) && !c.args.length;

/** Whether the head check `h` reads the base flag check `b` on the `Result` that replaced its value. */
function sameOnResult(b: Assertion, h: Assertion): boolean {
  if (!isFlagCheck(h) || !sameGuards(b, h) || !h.subject.startsWith(`${b.subject}.`)) return false;
  const read = h.subject.slice(b.subject.length);
  return (read === '.isSuccess' && h.op === b.op) || (read === '.isFailure' && h.op !== b.op);
}

/**
 * The head check that states base true/false check `b` on the `Result<Unit>` its value became, when the test calls
 * one of the functions the change made return one (`made`, of `tokens`: the head test's).
 */
export function resultOfFlag<F extends { c: Assertion; used: boolean }>(
  b: Assertion,
  head: F[],
  made: ReadonlySet<string> | undefined,
  tokens: readonly string[] | undefined,
): F | undefined {
  if (!made?.size || !tokens || !isFlagCheck(b)) return undefined;
  if (!tokens.some((t, i) => made.has(t) && tokens[i + 1] === '(')) return undefined;
  return head.find(({ c: h, used }) => !used && sameOnResult(b, h));
}
