import type { Assertion } from '../inventory/assertion.js';

/**
 * A mock interaction check that gained arguments because the app's verified member gained parameters
 * (docs/decisions.md, "Expectations that follow the app"): `verify(m).fire("tap")` →
 * `verify(m).fire("tap", "menu")` with `fire` changed in the same commit. The old arguments are kept
 * word for word and every added one is an exact value: the new check pins down more, never less. An
 * added matcher (`any()`) checks nothing about the new parameter, so it is refused unless the check
 * is `never()`, where a wider call matched makes the check stricter.
 */
export function verifyGainedArguments(b: Assertion, h: Assertion, changed: ReadonlySet<string>): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject || h.args.length <= b.args.length)
    return false;
  if (!changed.has(b.op.slice('verify.'.length))) return false;
  if (!b.args.every((a, i) => a === h.args[i])) return false;
  const never = b.args.includes('mode=never()');
  return h.args.slice(b.args.length).every((a) => never || !isMatcher(a));
}

/** A Mockito/mockito-kotlin argument matcher that accepts more than one value (`eq(x)` is exact). */
export function isMatcher(arg: string): boolean {
  const v = arg.replace(/^[A-Za-z_]\w*=(?!=)/, '').replace(/^(Mockito|ArgumentMatchers|Matchers)\./, '');
  return (
    /^(any\w*|argThat|argWhere|argForWhich|check|isA|notNull|isNotNull|isNull|same|refEq|capture|contains|startsWith|endsWith|matches)(<[^>]*>)?\(/.test(
      v,
    ) || /\.capture\(\)$/.test(v)
  );
}
