import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 2: a function without parameters the change made a property of its name and type
 * (`fun failed(): Boolean` → `val failed: Boolean get() = …`): `outcome.failed()` in the old test is
 * `outcome.failed`. Another member read instead, the check flipped, or a property of another type is still refused.
 */

const OUTCOME = 'app/src/main/java/x/Outcome.kt';
const TEST = 'app/src/test/java/x/OutcomeTest.kt';

const outcome = `package x

class Outcome(var hard: Int = 0, var soft: Int = 0) {
    fun failed(): Boolean = hard > 0 || soft > 0

    val retried: Boolean
        get() = soft > 0
}
`;

const madeProperty = `package x

class Outcome(var hard: Boolean = false, var soft: Boolean = false) {
    val failed: Boolean
        get() = hard || soft

    val retried: Boolean
        get() = soft
}
`;

const test = `package x

import org.junit.Assert.assertFalse
import org.junit.Test

class OutcomeTest {
    @Test
    fun cleanRunHasNoFailure() {
        val outcome = Outcome()
        assertFalse(outcome.failed())
    }

    @Test
    fun cleanRunInScope() {
        with(Outcome()) {
            assertFalse(failed())
        }
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [OUTCOME]: outcome, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const withChecks = (app: string, first: string, second = 'assertFalse(failed)') =>
  guardOnTop(repo, {
    [OUTCOME]: app,
    [TEST]: test.replace('assertFalse(outcome.failed())', first).replace('assertFalse(failed())', second),
  });

describe('a function made a property of its name and type', () => {
  it('allows outcome.failed() → outcome.failed, and a bare call in a scope function', async () => {
    expect(refused(await withChecks(madeProperty, 'assertFalse(outcome.failed)'))).toEqual([]);
  });

  it('still refuses another member, a flipped check, or a property of another type', async () => {
    expect(refused(await withChecks(madeProperty, 'assertFalse(outcome.retried)'))).toEqual([
      'assertion-weakened OutcomeTest.cleanRunHasNoFailure',
    ]);
    expect(refused(await withChecks(madeProperty, 'assertTrue(outcome.failed)'))).toEqual([
      'assertion-weakened OutcomeTest.cleanRunHasNoFailure',
    ]);
    const otherType = madeProperty.replace('val failed: Boolean\n        get() = hard || soft', 'val failed: Int = 0');
    expect(refused(await withChecks(otherType, 'assertEquals(0, outcome.failed)', 'assertEquals(0, failed)'))).toEqual([
      'assertion-removed OutcomeTest.cleanRunHasNoFailure',
      'assertion-removed OutcomeTest.cleanRunInScope',
    ]);
  });
});
