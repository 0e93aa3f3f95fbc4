import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: an expected collection moved from the literal functions to Kotlin's builders —
 * `mapOf(k to v).plus(m)` → `buildMap { put(k, v); putAll(m) }`, `listOf(a, b)` → `buildList { add(a); add(b) }`
 * — is the same expected value. A builder that leaves out an entry or puts another value is still refused.
 */

const TEST = 'app/src/test/java/x/StatsTest.kt';

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test
import org.mockito.kotlin.verify

class StatsTest {
    @Test
    fun firesDaily() {
        stats.fireDaily()
        val payload = mapOf(
            Params.COUNT to daily.attempts,
            Params.DATE to daily.date,
        ).plus(daily.errors)
        verify(pixel).fire(Names.DAILY, payload)
    }

    @Test
    fun listsTabs() {
        assertEquals(listOf(first, second), tabs.all())
    }
}
`;

const built = test
  .replace(
    `        val payload = mapOf(
            Params.COUNT to daily.attempts,
            Params.DATE to daily.date,
        ).plus(daily.errors)
        verify(pixel).fire(Names.DAILY, payload)`,
    `        verify(pixel).fire(
            Names.DAILY,
            buildMap {
                put(Params.COUNT, daily.attempts)
                put(Params.DATE, daily.date)
                putAll(daily.errors)
            },
        )`,
  )
  .replace(
    'assertEquals(listOf(first, second), tabs.all())',
    'assertEquals(\n            buildList {\n                add(first)\n                add(second)\n            },\n            tabs.all(),\n        )',
  );

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('an expected collection written with a builder', () => {
  it('allows mapOf(..).plus(m) → buildMap { put; putAll } and listOf(a, b) → buildList { add; add }', async () => {
    expect(built).toContain('buildMap');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: built }))).toEqual([]);
  });
  it('still refuses a builder that leaves out an entry, puts another value, or adds another item', async () => {
    const fewer = built.replace('                putAll(daily.errors)\n', '');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: fewer }))).toEqual([
      'assertion-weakened StatsTest.firesDaily',
    ]);
    const other = built.replace('put(Params.DATE, daily.date)', 'put(Params.DATE, daily.start)');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: other }))).toEqual([
      'assertion-weakened StatsTest.firesDaily',
    ]);
    const items = built.replace('add(second)', 'add(first)');
    expect(refusedTests(await guardOnTop(repo, { [TEST]: items }))).toEqual(['assertion-weakened StatsTest.listsTabs']);
  });
});
