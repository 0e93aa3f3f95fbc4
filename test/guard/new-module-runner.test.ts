import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A new module's stock `testInstrumentationRunner` line changes no runner or filter config that
 * exists; only a change to an existing one is runner-filtered. Real commits on a small repository.
 */

const module = (runner: string, extra = '') => `plugins {
    id("com.android.library")
}

android {
    namespace = "x.feature"
    defaultConfig {
        minSdk = 24
        testInstrumentationRunner = "${runner}"${extra}
    }
}
`;
const STOCK = 'androidx.test.runner.AndroidJUnitRunner';
const FEATURE = 'feature/build.gradle.kts';
// sorts before the feature module: the new file comes first in the change
const CORE = 'core/data/build.gradle.kts';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [FEATURE]: module(STOCK), 'settings.gradle.kts': 'include(":feature")\n' });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files);

const summary = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.file}:${x.line} ${x.detail}`);

describe('runner settings of a new module', () => {
  it("allows a new module's stock runner line while an existing module's build file changes beside it", async () => {
    const r = await guard({
      [CORE]: module(STOCK).replace('x.feature', 'x.core.data'),
      [FEATURE]: module(STOCK).replace('minSdk = 24', 'minSdk = 26'),
      'settings.gradle.kts': 'include(":feature")\ninclude(":core:data")\n',
    });
    expect(summary(r)).toEqual([]);
  });

  it("allows a new module's own runner, and refuses a filter it adds or an existing module's runner changed", async () => {
    expect(summary(await guard({ [CORE]: module('x.core.HiltTestRunner') }))).toEqual([]);
    expect(
      summary(
        await guard({
          [CORE]: module(STOCK, '\n        testInstrumentationRunnerArguments["notAnnotation"] = "x.Slow"'),
        }),
      ),
    ).toEqual([
      `runner-filtered ${CORE}:10 changed which tests run or how they count: testInstrumentationRunnerArguments["notAnnotation"] = "x.Slow"`,
    ]);
    expect(summary(await guard({ [FEATURE]: module('x.FilteringRunner') }))).toEqual([
      `runner-filtered ${FEATURE}:9 changed which tests run or how they count: testInstrumentationRunner = "x.FilteringRunner"`,
    ]);
  });
});
