import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 on a real history outside the corpus: a name a test binds by destructuring (`val (_, screen) = open()`)
 * or as a `var` is that local, never a project constant of the same name (`const val screen = "1.3"` in a build
 * script's version object). Read as the constant, a version bump there changed what the test checks. A check of
 * the local changed, or a literal constant a finder uses changed, is still refused.
 */

const TEST = 'app/src/test/java/x/RecreateTest.kt';
const VERSIONS = 'buildSrc/src/main/java/Versions.kt';
const versions = (v: string) => `object Versions {\n    const val screen = "${v}"\n    const val count = "2"\n}\n`;

const recreateTest = (check: string, extra = '') => `package x

class RecreateTest {
    @Test
    fun recreates() {
        val (controller, screen) = open()
        var count = 0
        controller.recreate()${extra}
        ${check}
        assertEquals(1, count)
    }
}
`;
const sameInstance = 'assertNotEquals(screen, controller.current())';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [TEST]: recreateTest(sameInstance), [VERSIONS]: versions('1.3.4') });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a name bound by destructuring or as a var', () => {
  it('is the local, not a project constant of the same name', async () => {
    const r = await guardOnTop(repo, {
      [VERSIONS]: null,
      [TEST]: recreateTest(sameInstance, '\n        controller.settle()'),
    });
    expect(refused(r)).toEqual([]);
  });

  it('still refuses the check of the local changed or dropped', async () => {
    const other = await guardOnTop(repo, {
      [VERSIONS]: null,
      [TEST]: recreateTest('assertNotEquals(controller, controller.current())'),
    });
    expect([...new Set(refused(other))]).toEqual(['assertion-weakened RecreateTest.recreates']);
    const dropped = await guardOnTop(repo, { [TEST]: recreateTest('') });
    expect(refused(dropped)).toEqual(['assertion-removed RecreateTest.recreates']);
  });
});
