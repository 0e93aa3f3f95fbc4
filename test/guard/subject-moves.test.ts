import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, coil 92ede2546f): adding Linux targets moved the Apple-only `NSURLMapper.kt` from
 * `nativeMain` to `appleMain`, and its test from `nativeTest` to `appleTest` — read as tests moved out of the set they
 * ran in. The subject now compiles only for the new set's targets; a test that followed it runs wherever it can.
 * Still refused: the test moved while its subject stays.
 */

const SUBJECT = 'core/src/nativeMain/kotlin/x/UrlMapper.kt';
const MOVED_SUBJECT = 'core/src/appleMain/kotlin/x/UrlMapper.kt';
const TEST = 'core/src/nativeTest/kotlin/x/UrlMapperTest.kt';
const MOVED_TEST = 'core/src/appleTest/kotlin/x/UrlMapperTest.kt';

const subject = `package x

class UrlMapper {
    fun map(url: String): String? = if (url.startsWith("https")) url else null
}
`;

const test = `package x

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull

class UrlMapperTest {
    @Test
    fun https() {
        assertEquals("https://a", UrlMapper().map("https://a"))
    }

    @Test
    fun file() {
        assertNull(UrlMapper().map("file:///a"))
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [SUBJECT]: subject, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a Multiplatform test that followed its subject', () => {
  it('allows the test moved nativeTest → appleTest with its subject nativeMain → appleMain', async () => {
    const moved = { [SUBJECT]: null, [MOVED_SUBJECT]: subject, [TEST]: null, [MOVED_TEST]: test };
    expect(refusedTests(await guardOnTop(repo, moved))).toEqual([]);
  });

  it('still refuses the test moved while its subject stays', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: null, [MOVED_TEST]: test }))).toEqual([
      'test-suppressed UrlMapperTest.file',
      'test-suppressed UrlMapperTest.https',
    ]);
  });
});
