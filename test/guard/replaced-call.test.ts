import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (class 2) on a form met in a real history outside the corpus: the app drops its own helper
 * for a function that does the same (`VersionHelper.fromVersionString(s)` → `Version.fromValue(s)`),
 * switching its own call sites in the same change, and the test makes the same check through the
 * replacement. In review the check follows the app; a replacement the app does not call, another
 * argument, another expected value, or the helper still there are refused, and heal refuses it all.
 */

const HELPER = 'app/src/main/java/x/e2ee/VersionHelper.kt';
const USER = 'app/src/main/java/x/e2ee/Metadata.kt';
const TEST = 'app/src/test/java/x/e2ee/VersionHelperTest.kt';

const helper = `package x.e2ee

object VersionHelper {
    fun fromVersionString(version: String?): Version = when (version?.trim()) {
        "1.0" -> Version.V1_0
        "2.0" -> Version.V2_0
        else -> Version.UNKNOWN
    }
}
`;
const helperGone = `package x.e2ee

object VersionHelper
`;
const user = (call: string) => `package x.e2ee

class Metadata(private val raw: String) {
    fun version(): Version = ${call}(raw)
}
`;
const test = (check: string) => `package x.e2ee

class VersionHelperTest {
    @Test
    fun mapsVersions() {
        ${check}
    }
}
`;

describe('a check through the function the app switched to', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({
      [HELPER]: helper,
      [USER]: user('VersionHelper.fromVersionString'),
      [TEST]: test('assertEquals(Version.V1_0, VersionHelper.fromVersionString("1.0"))'),
    });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  const switched = (check: string) => ({
    [HELPER]: helperGone,
    [USER]: user('Version.fromValue'),
    [TEST]: test(check),
  });

  it('is allowed in review and refused in heal', async () => {
    const files = switched('assertEquals(Version.V1_0, Version.fromValue("1.0"))');
    expect(refused(await guardOnTop(repo, files))).toEqual([]);
    expect(refused(await guardOnTop(repo, files, { policy: 'heal' }))).toContain(
      'assertion-weakened VersionHelperTest.mapsVersions',
    );
  });

  it('still refuses another argument or another expected value through the replacement', async () => {
    const other = switched('assertEquals(Version.V1_0, Version.fromValue("2.0"))');
    expect(refused(await guardOnTop(repo, other))).toContain('assertion-weakened VersionHelperTest.mapsVersions');
    const expected = switched('assertEquals(Version.V2_0, Version.fromValue("1.0"))');
    expect(refused(await guardOnTop(repo, expected))).toContain('assertion-weakened VersionHelperTest.mapsVersions');
  });

  it('still refuses a replacement the app does not call, and the helper that stays', async () => {
    const notTheApps = {
      [HELPER]: helperGone,
      [USER]: user('Version.fromValue'),
      [TEST]: test('assertEquals(Version.V1_0, Version.parse("1.0"))'),
    };
    expect(refused(await guardOnTop(repo, notTheApps))).toContain('assertion-weakened VersionHelperTest.mapsVersions');
    const helperStays = {
      [USER]: user('Version.fromValue'),
      [TEST]: test('assertEquals(Version.V1_0, Version.fromValue("1.0"))'),
    };
    expect(refused(await guardOnTop(repo, helperStays))).toContain('assertion-weakened VersionHelperTest.mapsVersions');
  });
});
