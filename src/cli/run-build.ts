import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildCommandFor, missingApks } from '../checks/instrumentation/kind.js';
import { BuildConfig } from '../config/heal.js';
import { checksOf, type ProjectConfig } from '../config/project.js';
import { runBuild } from '../heal/build.js';

/**
 * `droidheal run` never leaves a user guessing about APKs: when an instrumentation check's APKs are
 * missing (or `--build` asks), the build runs first — droidheal.json's `build.command`, else the
 * Gradle wrapper with the tasks AGP names those APKs by — with its output as progress. Without a
 * wrapper, or when the build fails, the run goes on: host checks run, the unbuilt checks are
 * undetermined (`not-built`) naming the build, and the report is written either way.
 */
export async function buildBeforeRun(
  config: ProjectConfig,
  configDir: string,
  asked: boolean | undefined,
  signal: AbortSignal,
  log: NodeJS.WritableStream,
): Promise<void> {
  const entries = checksOf(config).filter((c) => c.kind === 'instrumentation');
  const missing = entries.flatMap((e) => missingApks(e, configDir));
  if (asked === false || (asked === undefined && missing.length === 0) || entries.length === 0) return;
  const apks = asked
    ? entries.flatMap((e) => [e.appApk, e.testApk].filter((p): p is string => p !== undefined))
    : missing;
  const command = buildCommandFor(apks, config.build);
  const line = command.join(' ');
  const wrapper = command[0]!;
  if (!config.build && !existsSync(path.resolve(configDir, wrapper))) {
    log.write(`${missing.length} APK(s) not built and no ${wrapper} here: build them with ${line}\n`);
    return;
  }
  log.write(`building ${missing.length > 0 ? `the missing APK(s) (${missing.join(', ')})` : 'the APKs'}: ${line}\n`);
  const build = BuildConfig.parse({ ...(config.build ?? {}), command });
  const r = await runBuild(build, configDir, configDir, signal, undefined, (chunk) => {
    for (const l of chunk.split('\n')) if (l.trim() !== '') log.write(`  build │ ${l.trimEnd()}\n`);
  });
  if (r.status === 'ok') log.write(`built in ${(r.durationMs / 1000).toFixed(1)} s\n`);
  else
    log.write(
      r.status === 'failed'
        ? `the build failed (${r.timedOut ? 'timed out' : `exit ${r.exitCode}`}): checks without their APKs are undetermined (not-built)\n`
        : `the build could not run: ${r.detail}\n`,
    );
}
