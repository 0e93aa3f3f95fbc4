// The guard config's defaults, stated once: the schema (guard.ts) gives them to an absent key, and the
// guard reads them from here without loading zod — most repositories have no droidheal.json, and
// loading the schema library costs `droidheal guard` more start-up time than its own work on a
// small change (src/fastpath/README.md). test/config/guard-defaults.test.ts holds the two together.

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

/** The guard config of a repository that sets none: what `GuardConfig` (guard.ts) gives an absent key. */
export const defaultGuardConfig: {
  writeScope: { deny: string[]; allow: string[]; defaultDeny: boolean };
  confidenceFloor: number;
} = {
  writeScope: { deny: [], allow: [], defaultDeny: true },
  confidenceFloor: 0.7,
};
