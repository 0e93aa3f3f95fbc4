import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, florisboard 5f7ca53458, 6b9fc555f0): JUnit 5's `assertAll(rows.map { (input, expected) ->
 * { assertEquals(expected, f(input)) } })` over a table of rows the test writes out was one check whose text held
 * every row, so rows added for a fixed case read as a weakened check. A table that only gained rows checks every row
 * it had; a row dropped or changed, or another per-row check, is still refused.
 */

const LABEL = 'app/src/main/java/x/Label.kt';
const TEST = 'app/src/test/java/x/LabelTest.kt';

const label = `package x

fun label(n: Int): String = "n$n"
`;

const ROWS = '            1 to "n1",\n            2 to "n2",';
const CHECK = 'assertEquals(expected, label(n))';

/** Each refused rule and test once. */
const refused = (r: GuardResult) => [...new Set(refusedTests(r))];

const test = (rows: string, check = CHECK) => `package x

import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertAll
import kotlin.test.assertEquals

class LabelTest {
    @Test
    fun labels() {
        val rows = listOf(
${rows}
        )
        assertAll(rows.map { (n, expected) -> {
            ${check}
        } })
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [LABEL]: label, [TEST]: test(ROWS) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a table of rows checked with assertAll', () => {
  it('allows rows added to the table', async () => {
    const more = test(`${ROWS}\n            3 to "n3",\n            10 to "n10",`);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: more }))).toEqual([]);
  });

  it('still refuses a row dropped, a row changed, or another per-row check', async () => {
    const weakened = ['assertion-weakened LabelTest.labels'];
    const dropped = test('            1 to "n1",\n            3 to "n3",\n            4 to "n4",');
    expect(refused(await guardOnTop(repo, { [TEST]: dropped }))).toEqual(weakened);
    const changed = test('            1 to "n1",\n            2 to "n1",\n            3 to "n3",');
    expect(refused(await guardOnTop(repo, { [TEST]: changed }))).toEqual(weakened);
    const looser = test(`${ROWS}\n            3 to "n3",`, 'assertTrue(label(n).isNotEmpty())');
    expect(
      refused(
        await guardOnTop(repo, {
          [TEST]: looser.replace('import kotlin.test.assertEquals', 'import kotlin.test.assertTrue'),
        }),
      ),
    ).toEqual(weakened);
  });
});
