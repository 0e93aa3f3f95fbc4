import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: androidx's non-null accessors read what `!!` reads — `fragment.requireDialog()` is
 * `fragment.dialog!!`, `requireContext()` is `context!!` — and `requireNotNull(x)` / `checkNotNull(x)` are `x!!`.
 * A check rewritten from one spelling to the other checks the same value; reading another member is still a
 * changed check.
 */

const TEST = 'app/src/test/java/x/PromptFragmentTest.kt';

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class PromptFragmentTest {
    @Test
    fun showsPrompt() {
        val fragment = launchPrompt()
        assertTrue(fragment.dialog!!.isShowing)
        assertEquals("Ok", fragment.state!!.label)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withReads = (dialog: string, state: string) =>
  guardOnTop(repo, {
    [TEST]: test.replace('fragment.dialog!!.isShowing', dialog).replace('fragment.state!!.label', state),
  });

describe("androidx's non-null accessors and requireNotNull", () => {
  it('allows dialog!! → requireDialog() and x!! → requireNotNull(x)', async () => {
    expect(
      refused(await withReads('fragment.requireDialog().isShowing', 'requireNotNull(fragment.state).label')),
    ).toEqual([]);
  });

  it('still refuses another member read in their place', async () => {
    expect(refused(await withReads('fragment.requireView().isShown', 'requireNotNull(fragment.state).label'))).toEqual([
      'assertion-weakened PromptFragmentTest.showsPrompt',
    ]);
    expect(
      refused(await withReads('fragment.requireDialog().isShowing', 'checkNotNull(fragment.draft).label')),
    ).toEqual(['assertion-weakened PromptFragmentTest.showsPrompt']);
  });
});
