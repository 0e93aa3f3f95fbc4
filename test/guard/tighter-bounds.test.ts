import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundOf } from '../../src/guard/bounds.js';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A ceiling or a floor made tighter is a stronger check: RevenueCat/purchases-android b4dd71ff63 lowered a memory
 * ceiling from `3L * payload.length * Char.SIZE_BYTES` (6 × the length) to `5L * payload.length / 2` (2.5 ×) and was
 * refused as a weakened check. A bound loosened, turned onto another quantity, or made non-strict where it may meet
 * the old one is still refused.
 */

const TEST = 'app/src/test/java/x/CacheMemoryTest.kt';

const test = `package x

import com.google.common.truth.Truth.assertThat
import org.junit.Test

class CacheMemoryTest {
    @Test
    fun readsWithinBudget() {
        val allocated = measure(payload)
        assertThat(allocated).isLessThan(3L * payload.length * Char.SIZE_BYTES)
        assertThat(allocated).isGreaterThan(10)
        assertThat(elapsedMillis).isAtMost(1_000)
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

const refused = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.test}`);
const withBounds = (ceiling: string, floor: string, time: string) =>
  guardOnTop(repo, {
    [TEST]: test
      .replace('isLessThan(3L * payload.length * Char.SIZE_BYTES)', ceiling)
      .replace('isGreaterThan(10)', floor)
      .replace('isAtMost(1_000)', time),
  });

describe('a tighter bound', () => {
  it('allows a ceiling lowered, a floor raised, and a non-strict ceiling made strict', async () => {
    expect(
      refused(await withBounds('isLessThan(5L * payload.length / 2)', 'isAtLeast(20)', 'isLessThan(500L)')),
    ).toEqual([]);
  });

  it('still refuses a bound loosened', async () => {
    expect(
      refused(await withBounds('isLessThan(7L * payload.length)', 'isGreaterThan(10)', 'isAtMost(1_000)')),
    ).toEqual(['assertion-weakened CacheMemoryTest.readsWithinBudget']);
    expect(
      refused(
        await withBounds('isLessThan(3L * payload.length * Char.SIZE_BYTES)', 'isGreaterThan(5)', 'isAtMost(1_000)'),
      ),
    ).toEqual(['assertion-weakened CacheMemoryTest.readsWithinBudget']);
  });

  it('still refuses a bound on another quantity, a sum, or a non-strict bound that may meet the old strict one', async () => {
    for (const ceiling of [
      'isLessThan(2L * other.length)',
      'isLessThan(2L * payload.length + 100)',
      'isAtMost(2L * payload.length)',
    ])
      expect(refused(await withBounds(ceiling, 'isGreaterThan(10)', 'isAtMost(1_000)'))).toEqual([
        'assertion-weakened CacheMemoryTest.readsWithinBudget',
      ]);
  });
});

describe('boundOf', () => {
  it('reads numbers, standard widths and one non-negative quantity, divisions last', () => {
    expect(boundOf('3L*payload.length*Char.SIZE_BYTES')).toEqual({ coef: 6, term: 'payload.length' });
    expect(boundOf('5L * items.size / 2')).toEqual({ coef: 2.5, term: 'items.size' });
    expect(boundOf('Integer.BYTES * 1_000')).toEqual({ coef: 4000, term: '' });
    expect(boundOf('-5')).toEqual({ coef: -5, term: '' });
  });

  it('reads no sum, no second quantity, no quantity that may be negative, no division before a product', () => {
    for (const t of ['n + 1', 'a.size * b.size', '3 * offset', 'items.size / 2 * 5', '10 / items.size', 'f(x)'])
      expect(boundOf(t)).toBeUndefined();
  });
});
