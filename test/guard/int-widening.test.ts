import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * A Java test converted to Kotlin widens an `Int` to reach JUnit's `assertEquals(long, long)`:
 * `assertEquals(sorter.compare(a, b), -1)` → `Assert.assertEquals(sorter.compare(a, b).toLong(), -1)`
 * (TeamAmaze/AmazeFileManager 0df780870b, 8 refusals). A value that is an `Int` by its contract (a comparison, a
 * count, a position) is the same value widened. Still refused: `toLong()` of any other value (a `Double`'s drops its
 * fraction), and the widened comparison checked against another value.
 */

const T = 'app/src/test/java/x/SorterTest.kt';
const file = (check: string) => `package x

import org.junit.Assert
import org.junit.Test

class SorterTest {
    private val sorter = Sorter()

    @Test
    fun directoriesFirst() {
        val a = item("a", dir = true)
        val b = item("b", dir = false)
        ${check}
    }
}
`;
async function judged(base: string, head: string): Promise<string[]> {
  return (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);
}

describe('an Int widened with toLong() for JUnit', () => {
  it('allows a comparison, a count and a position widened', async () => {
    expect(
      await judged(
        'Assert.assertEquals(sorter.compare(a, b), -1)',
        'Assert.assertEquals(sorter.compare(a, b).toLong(), -1)',
      ),
    ).toEqual([]);
    expect(
      await judged('Assert.assertEquals(2, sorter.items.size)', 'Assert.assertEquals(2, sorter.items.size.toLong())'),
    ).toEqual([]);
    expect(
      await judged('Assert.assertEquals(0, names.indexOf("a"))', 'Assert.assertEquals(0, names.indexOf("a").toLong())'),
    ).toEqual([]);
  });

  it('still refuses another value widened, and the widened comparison checked against another value', async () => {
    expect(
      await judged('Assert.assertEquals(-1, sorter.score(a))', 'Assert.assertEquals(-1, sorter.score(a).toLong())'),
    ).toContain('assertion-weakened');
    expect(
      await judged(
        'Assert.assertEquals(sorter.compare(a, b), -1)',
        'Assert.assertEquals(sorter.compare(a, b).toLong(), 1)',
      ),
    ).toContain('assertion-weakened');
  });
});
