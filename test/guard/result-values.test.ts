import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A legitimate change the review policy refused (issue 27, found on real history outside the corpus): an app
 * function that returned a `Boolean` success flag now returns `Result<Unit>`, and its test reads the flag on the
 * result (`assertTrue(done)` → `assertTrue(done.isSuccess)`, `assertFalse(done)` → `assertTrue(done.isFailure)`).
 * A `Result<Unit>` holds success or failure and nothing else, so each check is the same proposition. Still refused:
 * the other polarity, a result that keeps a payload (`Result<Boolean>`), the same edit with no such app change,
 * and the heal policy.
 */

const T = 'app/src/test/java/x/SyncTest.kt';
const A = 'app/src/main/java/x/Sync.kt';

const test = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

class SyncTest {
    private val store = FakeStore()
    private val sync = Sync(store)

    @Test
    fun succeedsWhenStoreAccepts() {
        store.accepts = true
        val done = sync.push(listOf(1, 2))
        assertTrue(done)
    }

    @Test
    fun failsWhenStoreRejects() {
        store.accepts = false
        val done = sync.push(listOf(1))
        assertFalse(done)
    }

    @Test
    fun failsWithNothingToPush() {
        val done = sync.push(emptyList())
        assertThat(done).isFalse()
    }
}
`;

const app = `package x

class Sync(private val store: Store) {
    fun push(items: List<Int>): Boolean {
        if (items.isEmpty()) return false
        return store.save(items)
    }
}
`;

const appAsResult = (type: string) =>
  edited(app, [
    ['fun push(items: List<Int>): Boolean {', `fun push(items: List<Int>): ${type} {`],
    ['if (items.isEmpty()) return false', 'if (items.isEmpty()) return Result.failure(IllegalStateException())'],
    ['return store.save(items)', 'return if (store.save(items)) Result.success(Unit) else Result.failure(Exception())'],
  ]);

const testOnResult = (edits: Array<[string, string]> = []) =>
  edited(test, [
    ['assertTrue(done)', 'assertTrue(done.isSuccess)'],
    ['assertFalse(done)', 'assertTrue(done.isFailure)'],
    ['assertThat(done).isFalse()', 'assertThat(done.isSuccess).isFalse()'],
    ...edits,
  ]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: test, [A]: app });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Boolean success flag the change made a Result<Unit>', () => {
  it('is the same check read on the result (review)', async () => {
    const r = await guardOnTop(repo, { [T]: testOnResult(), [A]: appAsResult('Result<Unit>') });
    expect(refusedTests(r)).toEqual([]);
  });

  it('is refused with the polarity flipped', async () => {
    const flipped = testOnResult([['assertTrue(done.isFailure)', 'assertTrue(done.isSuccess)']]);
    const r = await guardOnTop(repo, { [T]: flipped, [A]: appAsResult('Result<Unit>') });
    expect(refusedTests(r)).toEqual(['assertion-removed SyncTest.failsWhenStoreRejects']);
  });

  it('is refused when the result keeps a payload, or the app function did not change', async () => {
    const payload = await guardOnTop(repo, { [T]: testOnResult(), [A]: appAsResult('Result<Boolean>') });
    expect(refusedTests(payload)).toEqual([
      'assertion-removed SyncTest.failsWhenStoreRejects',
      'assertion-weakened SyncTest.failsWithNothingToPush',
      'assertion-weakened SyncTest.succeedsWhenStoreAccepts',
    ]);
    const testOnly = await guardOnTop(repo, { [T]: testOnResult() });
    expect(refusedTests(testOnly)).toHaveLength(3);
  });

  it('is refused under the heal policy', async () => {
    const r = await guardOnTop(repo, { [T]: testOnResult(), [A]: appAsResult('Result<Unit>') }, { policy: 'heal' });
    expect(refusedTests(r)).toHaveLength(3);
  });
});
