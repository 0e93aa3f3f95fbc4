import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * Issue 27 class 4 in a library: a deprecated public function removed together with its test. Nothing in the
 * library calls it (its users do), so only the library's API dump shows it was wired: the change takes it out of
 * `api/<module>.api` (binary-compatibility-validator) or `api/current.txt` (metalava). Allowed in review, refused
 * in heal; still refused when the dump keeps it, when the test also drives a function that stays, or when the
 * function stays and only its test goes.
 */

const HELPER = 'tiles/src/main/java/x/tiles/TileHelper.kt';
const BCV = 'tiles/api/tiles.api';
const METALAVA = 'tiles/api/current.txt';
const TEST = 'tiles/src/test/java/x/tiles/TileHelperTest.kt';

const helper = `package x.tiles

public class TileHelper(private val store: TileStore) {
    @Deprecated("Use updateInstalled")
    public fun markInstalled(name: String) {
        store.add(name)
    }

    public fun updateInstalled(names: List<String>) {
        store.replace(names)
    }
}
`;

const bcv = `public final class x/tiles/TileHelper {
\tpublic fun <init> (Lx/tiles/TileStore;)V
\tpublic final fun markInstalled (Ljava/lang/String;)V
\tpublic final fun updateInstalled (Ljava/util/List;)V
}

`;

const metalava = `// Signature format: 4.0
package x.tiles {

  public final class TileHelper {
    ctor public TileHelper(x.tiles.TileStore store);
    method @Deprecated public void markInstalled(String name);
    method public void updateInstalled(java.util.List<java.lang.String> names);
  }

}

`;

const test = `package x.tiles

import org.junit.Assert.assertEquals
import org.junit.Test

class TileHelperTest {
    private val store = TileStore()
    private val helper = TileHelper(store)

    @Test
    fun markingCountsTheTile() {
        helper.markInstalled("clock")
        assertEquals(1, store.count())
    }

    @Test
    fun markingThenUpdatingCounts() {
        helper.markInstalled("clock")
        helper.updateInstalled(listOf("timer", "alarm"))
        assertEquals(2, store.count())
    }

    @Test
    fun updatingReplaces() {
        helper.updateInstalled(listOf("timer"))
        assertEquals(listOf("timer"), store.names())
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [HELPER]: helper, [BCV]: bcv, [METALAVA]: metalava, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const removed = helper.replace(/ {4}@Deprecated[\s\S]*?\n {4}}\n\n/, '');
const dumpWithout = (dump: string) => dump.replace(/.*markInstalled.*\n/, '');
const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('a public function taken out of the API dump with its test', () => {
  it('is allowed in review, through either dump, and refused in heal', async () => {
    expect(removed).not.toContain('markInstalled');
    const change = (dump: string, text: string) => ({
      [HELPER]: removed,
      [dump]: dumpWithout(text),
      [TEST]: withoutTest(test, 'markingCountsTheTile'),
    });
    expect(refused(await guard(change(BCV, bcv)))).toEqual([]);
    expect(refused(await guard(change(METALAVA, metalava)))).toEqual([]);
    expect(refused(await guard(change(BCV, bcv), 'heal'))).toContain(
      'test-suppressed TileHelperTest.markingCountsTheTile',
    );
  });

  it('still refuses it when the dump keeps the function, or the test also drove one that stays', async () => {
    const noDump = { [HELPER]: removed, [TEST]: withoutTest(test, 'markingCountsTheTile') };
    expect(refused(await guard(noDump))).toEqual(['test-suppressed TileHelperTest.markingCountsTheTile']);
    const both = { [HELPER]: removed, [BCV]: dumpWithout(bcv), [TEST]: withoutTest(test, 'markingThenUpdatingCounts') };
    expect(refused(await guard(both))).toEqual(['test-suppressed TileHelperTest.markingThenUpdatingCounts']);
  });

  it('still refuses the test of a function that stays, whatever else left the dump', async () => {
    const change = { [HELPER]: removed, [BCV]: dumpWithout(bcv), [TEST]: withoutTest(test, 'updatingReplaces') };
    expect(refused(await guard(change))).toContain('test-suppressed TileHelperTest.updatingReplaces');
  });
});
