import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Mockito's verification modes and matchers written qualified or imported are one call (`Mockito.never()` is `never()`),
 * as Espresso's and Hamcrest's factories are (src/guard/kotlin/values.ts, `staticFactoryOwner`). Met on
 * openMF/mifos-mobile 3c36af9a46 (not in the corpus): tests converted from Java to Kotlin wrote every mode qualified,
 * and each `verify(view, never())` read as a weakened verification. Another mode is still another check.
 */

const T = 'app/src/test/java/x/AccountsPresenterTest.kt';
const file = (body: string) =>
  `package x\n\nimport org.junit.Test\nimport org.mockito.Mockito\nimport org.mockito.Mockito.never\nimport org.mockito.Mockito.times\nimport org.mockito.Mockito.verify\nimport org.mockito.ArgumentMatchers.anyString\n\nclass AccountsPresenterTest {\n    @Test\n    fun a() {\n        presenter.load()\n        ${body}\n    }\n}\n`;
const rules = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe("Mockito's modes and matchers, qualified or imported", () => {
  it('are the same verification', async () => {
    for (const [base, head] of [
      ['verify(view, never()).showError(anyString())', 'Mockito.verify(view, Mockito.never()).showError(anyString())'],
      ['verify(view, times(2)).showAccounts()', 'verify(view, Mockito.times(2)).showAccounts()'],
      ['verify(view).showError(anyString())', 'verify(view).showError(org.mockito.ArgumentMatchers.anyString())'],
    ] as [string, string][])
      expect(await rules(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('still refuses another mode or another matcher', async () => {
    for (const [base, head] of [
      ['verify(view, never()).showError(anyString())', 'verify(view, Mockito.atMost(1)).showError(anyString())'],
      ['verify(view, times(2)).showAccounts()', 'verify(view, Mockito.atLeast(1)).showAccounts()'],
    ] as [string, string][])
      expect(await rules(base, head), `${base} → ${head}`).not.toEqual([]);
  });
});
