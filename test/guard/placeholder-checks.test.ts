import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A check that cannot fail — a literal compared with itself (`assertEquals(0, 0)`, left where a test was switched
 * off) or `assertTrue(true)` — checked nothing: replacing it by real checks when the test is switched back on, or
 * dropping it, loses nothing. A real check replaced by such a placeholder is still a weakened check, and a check of
 * a literal against a value the test computes is no placeholder.
 */

const TEST = 'lib/src/test/kotlin/x/sync/UploaderTest.kt';

const placeholder = `package x.sync

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class UploaderTest {
    private var uploads = 0

    @Test
    fun uploadsOnce() {
        assertEquals(0, 0)
        // TODO: switch back on once the client can be faked
    }

    @Test
    fun skipsWhenOffline() {
        val uploader = Uploader(online = false) { uploads++ }
        uploader.run()
        assertTrue(true)
        assertEquals(0, uploads)
    }
}
`;

const switchedOn = edited(placeholder, [
  [
    '        assertEquals(0, 0)\n        // TODO: switch back on once the client can be faked\n',
    '        val uploader = Uploader(online = true) { uploads++ }\n        uploader.run()\n        assertEquals(uploads, 1)\n',
  ],
]);

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [TEST]: placeholder });
});

afterAll(async () => {
  await repo?.remove();
});

describe('a placeholder check that cannot fail', () => {
  it('may be replaced by a real check, or dropped', async () => {
    const change = { [TEST]: edited(switchedOn, [['        assertTrue(true)\n', '']]) };
    for (const policy of ['review', 'heal'] as const)
      expect(refusedTests(await guardOnTop(repo, change, { policy }))).toEqual([]);
  });

  it('still refuses a real check replaced by a placeholder', async () => {
    const realBase = { [TEST]: switchedOn };
    const change = { [TEST]: placeholder };
    // read as a changed subject and as another expected value
    expect(refusedTests(await guardOnTop(repo, change, { before: realBase }))).toEqual([
      'assertion-weakened UploaderTest.uploadsOnce',
      'assertion-weakened UploaderTest.uploadsOnce',
    ]);
  });

  it('still refuses dropping a check of a literal against a computed value', async () => {
    const change = { [TEST]: edited(placeholder, [['        assertEquals(0, uploads)\n', '']]) };
    expect(refusedTests(await guardOnTop(repo, change))).toEqual(['assertion-removed UploaderTest.skipsWhenOffline']);
  });
});
