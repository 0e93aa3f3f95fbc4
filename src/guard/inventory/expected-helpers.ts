import { named, type Syn, text } from '../kotlin/syntax.js';
import type { Scope } from '../kotlin/values.js';
import { type Assertion, remake } from './assertion.js';
import type { HelperLookup } from './chains.js';
import { helperExpression } from './value-helpers.js';

/** Checks whose one argument is the value expected (canonical ops: `assertEquals` is `isEqualTo`). */
const expectingOps = new Set(['isEqualTo', 'isNotEqualTo', 'isSameInstanceAs', 'isNotSameInstanceAs']);

/** The call a value is, through parentheses and a local `val` bound to it. */
function callOf(n: Syn, scope: Scope): Syn | undefined {
  let node = n;
  while (node.type === 'parenthesized_expression' && named(node).length === 1) node = named(node)[0]!;
  if (node.type === 'identifier') {
    const local = scope.locals.get(text(node));
    if (!local || typeof local === 'string') return undefined;
    node = local;
  }
  return node.type === 'call_expression' ? node : undefined;
}

/**
 * An equality check whose expected value is a call of a test file's one-expression helper
 * (`assertEquals(sampleNote(), repo.load())` with `fun sampleNote() = Note(1, "Groceries")`): what is
 * expected is the helper's expression, with the call's arguments in place, as a local's value is.
 * So a helper changed under an unchanged call changes the expectation (`expectedVia` names it), and
 * a helper inlined by hand, or renamed with its calls, changes nothing. `read` is how the check read
 * its argument, so the two forms compare alike.
 */
export function expectedInHelper(
  check: Assertion,
  expected: Syn,
  scope: Scope,
  helpers: HelperLookup,
  read: (n: Syn, scope: Scope) => string,
): Assertion {
  if (!expectingOps.has(check.op) || check.args.length !== 1) return check;
  // two computed values are ordered by their text (assertion-forms.ts), so the expected one may be the subject
  const written = read(expected, scope);
  const place = check.args[0] === written ? 'args' : check.subject === written ? 'subject' : undefined;
  const call = place && callOf(expected, scope);
  const found = call ? helperExpression(call, call.children[0], scope, helpers) : undefined;
  if (!found) return check;
  const value = read(found.expr, found.scope);
  const changes = place === 'args' ? { args: [value] } : { subject: value };
  return { ...remake(check, changes), expectedVia: found.name };
}
