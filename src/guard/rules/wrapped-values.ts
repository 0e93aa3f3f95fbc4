import { closing, topLevelItems } from '../bound-text.js';
import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * An expected value whose part the change wrapped in a type (review only; issue 27, class 3): a path passed as a
 * `String` now passed as `Target.Path(path)` — `Webview("a/b", 1)` → `Webview(Target.Path("a/b"), 1)` when the
 * change declared `Path`, or changed the declaration of `Webview` whose argument it is; `assertEquals("a/b",
 * s.path)` → `assertEquals(Target.Path("a/b"), s.target)` with `target` new. The same written-out value, wrapped:
 * nothing dropped or changed inside it. Another literal, another argument, or a wrapper the change has nothing to do
 * with stays refused.
 */

/** What the change did to the app's declarations (rules/tests.ts ApiMigration and AppChangeFacts). */
export interface WrapFacts {
  added: ReadonlySet<string>;
  /** app members whose declaration changed */
  reach: ReadonlySet<string>;
  /** classes whose constructor the change rewrote (app-facts.ts `retypedClasses`) */
  retyped?: ReadonlySet<string>;
}

const exactOps = new Set(['isEqualTo', 'containsExactly', 'containsExactly.inOrder']);
const wrapperCall = /(?<![\w$.])((?:[A-Z]\w*\.)*[A-Z]\w*)\(/g;
const words = (s: string) => s.split(/[^\w$]+/).filter(Boolean);

/** The name of the call whose argument list holds index `at` (`Webview(` for a value inside it), if any. */
function enclosingCall(s: string, at: number): string | undefined {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    if (s[i] === ')') depth++;
    else if (s[i] === '(' && depth-- === 0) return /([A-Za-z_]\w*)$/.exec(s.slice(0, i))?.[1];
  }
  return undefined;
}

/** `v` with each one-argument wrapper the change accounts for unwrapped, innermost last; how many were. */
function unwrapped(v: string, f: WrapFacts): { value: string; count: number } {
  let value = v;
  let count = 0;
  for (let again = true; again; ) {
    again = false;
    for (const m of value.matchAll(wrapperCall)) {
      const open = m.index! + m[0].length - 1;
      const end = closing(value, open);
      const inner = end < 0 ? [] : topLevelItems(value.slice(open + 1, end - 1));
      const names = m[1]!.split('.');
      const call = enclosingCall(value, m.index!) ?? '';
      const accounted = names.some((n) => f.added.has(n)) || f.reach.has(call) || !!f.retyped?.has(call);
      if (inner.length !== 1 || /^\w+=/.test(inner[0]!) || !accounted) continue;
      value = value.slice(0, m.index!) + inner[0]! + value.slice(end);
      count++;
      again = true;
      break;
    }
  }
  return { value, count };
}

/** The subject is the same, or reads members the change added where the base read others (`s.path` → `s.target`). */
function sameOrAddedRead(from: string, to: string, added: ReadonlySet<string>): boolean {
  if (from === to) return true;
  const [pf, pt] = [from.split(/([\w$]+)/), to.split(/([\w$]+)/)];
  return pf.length === pt.length && pf.every((p, i) => p === pt[i] || added.has(pt[i]!));
}

/** Base check `b`, head check `h`: the same exact check with its expected value wrapped as the changed app now takes it. */
export function wrappedValue(b: Assertion, h: Assertion, f: WrapFacts): boolean {
  if (!b.asserting || !h.asserting || b.finder || h.finder || b.family !== h.family || b.op !== h.op) return false;
  if (!exactOps.has(b.op) || !sameGuards(b, h)) return false;
  if (b.args.length !== 1 || h.args.length !== 1) return false;
  // an equality reads either side as the expected one
  for (const [bv, hv, bs, hs] of [
    [b.args[0]!, h.args[0]!, b.subject, h.subject],
    [b.subject, h.subject, b.args[0]!, h.args[0]!],
  ] as const) {
    const u = unwrapped(hv, f);
    if (u.count === 0 || u.value !== bv || !sameOrAddedRead(bs, hs, f.added)) continue;
    // the subject may not read what the expected value now holds
    if (bs !== hs && words(hs).some((w) => words(hv).includes(w) && !words(bs).includes(w))) continue;
    return true;
  }
  return false;
}
