import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edited, guardOnTop, refusedTests, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (session 45c, coil 69944c70c0): a lint check's tests extend lint's `LintDetectorTest`, a JUnit 3
 * `TestCase`, which runs every public `test…` method whether it carries `@Test` or not; the commit dropped the unused
 * `@Test` annotations and its import, read as four tests suppressed. A JUnit 3 class's `test…` methods are tests.
 * Still refused: `@Test` taken off a method JUnit 3 does not run (another name, or a class with `@RunWith`), and a
 * JUnit 3 test deleted.
 */

const DETECTOR = 'lint/src/main/java/x/ErrorDetector.kt';
const TEST = 'lint/src/test/java/x/ErrorDetectorTest.kt';

const detector = `package x

import com.android.tools.lint.detector.api.Detector

class ErrorDetector : Detector()
`;

const test = `package x

import com.android.tools.lint.checks.infrastructure.LintDetectorTest
import com.android.tools.lint.detector.api.Detector
import org.junit.Test

class ErrorDetectorTest : LintDetectorTest() {
    override fun getDetector(): Detector = ErrorDetector()

    @Test
    fun testErrorInsideLoadWarns() {
        lint().files(kotlin("fun f() = error(1)")).run().expectWarningCount(1)
    }

    @Test
    fun testErrorOutsideLoadIsFine() {
        lint().files(kotlin("fun g() = 1")).run().expectClean()
    }

    @Test
    fun cleanWithoutLoad() {
        lint().files(kotlin("fun h() = 2")).run().expectClean()
    }
}
`;

const withoutTestAnnotations = edited(test, [
  ['import org.junit.Test\n', ''],
  ['    @Test\n    fun testErrorInsideLoadWarns', '    fun testErrorInsideLoadWarns'],
  ['    @Test\n    fun testErrorOutsideLoadIsFine', '    fun testErrorOutsideLoadIsFine'],
]);

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [DETECTOR]: detector, [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('JUnit 3 test cases', () => {
  it('allows @Test taken off the test… methods of a LintDetectorTest', async () => {
    expect(refusedTests(await guardOnTop(repo, { [TEST]: withoutTestAnnotations }))).toEqual([]);
  });

  it('still refuses @Test taken off another method, from a class with a runner, or a JUnit 3 test deleted', async () => {
    const other = edited(test, [['    @Test\n    fun cleanWithoutLoad', '    fun cleanWithoutLoad']]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: other }))).toEqual([
      'test-suppressed ErrorDetectorTest.cleanWithoutLoad',
    ]);
    const runner = (src: string) =>
      edited(src, [['class ErrorDetectorTest', '@RunWith(AndroidJUnit4::class)\nclass ErrorDetectorTest']]);
    const withRunner = await guardOnTop(
      repo,
      { [TEST]: runner(withoutTestAnnotations) },
      { before: { [TEST]: runner(test) } },
    );
    expect(refusedTests(withRunner)).toEqual([
      'test-suppressed ErrorDetectorTest.testErrorInsideLoadWarns',
      'test-suppressed ErrorDetectorTest.testErrorOutsideLoadIsFine',
    ]);
    const deleted = edited(withoutTestAnnotations, [
      [
        '    fun testErrorOutsideLoadIsFine() {\n        lint().files(kotlin("fun g() = 1")).run().expectClean()\n    }\n\n',
        '',
      ],
    ]);
    expect(refusedTests(await guardOnTop(repo, { [TEST]: deleted }))).toEqual([
      'test-suppressed ErrorDetectorTest.testErrorOutsideLoadIsFine',
    ]);
  });
});
