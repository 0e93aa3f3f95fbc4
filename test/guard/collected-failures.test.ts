import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Soft assertions (issue 27, wireapp/wire-android ea494b5620): a page object's checks each wrapped in `try { … }
 * catch (_: AssertionError) { missing.add("Hang up") }`, then `if (missing.isNotEmpty()) throw AssertionError(…)` —
 * every missing control reported at once. No failure is swallowed: each is recorded where the function then fails.
 * Still refused: the collection never required empty, a catch that does more than record, a requirement that only
 * logs.
 */

const PAGE = 'app/src/androidTest/java/x/CallPage.kt';

const page = (body: string) => `package x

class CallPage(private val rule: ComposeContentTestRule) {
    fun iSeeCallControls(): CallPage {
${body}
        return this
    }
}
`;

const direct = `        rule.onNodeWithTag("mute").assertIsDisplayed()
        rule.onNodeWithTag("hangUp").assertIsDisplayed()`;

const thrown = `        if (missing.isNotEmpty()) {
            throw AssertionError("Call controls are not visible: \${missing.joinToString()}")
        }`;

const collected = (opts: { record?: string; require?: string } = {}) => `        val missing = mutableListOf<String>()
        try {
            rule.onNodeWithTag("mute").assertIsDisplayed()
        } catch (_: AssertionError) {
            ${opts.record ?? 'missing.add("Mute")'}
        }
        try {
            rule.onNodeWithTag("hangUp").assertIsDisplayed()
        } catch (e: AssertionError) {
            missing += "Hang up"
        }
${opts.require ?? thrown}`;

describe('failures collected for one check made later', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [PAGE]: page(direct) });
  });
  afterAll(() => repo?.remove());

  it('allows checks rewritten as soft assertions that fail together', async () => {
    expect(refused(await guardOnTop(repo, { [PAGE]: page(collected()) }))).toEqual([]);
    const asserted = collected({ require: '        assertTrue(missing.isEmpty())' });
    expect(refused(await guardOnTop(repo, { [PAGE]: page(asserted) }))).toEqual([]);
  });

  it('still refuses the collection never required empty', async () => {
    const r = await guardOnTop(repo, { [PAGE]: page(collected({ require: '' })) });
    expect(refused(r).every((x) => x.startsWith('error-swallowed'))).toBe(true);
    expect(refused(r)).toHaveLength(2);
  });

  it('still refuses a catch that does more than record, and a requirement that only logs', async () => {
    const more = await guardOnTop(repo, { [PAGE]: page(collected({ record: 'missing.add("Mute"); retry()' })) });
    expect(refused(more)).toHaveLength(1);
    expect(refused(more)[0]).toMatch(/^error-swallowed/);
    const logs = await guardOnTop(repo, {
      [PAGE]: page(collected({ require: '        if (missing.isNotEmpty()) Log.w("CallPage", "missing: $missing")' })),
    });
    expect(refused(logs)).toHaveLength(2);
  });
});
