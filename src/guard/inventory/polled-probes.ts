import { descendants, named, type Syn, text } from '../kotlin/syntax.js';
import type { FnDecl } from './function-decls.js';

/**
 * A private `Boolean` function of a test file whose every call is a poll's whole condition, the poll's result
 * thrown away: `pollUntil { inputShown() }` as a statement of a function body, `inputShown()` being `try {
 * onView(…).check(…); true } catch (e: NoMatchingViewException) { false }`. What such a probe's catch swallows never
 * reaches the test — only how long the poll waits — so its regions are marked (rules/polled-probes.ts). A call used
 * any other way (`assertTrue(inputShown())`, `if (inputShown())`, a poll whose result is returned or checked) makes
 * it no probe.
 */

/** Whether call `c` of the probe is the only statement of a lambda given to a call that is a function body's statement. */
function polledOnly(c: Syn): boolean {
  const lambda = c.parent;
  if (lambda?.type !== 'lambda_literal' || named(lambda).filter((k) => k.type !== 'lambda_parameters').length !== 1)
    return false;
  const poll = lambda.parent?.type === 'annotated_lambda' ? lambda.parent.parent : undefined;
  const block = poll?.type === 'call_expression' ? poll.parent : undefined;
  return block?.type === 'block' && block.parent?.type === 'function_body';
}

/** The calls of `name()` without arguments in `root`, or undefined when the name is used any other way. */
function callsOf(root: Syn, name: string): Syn[] | undefined {
  const calls: Syn[] = [];
  for (const n of descendants(root)) {
    if (n.type !== 'identifier' || text(n) !== name) continue;
    const call = n.parent;
    if (call?.type === 'function_declaration') continue;
    const args = call?.type === 'call_expression' && call.children[0] === n ? call.children[1] : undefined;
    if (args?.type !== 'value_arguments' || named(args).length > 0 || call!.children.length !== 2) return undefined;
    calls.push(call!);
  }
  return calls;
}

/** The names of the file's polled probes. */
export function polledProbes(root: Syn, fns: FnDecl[]): Set<string> {
  const out = new Set<string>();
  for (const f of fns) {
    // a backticked name (`everything fails =(`) is a test's, never a probe's: only plain names are read
    if (!f.isPrivate || f.params.length || !/^[A-Za-z_]\w*$/.test(f.name)) continue;
    if (!new RegExp(`\\bfun\\s+${f.name}\\s*\\(\\s*\\)\\s*:\\s*Boolean\\s*[={]`).test(text(f.node))) continue;
    if (fns.filter((g) => g.name === f.name).length !== 1) continue;
    const calls = callsOf(root, f.name);
    if (calls?.length && calls.every(polledOnly)) out.add(f.name);
  }
  return out;
}
