import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 48b): Kotlin's `assert(c)` is a check where the JVM runs with assertions enabled. Gradle runs
 * local unit tests with `-ea` by default, so in `src/test` dropping it removes a check, and `assert(a == b) { msg }`
 * → `assertEquals(b, a)` keeps one; on a device (androidTest) assertions are off, so there it stays no check.
 */

const UNIT = 'app/src/test/java/x/CountTest.kt';
const DEVICE = 'app/src/androidTest/java/x/CountTest.kt';

const test = (body: string) => `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class CountTest {
    private val repo = Repo()

    @Test
    fun counts() {
        repo.add("a")
        repo.add("b")
${body}
    }
}
`;

const asserted = test(`        assert(repo.count() == 2) { "expected 2, got \${repo.count()}" }`);
const dropped = test('');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [UNIT]: asserted, [DEVICE]: asserted });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe("Kotlin's assert", () => {
  it('is a check in a unit-test source set: dropping it is refused', async () => {
    expect(refused(await guardOnTop(repo, { [UNIT]: dropped }))).toEqual(['assertion-removed CountTest.counts']);
  });

  it('is the same check as assertEquals there, and another expected value is refused', async () => {
    expect(refused(await guardOnTop(repo, { [UNIT]: test('        assertEquals(2, repo.count())') }))).toEqual([]);
    expect(refused(await guardOnTop(repo, { [UNIT]: test('        assertEquals(3, repo.count())') }))).toEqual([
      'assertion-weakened CountTest.counts',
    ]);
  });

  it('stays no check in instrumented tests, where assertions are off', async () => {
    expect(refused(await guardOnTop(repo, { [DEVICE]: dropped }))).toEqual([]);
  });
});
