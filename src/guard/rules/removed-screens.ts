import type { TestUnit } from '../inventory/tests.js';

/**
 * A deleted UI test that launched a screen the change removed (review only, issue 27 class 4 at screen level): an
 * `Activity` started by `ActivityScenario.launch(LegacyLoginActivity::class.java)`, `launch<A>()`,
 * `launchActivity<A>()` or `ActivityScenarioRule(A::class.java)` in the test's own body. Every check it made ran on
 * that screen, which cannot be started in the head (a legacy login screen deleted with its feature flag). A test
 * that launches a screen that stays, or reaches the removed one some other way (through a helper, a screen that
 * stays), keeps its deletion a suppression.
 */

/** Calls that start the activity they are given. */
const launchers = new Set(['launch', 'launchActivity', 'ActivityScenarioRule', 'ActivityTestRule']);

/** The class at token `i` is a removed one the test launches: `launch(A::class.java)`, `launch<A>(`. */
function launchedAt(t: string[], i: number): boolean {
  // `::` is two tokens (inventory/tests.ts `codeTokens`)
  if (t[i - 1] === '(' && launchers.has(t[i - 2] ?? ''))
    return t[i + 1] === ':' && t[i + 2] === ':' && t[i + 3] === 'class';
  return t[i - 1] === '<' && launchers.has(t[i - 2] ?? '') && t[i + 1] === '>' && t[i + 2] === '(';
}

/** Whether the deleted test `b` launches an activity whose class the change removed. */
export function launchesRemovedScreen(b: TestUnit, removed: ReadonlySet<string>): boolean {
  const t = b.tokens;
  return t.some((w, i) => /^[A-Z]\w*Activity$/.test(w) && removed.has(w) && launchedAt(t, i));
}
