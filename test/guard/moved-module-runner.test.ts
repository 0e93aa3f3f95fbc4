import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardResult } from '../../src/guard/index.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A module moved to another folder keeps its build file's runner line; and the Support Library's stock runner
 * (`android.support.test.runner.AndroidJUnitRunner`, before AndroidX) filters nothing, as AndroidX's does not.
 * Real commits on a small repository.
 */

const module = (runner: string, extra = '') => `apply plugin: 'com.android.application'

android {
    defaultConfig {
        minSdkVersion 21
        testInstrumentationRunner "${runner}"${extra}
    }
}
`;
const SUPPORT = 'android.support.test.runner.AndroidJUnitRunner';
const OLD = 'unittesting/sample/app/build.gradle';
const NEW = 'unit/sample/app/build.gradle';

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({ [OLD]: module('x.CustomRunner'), 'other/app/build.gradle': module('x.CustomRunner') });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>) => guardOnTop(repo, files);
const summary = (r: GuardResult) => r.refusals.map((x) => `${x.rule} ${x.file}:${x.line} ${x.detail}`);

describe('runner lines of moved modules and the Support Library runner', () => {
  it('allows a module moved with its build file unchanged', async () => {
    expect(summary(await guard({ [OLD]: null, [NEW]: module('x.CustomRunner') }))).toEqual([]);
  });

  it("allows an existing module's runner set to the Support Library's stock runner", async () => {
    expect(summary(await guard({ [OLD]: module(SUPPORT) }))).toEqual([]);
  });

  it('refuses a moved module given another runner, or a filter beside the stock runner', async () => {
    expect(summary(await guard({ [OLD]: null, [NEW]: module('x.FilteringRunner') }))).toEqual([
      `runner-filtered ${NEW}:6 changed which tests run or how they count: testInstrumentationRunner "x.FilteringRunner"`,
    ]);
    const filtered = module(SUPPORT, '\n        testInstrumentationRunnerArgument "notAnnotation", "x.Slow"');
    expect(summary(await guard({ [OLD]: filtered }))).toEqual([
      `runner-filtered ${OLD}:7 changed which tests run or how they count: testInstrumentationRunnerArgument "notAnnotation" , "x.Slow"`,
    ]);
  });
});
