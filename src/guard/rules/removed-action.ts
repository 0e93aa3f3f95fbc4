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

/** Calls whose braces or parentheses stub or verify a mock: a member named inside them is not driven by the test. */
const mockBlocks = new Set([
  'every',
  'coEvery',
  'whenever',
  'given',
  'when',
  'verify',
  'coVerify',
  'verifyOrder',
  'verifySequence',
  'verifyBlocking',
  'onBlocking',
  'stub',
  'doReturn',
  'doAnswer',
  'doThrow',
]);

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

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Code without comments and string contents: a name in them is neither a declaration nor a use. */
const codeOnly = (src: string) =>
  src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"/g, (m) => (m.startsWith('"') ? '""' : ''));

/** Words before a name that make it a use, not a declaration (`return f()`, `else f()`). */
const useKeywords = new Set(['return', 'else', 'in', 'is', 'throw', 'if', 'when', 'try', 'do']);

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

/**
 * Base tests with no test of their key in the head that drive a removed app function the base app called
 * (`wired`) and no app function that stays (`kept`: the other names the changed base app files declare), with
 * the removed names they drive.
 */
export function removedActionCandidates(
  baseUnits: TestUnit[],
  headUnits: TestUnit[],
  removed: ReadonlySet<string>,
  kept: ReadonlySet<string>,
  wired: ReadonlySet<string>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (removed.size === 0) return out;
  const headTests = new Set(headUnits.filter((u) => u.isTest).map((u) => u.key));
  for (const b of baseUnits) {
    if (!b.isTest || headTests.has(b.key)) continue;
    const driven = drivenCalls(b.tokens, removed);
    if (driven.size === 0 || [...driven].some((n) => !wired.has(n)) || drivenCalls(b.tokens, kept).size > 0) continue;
    out.set(b.key, [...driven]);
  }
  return out;
}
