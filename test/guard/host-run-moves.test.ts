import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 (found on real history outside the corpus): an app moving to Kotlin Multiplatform moves its unit tests
 * from an Android module's `test` set into a multiplatform module's `commonTest`, and a module that drops its `jvm()`
 * target moves `jvmTest` into `androidHostTest`. Where the module's build file applies the multiplatform plugin and
 * runs tests on a JVM host (`jvm()`, or Android host tests `withHostTest`), the moved tests run as they did (review).
 * Moved into a module that is no multiplatform one, or whose host tests are never enabled, nothing compiles them:
 * still a suppression.
 */

const test = `package x

import kotlin.test.Test
import kotlin.test.assertEquals

class AreaTest {
    @Test
    fun formatsSquareMetres() {
        assertEquals("12 m²", formatArea(12.0))
    }
}
`;

const kmpBuild = (targets: string) => `plugins {
    alias(libs.plugins.kotlin.multiplatform)
    alias(libs.plugins.android.kotlin.multiplatform.library)
}

kotlin {
    android {
        namespace = "x.ui"
${targets}
    }
}
`;
const androidBuild = `plugins {
    alias(libs.plugins.android.library)
}

android {
    namespace = "x.ui"
}
`;

const OLD = 'app/src/test/java/x/AreaTest.kt';
const COMMON = 'ui/src/commonTest/kotlin/x/AreaTest.kt';
const JVM = 'ui/src/jvmTest/kotlin/x/AreaTest.kt';
const HOST = 'ui/src/androidHostTest/kotlin/x/AreaTest.kt';
const BUILD = 'ui/build.gradle.kts';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [OLD]: test });
});
afterAll(async () => {
  await repo?.remove();
});

describe('a test moved into a multiplatform module', () => {
  it('still runs from commonTest of a module with Android host tests', async () => {
    const head = { [OLD]: null, [COMMON]: test, [BUILD]: kmpBuild('        withHostTest {}') };
    expect(refused(await guardOnTop(repo, head))).toEqual([]);
  });

  it('still runs from androidHostTest when the jvm target went and host tests are on', async () => {
    const before = { [OLD]: null, [JVM]: test, [BUILD]: kmpBuild('    }\n    jvm()\n    run {') };
    const head = { [JVM]: null, [HOST]: test, [BUILD]: kmpBuild('        withHostTest {}') };
    expect(refused(await guardOnTop(repo, head, { before }))).toEqual([]);
  });

  it('no longer runs from commonTest of a module that is no multiplatform one, or without host tests', async () => {
    const moved = 'test-suppressed AreaTest.formatsSquareMetres';
    expect(refused(await guardOnTop(repo, { [OLD]: null, [COMMON]: test, [BUILD]: androidBuild }))).toEqual([moved]);
    expect(refused(await guardOnTop(repo, { [OLD]: null, [COMMON]: test, [BUILD]: kmpBuild('') }))).toEqual([moved]);
    const before = { [OLD]: null, [JVM]: test, [BUILD]: kmpBuild('    }\n    jvm()\n    run {') };
    const head = { [JVM]: null, [HOST]: test, [BUILD]: kmpBuild('') };
    expect(refused(await guardOnTop(repo, head, { before }))).toEqual([moved]);
  });
});
