import { z } from 'zod';

/**
 * What the fixer may never change under the heal policy: test sources, fixtures, gates, CI files,
 * baselines and droidheal's own config (DESIGN.md §6).
 */
export const defaultDeny = [
  '**/src/test/**', '**/src/androidTest/**', '**/src/*Test/**', '**/src/test*/**', '**/src/androidTest*/**', '**/src/testFixtures/**',
  'android-fixtures/**', '**/fixtures/**', '**/__fixtures__/**', '**/testdata/**',
  '.github/**', '.gitlab-ci.yml', '.gitlab/**', '.circleci/**', 'Jenkinsfile', 'azure-pipelines.yml', 'bitrise.yml', '.buildkite/**', '.travis.yml', 'codemagic.yaml',
  '**/lint-baseline.xml', '**/detekt-baseline.xml', '**/*-baseline.xml', '**/baseline-prof.txt', '**/lint.xml', '**/detekt.yml', '**/detekt-config.yml',
  'droidheal.json', 'devices.json', '**/droidheal.json', '.droidheal/**', '**/waivers.json',
] as const;

/** The `guard` key of a repository's droidheal.json (always read from the base revision). */
export const GuardConfig = z
  .object({
    writeScope: z
      .object({
        /** paths added to the default deny list */
        deny: z.array(z.string().min(1)).default([]),
        /** paths exempted from the deny lists */
        allow: z.array(z.string().min(1)).default([]),
        /** false: only `deny` applies */
        defaultDeny: z.boolean().default(true),
      })
      .strict()
      .default({ deny: [], allow: [], defaultDeny: true }),
    /** fixes reported with a lower confidence are refused under the heal policy */
    confidenceFloor: z.number().min(0).max(1).default(0.7),
  })
  .strict();

export type GuardConfig = z.infer<typeof GuardConfig>;

/** droidheal.json as far as the guard reads it: other keys belong to other parts. */
export const GuardConfigFile = z.object({ guard: GuardConfig.default(GuardConfig.parse({})) }).passthrough();
