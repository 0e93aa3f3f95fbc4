import { codeOnly, escapeRe } from '../code-only.js';
import { mockBlocks } from '../inventory/mock-blocks.js';
import type { TestUnit } from '../inventory/tests.js';

/**
 * Tests deleted with the app member they drove (issue 27 class 4 at member level, review only): the test calls
 * a function the change removed from the app (`viewModel.onCheckoutClicked()` with the handler gone, its class
 * kept) and calls no app function that stays. What it checked was what that call did; the call cannot be
 * written against the head, so nothing that still exists lost a check. Pure: `subject-facts.ts` confirms with
 * `git grep` that no head app source declares the names any more (another class's `onCheckoutClicked` lives on).
 * Still a suppression: a test that also calls a member that stays (`addItem` then the removed handler), and one
 * that only stubs or verifies the removed member on a mock (the app read it; what it fed lives on elsewhere).
 */

/** Whether token `i` sits inside a mock's stub or verification (`every { m.f() }`, `verify(m).f()`). */
function onMock(tokens: string[], i: number): boolean {
  let depth = 0;
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j]!;
    if (t === ')' || t === '}' || t === ']') depth++;
    else if (t === '(' || t === '{' || t === '[') {
      if (depth === 0 && mockBlocks.has(tokens[j - 1] ?? '')) return true;
      if (depth > 0) depth--;
    }
  }
  // `verify(m).f()`: the receiver chain starts with a verification
  if (tokens[i - 1] !== '.' || tokens[i - 2] !== ')') return false;
  let k = i - 2;
  for (let d = 0; k >= 0; k--) {
    if (tokens[k] === ')') d++;
    if (tokens[k] === '(' && --d === 0) break;
  }
  return mockBlocks.has(tokens[k - 1] ?? '');
}

/** The index of the `(` that calls the name at `i` (`f(`, `Foo<String>(`), or -1. */
function callOpening(tokens: string[], i: number): number {
  let j = i + 1;
  if (tokens[j] === '<' && /^[A-Z]/.test(tokens[i]!)) {
    for (let depth = 0; j < tokens.length; j++) {
      if (tokens[j] === '<') depth++;
      else if (tokens[j] === '>' && --depth === 0) break;
      else if (!/^[\w.,?*]$|^[A-Za-z_]\w*$/.test(tokens[j]!)) return -1;
    }
    j++;
  }
  return tokens[j] === '(' ? j : -1;
}

