import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a member named `get` renamed (`get` → `getNow`) in the app and in a test file that holds a
 * rule as `@get:Rule`. The whole-file rename of the base test also renamed the annotation's use-site target
 * (`@getNow:Rule`), so the base class no longer read as Kotlin (two such rules in a row) and the assumptions of its unchanged `@Before`
 * read as added by the change. A use-site target is no use of the member. Still refused: an assumption the change
 * really adds.
 */

const APP = 'app/src/main/java/x/items/Store.kt';
const TEST = 'app/src/test/java/x/items/StoreTest.kt';

const app = `package x.items

data class Item(val id: Long)

class Store(val ready: Boolean = true) {
    fun get(id: Long): Item? = null
}
`;
const test = `package x.items

import org.junit.Assert.assertNull
import org.junit.Assume.assumeTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.rules.TemporaryFolder
import org.junit.rules.Timeout

class StoreTest {
    @get:Rule
    val folder = TemporaryFolder()

    @get:Rule
    val timeout: Timeout = Timeout.seconds(5)

    private lateinit var store: Store

    @Before
    fun setUp() {
        assumeTrue(folder.root.exists())
        store = Store()
    }

    @Test
    fun findsNothing() {
        assertNull(store.get(1))
    }
}
`;
const appRenamed = app.replace('fun get(', 'fun getNow(');
const testRenamed = test.replace('store.get(1)', 'store.getNow(1)');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a member named like a use-site target renamed in a test file that holds a @get:Rule', () => {
  it('reads the unchanged set-up as unchanged', async () => {
    const r = await guardOnTop(repo, { [APP]: appRenamed, [TEST]: testRenamed }, { policy: 'review' });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses an assumption the change adds', async () => {
    const t = testRenamed.replace(
      '        assertNull(store.getNow(1))',
      '        assumeTrue(store.ready)\n        assertNull(store.getNow(1))',
    );
    const r = await guardOnTop(repo, { [APP]: appRenamed, [TEST]: t }, { policy: 'review' });
    expect(refusedTests(r)).toContain('test-suppressed StoreTest.findsNothing');
  });
});
