import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A read-only map written out in the test and read by a literal key (`params["region"]` with
 * `val params = mapOf("region" to "eu-west")`) is the value that key maps to: an expected value or verified argument
 * rewritten as that value is the same check. Another value, or a key the map maps elsewhere, is still refused.
 */

const TEST = 'lib/src/test/kotlin/x/geo/RegionPickerTest.kt';

const pickerTest = `package x.geo

import org.junit.Assert.assertEquals
import org.junit.Test
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify

class RegionPickerTest {
    private val api: RegionApi = mock()

    @Test
    fun asksForTheChosenRegion() {
        val params = mapOf("region" to "eu-west", "tier" to "free")
        RegionPicker(api).pick(params)
        verify(api).fetchRegion(params["region"])
        assertEquals(params["tier"], RegionPicker(api).tierOf(params))
    }
}
`;

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [TEST]: pickerTest });
});

afterAll(async () => {
  await repo?.remove();
});

describe('a literal map read by a literal key', () => {
  it('is the value the key maps to', async () => {
    const change = {
      [TEST]: edited(pickerTest, [
        ['fetchRegion(params["region"])', 'fetchRegion("eu-west")'],
        ['assertEquals(params["tier"],', 'assertEquals("free",'],
      ]),
    };
    for (const policy of ['review', 'heal'] as const)
      expect(refusedTests(await guardOnTop(repo, change, { policy }))).toEqual([]);
  });

  it('still refuses another value, or the value of another key', async () => {
    const other = { [TEST]: edited(pickerTest, [['fetchRegion(params["region"])', 'fetchRegion("us-east")']]) };
    expect(refusedTests(await guardOnTop(repo, other))).toEqual([
      'assertion-weakened RegionPickerTest.asksForTheChosenRegion',
    ]);
    const crossed = { [TEST]: edited(pickerTest, [['fetchRegion(params["region"])', 'fetchRegion("free")']]) };
    expect(refusedTests(await guardOnTop(repo, crossed))).toEqual([
      'assertion-weakened RegionPickerTest.asksForTheChosenRegion',
    ]);
  });
});
