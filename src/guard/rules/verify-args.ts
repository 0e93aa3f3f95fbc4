import type { Param } from '../app-facts.js';
import type { AppendedParameters } from '../appended-parameters.js';
import type { Assertion } from '../inventory/assertion.js';

/**
 * A mock interaction check that gained arguments because the app's verified member gained parameters
 * (docs/decisions.md, "Expectations that follow the app"): `verify(m).fire("tap")` →
 * `verify(m).fire("tap", "menu")` with `fire` changed in the same commit. The old arguments are kept
 * word for word and every added one is an exact value: the new check pins down more, never less. A
 * matcher (`any()`) for a parameter that was there before is refused unless the check is `never()`,
 * where a wider call matched makes the check stricter; one for a parameter appended in the same
 * change is `verifyGainedAppended`'s.
 */
export function verifyGainedArguments(b: Assertion, h: Assertion, changed: ReadonlySet<string>): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject || h.args.length <= b.args.length)
    return false;
  if (!changed.has(b.op.slice('verify.'.length))) return false;
  if (!b.args.every((a, i) => a === h.args[i])) return false;
  const never = b.args.includes('mode=never()');
  return h.args.slice(b.args.length).every((a) => never || !isMatcher(a));
}

const isMode = (a: string) => a.startsWith('mode=');

/**
 * A verified call given an argument (a matcher too: `any()`, `anyOrNull()`) for each parameter the app's verified
 * function gained at the end of its list in the same change: `verify(m).onPageStarted(tab, url)` →
 * `verify(m).onPageStarted(tab, url, any())` checks what the old one did — the old call had no such parameter to
 * check. Only when the old check passed every old parameter (a defaulted one left out and now matched by `any()`
 * would be a value the old check pinned), its arguments and their names are kept word for word, and each added one
 * is positional in a call without names, or named after an appended parameter. Review only (intendedChange).
 */
export function verifyGainedAppended(b: Assertion, h: Assertion, appended?: ReadonlyMap<string, AppendedParameters>) {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject) return false;
  const fn = appended?.get(b.op.slice('verify.'.length));
  const [bNames, hNames] = [b.argNames, h.argNames];
  if (!fn || !bNames || !hNames || !b.args.every((a, i) => a === h.args[i])) return false;
  const [bArgs, hArgs] = [b.args.filter((a) => !isMode(a)), h.args.filter((a) => !isMode(a))];
  if (bArgs.length !== fn.before.length || hArgs.length !== fn.after.length) return false;
  if (bNames.length !== bArgs.length || hNames.length !== hArgs.length) return false;
  if (!bNames.every((n, i) => n === hNames[i])) return false;
  const gained = fn.after.slice(fn.before.length);
  const positional = hNames.every((n) => n === '');
  return hNames.slice(bNames.length).every((n) => (n === '' ? positional : gained.includes(n)));
}

/**
 * A verified call without the arguments of the parameters the app's function lost off the end of its list in the
 * same change (`verify { c.send(ctx, req, any<Callback>()) }` → `coVerify { c.send(ctx, req) }`, a callback made a
 * suspend function's result): the old check passed every old parameter, and the new one keeps the arguments of the
 * kept ones word for word, names and mode too — it pins what the old one pinned of the call the app still makes.
 * Review only (intendedChange).
 */
export function verifyLostTruncated(b: Assertion, h: Assertion, truncated?: ReadonlyMap<string, AppendedParameters>) {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject) return false;
  const fn = truncated?.get(b.op.slice('verify.'.length));
  const [bNames, hNames] = [b.argNames ?? [], h.argNames ?? []];
  const [bArgs, hArgs] = [b.args.filter((a) => !isMode(a)), h.args.filter((a) => !isMode(a))];
  if (!fn || bArgs.length !== fn.before.length || hArgs.length !== fn.after.length) return false;
  if (b.args.filter(isMode).join() !== h.args.filter(isMode).join()) return false;
  if (!hArgs.every((a, i) => a === bArgs[i]) || !hNames.every((n, i) => n === bNames[i])) return false;
  // a named argument may stand anywhere: each kept one names a kept parameter, each dropped one a lost one
  const kept = (n: string) => n === '' || fn.after.includes(n);
  return hNames.every(kept) && bNames.slice(hNames.length).every((n) => n === '' || !kept(n));
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

/** Whether a call of `n` positional arguments can mean a declaration with parameters `l`. */
const takesCount = (l: Param[], n: number) =>
  l.some((p) => p.vararg) || (l.filter((p) => p.default === undefined).length <= n && n <= l.length);

