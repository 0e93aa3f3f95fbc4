import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A companion's one-parameter function made an extension of its parameter's type (issue 27; tasks/tasks 6c24ec27a9:
 * `DateTime.toLocalDateMillis(DateTime.toUtcDateMillis(local))` → `local.toUtcDateMillis().toLocalDateMillis()`):
 * the same function on the same value. Still refused: the extension called on another value, the check dropped, and
 * the reading where the function was not made an extension of that type.
 */

const APP = 'app/src/main/java/y/DateTime.kt';
const EXT = 'app/src/main/java/y/LongExtensions.kt';
const TEST = 'app/src/test/java/y/ConversionTest.kt';

const app = `package y

class DateTime(val millis: Long) {
    fun plusDays(n: Int) = DateTime(millis + n * 86_400_000L)

    companion object {
        fun toUtcDateMillis(localMillis: Long): Long = localMillis + OFFSET

        fun toLocalDateMillis(utcMillis: Long): Long = utcMillis - OFFSET

        private const val OFFSET = 3_600_000L
    }
}
`;

const test = `package y

import org.junit.Assert.assertEquals
import org.junit.Test

class ConversionTest {
    @Test
    fun roundTrips() {
        val local = DateTime(10).millis
        assertEquals(local, DateTime.toLocalDateMillis(DateTime.toUtcDateMillis(local)))
    }

    @Test
    fun shiftsSum() {
        assertEquals(3_600_003L, DateTime.toUtcDateMillis(1L + 2L))
    }
}
`;

const headApp = edited(app, [
  [
    `    companion object {
        fun toUtcDateMillis(localMillis: Long): Long = localMillis + OFFSET

        fun toLocalDateMillis(utcMillis: Long): Long = utcMillis - OFFSET

        private const val OFFSET = 3_600_000L
    }
`,
    '',
  ],
]);

const ext = `package y

private const val OFFSET = 3_600_000L

fun Long.toUtcDateMillis(): Long = this + OFFSET

fun Long.toLocalDateMillis(): Long = this - OFFSET
`;

const headTest = edited(test, [
  ['DateTime.toLocalDateMillis(DateTime.toUtcDateMillis(local))', 'local.toUtcDateMillis().toLocalDateMillis()'],
  ['DateTime.toUtcDateMillis(1L + 2L)', '(1L + 2L).toUtcDateMillis()'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe("a companion's function made an extension of its parameter's type", () => {
  it('reads the base calls as the extension calls (review)', async () => {
    const r = await guardOnTop(repo, { [APP]: headApp, [EXT]: ext, [TEST]: headTest });
    expect(refusedTests(r)).toEqual([]);
  });

  it('still refuses the extension called on another value', async () => {
    const t = edited(headTest, [['local.toUtcDateMillis().toLocalDateMillis()', 'local.toUtcDateMillis()']]);
    const r = await guardOnTop(repo, { [APP]: headApp, [EXT]: ext, [TEST]: t });
    expect(refusedTests(r)).toEqual(['assertion-weakened ConversionTest.roundTrips']);
  });

  it('still refuses the check dropped beside the migration', async () => {
    const t = edited(headTest, [
      ['assertEquals(3_600_003L, (1L + 2L).toUtcDateMillis())', '(1L + 2L).toUtcDateMillis()'],
    ]);
    const r = await guardOnTop(repo, { [APP]: headApp, [EXT]: ext, [TEST]: t });
    expect(refusedTests(r)).toEqual(['assertion-removed ConversionTest.shiftsSum']);
  });

  it('reads nothing so when the extension is of another type than the parameter', async () => {
    const intExt = ext.replaceAll('fun Long.', 'fun Int.');
    const r = await guardOnTop(repo, { [APP]: headApp, [EXT]: intExt, [TEST]: headTest });
    expect(refusedTests(r)).toEqual([
      'assertion-weakened ConversionTest.roundTrips',
      'assertion-weakened ConversionTest.shiftsSum',
    ]);
  });
});
