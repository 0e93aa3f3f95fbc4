import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, coil 46eae87819): the Kotlin 2.1.20 update moved tests from java.util.concurrent.atomic
 * to kotlin.concurrent.atomics — `AtomicInteger()` → `AtomicInt(0)`, `count.getAndIncrement()` →
 * `count.fetchAndIncrement()`, `count.get()` → `count.load()` — and every counted check read as another check.
 * The Kotlin atomics are read as the Java ones they replace, in a file that imports them; another counter checked,
 * or `load()` in a file without the import, is still another check.
 */

const LOADER = 'app/src/main/java/x/Loader.kt';
const TEST = 'app/src/test/java/x/LoaderTest.kt';

const loader = `package x

class Loader(private val onLoad: () -> Unit, private val onError: () -> Unit) {
    fun load(ok: Boolean) = if (ok) onLoad() else onError()
}
`;

const test = `package x

import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.assertEquals
import org.junit.Test

class LoaderTest {
    private val calls = AtomicInteger(0)

    @Test
    fun countsLoads() {
        val loads = AtomicInteger()
        val errors = AtomicInteger()
        Loader({ loads.getAndIncrement(); calls.incrementAndGet() }, { errors.getAndIncrement() }).load(true)
        assertEquals(1, loads.get())
        assertEquals(0, errors.get())
        assertEquals(1, calls.get())
    }
}
`;

const kotlinAtomics = edited(test, [
  [
    'import java.util.concurrent.atomic.AtomicInteger',
    'import kotlin.concurrent.atomics.AtomicInt\nimport kotlin.concurrent.atomics.ExperimentalAtomicApi\n' +
      'import kotlin.concurrent.atomics.fetchAndIncrement\nimport kotlin.concurrent.atomics.incrementAndFetch',
  ],
  ['class LoaderTest {', '@OptIn(ExperimentalAtomicApi::class)\nclass LoaderTest {'],
  ['AtomicInteger(0)', 'AtomicInt(0)'],
  ['val loads = AtomicInteger()', 'val loads = AtomicInt(0)'],
  ['val errors = AtomicInteger()', 'val errors = AtomicInt(0)'],
  ['loads.getAndIncrement(); calls.incrementAndGet()', 'loads.fetchAndIncrement(); calls.incrementAndFetch()'],
  ['errors.getAndIncrement()', 'errors.fetchAndIncrement()'],
  ['assertEquals(1, loads.get())', 'assertEquals(1, loads.load())'],
  ['assertEquals(0, errors.get())', 'assertEquals(0, errors.load())'],
  ['assertEquals(1, calls.get())', 'assertEquals(1, calls.load())'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [LOADER]: loader, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('java.util.concurrent.atomic → kotlin.concurrent.atomics', () => {
  it('allows counters moved to the Kotlin atomics, read with load()', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: kotlinAtomics }))).toEqual([]);
  });

  it('still refuses another counter checked, and load() where the Kotlin atomics are not imported', async () => {
    const other = edited(kotlinAtomics, [['assertEquals(1, calls.load())', 'assertEquals(1, loads.load())']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: other }))).toEqual([
      'assertion-weakened LoaderTest.countsLoads',
    ]);
    const notImported = edited(test, [['assertEquals(0, errors.get())', 'assertEquals(0, errors.load())']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: notImported }))).toEqual([
      'assertion-weakened LoaderTest.countsLoads',
    ]);
  });
});
