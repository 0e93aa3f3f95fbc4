import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * A test the base disabled outright (`@Ignore`, `@Disabled`) ran no check, so re-enabling it with its expectations
 * fixed, or deleting it, loses none. A test disabled only on some devices or runs (`@FlakyTest`, `@SdkSuppress`)
 * still runs elsewhere and is compared as before, and so is one whose only annotation silences a warning.
 */

const TEST = 'app/src/test/java/x/RecommendationTest.kt';

const recommendationTest = `package x

import org.junit.Assert.assertEquals
import org.junit.Ignore
import org.junit.Test

class RecommendationTest {
    @Test
    @Ignore("failing until the ordering is fixed")
    fun ordersByRecency() {
        val list = Recommender().suggest("u1")
        assertEquals("Ratios", list[2].title)
    }

    @Test
    @FlakyTest
    fun suggestsOnSlowDevices() {
        val list = Recommender().suggest("u1")
        assertEquals("Fractions", list[0].title)
    }

    @Test
    @Suppress("UNCHECKED_CAST")
    fun suggestsForGuests() {
        val list = Recommender().suggest("guest")
        assertEquals("Fractions", list[0].title)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: recommendationTest });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (src: string, policy: 'review' | 'heal' = 'review') => guardOnTop(repo, { [TEST]: src }, { policy });

describe('a test the base disabled outright', () => {
  it('is re-enabled with its expectation fixed: no check was running to weaken', async () => {
    const fixed = recommendationTest
      .replace('    @Ignore("failing until the ordering is fixed")\n', '')
      .replace('list[2].title', 'list[1].title');
    expect(refused(await guard(fixed))).toEqual([]);
    expect(refused(await guard(fixed, 'heal'))).toEqual([]);
  });

  it('is deleted: no running check is lost', async () => {
    expect(refused(await guard(withoutTest(recommendationTest, 'ordersByRecency')))).toEqual([]);
  });

  it('still refuses a check changed in a test disabled only on some devices', async () => {
    const changed = recommendationTest.replace(
      '"Fractions", list[0].title)\n    }\n\n    @Test\n    @Suppress',
      '"Ratios", list[0].title)\n    }\n\n    @Test\n    @Suppress',
    );
    expect(refused(await guard(changed))).toEqual(['assertion-weakened RecommendationTest.suggestsOnSlowDevices']);
  });

  it('still refuses a check changed in a test whose annotation only silences a warning', async () => {
    const changed = recommendationTest.replace(
      'list = Recommender().suggest("guest")\n        assertEquals("Fractions"',
      'list = Recommender().suggest("guest")\n        assertEquals("Ratios"',
    );
    expect(refused(await guard(changed))).toEqual(['assertion-weakened RecommendationTest.suggestsForGuests']);
  });

  it('still refuses a running test disabled and changed in the same change', async () => {
    const ignored = recommendationTest.replace(
      '    @Test\n    @FlakyTest\n    fun suggestsOnSlowDevices() {\n        val list = Recommender().suggest("u1")\n        assertEquals("Fractions"',
      '    @Test\n    @Ignore\n    fun suggestsOnSlowDevices() {\n        val list = Recommender().suggest("u1")\n        assertEquals("Ratios"',
    );
    expect(refused(await guard(ignored))).toContain('test-suppressed RecommendationTest.suggestsOnSlowDevices');
  });
});
