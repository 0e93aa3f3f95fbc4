import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * A cast of a mock the test makes in place (`mock(Page::class.java) as Page<Charge?>`) gives the mock the generic type
 * Mockito's API cannot; it checks the test's own object, nothing the app returned (src/guard/inventory/cast-checks.ts).
 * Met on openMF/mifos-mobile b255bd0b61 (not in the corpus), where the cast's type followed the app's migrated return
 * type and read as a changed type check. A cast of what the app returns is still a type check.
 */

const T = 'app/src/test/java/x/ChargeRepositoryTest.kt';
const file = (body: string) =>
  `package x\n\nimport org.junit.Assert.assertEquals\nimport org.junit.Test\nimport org.mockito.Mockito\n\nclass ChargeRepositoryTest {\n    @Test\n    fun loads() {\n        ${body}\n    }\n}\n`;
const rules = async (base: string, head: string) =>
  (await refusals({ [T]: file(base) }, { [T]: file(head) })).map((r) => r.rule);

describe('a cast of a mock the test makes', () => {
  it('checks nothing the app returned: its type may follow the app', async () => {
    const made = (type: string) =>
      `val page = Mockito.mock(Page::class.java) as ${type}\n        stub(page)\n        assertEquals(repository.charges(), page)`;
    expect(await rules(made('Page<Charge?>'), made('Result<Page<Charge?>>'))).toEqual([]);
  });

  it('a cast of the value the app returned is still a type check', async () => {
    expect(
      await rules(
        'assertEquals(3, (repository.charges() as Page<Charge?>).size)',
        'assertEquals(3, (repository.charges() as Collection<Charge?>).size)',
      ),
    ).not.toEqual([]);
  });
});
