import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo, withoutTest } from './git-repo.js';

/**
 * Two changed files that declare the same test (`ExampleInstrumentedTest.useAppContext` in every module, a
 * flavour's copy of a DAO test): each test is compared with its own file's version, never crosswise with the
 * other module's — which read an unchanged test as retargeted, and let the deletion of one copy pass as long as
 * the other stayed. Real commits on a small real repository, reset after each case.
 */

const exampleTest = (pkg: string, runner: string) => `package ${pkg}

import ${runner}
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(AndroidJUnit4::class)
class ExampleInstrumentedTest {
    @Test
    fun useAppContext() {
        val appContext = InstrumentationRegistry.getInstrumentation().targetContext
        assertEquals("${pkg}", appContext.packageName)
    }

    @Test
    fun hasName() {
        assertEquals("${pkg.split('.').pop()}", moduleName())
    }
}
`;

const OLD_RUNNER = 'androidx.test.runner.AndroidJUnit4';
const NEW_RUNNER = 'androidx.test.ext.junit.runners.AndroidJUnit4';
const FEED = 'feature/feed/src/androidTest/java/x/feed/ExampleInstrumentedTest.kt';
const SEARCH = 'feature/search/src/androidTest/java/x/search/ExampleInstrumentedTest.kt';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [FEED]: exampleTest('x.feed', OLD_RUNNER), [SEARCH]: exampleTest('x.search', OLD_RUNNER) });
});
afterAll(async () => {
  await repo?.remove();
});

describe('tests of the same name in two changed files', () => {
  it('are each compared with their own file: a runner import replaced in both is allowed', async () => {
    const r = await guardOnTop(repo, {
      [FEED]: exampleTest('x.feed', NEW_RUNNER),
      [SEARCH]: exampleTest('x.search', NEW_RUNNER),
    });
    expect(refused(r)).toEqual([]);
  });

  it("still refuses one copy deleted while the other file's copy is changed", async () => {
    const r = await guardOnTop(repo, {
      [FEED]: exampleTest('x.feed', NEW_RUNNER),
      [SEARCH]: withoutTest(exampleTest('x.search', NEW_RUNNER), 'useAppContext'),
    });
    expect(refused(r)).toEqual(['test-suppressed ExampleInstrumentedTest.useAppContext']);
  });

  it("still refuses one copy's expectation changed", async () => {
    const r = await guardOnTop(repo, {
      [FEED]: exampleTest('x.feed', NEW_RUNNER),
      [SEARCH]: exampleTest('x.search', NEW_RUNNER).replace('"search", moduleName()', '"feed", moduleName()'),
    });
    expect(refused(r)).toEqual(['assertion-weakened ExampleInstrumentedTest.hasName']);
  });

  it('still follows a test whose file moved to another module', async () => {
    const moved = 'feature/discover/src/androidTest/java/x/search/ExampleInstrumentedTest.kt';
    const ok = await guardOnTop(repo, { [SEARCH]: null, [moved]: exampleTest('x.search', OLD_RUNNER) });
    expect(refused(ok)).toEqual([]);
    const weakened = await guardOnTop(repo, {
      [SEARCH]: null,
      [moved]: exampleTest('x.search', OLD_RUNNER).replace('"search", moduleName()', '"feed", moduleName()'),
      [FEED]: exampleTest('x.feed', NEW_RUNNER),
    });
    expect(refused(weakened)).toEqual(['assertion-weakened ExampleInstrumentedTest.hasName']);
  });
});
