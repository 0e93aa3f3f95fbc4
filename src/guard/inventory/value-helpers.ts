import { callArgs } from '../kotlin/calls.js';
import { type Syn, text } from '../kotlin/syntax.js';
import type { Scope } from '../kotlin/values.js';
import type { HelperLookup } from './chains.js';

/** The hook for a value followed through a helper (an awaited `async { }`): any one-expression helper, in its call's scope. */
export function valueHelperHook(helpers: HelperLookup) {
  return (call: Syn, scope: Scope): { expr: Syn; scope: Scope } | undefined => {
    const [callee, valueArgs] = call.children;
    if (callee?.type !== 'identifier' || valueArgs?.type !== 'value_arguments' || call.children.length !== 2) return;
    const name = text(callee);
    return helpers.isHelper(name) ? helpers.expressionOf(name, callArgs(valueArgs), scope) : undefined;
  };
}
