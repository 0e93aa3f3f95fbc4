import type { Assertion } from '../inventory/assertion.js';

// `waitUntil { vm.loaded }` and `assertTrue(vm.loaded)` state one proposition: the first fails the test
// by its timeout when the condition never holds, the second when it does not hold now. A check turned
// into a wait on its own condition (a flaky check synchronised), or a wait dropped while the test still
// asserts the condition it waited for (now idle-synchronised), keeps the check — as node waits do
// (rules/dropped-waits.ts). A wait on another condition, or one dropped with nothing asserting its
// condition, is still a changed or removed check.

/** The condition of a plain `waitUntil { c }` (one expression, no node count): `c`, else undefined. */
export function waitCondition(a: Assertion): string | undefined {
  if (a.family !== 'wait' || a.op !== 'waitUntil' || a.finder || a.args.length !== 1 || a.guards?.length) return;
  const m = /^\{([^;]+)\}$/.exec(a.args[0]!);
  return m && !m[1]!.includes('->') ? m[1] : undefined;
}

/**
 * The condition a true/false check asserts: `assertTrue(c)` → `c`, `assertFalse(c)` → `!c`; a type
 * check (`assertTrue(x is T)`, `assertIs<T>(x)`) → `x is T`, as kotlin/type-checks.ts spells it.
 */
export function assertedCondition(a: Assertion): string | undefined {
  if (a.finder || a.guards?.length || a.subjectVia !== undefined) return;
  if (a.op === 'isInstanceOf' || a.op === 'isNotInstanceOf')
    return a.args.length === 1 ? `${a.subject} ${a.op === 'isInstanceOf' ? 'is' : '!is'} ${a.args[0]}` : undefined;
  if (a.args.length > 0) return;
  if (a.op === 'isTrue') return a.subject;
  if (a.op === 'isFalse') return /^[\w.()!]+$/.test(a.subject) ? `!${a.subject}` : `!(${a.subject})`;
  return undefined;
}

/** The free head wait on the condition base check `b` asserted, if any. */
export function conditionWaited<T extends { c: Assertion; used?: boolean }>(b: Assertion, head: T[]): T | undefined {
  const cond = assertedCondition(b);
  return cond === undefined ? undefined : head.find(({ c, used }) => !used && waitCondition(c) === cond);
}

/** True when base wait `b` is gone while the head still asserts the condition it waited for. */
export function droppedConditionWaitAsserted(b: Assertion, head: readonly Assertion[]): boolean {
  const cond = waitCondition(b);
  return cond !== undefined && head.some((h) => assertedCondition(h) === cond);
}
