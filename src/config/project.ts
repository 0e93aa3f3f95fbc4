import { z } from 'zod';
import { EvidenceConfig } from './evidence.js';
import { GuardConfig } from './guard.js';
import { BuildConfig, HealConfig } from './heal.js';
import { hasScenarios, uiCheckFields } from './ui-check.js';

export { BuildConfig } from './heal.js';

/**
 * droidheal.json — which checks to run and how (docs/architecture.md, "Checks"). Defaults live here and only here;
 * consumers read the parsed value and never re-default.
 */

const JavaName = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'expected a Java package or class name such as com.example.app');

/**
 * How much a test is kept apart from the others (`droidheal run --isolation` overrides it):
 * none — one `am instrument` per batch, app data kept; class — `pm clear` of the app and test packages before
 * each class; test — AndroidX Test Orchestrator, each test its own instrumentation with cleared app data.
 */
export const Isolation = z
  .enum(['none', 'class', 'test'])
  .describe(
    'none: app data kept between tests; class: `pm clear` before each class; ' +
      'test: AndroidX Test Orchestrator, one instrumentation per test with clearPackageData',
  );
export type Isolation = z.infer<typeof Isolation>;

/** The instrumentation check's settings: APKs to install, or packages already installed on the devices. */
const instrumentationFields = {
  appApk: z.string().min(1).optional().describe('path to the app APK, installed before the run'),
  testApk: z
    .string()
    .min(1)
    .optional()
    .describe('path to the test APK; its manifest gives test package, target and runner'),
  testPackage: JavaName.optional().describe('an already-installed test package (when no testApk is given)'),
  targetPackage: JavaName.optional().describe('the app under test (used to find app frames in traces)'),
  runner: JavaName.optional().describe('instrumentation runner class; read from the test APK when it is given'),
  runnerArgs: z
    .record(
      z.string().regex(/^[A-Za-z_][\w.]*$/, 'expected a runner argument name such as clearPackageData'),
      z.string(),
    )
    .default({})
    .refine((args) => !('class' in args) && !('log' in args), {
      message:
        '"class" and "log" are set by droidheal for each batch and the test listing; select tests with "tests" instead',
    })
    .describe('extra `-e KEY VALUE` arguments for am instrument'),
  tests: z
    .array(z.string().regex(/^[A-Za-z_$][\w$.]*#[^\s,]+$/, 'expected Class#method'))
    .optional()
    .describe('the suite as Class#method; when absent it is listed from an `-e log true` dry run'),
  isolation: Isolation.default('none'),
  orderCheck: z
    .boolean()
    .default(false)
    .describe(
      'isolation none/class: re-run each failure alone, then alone after `pm clear`, to tell an order-dependent test ' +
        'from a flaky one — two more runs per failure and a clear of the app data, so it is asked for',
    ),
  orchestratorApk: z
    .string()
    .min(1)
    .optional()
    .describe('isolation "test": the AndroidX Test Orchestrator APK; default: the newest in the Gradle cache'),
  testServicesApk: z
    .string()
    .min(1)
    .optional()
    .describe('isolation "test": the AndroidX test services APK; default: the newest in the Gradle cache'),
};
const hasInstrumentation = [
  (c: { testApk?: string; testPackage?: string; runner?: string }) =>
    c.testApk !== undefined || (c.testPackage !== undefined && c.runner !== undefined),
  { message: 'give either testApk, or testPackage and runner' },
] as const;

/** The old top-level `instrumentation` key: read as one check named `instrumentation`. */
export const InstrumentationCheckConfig = z.strictObject(instrumentationFields).refine(...hasInstrumentation);
export type InstrumentationCheckConfig = z.infer<typeof InstrumentationCheckConfig>;

/** A check's name: how `droidheal run --check NAME`, reports and findings refer to it. */
export const CheckName = z
  .string()
  .regex(/^[A-Za-z0-9][\w.-]*$/, 'expected a check name of letters, digits, ".", "_" or "-" such as unit-tests')
  .max(80)
  .describe('unique; `droidheal run --check NAME` runs only the named checks');

const groupsField = z
  .array(z.string().min(1))
  .min(1)
  .optional()
  .describe("device groups this check covers (a subset of the run's groups); default: all of them");

/** `kind: "instrumentation"`: the app's instrumented tests on every device group (droidheal's own runner). */
export const InstrumentationCheckEntry = z
  .strictObject({
    name: CheckName,
    kind: z.literal('instrumentation'),
    groups: groupsField,
    ...instrumentationFields,
  })
  .refine(...hasInstrumentation);
export type InstrumentationCheckEntry = z.infer<typeof InstrumentationCheckEntry>;

/** `kind: "ui"`: UI scenarios through Appium's UiAutomator2 driver on every device group (src/checks/ui). */
export const UiCheckEntry = z
  .strictObject({
    name: CheckName,
    kind: z.literal('ui'),
    groups: groupsField,
    ...uiCheckFields,
  })
  .refine(...hasScenarios);
export type UiCheckEntry = z.infer<typeof UiCheckEntry>;

const EnvVars = z
  .record(
    z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name such as JAVA_HOME'),
    z.string(),
  )
  .default({});

/**
 * `kind: "command"`: any program — a lint script, a test runner, a team's own device script. It is
 * one test named after the check, or the tests of the JUnit XML files it writes.
 */
export const CommandCheckEntry = z
  .strictObject({
    name: CheckName,
    kind: z.literal('command'),
    run: z
      .union([
        z
          .array(z.string())
          .min(1)
          .refine((argv) => argv[0] !== '', { message: 'the program (first item) is empty' }),
        z.string().min(1),
      ])
      .describe('argv run without a shell (["npm", "test"]), or one command line run by /bin/sh -c'),
    cwd: z.string().min(1).optional().describe('working directory, relative to the config file; default: its folder'),
    env: EnvVars.describe('added to the environment droidheal runs with'),
    timeoutMs: z.number().int().min(100).default(1_800_000).describe('the program is stopped after this long'),
    junit: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('globs (relative to cwd) of the JUnit XML files it writes; each test case becomes a result'),
    device: z
      .boolean()
      .default(false)
      .describe('run it once per leased device, with ANDROID_SERIAL and ANDROID_ADB_SERVER_PORT set'),
    groups: groupsField,
  })
  .refine((c) => c.device || c.groups === undefined, {
    message: '"groups" needs "device": true (a host command runs once, on no device)',
    path: ['groups'],
  });
export type CommandCheckEntry = z.infer<typeof CommandCheckEntry>;

/** Gradle tasks droidheal refuses: its own device-aware runner is the point (the instrumentation kind). */
export const REFUSED_GRADLE_TASKS = /(?:^|:)(?:connected\w*AndroidTest|connectedCheck|deviceCheck)$/;

/**
 * `kind: "gradle"`: Gradle tasks on the host (lint, ktlint/detekt, JVM unit tests, the build), run with
 * `--continue --console=plain`; each problem in their reports becomes a result with file and line.
 */
export const GradleCheckEntry = z
  .strictObject({
    name: CheckName,
    kind: z.literal('gradle'),
    tasks: z
      .array(z.string().regex(/^:?[\w-]+(?::[\w-]+)*$/, 'expected a Gradle task path such as :app:lintDebug'))
      .min(1)
      .describe('e.g. [":app:lintDebug", ":app:ktlintCheck", ":app:testDebugUnitTest"]'),
    gradlew: z.string().min(1).default('./gradlew').describe('the wrapper, relative to cwd'),
    args: z.array(z.string()).default([]).describe('more Gradle arguments, e.g. ["-Pci=true"]'),
    cwd: z.string().min(1).optional().describe('the Gradle project, relative to the config file; default: its folder'),
    env: EnvVars.describe('added to the environment droidheal runs with'),
    timeoutMs: z.number().int().min(100).default(3_600_000).describe('Gradle is stopped after this long'),
  })
  .superRefine((c, ctx) => {
    c.tasks.forEach((t, i) => {
      if (REFUSED_GRADLE_TASKS.test(t))
        ctx.addIssue({
          code: 'custom',
          path: ['tasks', i],
          message:
            `${t} runs instrumented tests through Gradle, blind to devices that drop or hang; ` +
            'use a check of kind "instrumentation" with the test APK (build it with assembleDebugAndroidTest)',
        });
    });
  });
export type GradleCheckEntry = z.infer<typeof GradleCheckEntry>;

/** One entry of `checks`, told apart by `kind` (the table of kinds is src/checks/kinds.ts). */
const checkEntries = [InstrumentationCheckEntry, UiCheckEntry, CommandCheckEntry, GradleCheckEntry] as const;
export const CheckConfig = z.discriminatedUnion('kind', checkEntries, {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `expected "kind" to be one of: ${checkEntries.map((e) => e.shape.kind.value).join(', ')}`
      : undefined,
});
export type CheckConfig = z.infer<typeof CheckConfig>;
export type CheckKindName = CheckConfig['kind'];

export const ProjectConfig = z
  .strictObject({
    $schema: z.string().optional(),
    checks: z
      .array(CheckConfig)
      .min(1)
      .optional()
      .describe('the checks a run runs, each with a unique name and a kind (see src/checks/kinds.ts)'),
    instrumentation: InstrumentationCheckConfig.optional().describe(
      'shorthand for one check { "name": "instrumentation", "kind": "instrumentation", … } (runs before `checks`)',
    ),
    groups: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe("device groups the checks must cover; default: the rack's required groups"),
    batchSize: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('most tests per `am instrument` call; default: one whole class per call'),
    timeouts: z
      .strictObject({
        testSilenceMs: z
          .number()
          .int()
          .min(100)
          .default(60_000)
          .describe('no output for this long while a test runs → probe the device'),
        probeMs: z.number().int().min(50).default(2_000).describe('deadline of a health probe after a batch'),
        installMs: z.number().int().min(100).default(120_000).describe('deadline of one APK install'),
        leaseWaitMs: z
          .number()
          .int()
          .min(0)
          .default(600_000)
          .describe(
            'a group whose ready devices are all held by other droidheal jobs waits this long for one before its checks are undetermined (no-device)',
          ),
      })
      .prefault({}),
    retries: z
      .strictObject({
        reschedule: z
          .number()
          .int()
          .min(0)
          .max(10)
          .default(2)
          .describe('how often an undetermined test is re-run on another device'),
        confirmFailures: z
          .boolean()
          .default(true)
          .describe('re-run a failed test on a different device of its group: fail then pass is flaky'),
      })
      .prefault({}),
    evidence: EvidenceConfig.prefault({}).describe(
      'what is kept of a failed device test: screenshot, output files, screen recording — bounded in bytes and time',
    ),
    historyFile: z
      .string()
      .min(1)
      .default('.droidheal/history.json')
      .describe('duration history, relative to the config file'),
    historyDatabase: z
      .string()
      .min(1)
      .optional()
      .describe(
        'the run history (SQLite) every run and heal adds to, for `droidheal history` and `flaky`; relative to the config ' +
          'file. Default: droidheal/history.sqlite in the git directory of the project (never in the working tree), ' +
          'else .droidheal/history.sqlite',
      ),
    historyKeepDays: z
      .number()
      .int()
      .min(0)
      .default(180)
      .describe(
        'days of runs the run history keeps: older runs are deleted as each run is recorded (0: keep every run). ' +
          '`droidheal history prune --older-than` prunes by hand',
      ),
    build: BuildConfig.optional().describe('how `droidheal heal` rebuilds the APKs after a fix (command, APK paths)'),
    heal: HealConfig.prefault({}).describe(
      '`droidheal heal`: regenerators, rounds, confidence floor, attempt cap, engine',
    ),
    guard: GuardConfig.optional().describe(
      "the guard's write scope and confidence floor; `droidheal guard` reads it from the base revision",
    ),
  })
  .refine((c) => c.checks !== undefined || c.instrumentation !== undefined, {
    message: 'no checks: add "checks": [{ "name": "…", "kind": "…", … }] (or the "instrumentation" key)',
    path: ['checks'],
  })
  .superRefine((c, ctx) => {
    const seen = new Set(c.instrumentation ? ['instrumentation'] : []);
    for (const [i, check] of (c.checks ?? []).entries()) {
      if (seen.has(check.name))
        ctx.addIssue({
          code: 'custom',
          path: ['checks', i, 'name'],
          message: `a second check named "${check.name}" (${
            check.name === 'instrumentation' && c.instrumentation
              ? 'the top-level "instrumentation" key is the check "instrumentation"'
              : 'names must be unique'
          })`,
        });
      seen.add(check.name);
    }
  });
export type ProjectConfig = z.infer<typeof ProjectConfig>;

/** Every check of a config in run order: the old `instrumentation` key first, then `checks`. */
export function checksOf(config: Pick<ProjectConfig, 'checks' | 'instrumentation'>): CheckConfig[] {
  return [
    ...(config.instrumentation
      ? [{ name: 'instrumentation', kind: 'instrumentation' as const, ...config.instrumentation }]
      : []),
    ...(config.checks ?? []),
  ];
}
