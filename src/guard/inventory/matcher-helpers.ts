import { named, type Syn, text } from '../kotlin/syntax.js';
import type { Scope } from '../kotlin/values.js';
import type { HelperLookup } from './chains.js';
import type { FnDecl } from './tests.js';
import { helperExpression } from './value-helpers.js';

// A custom matcher written as a test helper (`fun hasTitle(t: String) = withText(t)`,
// `private fun saveButton() = hasTestTag("save") and hasClickAction()`) is the matcher it returns:
// `check(matches(hasTitle("Hi")))` checks what `check(matches(withText("Hi")))` checks, and a matcher
// weakened inside the helper is a weakened check at every call. Only one-expression helpers whose
// expression is a matcher; matcher classes (`TypeSafeMatcher` …) stay opaque.

const matcherCall = /^(?:(?:with|has|is)[A-Z]\w*|allOf|anyOf|not|instanceOf|equalTo|containsString|hasItem)$/;

/** An expression that builds a matcher: a matcher factory call, or matchers joined by `and`/`or`/`!`. */
function matcherShaped(n: Syn): boolean {
  const kids = named(n);
  if (n.type === 'parenthesized_expression' && kids[0]) return matcherShaped(kids[0]);
  if (n.type === 'infix_expression' && kids.length === 3) {
    const op = text(kids[1]!);
    return (op === 'and' || op === 'or') && matcherShaped(kids[0]!) && matcherShaped(kids[2]!);
  }
  if (n.type === 'call_expression') {
    const callee = kids[0];
    if (callee?.type === 'identifier') return matcherCall.test(text(callee));
    if (callee?.type === 'navigation_expression') return /^(?:and|or)$/.test(text(named(callee).pop()!));
  }
  return false;
}

/** A declared return type that is not a matcher (`: Boolean`) rules the helper out. */
function returnsMatcher(f: FnDecl): boolean {
  const declared = f.node.children.find((k) => k.type === 'user_type' || k.type === 'nullable_type');
  return !declared || /Matcher/.test(text(declared));
}

/** The hook `normalize`/`buildMatcher` call for a plain call: the matcher helper's expression in its call's scope. */
export function matcherHelperHook(byName: ReadonlyMap<string, FnDecl>, helpers: HelperLookup, depth = 0) {
  return (call: Syn, scope: Scope): { expr: Syn; scope: Scope } | undefined => {
    const found = helperExpression(call, call.children[0], scope, helpers);
    const f = found && byName.get(found.name);
    if (!found || !f || !returnsMatcher(f) || !matcherShaped(found.expr)) return;
    // a helper built on another is followed a few levels, never round in a circle
    const next = depth < 2 ? matcherHelperHook(byName, helpers, depth + 1) : undefined;
    return { expr: found.expr, scope: { ...found.scope, matcherHelper: next } };
  };
}
