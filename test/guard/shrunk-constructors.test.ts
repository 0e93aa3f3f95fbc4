import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27, class 3: a class whose primary constructor lost a parameter in the change (`class Badge(val code: String,
 * val legacy: Boolean, val tint: String)` → `class Badge(val code: String, val tint: String)`):
 * the tests' constructor calls drop that argument and check the same expected value, like the shrunk functions of
 * shrunk-calls.ts. Still refused: another argument changed on the line, the expected value changed with the drop,
 * and an argument dropped where the constructor kept its parameter.
 */

const BADGE = 'app/src/main/java/x/Badge.kt';
const TEST = 'app/src/test/java/x/BadgeTest.kt';

const badge = `package x

data class Badge internal constructor(
    internal val code: String,
    internal val legacy: Boolean,
    internal val tint: String,
) {
    fun path(size: Int): String = "icons/$code-$tint@$size"
}
`;

const shrunk = badge.replace('    internal val legacy: Boolean,\n', '');

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class BadgeTest {
    @Test
    fun pathHasSize() {
        assertEquals("icons/star-red@64", Badge("star", true, "red").path(64))
        assertEquals("icons/moon-blue@32", Badge(code = "moon", legacy = true, tint = "blue").path(32))
    }
}
`;

const dropped = test
  .replace('Badge("star", true, "red")', 'Badge("star", "red")')
  .replace('Badge(code = "moon", legacy = true, tint = "blue")', 'Badge(code = "moon", tint = "blue")');

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [BADGE]: badge, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];

describe('a class whose primary constructor lost a parameter in the change', () => {
  it('allows its calls without that argument, positional or named', async () => {
    expect(refused(await guardOnTop(repo, { [BADGE]: shrunk, [TEST]: dropped }))).toEqual([]);
  });

  it('still refuses another argument changed on the line, or the expected value changed with the drop', async () => {
    const other = dropped.replace('Badge("star", "red")', 'Badge("star", "green")');
    expect(refused(await guardOnTop(repo, { [BADGE]: shrunk, [TEST]: other }))).toEqual([
      'assertion-weakened BadgeTest.pathHasSize',
    ]);
    const expected = dropped.replace('"icons/star-red@64"', '"icons/star-red@32"');
    expect(refused(await guardOnTop(repo, { [BADGE]: shrunk, [TEST]: expected }))).toEqual([
      'assertion-weakened BadgeTest.pathHasSize',
    ]);
  });

  it('still refuses an argument dropped where the constructor kept its parameter', async () => {
    const kept = badge.replace('    fun path(', '    fun isLegacy(): Boolean = legacy\n\n    fun path(');
    const t = dropped.replace(
      'Badge(code = "moon", tint = "blue")',
      'Badge(code = "moon", legacy = true, tint = "blue")',
    );
    expect(refused(await guardOnTop(repo, { [BADGE]: kept, [TEST]: t }))).toEqual([
      'assertion-weakened BadgeTest.pathHasSize',
    ]);
  });
});
