import type { Param } from '../app-facts.js';
import type { AppendedParameters } from '../appended-parameters.js';
import type { Assertion } from '../inventory/assertion.js';
import type { SwappedCalls } from '../swapped-members.js';

/**
 * A mock interaction check that gained arguments because the app's verified member gained parameters
 * (docs/decisions.md, "Expectations that follow the app"): `verify(m).fire("tap")` →
 * `verify(m).fire("tap", "menu")` with `fire` changed in the same commit. The old arguments are kept
 * word for word and every added one is an exact value: the new check pins down more, never less. A
 * matcher (`any()`) for a parameter that was there before is refused unless the mode bounds the count from
 * above (`never()`, `exactly = 0`), where a wider call matched makes the check stricter and an exact value
 * would make it weaker; one for a parameter appended in the same change is `verifyGainedParameters`'s.
 */
export function verifyGainedArguments(b: Assertion, h: Assertion, changed: ReadonlySet<string>): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject || h.args.length <= b.args.length)
    return false;
  if (!changed.has(b.op.slice('verify.'.length))) return false;
  if (!b.args.every((a, i) => a === h.args[i])) return false;
  // under `never()` or `exactly = 0` an exact value would match fewer calls: only a matcher of anything keeps it as wide
  const bounded = b.args.some((a) => upperBound.test(a));
  return h.args.slice(b.args.length).every((a) => (bounded ? anything.test(a) : !isMatcher(a)));
}

const isMode = (a: string) => a.startsWith('mode=');

/**
 * A verified call whose arguments follow the parameters the app's verified function gained in the same change
 * (appended-parameters.ts): `verify(m).onPageStarted(tab, url)` → `verify(m).onPageStarted(tab, url, any())`, and
 * `verify { f.createConnection(url, any()) }` → `verify { f.createConnection(url, any(), any(), any()) }` for
 * `createConnection(url, method = "GET")` → `createConnection(url, connectTimeout, readTimeout, method = "GET")`.
 * Each argument is read as the parameter it fills (positional ones by place in their side's list, named ones by
 * name): every kept parameter has the same argument on both sides, a defaulted one left out on both too (left out
 * on one side only, it was a value the other pinned), and modes are kept. A gained parameter may take any argument —
 * the old call had none to check — except under a mode that bounds the count from above (`never()`, `exactly = 0`),
 * where only a matcher of anything keeps the check as wide. Review only (intendedChange).
 */
export function verifyGainedParameters(b: Assertion, h: Assertion, appended?: ReadonlyMap<string, AppendedParameters>) {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.subject !== h.subject) return false;
  const fn = appended?.get(b.op.slice('verify.'.length));
  if (!fn || b.args.filter(isMode).join('\u0000') !== h.args.filter(isMode).join('\u0000')) return false;
  const [was, now] = [byParameter(b, fn.before), byParameter(h, fn.after)];
  if (!was || !now) return false;
  if (!fn.before.every((p) => was.get(p) === now.get(p))) return false;
  const wide = !b.args.some((a) => upperBound.test(a));
  return fn.after.every((p) => fn.before.includes(p) || wide || anything.test(now.get(p) ?? ''));
}

/** A verified call's arguments by the parameter each fills: positional ones by place, named ones by name. */
function byParameter(c: Assertion, params: string[]): Map<string, string> | undefined {
  const args = c.args.filter((a) => !isMode(a));
  const names = c.argNames;
  if (!names || names.length !== args.length) return undefined;
  const out = new Map<string, string>();
  for (const [i, a] of args.entries()) {
    const p = names[i] || params[i];
    if (p === undefined || !params.includes(p) || out.has(p)) return undefined;
    out.set(p, a);
  }
  return out;
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

/** Whether a verification's mode bounds the count of matching calls from above (`never()`, `exactly = 0`, `atMost`). */
export const boundsFromAbove = (arg: string) => upperBound.test(arg);

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

/** A captor's matcher: `captor.capture()`, mockito-kotlin's `capture(captor)`. */
const captorMatcher = /(?:\.capture\(\)|^capture\([\w.]+\))$/;

/**
 * `verify(m).f(any())` → `verify(m).f(captor.capture())`, every other argument (and its name) kept: a captor matches
 * every call the "anything" matcher did and records the argument, which is how a test goes on to check it
 * (`captor.firstValue.config`). It also admits a null, which a typed `any<T>()` does not; a test takes a captor to
 * read the value, not to let a null through, so the check is read as the same. An exact value made a captor stays
 * a weakening.
 */
export function verifyMatcherCaptured(h: Assertion, b: Assertion): boolean {
  if (!b.op.startsWith('verify.') || b.op !== h.op || b.args.length !== h.args.length) return false;
  if ((b.argNames ?? []).join('\u0000') !== (h.argNames ?? []).join('\u0000')) return false;
  let captured = false;
  for (let i = 0; i < b.args.length; i++) {
    const [ba, ha] = [b.args[i]!, h.args[i]!];
    if (ba === ha) continue;
    if (isMode(ba) || isMode(ha) || !anything.test(ba) || !captorMatcher.test(ha.replace(/^[A-Za-z_]\w*=(?!=)/, '')))
      return false;
    captured = true;
  }
  return captured;
}

/**
 * `coVerify { m.getUiConfig() }` → `coVerify { m.resolveUiConfig() }`, modes and arguments kept word for word, where the
 * change took app calls of the old member away and introduced the new one, which no base app code declared, with calls
 * of its own (swapped-members.ts): the check follows the call the subject now makes in the old one's place. Review
 * only (intendedChange). A swap to a member the base app already had, or while the app's calls of the old stay, is not.
 */
export function verifySwappedMember(b: Assertion, h: Assertion, swapped: SwappedCalls | undefined): boolean {
  if (!swapped || !b.op.startsWith('verify.') || !h.op.startsWith('verify.') || b.subject !== h.subject) return false;
  const same = (x: string[] | undefined, y: string[] | undefined) =>
    (x ?? []).join('\u0000') === (y ?? []).join('\u0000');
  if (!same(b.args, h.args) || !same(b.argNames, h.argNames)) return false;
  const [from, to] = [b.op.slice('verify.'.length), h.op.slice('verify.'.length)];
  return swapped.fewer.has(from) && swapped.introduced.has(to);
}
