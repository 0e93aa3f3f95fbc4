import { descendants, type Syn, text } from '../kotlin/syntax.js';

/**
 * Where a test's code fails the test itself: a `throw` (Kotlin's, or Java's adapted), or a call of `fail`. One reading
 * for the rules that ask (a catch that rethrows, soft assertions thrown after, a poll that fails when it runs out).
 */

/** A throw, or the name `fail`, anywhere in `n` (itself included). */
export function throwsOrFails(n: Syn | undefined): boolean {
  if (!n) return false;
  return [n, ...descendants(n)].some(
    (d) =>
      d.type === 'throw_expression' ||
      (d.type === 'jump_expression' && text(d).startsWith('throw')) ||
      (d.type === 'identifier' && text(d) === 'fail'),
  );
}

/** A statement that ends the test: `throw …` (Kotlin or Java), or `fail(…)`, `Assert.fail(…)`, `error(…)`. */
export function failsTheTest(n: Syn | undefined): boolean {
  if (!n) return false;
  if (n.type === 'throw_expression' || n.type === 'throw_statement') return true;
  const code = text(n).trimStart();
  if (n.type === 'jump_expression' && /^throw\b/.test(code)) return true;
  return n.type === 'call_expression' && /^(?:(?:Assert|Assertions)\.)?(?:fail|error)\s*\(/.test(code);
}
