/**
 * The facts for rules/verify-args.ts `verifyCompletedUncompiled` (review): a mock verification that did not
 * compile at the base and the change completes. The verified function (`suspend fun injectKeyEvent(event:
 * InjectKeyEventModel, useSystemBridgeIfAvailable: Boolean)`) gained a required parameter in an earlier commit,
 * so `verify(hub).injectKeyEvent(expected)` called no declaration of it; the change passes the missing argument
 * (`injectKeyEvent(expected, false)`). The old check ran nothing, and the head one checks every old argument word
 * for word and an exact value for each added one (a matcher only under `never()`, where matching more is
 * stricter). Only for functions whose every app declaration the change left as it was (those it changed are
 * appended-parameters.ts's), when no declaration could take the base call's arguments (defaults and `vararg`
 * counted) and one takes the head's.
 */

import type { Param } from './app-facts.js';
import type { DeclaredOnBoth } from './appended-parameters.js';

const key = (lists: Param[][]) =>
  lists
    .map((l) => l.map((p) => `${p.name}:${p.type}=${p.default ?? ''}${p.vararg ? '*' : ''}`).join(','))
    .sort()
    .join(';');

/** Of the named functions, the parameter lists of those declared the same way on both sides. */
export function unchangedDeclarations([base, head]: DeclaredOnBoth, names: string[]): Map<string, Param[][]> {
  const out = new Map<string, Param[][]>();
  for (const name of names) {
    const [b, h] = [base.get(name), head.get(name)];
    if (b?.length && h?.length && key(b) === key(h)) out.set(name, h);
  }
  return out;
}
