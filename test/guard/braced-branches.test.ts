import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A formatter's multi-line if-else style (ktlint): `if (c) a else b` in an expected value written
 * `if (c) { a } else { b }`, and a `when` branch `k -> a` written `k -> { a }`, is the same value. A branch that
 * now gives another value, or branches swapped, is still a weakened check.
 */

const TEST = 'app/src/test/java/x/HeaderTest.kt';

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class HeaderTest {
    @Test
    fun headerFollowsFlag() {
        for (secure in listOf(true, false)) {
            val expected = if (secure) header("u", "p") else null
            assertEquals(expected, Client(secure).header)
        }
    }

    @Test
    fun levelByCode() {
        for (code in listOf(1, 2)) {
            assertEquals(when (code) { 1 -> Level.LOW else -> Level.HIGH }, levelOf(code))
        }
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
const edited = (ifValue: string, whenValue = 'when (code) { 1 -> Level.LOW else -> Level.HIGH }') =>
  guardOnTop(repo, {
    [TEST]: test
      .replace('if (secure) header("u", "p") else null', ifValue)
      .replace('when (code) { 1 -> Level.LOW else -> Level.HIGH }', whenValue),
  });

describe('branches of if and when written as one-expression blocks', () => {
  it('allows if (c) a else b → if (c) { a } else { b }, and k -> a → k -> { a }', async () => {
    const ifBraced =
      'if (secure) {\n                header("u", "p")\n            } else {\n                null\n            }';
    const whenBraced =
      'when (code) {\n                1 -> {\n                    Level.LOW\n                }\n                else -> Level.HIGH\n            }';
    expect(refused(await edited(ifBraced, whenBraced))).toEqual([]);
  });

  it('still refuses a branch that gives another value, or branches swapped', async () => {
    expect(
      refused(
        await edited(
          'if (secure) {\n                header("u", "")\n            } else {\n                null\n            }',
        ),
      ),
    ).toEqual(['assertion-weakened HeaderTest.headerFollowsFlag']);
    expect(refused(await edited('if (secure) { null } else { header("u", "p") }'))).toEqual([
      'assertion-weakened HeaderTest.headerFollowsFlag',
    ]);
    expect(
      refused(
        await edited(
          'if (secure) header("u", "p") else null',
          'when (code) { 1 -> { Level.HIGH } else -> Level.HIGH }',
        ),
      ),
    ).toEqual(['assertion-weakened HeaderTest.levelByCode']);
  });
});
