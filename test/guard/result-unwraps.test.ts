import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a value the app now wraps in a `Result` (or a Java `Optional`) is read in the test through
 * `getOrThrow()` (`orElseThrow()`): the unwrapped value, or an exception that fails the test, as `!!` reads it
 * (RevenueCat/purchases-android efb7625ad6: `paywallComponents.data.defaultLocaleIdentifier` →
 * `paywallComponents.data.getOrThrow().defaultLocaleIdentifier`). Another holder unwrapped, or the failure read
 * instead of the value, is still a changed check.
 */

const TEST = 'app/src/test/java/x/OfferingTest.kt';

const test = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class OfferingTest {
    @Test
    fun decodesComponents() {
        val offering = decode(json)
        assertThat(offering.components.locale).isEqualTo("en_US")
        assertThat(offering.selected).isEqualTo(Plan("annual"))
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withReads = (components: string, selected: string) =>
  guardOnTop(repo, {
    [TEST]: test
      .replace('assertThat(offering.components.locale)', `assertThat(${components})`)
      .replace('assertThat(offering.selected)', `assertThat(${selected})`),
  });

describe('a value unwrapped from a Result or an Optional', () => {
  it('allows x → x.getOrThrow() and x → x.orElseThrow()', async () => {
    expect(
      refused(await withReads('offering.components.getOrThrow().locale', 'offering.selected.orElseThrow()')),
    ).toEqual([]);
  });

  it('still refuses another holder unwrapped, or the failure read in its place', async () => {
    expect(
      refused(await withReads('offering.fallback.getOrThrow().locale', 'offering.selected.orElseThrow()')),
    ).toEqual(['assertion-weakened OfferingTest.decodesComponents']);
    expect(
      refused(await withReads('offering.components.getOrThrow().locale', 'offering.selected.exceptionOrNull()')),
    ).toEqual(['assertion-weakened OfferingTest.decodesComponents']);
  });
});
