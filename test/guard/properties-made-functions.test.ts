import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a property whose value the change moved behind a function of the same name and type
 * (`val stamp: Long` → `val stamp: String` plus `fun stamp(): Long`): `read.stamp` in the old test is `read.stamp()`.
 * Another member, a function of another type, or a file that still reads the (retyped) property is still refused.
 */

const READ = 'app/src/main/java/x/Read.kt';
const TEST = 'app/src/test/java/x/ReadTest.kt';

const read = `package x

class Read(val stamp: Long = 0L, val size: Long = 0L)
`;

const moved = `package x

class Read(val stamp: String = "", val size: Long = 0L) {
    fun stamp(): Long = stamp.toLong()
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class ReadTest {
    @Test
    fun parsesStamp() {
        val read = Read(5L)
        assertEquals(5L, read.stamp)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [READ]: read, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withCheck = (app: string, check: string) =>
  guardOnTop(repo, {
    [READ]: app,
    [TEST]: test.replace('Read(5L)', 'Read("5")').replace('assertEquals(5L, read.stamp)', check),
  });

describe('a property moved behind a function of its name and type', () => {
  it('allows read.stamp → read.stamp()', async () => {
    expect(refused(await withCheck(moved, 'assertEquals(5L, read.stamp())'))).toEqual([]);
  });

  it('still refuses another member, a function of another type, or the retyped property read', async () => {
    expect(refused(await withCheck(moved, 'assertEquals(5L, read.size)'))).toEqual([
      'assertion-weakened ReadTest.parsesStamp',
    ]);
    const otherType = moved.replace('fun stamp(): Long = stamp.toLong()', 'fun stamp(): Int = stamp.toInt()');
    expect(refused(await withCheck(otherType, 'assertEquals(5L, read.stamp())'))).toEqual([
      'assertion-weakened ReadTest.parsesStamp',
    ]);
    const both = 'assertEquals(5L, read.stamp())\n        assertEquals("5", read.stamp)';
    expect(refused(await withCheck(moved, both))).toEqual(['assertion-weakened ReadTest.parsesStamp']);
  });
});