/**
 * `verify(m).f(a)` → `verify(m).f(a, b)`, where no app declaration of `f` — each left as it was by the change
 * (uncompiled-verifies.ts) — takes one argument and one takes two: the base check did not compile, and the head
 * one keeps every old argument and adds exact values (a matcher only under `never()`).
 */
export function verifyCompletedUncompiled(
  b: Assertion,
  h: Assertion,
  unchanged: ReadonlyMap<string, Param[][]> | undefined,
): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject) return false;
  const lists = unchanged?.get(b.op.slice('verify.'.length));
  if (!lists || h.args.length <= b.args.length || !b.args.every((a, i) => a === h.args[i])) return false;
  // named arguments would need matching by name: only positional calls
  if ([...(b.argNames ?? []), ...(h.argNames ?? [])].some((n) => n !== '')) return false;
  const [bArgs, hArgs] = [b.args.filter((a) => !isMode(a)), h.args.filter((a) => !isMode(a))];
  if (lists.some((l) => takesCount(l, bArgs.length)) || !lists.some((l) => takesCount(l, hArgs.length))) return false;
  const never = b.args.includes('mode=never()');
  return h.args.slice(b.args.length).every((a) => never || !isMatcher(a));
}

/** A matcher of any value (of the parameter's type): `any()`, `anyOrNull()`, `anyString()`, `any(T::class.java)`. */
const anything =
  /^(?:(?:Mockito|ArgumentMatchers|Matchers)\.)?any(?!Vararg)\w*\((?:[\w.]+(?:::class(?:\.java)?|\.class))?\)$/;

/** A predicate or identity matcher: the values its lambda admits (`check { … }`, `argThat { … }`), or `same(x)`. */
const predicate =
  /^(?:(?:Mockito|ArgumentMatchers|Matchers)\.)?(check|argThat|argWhere|argForWhich|same)(<[^>]*>)?\s*[({]/;

/** Mockito's `nullable(T.class)`: null or any `T`, as wide as the matcher it would replace. */
const nullable = /^(?:(?:Mockito|ArgumentMatchers)\.)?nullable\(/;

/**
 * Modes that bound the count of matching calls from above, Mockito's and MockK's (`exactly = 0`, `atMost = n`, `inverse =
 * true`): fewer calls matched makes them weaker.
 */
const upperBound = /^mode=(never\(\)|times\(0\)|atMost\w*\(|exactly=0$|atMost=|inverse=true$)/;

/**
 * `verify(m).f(any(), x)` → `verify(m).f(eq(a), x)` or `f(check { … }, x)`: an argument that matched any value now
 * matches an exact value or a predicate, every other argument (and its name) kept. The head check accepts fewer
 * calls, so it checks more — unless the mode bounds the count from above (`never()`, `atMost`), where matching fewer
 * calls excludes less. Wider matchers (`any()` → `anyOrNull()`) and captors are no narrowing.
 */
export function verifyNarrowedMatchers(h: Assertion, b: Assertion): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.args.length !== h.args.length) return false;
  if ((b.argNames ?? []).join('\u0000') !== (h.argNames ?? []).join('\u0000')) return false;
  if (b.args.some((a) => upperBound.test(a))) return false;
  let narrowed = false;
  for (let i = 0; i < b.args.length; i++) {
    const [ba, ha] = [b.args[i]!, h.args[i]!];
    if (ba === ha) continue;
    if (isMode(ba) || isMode(ha) || !anything.test(ba)) return false;
    if ((isMatcher(ha) && !predicate.test(ha)) || nullable.test(ha)) return false;
    narrowed = true;
  }
  return narrowed;
}

/** Modes that demand exactly one matching call: Mockito's `times(1)`, MockK's `exactly = 1`. */
const exactlyOnce = /^mode=(?:times\(1\)|exactly=1)$/;

/**
 * `verify { m.f(x) }` → `verify(exactly = 1) { m.f(x) }`: a check with no mode (Mockito's once, MockK's at least once)
 * made to demand exactly one call, with every argument kept. Exactly once implies either; another count does not.
 */
export function verifyMadeExactlyOnce(h: Assertion, b: Assertion): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.args.some(isMode)) return false;
  const [mode, ...rest] = h.args;
  return mode !== undefined && exactlyOnce.test(mode) && rest.join('\u0000') === b.args.join('\u0000');
}
