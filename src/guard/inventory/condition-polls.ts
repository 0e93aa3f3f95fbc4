import { named, type Syn, text } from '../kotlin/syntax.js';
import { normalize, type Scope } from '../kotlin/values.js';
import { type Assertion, compact, makeAssertion } from './assertion.js';
import type { FnDecl } from './function-decls.js';
import { pollsConditionUntilTrue } from './loops.js';

/**
 * A call of a test helper that polls a `() -> Boolean` lambda until it holds and fails the test when it runs out
 * (`waitUntilTrue { packets.any { it is Location } }`, loops.ts `pollsConditionUntilTrue`) is a wait on the lambda's
 * condition, read as Compose's `waitUntil { c }` is: one proposition with `assertTrue(c)` (rules/condition-waits.ts).
 * Only when the lambda is the helper's last parameter and declared `() -> Boolean`.
 */
export function conditionPolled(h: FnDecl, lambda: Syn | undefined, scope: Scope): Assertion | undefined {
  const p = h.params[h.params.length - 1];
  if (!lambda || !p || !h.body || !booleanLambdaParameter(h.node, p)) return undefined;
  if (!pollsConditionUntilTrue(h.body, p)) return undefined;
  return makeAssertion({
    family: 'wait',
    subject: '',
    op: 'waitUntil',
    args: [normalize(lambda, scope)],
    asserting: true,
    action: false,
    text: `${h.name} ${compact(lambda)}`,
    line: lambda.line,
  });
}

/** Whether parameter `p` of a function declaration is declared `() -> Boolean`. */
function booleanLambdaParameter(fn: Syn, p: string): boolean {
  const fvp = fn.children.find((k) => k.type === 'function_value_parameters');
  const param = fvp && named(fvp).find((k) => k.type === 'parameter' && text(named(k)[0] ?? k) === p);
  return !!param && /:\(\)->Boolean$/.test(text(param).replace(/\s+/g, ''));
}
