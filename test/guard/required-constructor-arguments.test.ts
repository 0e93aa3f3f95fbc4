import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: an entity gained required constructor parameters in an earlier commit, so the base test's expected value
 * did not compile, and a "fix tests" commit passes them, one named argument a line (keymapperorg/KeyMapper
 * 44e7f02474: `showOverStatusBar = false,` / `showOverInputMethod = false,` in a `FloatingButtonEntity(…)`). Every old
 * argument stays, so the expectation checks what it checked and the new fields too (review). A parameter with a
 * default given a value, or an old argument changed beside the new ones, is still a weakened check.
 */

const ENTITY = 'data/src/main/java/x/Button.kt';
const TEST = 'data/src/test/java/x/BackupTest.kt';

const entity = `package x

data class Button(
    val uid: String,
    val text: String,
    val showOverStatusBar: Boolean?,
    val opacity: Float = 1f,
)
`;

const test = (args: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class BackupTest {
    @Test
    fun restoresButtons() {
        val restored = Backup.restore(json)
        assertEquals(
            listOf(
                Button(
                    uid = "button_uid",
                    text = "a",
${args}                ),
            ),
            restored,
        )
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [ENTITY]: entity, [TEST]: test('') });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withArgs = (args: string) => guardOnTop(repo, { [TEST]: test(args) });

describe('a constructor call given the required parameters the base call left out', () => {
  it('allows the lines passing a parameter the class declares without a default', async () => {
    expect(refused(await withArgs('                    showOverStatusBar = false,\n'))).toEqual([]);
  });

  it('still refuses a defaulted parameter given a value, or an old argument changed beside the new one', async () => {
    expect(refused(await withArgs('                    opacity = 0.5f,\n'))).toEqual([
      'assertion-weakened BackupTest.restoresButtons',
    ]);
    const changed = await guardOnTop(repo, {
      [TEST]: test('                    showOverStatusBar = false,\n').replace('text = "a"', 'text = "b"'),
    });
    expect(refused(changed)).toEqual(['assertion-weakened BackupTest.restoresButtons']);
  });
});
