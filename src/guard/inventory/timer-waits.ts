import { escapeRe } from '../code-only.js';
import { descendants, named, type Syn, text } from '../kotlin/syntax.js';

// A test-support helper may spell a fixed sleep as a wait: `Timer.start(ms); waitUntil { Timer.expired }`, the flag
// set true only by a scheduled timer task. Such a wait can only fail if the timer never fires — never for anything
// the app did — so it is no check, like `Thread.sleep`. Replacing it by a wait for a node adds a check; replacing a
// wait for a node by it removes one. A flag set from anything but a timer (`done = repo.isDone`) is a real condition.

/** Calls that run their block later on a clock: a timer task scheduled, a delayed post, a coroutine delay. */
const timerCalls = new Set([
  'schedule',
  'scheduleAtFixedRate',
  'timerTask',
  'postDelayed',
  'sendEmptyMessageDelayed',
  'delay',
]);

/** The single expression of a lambda, if it has exactly one. */
function soleExpression(lambda: Syn): Syn | undefined {
  const stmts = named(lambda).filter((c) => c.type !== 'lambda_parameters');
  const body = stmts.length === 1 && stmts[0]!.type === 'statements' ? named(stmts[0]!) : stmts;
  return body.length === 1 ? body[0] : undefined;
}

/** The flag a condition reads, `expired` of `Timer.expired` or `expired`; undefined for anything else. */
function flagRead(expr: Syn): string | undefined {
  if (expr.type === 'identifier') return text(expr);
  if (expr.type !== 'navigation_expression') return undefined;
  const parts = named(expr);
  const last = parts[parts.length - 1];
  return parts.every((p) => p.type === 'identifier') && last ? text(last) : undefined;
}

function root(n: Syn): Syn {
  let r = n;
  while (r.parent) r = r.parent;
  return r;
}

/** `n` and every node under it. */
const nodes = (n: Syn): Syn[] => [n, ...descendants(n)];

function enclosingFunction(n: Syn): Syn | undefined {
  for (let p = n.parent; p; p = p.parent) if (p.type === 'function_declaration') return p;
  return undefined;
}

/** The name a call calls: `f` of `f(…)` and of `a.b.f(…)`. */
function calledName(call: Syn): string {
  const callee = call.children[0];
  if (!callee) return '';
  if (callee.type === 'navigation_expression') {
    const last = named(callee).pop();
    return last ? text(last) : '';
  }
  return text(callee);
}

const schedulesTimer = (fn: Syn | undefined) =>
  !!fn && nodes(fn).some((n) => n.type === 'call_expression' && timerCalls.has(calledName(n)));

/** True when `flag` is a `var` of the file starting `false`, set only to `false`, or `true` where a timer is scheduled. */
function timerOnlyFlag(file: Syn, flag: string): boolean {
  const known = readFlags.get(file) ?? new Map<string, boolean>();
  readFlags.set(file, known);
  const only = known.get(flag) ?? timerOnlyFlagOf(file, flag);
  known.set(flag, only);
  return only;
}

/** Flags already read per file: a file's waits are read once per test and again through its helpers. */
const readFlags = new WeakMap<Syn, Map<string, boolean>>();

function timerOnlyFlagOf(file: Syn, flag: string): boolean {
  // the declaration `flag = false` (Kotlin `var flag: Boolean = false`, Java `boolean flag = false;`) spelled in the
  // text at all, before the whole tree is walked
  if (!new RegExp(`(?<![\\w$])${escapeRe(flag)}(?![\\w$])[^=;]*=\\s*false\\b`).test(file.src)) return false;
  const all = nodes(file);
  const declared = all.some((n) => {
    if (n.type !== 'property_declaration' || !n.children.some((c) => c.type === 'var')) return false;
    const decl = n.children.find((c) => c.type === 'variable_declaration');
    const value = n.children[n.children.findIndex((c) => c.type === '=') + 1];
    return !!decl && text(decl).split(':')[0]!.trim() === flag && !!value && text(value) === 'false';
  });
  if (!declared) return false;
  const sets = all.filter((n) => {
    const left = n.type === 'assignment' ? n.children.find((c) => c.field === 'left') : undefined;
    return !!left && (flagRead(left) === flag || text(left) === flag);
  });
  const truths = sets.filter((s) => text(s.children.find((c) => c.field === 'right')!) === 'true');
  const others = sets.filter(
    (s) => !truths.includes(s) && text(s.children.find((c) => c.field === 'right')!) !== 'false',
  );
  return truths.length > 0 && others.length === 0 && truths.every((s) => schedulesTimer(enclosingFunction(s)));
}

/** True when a `waitUntil` condition lambda only waits for a timer its file schedules: a fixed sleep, no check. */
export function waitsForTimerOnly(lambda: Syn | undefined): boolean {
  if (lambda?.type !== 'lambda_literal') return false;
  const expr = soleExpression(lambda);
  const flag = expr && flagRead(expr);
  return !!flag && timerOnlyFlag(root(lambda), flag);
}
