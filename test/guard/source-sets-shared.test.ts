import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { compilesInto } from '../../src/guard/source-sets-shared.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27: a test moved from `androidTest` into a `sharedTest` directory that the module's build file adds to
 * `androidTest` (and `test`) still runs on the device where it ran: no suppression (review). Moved into a directory
 * the build file does not add to `androidTest` — nothing, or only the local `test` set — it no longer runs there.
 */

const BUILD = 'lib/build.gradle';
const OLD = 'lib/src/androidTest/java/x/CounterTest.kt';
const NEW = 'lib/src/sharedTest/java/x/CounterTest.kt';

const test = `package x

import org.junit.Assert.assertEquals
import org.junit.Test

class CounterTest {
    @Test
    fun countsUp() {
        val counter = Counter()
        counter.up()
        assertEquals(1, counter.value)
    }
}
`;

const build = (sourceSets: string) => `plugins {
    id 'com.android.library'
}

android {
    namespace 'x'
${sourceSets}
}

dependencies {
    androidTestImplementation 'junit:junit:4.13.2'
}
`;

const groovyShared = `    sourceSets {
        test {
            java.srcDir 'src/sharedTest/java'
        }
        androidTest {
            java.srcDir 'src/sharedTest/java'
        }
    }`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [OLD]: test, [BUILD]: build('') });
});
afterAll(async () => {
  await repo?.remove();
});

const refused = (r: GuardResult) => [...new Set(r.refusals.map((x) => `${x.rule} ${x.test}`))];
const moved = (sourceSets: string, before = false) =>
  guardOnTop(
    repo,
    { [OLD]: null, [NEW]: test, ...(before ? {} : { [BUILD]: build(sourceSets) }) },
    before ? { before: { [BUILD]: build(sourceSets) } } : {},
  );

describe('a test moved into a source set the build file shares with the one it left', () => {
  it('allows androidTest → sharedTest when the build adds sharedTest to androidTest (same commit or earlier)', async () => {
    expect(refused(await moved(groovyShared))).toEqual([]);
    expect(refused(await moved(groovyShared, true))).toEqual([]);
  });

  it('still refuses the move when androidTest does not compile sharedTest', async () => {
    expect(refused(await moved(''))).toEqual(['test-suppressed CounterTest.countsUp']);
    const localOnly = `    sourceSets {\n        test {\n            java.srcDir 'src/sharedTest/java'\n        }\n    }`;
    expect(refused(await moved(localOnly))).toEqual(['test-suppressed CounterTest.countsUp']);
  });

  it('reads the Groovy and Kotlin DSL forms', () => {
    expect(compilesInto(build(groovyShared), 'androidTest', 'sharedTest')).toBe(true);
    expect(
      compilesInto('android.sourceSets.androidTest.java.srcDirs += "src/sharedTest/java"', 'androidTest', 'sharedTest'),
    ).toBe(true);
    const kts =
      'android {\n  sourceSets {\n    getByName("androidTest") {\n      java.srcDir("src/sharedTest/java")\n    }\n  }\n}';
    expect(compilesInto(kts, 'androidTest', 'sharedTest')).toBe(true);
    expect(compilesInto(kts, 'test', 'sharedTest')).toBe(false);
    // a comment naming the set is no configuration
    expect(compilesInto("// androidTest { java.srcDir 'src/sharedTest/java' }", 'androidTest', 'sharedTest')).toBe(
      false,
    );
  });
});
