import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (session 48b, dhis2 082eaea250): `verify(repository, times(0)).accountsCount()` →
 * `verify(repository, never()).accountsCount()`. Mockito defines `never()` as `times(0)`, `atLeastOnce()` as
 * `atLeast(1)` and `atMostOnce()` as `atMost(1)`: the same count checked. Another count stays a changed check.
 */

const T = 'app/src/test/java/x/LogoutTest.kt';
const file = (verify: string) =>
  `package x\n\nclass LogoutTest {\n    @Test\n    fun logsOut() {\n        logout()\n        ${verify}\n    }\n}\n`;
const judged = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe("Mockito's verification modes written either way", () => {
  it('allows a mode rewritten as the one Mockito defines it to be', async () => {
    for (const [base, head] of [
      ['verify(repository, times(0)).accountsCount()', 'verify(repository, never()).accountsCount()'],
      ['verify(repository, Mockito.never()).accountsCount()', 'verify(repository, times(0)).accountsCount()'],
      ['verify(repository, atLeast(1)).clear("a")', 'verify(repository, atLeastOnce()).clear("a")'],
      ['verify(repository, atMostOnce()).clear("a")', 'verify(repository, atMost(1)).clear("a")'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toEqual([]);
  });

  it('refuses another count', async () => {
    for (const [base, head] of [
      ['verify(repository, times(0)).accountsCount()', 'verify(repository, times(1)).accountsCount()'],
      ['verify(repository, never()).accountsCount()', 'verify(repository, atMost(1)).accountsCount()'],
      ['verify(repository, atLeastOnce()).clear("a")', 'verify(repository, atLeast(0)).clear("a")'],
      ['verify(repository, times(0)).accountsCount()', 'verify(repository, never()).otherCount()'],
    ] as [string, string][])
      expect(await judged(base, head), `${base} → ${head}`).toContain('assertion-weakened');
  });
});
