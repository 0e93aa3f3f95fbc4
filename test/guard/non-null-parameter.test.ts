import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A check of the app's null case dropped with it (issue 27 class 4 below whole tests): the change made a parameter
 * non-null (`id: String?` → `id: String`), so `assertFalse(inGroup(null, ALL))` cannot compile against the head
 * and checked behaviour that no longer exists. Allowed in review, refused in heal; still refused: the check dropped
 * while the parameter stays nullable, and a check passing a real value dropped beside it.
 */

const SAMPLING = 'app/src/main/java/x/analytics/Sampling.kt';
const TEST = 'app/src/test/java/x/analytics/SamplingTest.kt';

const sampling = `package x.analytics

object Sampling {
    const val ALL = 1

    fun inGroup(installId: String?, rate: Int): Boolean {
        if (installId.isNullOrEmpty()) return false
        return installId.hashCode() % rate == 0
    }
}
`;

const nonNull = sampling
  .replace('installId: String?', 'installId: String')
  .replace('installId.isNullOrEmpty()', 'installId.isEmpty()');

const test = `package x.analytics

import org.junit.Assert.assertFalse
import org.junit.Test

class SamplingTest {
    @Test
    fun malformedIdsAreNotSampled() {
        assertFalse(Sampling.inGroup("", Sampling.ALL))
        assertFalse(Sampling.inGroup(null, Sampling.ALL))
    }
}
`;

const withoutNullCheck = test.replace('        assertFalse(Sampling.inGroup(null, Sampling.ALL))\n', '');

let repo: TempRepo & { base: string };

beforeAll(async () => {
  repo = await tempRepo({ [SAMPLING]: sampling, [TEST]: test });
});

afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('a check passing null to a parameter the change made non-null', () => {
  it('is no removed check in review, and one in heal', async () => {
    const change = { [SAMPLING]: nonNull, [TEST]: withoutNullCheck };
    expect(refused(await guard(change))).toEqual([]);
    expect(refused(await guard(change, 'heal'))).toEqual(['assertion-removed SamplingTest.malformedIdsAreNotSampled']);
  });

  it('also with the null passed by name', async () => {
    const named = test.replace('inGroup(null, Sampling.ALL)', 'inGroup(installId = null, rate = Sampling.ALL)');
    expect(named).toContain('installId = null');
    const change = { [SAMPLING]: nonNull, [TEST]: withoutNullCheck };
    expect(refused(await guardOnTop(repo, change, { policy: 'review', before: { [TEST]: named } }))).toEqual([]);
  });

  it('still refuses the check dropped while the parameter stays nullable', async () => {
    const change = { [TEST]: withoutNullCheck };
    expect(refused(await guard(change))).toEqual(['assertion-removed SamplingTest.malformedIdsAreNotSampled']);
  });

  it('still refuses a check of a real value dropped beside it', async () => {
    const change = {
      [SAMPLING]: nonNull,
      [TEST]: withoutNullCheck.replace('        assertFalse(Sampling.inGroup("", Sampling.ALL))\n', ''),
    };
    expect(refused(await guard(change))).toEqual(['assertion-removed SamplingTest.malformedIdsAreNotSampled']);
  });
});
