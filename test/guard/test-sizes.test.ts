import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A test's size annotation matters only where something selects tests by size (src/guard/test-sizes.ts):
 * a hygiene commit that drops `@SmallTest` from tests no runner, CI job or droidheal filter selects by size
 * leaves every test running; the same commit in a project whose runner arguments, CI or filters select by
 * size takes the test out of that run, and stays a suppression under both policies.
 */

const T = 'app/src/androidTest/java/x/SaveTest.kt';
const sized = (annotation: string) => `package x

import androidx.test.filters.SmallTest
import org.junit.Assert.assertEquals
import org.junit.Test

class SaveTest {
    ${annotation}@Test
    fun saves() {
        assertEquals(3, Notes().count())
    }
}
`;
const small = sized('@SmallTest\n    ');
const none = sized('');
const sizeChange = 'test-suppressed changed the test size: @SmallTest → @(none)';

const gradle = (args: string) => `plugins { id("com.android.application") }

android {
    defaultConfig {
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
${args}    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [T]: small, 'app/build.gradle.kts': gradle('') });
});
afterAll(async () => {
  await repo?.remove();
});

describe('size annotations where nothing selects tests by size', () => {
  it('allows a size annotation removed, changed or added: every test still runs', async () => {
    for (const head of [none, sized('@LargeTest\n    ')]) {
      expect(refusedDetails(await guardOnTop(repo, { [T]: head }))).toEqual([]);
      expect(refusedDetails(await guardOnTop(repo, { [T]: head }, { policy: 'heal' }))).toEqual([]);
    }
    expect(refusedDetails(await guardOnTop(repo, { [T]: small }, { before: { [T]: none } }))).toEqual([]);
  });

  it('still refuses what else the commit did to the test', async () => {
    const weakened = none.replace('assertEquals(3, Notes().count())', 'Notes().count()');
    expect(refusedDetails(await guardOnTop(repo, { [T]: weakened }))).toEqual([
      'assertion-removed removed the assertion: assertEquals(3, Notes().count())',
    ]);
  });
});

describe('size annotations where tests are selected by size', () => {
  const selections: Array<[string, Record<string, string>]> = [
    [
      'the runner argument in Gradle',
      { 'app/build.gradle.kts': gradle('        testInstrumentationRunnerArguments["size"] = "small"\n') },
    ],
    [
      'a Gradle property on the command line',
      { 'ci/test.sh': './gradlew connectedCheck -Pandroid.testInstrumentationRunnerArguments.size=small\n' },
    ],
    [
      'am instrument in a CI job',
      {
        '.github/workflows/ui.yml':
          'jobs:\n  t:\n    steps:\n      - run: adb shell am instrument -w -e size small x.test/androidx.test.runner.AndroidJUnitRunner\n',
      },
    ],
    [
      'an annotation filter naming the size class',
      {
        '.github/workflows/ui.yml':
          'jobs:\n  t:\n    steps:\n      - run: npx droidheal run --annotation androidx.test.filters.SmallTest\n',
      },
    ],
    ['a Flank test target', { 'flank.yml': 'gcloud:\n  test-targets:\n    - size small\n' }],
  ];
  for (const [what, files] of selections)
    it(`refuses the size annotation removed when ${what} selects by size, in review and heal`, async () => {
      expect(refusedDetails(await guardOnTop(repo, { [T]: none }, { before: files }))).toEqual([sizeChange]);
      expect(refusedDetails(await guardOnTop(repo, { [T]: none }, { before: files, policy: 'heal' }))).toEqual([
        sizeChange,
      ]);
    });

  it('refuses it when the same commit starts selecting by size', async () => {
    const files = { 'app/build.gradle.kts': gradle('        testInstrumentationRunnerArguments["size"] = "small"\n') };
    expect(refusedDetails(await guardOnTop(repo, { [T]: none, ...files }))).toContain(sizeChange);
  });
});
