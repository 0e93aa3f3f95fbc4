import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: an expected string literal replaced by the name of an unchanged app constant whose value is
 * that literal, or the constant written out as its literal: the same expected value. A constant with another value
 * is still refused.
 */

const RESULT = 'app/src/main/java/x/SeekResult.kt';
const EVENTS = 'app/src/main/java/x/SeekEvents.kt';
const TEST = 'app/src/test/java/x/SeekEventsTest.kt';

const result = `package x

sealed interface SeekResult {
    data class Unresolved(val reason: String) : SeekResult

    companion object {
        const val REASON_NO_MATCH = "no_match"
        const val REASON_NO_REFERENCE = "no_reference"
    }
}
`;

const events = `package x

data class SeekFailedEvent(val reason: String, val state: String)

class SeekEvents {
    fun failed(result: SeekResult.Unresolved, state: String) = SeekFailedEvent(reason = result.reason, state = state)
}
`;

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class SeekEventsTest {
    @Test
    fun reportsTheReason() {
        val event = SeekEvents().failed(SeekResult.Unresolved(SeekResult.REASON_NO_MATCH), "preparing")
        assertEquals(SeekFailedEvent(reason = "no_match", state = "preparing"), event)
        assertEquals("no_match", event.reason)
    }
}
`;

const byConstant = test
  .replace('SeekFailedEvent(reason = "no_match"', 'SeekFailedEvent(reason = SeekResult.REASON_NO_MATCH')
  .replace('assertEquals("no_match", event.reason)', 'assertEquals(SeekResult.REASON_NO_MATCH, event.reason)');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [RESULT]: result, [EVENTS]: events, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('an expected literal written as the app constant of that value', () => {
  it('allows the literal replaced by the constant, and back', async () => {
    expect(refused(await guardOnTop(repo, { [TEST]: byConstant }))).toEqual([]);
    const back = await tempRepo({ [RESULT]: result, [EVENTS]: events, [TEST]: byConstant });
    try {
      expect(refused(await guardOnTop(back, { [TEST]: test }))).toEqual([]);
    } finally {
      await back.remove();
    }
  });

  it('still refuses a constant of another value', async () => {
    const other = byConstant.replace(
      'assertEquals(SeekResult.REASON_NO_MATCH, event.reason)',
      'assertEquals(SeekResult.REASON_NO_REFERENCE, event.reason)',
    );
    expect(refused(await guardOnTop(repo, { [TEST]: other }))).toEqual([
      'assertion-weakened SeekEventsTest.reportsTheReason',
    ]);
  });
});
