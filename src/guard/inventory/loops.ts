import { flattenChain } from '../kotlin/calls.js';
import { codeText, descendants, named, type Syn, text } from '../kotlin/syntax.js';

const loopStatements = new Set(['for_statement', 'while_statement', 'do_while_statement']);
const functionBoundaries = new Set(['function_declaration', 'class_body', 'source_file']);

/** True when `n` runs inside a loop of its function: `for`/`while`, or the lambda of `repeat(n) { }`. */
export function insideLoop(n: Syn): boolean {
  for (let p = n.parent; p && !functionBoundaries.has(p.type); p = p.parent) {
    if (loopStatements.has(p.type)) return true;
    if (p.type === 'call_expression') {
      const segs = flattenChain(p).segments;
      const last = segs[segs.length - 1];
      if (last?.name === 'repeat' && last.lambda && segs.length === 1) return true;
    }
  }
  return false;
}

// A loop whose body always runs is no condition on what it holds: `while (true) { check; break }`
// runs the check as the plain statement did, `do { … } while (c)` runs its body before it tests `c`, and
// `for (x in listOf(a, b))` runs the check once per listed value — at least once. Read as guards, these
// made a check polled until it holds, or run for two configurations, "conditional" (issue 27, checks-in-loop).
// A loop over anything else (a result the test reads back, which may be empty unchecked) stays a condition.

/** Collection builders whose arguments are the elements (at least one must be written). */
const literalCollection =
  /^(?:listOf|setOf|arrayOf|mutableListOf|mutableSetOf|sequenceOf|intArrayOf|longArrayOf|booleanArrayOf|arrayListOf|listOfNotNull)$/;
/** An enum's constants: `Mode.entries`, `Mode.values()` (Kotlin or Java) — an enum the test iterates has some. */
const enumEntries = /^[A-Z][\w.]*\.(?:entries|values\(\))$/;
/** Literal bounds: `1..3`, `0 until 4`, `3 downTo 1` (at least one step each). */
const literalRange = /^(-?\d[\d_]*)\s*(\.\.|until|downTo)\s*(-?\d[\d_]*)$/;

function nonEmptyRange(code: string): boolean {
  const r = literalRange.exec(code);
  if (!r) return false;
  const [from, to] = [Number(r[1]!.replace(/_/g, '')), Number(r[3]!.replace(/_/g, ''))];
  if (r[2] === '..') return from <= to;
  return r[2] === 'until' ? from < to : from >= to;
}

/** True when `for`'s iterable is one the test wrote out non-empty: `listOf(a, b)`, `arrayOf(x)`, `1..3`, `E.entries`. */
export function nonEmptyLiteral(iterable: Syn | undefined): boolean {
  if (!iterable) return false;
  const code = codeText(iterable).replace(/\s+/g, ' ').trim();
  if (nonEmptyRange(code) || enumEntries.test(code)) return true;
  if (iterable.type !== 'call_expression') return false;
  const [callee, args] = iterable.children;
  if (callee?.type !== 'identifier' || !literalCollection.test(text(callee))) return false;
  return !!args && args.type === 'value_arguments' && named(args).length > 0;
}

/** True when a `while`/`do … while` loop's body runs unconditionally the first time round. */
export function bodyAlwaysRuns(loop: Syn, condition: string): boolean {
  return loop.type === 'do_while_statement' || (loop.type === 'while_statement' && condition === 'true');
}

/**
 * A way out of the loop: `break` or `return` (Kotlin or Java), not a `return@label` from a lambda inside it.
 * The Kotlin grammar reads a `break` alone on its line as an identifier (a keyword is no name).
 */
const isJump = (d: Syn) =>
  d.type === 'break_statement' ||
  (d.type === 'identifier' && /^(?:break|return)$/.test(text(d))) ||
  d.type === 'return_statement' ||
  (d.type === 'return_expression' && !/^return@/.test(text(d))) ||
  (d.type === 'jump_expression' && /^(?:break|return)(?!@)\b/.test(text(d)));

/**
 * A `try` polled in `while (true)` until its block completes: the catch leaves nothing but another round
 * (no `break` or `return` anywhere in the loop but in the try block after its last check). The loop ends
 * only once every check in the block held — a wait on them, whose failure is a timeout, not a swallow.
 */
export function pollsUntilPasses(tryNode: Syn, block: Syn | undefined, lastCheckLine: number): boolean {
  let loop: Syn | null = tryNode.parent;
  while (loop && !loopStatements.has(loop.type) && !functionBoundaries.has(loop.type)) loop = loop.parent;
  if (loop?.type !== 'while_statement' || !block) return false;
  const cond = loop.children.find((c) => c.field === 'condition');
  if (!cond || text(cond).trim() !== 'true') return false;
  return [...descendants(loop)]
    .filter(isJump)
    .every((j) => j.start >= block.start && j.end <= block.end && j.line > lastCheckLine);
}
