import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BuildConfig, toArgv } from '../../config/heal.js';
import type { TestId } from '../../config/outcome.js';
import type { InstrumentationCheckEntry } from '../../config/project.js';
import type { ReportApk } from '../../config/report.js';
import { UsageError } from '../../errors.js';
import type { CheckFactory, CheckKind, PrepareFailure } from '../kind.js';
import { selects } from '../test-filter.js';
import { readApkVersion } from './apk.js';
import { assembleTaskFor } from './apk-tasks.js';
import { instrumentationCheck, resolveInstrumentation } from './check.js';

/** `kind: "instrumentation"`: the APKs' instrumented tests on leased devices, run by droidheal's own runner. */
export const instrumentationKind: CheckFactory<InstrumentationCheckEntry> = async (entry, ctx) => {
  // APKs not built yet: the check cannot run, and says what to build — never a configuration error
  const missing = missingApks(entry, ctx.configDir);
  if (missing.length > 0) {
    const check = unbuiltCheck(entry.name, missing, ctx.config.build);
    return { placement: 'device', check: check.kind, unavailable: check.failure };
  }
  const target = await resolveInstrumentation(entry, ctx.configDir);
  const check = instrumentationCheck(target, ctx.config.timeouts, {
    name: entry.name,
    ...(ctx.evidence ? { evidence: ctx.evidence } : {}),
    onTestStart: (serial, test) => ctx.onTestStart?.(entry.name, serial, test),
    ...(ctx.filter ? { filter: ctx.filter } : {}),
  });
  if (entry.tests && (ctx.filter?.annotation || (ctx.filter?.notAnnotations?.length ?? 0) > 0))
    throw new UsageError(
      `--annotation selects by what the runner reads in the APK, but check "${entry.name}" lists its suite in droidheal.json`,
      'drop "tests" from the check to let the runner list the suite, or select with --tests',
    );
  return {
    placement: 'device',
    check,
    ...(entry.tests ? { tests: entry.tests.map(parseTestRef).filter((t) => selects(ctx.filter, t)) } : {}),
    suiteName: target.testPackage,
    apks: await apkVersions(entry, ctx.configDir),
  };
};

/** The versions of the check's app and test APKs, for the report (the ones that cannot be read are left out). */
async function apkVersions(entry: InstrumentationCheckEntry, configDir: string): Promise<ReportApk[]> {
  const read = (p: string | undefined, role: ReportApk['role']) =>
    p ? readApkVersion(path.resolve(configDir, p), role) : Promise.resolve(undefined);
  const apks = await Promise.all([read(entry.appApk, 'app'), read(entry.testApk, 'test')]);
  return apks.filter((a): a is ReportApk => a !== undefined);
}

/** The APK paths of an instrumentation entry that do not exist (yet), as written in the config. */
export function missingApks(entry: Pick<InstrumentationCheckEntry, 'appApk' | 'testApk'>, configDir: string): string[] {
  return [entry.appApk, entry.testApk].filter(
    (p): p is string => p !== undefined && !existsSync(path.resolve(configDir, p)),
  );
}

/**
 * A check whose APKs are missing: every device it would use reports `not-built`, with the build to
 * run — the tasks of `build.command` when droidheal.json has one.
 */
function unbuiltCheck(
  name: string,
  missing: readonly string[],
  build: BuildConfig | undefined,
): { kind: CheckKind; failure: PrepareFailure } {
  const how = `build them with ${buildCommandFor(missing, build).join(' ')}`;
  const failure = {
    reason: 'not-built' as const,
    detail: `${missing.join(' and ')} not built: ${how}, or run \`droidheal run --build\``,
  };
  const kind: CheckKind = {
    name,
    prepare: async () => failure,
    listTests: async () => [],
    // never reached after a failed prepare; were it, every test of the batch stays undetermined
    runBatch: async (device, tests) => ({
      executions: tests.map((test) => ({
        test,
        check: name,
        device: device.serial,
        outcome: 'undetermined',
        ...failure,
      })),
      deviceUsable: true,
      stopReason: failure.reason,
      stopDetail: failure.detail,
    }),
    appPackages: () => [],
  };
  return { kind, failure };
}

/**
 * The command that builds missing APKs: droidheal.json's `build.command`, else the Gradle wrapper
 * with the task of each APK path (AGP's layout), else AGP's default tasks.
 */
export function buildCommandFor(missing: readonly string[], build: BuildConfig | undefined): string[] {
  if (build) return toArgv(build.command);
  const tasks = missing.map(assembleTaskFor);
  return [
    './gradlew',
    ...(tasks.every((t) => t !== undefined) ? tasks : ['assembleDebug', 'assembleDebugAndroidTest']),
  ];
}

function parseTestRef(ref: string): TestId {
  const i = ref.indexOf('#');
  return { class: ref.slice(0, i), method: ref.slice(i + 1) };
}
