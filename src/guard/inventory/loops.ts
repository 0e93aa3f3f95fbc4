import { flattenChain } from '../kotlin/calls.js';
import { codeText, descendants, named, type Syn, text } from '../kotlin/syntax.js';
import { failsTheTest } from './test-failures.js';

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

/** The statement after `n` in its block (`named` leaves comments out). */
function nextStatement(n: Syn): Syn | undefined {
  const siblings = n.parent ? named(n.parent) : [];
  return siblings[siblings.indexOf(n) + 1];
}

/**
 * A loop the test cannot get past unless what it checks held: followed by a statement that fails the test
 * (`throw lastError ?: AssertionError(…)`, `fail(…)`), with a way out of it (a `return`) and every way out a
 * `return` that ends a `try` block of the loop — the function returns only from there, after that block's checks
 * held, and when the loop runs out (a deadline, a number of attempts) the test fails. Around those blocks, and in
 * their catches, the loop only waits or keeps the failure (`lastError = e`, `Thread.sleep(…)`, `delay(…)`): nothing
 * there checks. A wait, as `while (true)` polling is: no condition on the checks in it. A `break`, a `return`
 * elsewhere (before a check, in a catch), a call in a catch or anything after the loop but a failure leaves the
 * loop a condition.
 */
export function pollsUntilHeldOrFails(loop: Syn): boolean {
  if (!failsTheTest(nextStatement(loop))) return false;
  const jumps = [...descendants(loop)].filter(isJump);
  if (jumps.length === 0 || !jumps.every((j) => returnEndingTry(j, loop))) return false;
  const body = named(loop).find((c) => c.type === 'block' || c.type === 'control_structure_body');
  if (!body) return false;
  const polled = new Set(jumps.map((j) => j.parent!.parent!));
  return statementsOf(body).every((st) =>
    polled.has(st)
      ? st.children.filter((c) => c.type === 'catch_block').every((cb) => statementsOf(cb).every(onlyWaits))
      : onlyWaits(st),
  );
}

/**
 * A function that polls its `() -> Boolean` parameter `p` until it is true, and fails the test when it runs out:
 * its body a loop (after anything that cannot leave the function) whose statements are `if (p()) return` and waits,
 * followed by a statement that fails the test (`waitUntilTrue(timeout) { c }`: `while (now < deadline) { if
 * (condition()) return; Thread.sleep(…) }; throw AssertionError(…)`). A call of it waits for its lambda's condition.
 */
export function pollsConditionUntilTrue(body: Syn, p: string): boolean {
  const stmts = statementsOf(body);
  const at = stmts.findIndex((st) => loopStatements.has(st.type));
  const loop = stmts[at];
  if (!loop || !failsTheTest(stmts[at + 1])) return false;
  if (stmts.slice(0, at).some((st) => isJump(st) || [...descendants(st)].some(isJump))) return false;
  const inner = statementsOf(
    named(loop).find((c) => c.type === 'block' || c.type === 'control_structure_body') ?? loop,
  );
  const returnsWhenTrue = (st: Syn) => conditionReturn(st, p);
  return inner.some(returnsWhenTrue) && inner.every((st) => returnsWhenTrue(st) || onlyWaits(st));
}

/** `if (p()) return` (or `p.invoke()`), no else. */
function conditionReturn(st: Syn, p: string): boolean {
  if (st.type !== 'if_expression' || st.children.some((c) => c.type === 'else')) return false;
  const cond = st.children.find((c) => c.field === 'condition');
  if (!cond || !new RegExp(`^${p}(?:\\.invoke)?\\(\\)$`).test(text(cond).replace(/\s+/g, ''))) return false;
  const rest = named(st).filter((c) => c !== cond);
  const jump = rest.length === 1 ? (statementsOf(rest[0]!)[0] ?? rest[0]!) : undefined;
  return !!jump && /^return$/.test(text(jump).trim());
}

/** The statements of a block (or of a catch clause's block); `named` leaves comments out. */
function statementsOf(n: Syn): Syn[] {
  const block = n.type === 'block' ? n : n.children.find((c) => c.type === 'block');
  return block ? named(block) : [];
}

/** Calls that wait: a sleep, a coroutine delay, Espresso's or the instrumentation's idle sync. */
const waitCall =
  /^(?:(?:Thread|SystemClock|TimeUnit\.\w+)\.)?sleep$|^delay$|^(?:Espresso\.)?onIdle$|\.waitForIdleSync$/;

/** A statement that checks nothing: a wait, or keeping a value (`lastError = e`, `attempts++`, `val t = now()`). */
function onlyWaits(st: Syn): boolean {
  if (st.type === 'call_expression') return waitCall.test(text(st.children[0]!).replace(/\s+/g, ''));
  if (st.type === 'assignment') {
    const value = named(st)[named(st).length - 1];
    return !!value && /^(?:identifier|.*_literal|null|this_expression)$/.test(value.type);
  }
  return /^(?:postfix_expression|prefix_expression)$/.test(st.type) && /^(?:\+\+|--)?\w+(?:\+\+|--)?$/.test(text(st));
}

/** `return` as the last statement of a `try` block inside `loop` (that block's `return`, not a lambda's). */
function returnEndingTry(j: Syn, loop: Syn): boolean {
  if (!/^return(?!@)\b/.test(text(j).trimStart())) return false;
  const block = j.parent;
  if (block?.type !== 'block' || block.parent?.type !== 'try_expression') return false;
  const statements = named(block);
  if (statements[statements.length - 1] !== j) return false;
  for (let p: Syn | null = block.parent; p; p = p.parent) if (p === loop) return true;
  return false;
}

/**
 * A `try` polled in `while (true)` until its block completes: the catch leaves nothing but another round
 * (no `break` or `return` anywhere in the loop but in the try block after its last check). The loop ends
 * only once every check in the block held — a wait on them, whose failure is a timeout, not a swallow.
 */
export function pollsUntilPasses(tryNode: Syn, block: Syn | undefined, lastCheckLine: number): boolean {
  let loop: Syn | null = tryNode.parent;
  while (loop && !loopStatements.has(loop.type) && !functionBoundaries.has(loop.type)) loop = loop.parent;
  if (!loop || !loopStatements.has(loop.type) || !block) return false;
  if (pollsUntilHeldOrFails(loop)) return true;
  if (loop.type !== 'while_statement') return false;
  const cond = loop.children.find((c) => c.field === 'condition');
  if (!cond || text(cond).trim() !== 'true') return false;
  return [...descendants(loop)]
    .filter(isJump)
    .every((j) => j.start >= block.start && j.end <= block.end && j.line > lastCheckLine);
}
