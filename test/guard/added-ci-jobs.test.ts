import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedDetails, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Issue 27 class 9, met in a real history outside the corpus: a change adds a workflow that runs one class (an
 * on-demand offline test, a smoke suite) beside the existing workflow that runs everything. Every test still runs
 * where it ran; the new job runs a few more times. It was read as a runner filter. Still refused: the filter added
 * to the existing workflow, and a new filtered workflow that replaces a deleted one.
 */

const MAIN_CI = '.github/workflows/android.yml';
const NEW_CI = '.github/workflows/offline-test.yml';
const OTHER_CI = '.github/workflows/nightly.yml';
const TEST = 'app/src/androidTest/java/x/OfflineTest.kt';

const workflow = (name: string, script: string) => `name: ${name}

on: [push]

jobs:
  instrumentation-tests:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Instrumentation tests
        uses: reactivecircus/android-emulator-runner@v2
        with:
          api-level: 29
          script: ${script}
`;

const all = './gradlew connectedDebugAndroidTest';
const oneClass = `${all} -P android.testInstrumentationRunnerArguments.class=x.OfflineTest`;

const test = `package x

import org.junit.Test

class OfflineTest {
    @Test
    fun opensSavedPage() {
        check(true)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [MAIN_CI]: workflow('Android', all), [OTHER_CI]: workflow('Nightly', all), [TEST]: test });
});
afterAll(async () => {
  await repo?.remove();
});

const rules = async (files: Record<string, string | null>) =>
  refusedDetails(await guardOnTop(repo, files)).map((d) => d.split(' ')[0]);

describe('a workflow the change adds', () => {
  it('runs its one class beside the workflows that run everything: no filter', async () => {
    expect(await rules({ [NEW_CI]: workflow('Offline test', oneClass) })).toEqual([]);
  });

  it('is still a filter when the existing workflow narrows to one class', async () => {
    expect(await rules({ [MAIN_CI]: workflow('Android', oneClass) })).toEqual(['runner-filtered']);
  });

  it('is still a filter when it replaces a workflow the change deletes', async () => {
    expect(await rules({ [OTHER_CI]: null, [NEW_CI]: workflow('Offline test', oneClass) })).toEqual([
      'runner-filtered',
    ]);
  });
});
