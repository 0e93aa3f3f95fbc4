import type { GuardConfig } from './config.js';

// The guard config's defaults without zod: most repositories have no droidheal.json, and loading
// the schema library costs more start-up time than the guard's own work on a small change.

/**
 * What the fixer may never change under the heal policy: test sources, fixtures, gates, CI files,
 * baselines and droidheal's own config (docs/architecture.md, "Guard").
 */
export const defaultDeny = [
  '**/src/test/**',
  '**/src/androidTest/**',
  '**/src/*Test/**',
  '**/src/test*/**',
  '**/src/androidTest*/**',
  '**/src/testFixtures/**',
  'android-fixtures/**',
  '**/fixtures/**',
  '**/__fixtures__/**',
  '**/testdata/**',
  '.github/**',
  '.gitlab-ci.yml',
  '.gitlab/**',
  '.circleci/**',
  'Jenkinsfile',
  'azure-pipelines.yml',
  'bitrise.yml',
  '.buildkite/**',
  '.travis.yml',
  'codemagic.yaml',
  '**/lint-baseline.xml',
  '**/detekt-baseline.xml',
  '**/*-baseline.xml',
  '**/baseline-prof.txt',
  '**/lint.xml',
  '**/detekt.yml',
  '**/detekt-config.yml',
  'droidheal.json',
  'devices.json',
  '**/droidheal.json',
  '.droidheal/**',
  '**/waivers.json',
  // ui scenarios are tests (src/guard/ui-scenarios.ts)
  '**/*.ui.json',
  '**/*.ui.yaml',
  '**/*.ui.yml',
] as const;

/** `GuardConfig.parse({})` (test/guard/config-defaults.test.ts checks they stay equal). */
export const defaultGuardConfig: GuardConfig = {
  writeScope: { deny: [], allow: [], defaultDeny: true },
  confidenceFloor: 0.7,
};