/** The app functions a test body calls itself (`x.f(`, `f(`), outside mock stubs and verifications. */
export function drivenCalls(tokens: string[], names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (!names.has(t) || tokens[i + 1] !== '(' || tokens[i - 1] === 'fun' || !/^[a-z_`]/.test(t)) continue;
    if (!onMock(tokens, i)) out.add(t);
  }
  return out;
}

/**
 * The removed classes a test body builds itself (`AlphanumComparator<String>()`, `Parser(input)`; not `x.Parser(`,
 * a member), outside mock stubs: the instance is what the test exercises.
 */
export function constructedClasses(tokens: string[], names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (!names.has(t) || !/^[A-Z]/.test(t) || tokens[i - 1] === '.' || tokens[i - 1] === 'class') continue;
    if (callOpening(tokens, i) >= 0 && !onMock(tokens, i)) out.add(t);
  }
  return out;
}

/** Of `names`, those the sources declare as a class or object (`class Foo`, `object Foo`; a composable is a function). */
export function declaredClasses(sources: Iterable<string>, names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const src of sources)
    for (const m of codeOnly(src).matchAll(/\b(?:class|object|interface)\s+([A-Z]\w*)/g))
      if (names.has(m[1]!)) out.add(m[1]!);
  return out;
}

/** Words a test calls that name no app member: the test's own checks and Kotlin's scope functions. */
const notAppCalls = /^(?:assert\w*|fail|apply|also|let|run|with|use|runTest|runBlocking)$/;

/**
 * What else a test body names that the app may declare: the functions it calls (`f(`, `x.f(`, `f {`; its checks
 * and scope functions aside) and the types it names (`Repo`, `Screen.Cart`; not `CONSTANTS`).
 */
export function namesBesides(tokens: string[], except: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (except.has(t) || tokens[i - 1] === 'fun') continue;
    if (/^[A-Z][a-z]\w*$/.test(t)) out.add(t);
    else if (/^[a-z_]\w*$/.test(t) && !notAppCalls.test(t) && (tokens[i + 1] === '(' || tokens[i + 1] === '{'))
      out.add(t);
  }
  return [...out];
}

/** Code without comments and string contents: a name in them is neither a declaration nor a use. */

/** Words before a name that make it a use, not a declaration (`return f()`, `else f()`, Java's `new Foo()`). */
const useKeywords = new Set(['return', 'else', 'in', 'is', 'throw', 'if', 'when', 'try', 'do', 'new']);

/**
 * The names the base app sources use somewhere besides declaring them (`onClick = vm::onPay`, `vm.onPay()`,
 * `android:onClick="@{() -> vm.onPay()}"` aside: Kotlin and Java only). A removed function the app called was
 * wired to a feature the change took out; one nothing called was dead code, and a test of it deleted with it
 * may stand for behaviour that moved elsewhere untested (an event the UI now raises itself).
 */
export function wiredInApp(baseAppSources: Iterable<string>, names: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const src of baseAppSources) {
    const code = codeOnly(src);
    for (const n of names) {
      if (out.has(n) || !code.includes(n)) continue;
      for (const m of code.matchAll(new RegExp(`(?<![\\w$])${escapeRe(n)}(?![\\w$])`, 'g'))) {
        const before = code.slice(Math.max(0, m.index - 120), m.index);
        // `fun f(`, `fun T.f(`, `val f`, Java's `void f(` / `Result f(`: a declaration
        if (/\bfun\s+(?:<[^>]*>\s*)?(?:[\w.<>?, ]+\.)?$|\b(?:val|var)\s+(?:[\w.<>?]+\.)?$/.test(before)) continue;
        const word = /([A-Za-z_$][\w$<>[\]?]*)\s+$/.exec(before)?.[1];
        if (word && !useKeywords.has(word)) continue;
        out.add(n);
        break;
      }
    }
  }
  return out;
}

/** What a deleted test drove that the change removed, and (when it built a removed class) what else it called. */
export interface DrivenRemoved {
  driven: string[];
  /**
   * A test that builds a removed class exercises that instance: no other function it calls or type it names may be
   * declared by a head app source (`subject-facts.ts`), so a test of a kept class built with a removed collaborator
   * (`Repo(OldCache())`) stays a suppression.
   */
  besides: string[];
}

/**
 * Base tests with no test of their key in the head that drive a removed app function, or build a removed class,
 * the base app used (`wired`) and call no app function that stays (`kept`: the other names the changed base app
 * files declare), with the removed names they drive.
 */
export function removedActionCandidates(
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
  removed: ReadonlySet<string>,
  kept: ReadonlySet<string>,
  wired: ReadonlySet<string>,
  removedClasses: ReadonlySet<string> = new Set(),
): Map<string, DrivenRemoved> {
  const out = new Map<string, DrivenRemoved>();
  if (removed.size === 0) return out;
  const headTests = new Set(headUnits.filter((u) => u.isTest).map((u) => u.key));
  const ownNames = new Set(baseUnits.map((u) => u.name));
  for (const b of baseUnits) {
    if (!b.isTest || headTests.has(b.key)) continue;
    // a UI test's finders may look for what lives on elsewhere: only the class-level rule shows them gone
    const finds = b.checks.some((c) => c.asserting && c.finder);
    const built = finds ? new Set<string>() : constructedClasses(b.tokens, removedClasses);
    const driven = new Set([...drivenCalls(b.tokens, removed), ...built]);
    if (driven.size === 0 || [...driven].some((n) => !wired.has(n)) || drivenCalls(b.tokens, kept).size > 0) continue;
    const besides = built.size ? namesBesides(b.tokens, new Set([...removed, ...ownNames])) : [];
    out.set(b.key, { driven: [...driven], besides });
  }
  return out;
}
