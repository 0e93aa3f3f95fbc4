import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Hamcrest's `hasItems(a, b)` requires each item and allows others: Truth's `containsAtLeast(a, b)`. Requiring one
 * more item is stricter (TeamAmaze/AmazeFileManager 9d493ea77e: a directory listing's `hasItems(…)` gained the new
 * `"sysroot+v2"` entry, refused as a weakened assertion three times). Still refused: an item dropped, an item
 * replaced, and `hasItems` made `hasItem` of one of them.
 */

const T = 'app/src/test/java/x/ListingTest.kt';
const file = (matcher: string) => `package x

import org.hamcrest.MatcherAssert.assertThat
import org.hamcrest.Matchers.hasItem
import org.hamcrest.Matchers.hasItems
import org.junit.Test

class ListingTest {
    @Test
    fun listsRoot() {
        val names = client.list("/").map { it.name }
        assertThat(names, ${matcher})
    }
}
`;
async function judged(base: string, head: string): Promise<string[]> {
  return (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);
}

const base = 'hasItems("srv", "tmp", "usr")';

describe('Hamcrest hasItems', () => {
  it('allows an item added to the items required', async () => {
    expect(await judged(base, 'hasItems("srv", "tmp", "usr", "srv+v2")')).toEqual([]);
  });

  it('reads hasItems as Truth’s containsAtLeast', async () => {
    const truth = file(base)
      .replace(/assertThat\(names, .*\)/, 'assertThat(names).containsAtLeast("srv", "tmp", "usr")')
      .replace(/import org\.hamcrest\.[^\n]*\n/g, '');
    expect(truth).toContain('containsAtLeast');
    const found = await refusals({ [T]: file(base) }, { [T]: truth });
    expect(found.map((r) => r.rule)).toEqual([]);
  });

  it('still refuses an item dropped or replaced, or hasItems made hasItem', async () => {
    expect(await judged(base, 'hasItems("srv", "tmp")')).toContain('assertion-weakened');
    expect(await judged(base, 'hasItems("srv", "tmp", "var")')).toContain('assertion-weakened');
    expect(await judged(base, 'hasItem("srv")')).toContain('assertion-weakened');
  });
});
