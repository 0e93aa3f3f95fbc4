import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A function's result reshaped by the change (issue 27, expectations that follow the app): a number
 * or a null that became a value of a result type the change introduced, the expectation rewritten to
 * match in the same commit. Allowed in review and refused in heal, each next to the weakening of the
 * same shape that must still be refused (another number, a type the app did not gain, no app change).
 */

const APP = 'app/src/main/java/y/Seeker.kt';
const TEST = 'app/src/test/java/y/SeekerTest.kt';

const app = `package y

class Seeker(private val timings: Map<Int, Int>) {
    fun seek(at: Int): Int? = timings[at]
}
`;

const test = `package y

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

class SeekerTest {
    private val seeker = Seeker(mapOf(30 to 20_000))

    @Test
    fun seeksToTheMappedTime() {
        val target = seeker.seek(30)
        assertEquals(20_000, target)
    }

    @Test
    fun doesNotSeekUnmapped() {
        assertNull(seeker.seek(31))
    }
}
`;

const wrappedApp = `package y

class Seeker(private val timings: Map<Int, Int>) {
    sealed interface Result {
        data class Seeked(val ms: Int) : Result
        data object Unavailable : Result
    }

    fun seek(at: Int): Result = timings[at]?.let { Result.Seeked(it) } ?: Result.Unavailable
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [APP]: app, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });
const refused = (r: GuardResult) =>
  r.refusals.filter((x) => x.rule !== 'scope').map((x) => `${x.rule} ${x.test ?? ''}`.trim());

const wrapped = (seeked: string, unmapped: string) =>
  test
    .replace('assertEquals(20_000, target)', `assertEquals(${seeked}, target)`)
    .replace('assertNull(seeker.seek(31))', unmapped);

describe('a result wrapped in a type the change introduced', () => {
  const head = wrapped('Seeker.Result.Seeked(20_000)', 'assertEquals(Seeker.Result.Unavailable, seeker.seek(31))');

  it('reads the same value in its new type, and a null become the type’s "none", as the app’s change (review)', async () => {
    expect(refused(await guard({ [APP]: wrappedApp, [TEST]: head }))).toEqual([]);
  });

  it('is refused in heal: a fixer does not reshape the app’s results', async () => {
    expect(refused(await guard({ [APP]: wrappedApp, [TEST]: head }, 'heal'))).toEqual([
      'assertion-weakened SeekerTest.seeksToTheMappedTime',
      'assertion-weakened SeekerTest.doesNotSeekUnmapped',
    ]);
  });

  it('refuses another number inside the new type: the app spells no 25000', async () => {
    const r = await guard({
      [APP]: wrappedApp,
      [TEST]: wrapped('Seeker.Result.Seeked(25_000)', 'assertEquals(Seeker.Result.Unavailable, seeker.seek(31))'),
    });
    expect(refused(r)).toEqual(['assertion-weakened SeekerTest.seeksToTheMappedTime']);
  });

  it('refuses the same rewrite when the app did not change', async () => {
    const r = await guard({ [TEST]: head });
    expect(refused(r)).toEqual([
      'assertion-weakened SeekerTest.seeksToTheMappedTime',
      'assertion-weakened SeekerTest.doesNotSeekUnmapped',
    ]);
  });

  it('refuses a null check turned into an equality with a value the app did not gain', async () => {
    const r = await guard({
      [APP]: wrappedApp,
      [TEST]: wrapped('Seeker.Result.Seeked(20_000)', 'assertEquals(Seeker.Result.Seeked(0), seeker.seek(31))'),
    });
    expect(refused(r)).toEqual(['assertion-weakened SeekerTest.doesNotSeekUnmapped']);
  });

  it('refuses a null check turned into a presence check', async () => {
    const r = await guard({
      [APP]: wrappedApp,
      [TEST]: wrapped('Seeker.Result.Seeked(20_000)', 'org.junit.Assert.assertNotNull(seeker.seek(31))'),
    });
    expect(refused(r)).toEqual(['assertion-weakened SeekerTest.doesNotSeekUnmapped']);
  });
});
