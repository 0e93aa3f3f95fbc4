import { callArgs } from '../kotlin/calls.js';
import { type Syn, text } from '../kotlin/syntax.js';
import type { Scope } from '../kotlin/values.js';
import type { HelperLookup } from './chains.js';

/**
 * A call of a one-expression helper of the test files (`makeItem()`, `shown()`): the helper's name and expression,
 * with the call's arguments in its scope. `callee` is the call's callee as the caller reads it (`!shown()` parses as
 * a call of `!shown`); undefined when `call` is no plain call of a helper.
 */
export function helperExpression(
  call: Syn,
  callee: Syn | undefined,
  scope: Scope,
  helpers: HelperLookup,
): { name: string; expr: Syn; scope: Scope } | undefined {
  const valueArgs = call.children[1];
  if (callee?.type !== 'identifier' || valueArgs?.type !== 'value_arguments' || call.children.length !== 2) return;
  const name = text(callee);
  const found = helpers.isHelper(name) ? helpers.expressionOf(name, callArgs(valueArgs), scope) : undefined;
  return found && { name, ...found };
}

/** The hook for a value followed through a helper (an awaited `async { }`): any one-expression helper, in its call's scope. */
export function valueHelperHook(helpers: HelperLookup) {
  return (call: Syn, scope: Scope): { expr: Syn; scope: Scope } | undefined =>
    helperExpression(call, call.children[0], scope, helpers);
}
