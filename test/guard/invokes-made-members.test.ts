import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, classes 2 and 3: a use case invoked directly (`operator fun invoke(…)`) whose invoke the change
 * replaced by a named member with the same parameters (`fun format(…)`): the tests' `formatPrice(250)` becomes
 * `formatPrice.format(250)`, the expected value unchanged. Other arguments, or a member the change did not
 * introduce, are still refused.
 */

const USE_CASE = 'app/src/main/java/x/FormatPrice.kt';
const TEST = 'app/src/test/java/x/FormatPriceTest.kt';

const useCase = `package x

class FormatPrice(private val currency: String) {
    operator fun invoke(cents: Int, rounded: Boolean = false): String =
        if (rounded) "$currency \${(cents + 50) / 100}" else "$currency \${cents / 100}"

    fun describe(cents: Int, rounded: Boolean = false): String = "price"
}
`;

const reshaped = useCase.replace(
  'operator fun invoke(cents: Int, rounded: Boolean = false)',
  'fun format(cents: Int, rounded: Boolean = false)',
);

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class FormatPriceTest {
    private val formatPrice = FormatPrice("EUR")

    @Test
    fun formats() {
        val text = formatPrice(250)
        assertEquals("EUR 2", text)
        assertEquals("EUR 3", formatPrice(cents = 250, rounded = true))
    }

    @Test
    fun formatsNothing() {
        val texts = listOf(0).map { formatPrice(it) }.filter { it.isEmpty() }
        assertEquals(emptyList<String>(), texts)
    }
}
`;

const throughMember = test.replaceAll('formatPrice(', 'formatPrice.format(');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [USE_CASE]: useCase, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a use case whose invoke became a named member', () => {
  it('allows its calls through the new member with the same arguments', async () => {
    expect(refused(await guardOnTop(repo, { [USE_CASE]: reshaped, [TEST]: throughMember }))).toEqual([]);
  });

  it('still refuses other arguments, or a member the change did not introduce', async () => {
    const otherArgs = throughMember.replace(
      'formatPrice.format(cents = 250, rounded = true)',
      'formatPrice.format(cents = 250)',
    );
    expect(refused(await guardOnTop(repo, { [USE_CASE]: reshaped, [TEST]: otherArgs }))).toEqual([
      'assertion-weakened FormatPriceTest.formats',
    ]);
    const oldMember = test.replaceAll('formatPrice(', 'formatPrice.describe(');
    expect(refused(await guardOnTop(repo, { [USE_CASE]: reshaped, [TEST]: oldMember }))).toContain(
      'assertion-weakened FormatPriceTest.formats',
    );
  });

  it('still refuses the member call where the app kept its invoke, and under heal', async () => {
    const kept = useCase.replace(
      'fun describe(',
      'fun format(cents: Int, rounded: Boolean = false): String = "x"\n\n    fun describe(',
    );
    expect(refused(await guardOnTop(repo, { [USE_CASE]: kept, [TEST]: throughMember })).length).toBeGreaterThan(0);
    const heal = await guardOnTop(repo, { [USE_CASE]: reshaped, [TEST]: throughMember }, { policy: 'heal' });
    expect(heal.refusals.length).toBeGreaterThan(0);
  });
});
