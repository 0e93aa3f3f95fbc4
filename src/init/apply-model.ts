import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AndroidModule, hasInstrumentedTests } from './android-module.js';
import type { GradleVariantRow } from './gradle-model.js';
import type { Variant } from './variants.js';

/**
 * The modules as Gradle configured them: where the project's Gradle answered, its variants, flavors,
 * build types and SDK level replace what the scripts were read to say, and a module only Gradle saw
 * (an Android plugin applied in a way the text reading does not follow) is added. Modules Gradle did
 * not configure as Android modules are dropped: AGP is the authority on what it builds.
 */
export function applyGradleModel(
  root: string,
  modules: readonly AndroidModule[],
  rows: readonly GradleVariantRow[],
): AndroidModule[] {
  const byProject = new Map<string, GradleVariantRow[]>();
  for (const r of rows) byProject.set(r.project, [...(byProject.get(r.project) ?? []), r]);
  return [...byProject].map(([project, own]) => {
    const read = modules.find((m) => m.path === project);
    return fromRows(root, read ?? blankModule(root, own[0]!), own);
  });
}

function fromRows(root: string, m: AndroidModule, rows: readonly GradleVariantRow[]): AndroidModule {
  const tested = rows.find((r) => r.test !== null);
  const first = rows[0]!;
  const minSdk = first.minSdk ?? m.minSdk;
  const buildTypes = [...new Set(rows.map((r) => r.buildType).filter((b) => b !== null))];
  return {
    ...m,
    kind: first.kind,
    ...(first.namespace ? { namespace: first.namespace } : {}),
    ...(minSdk !== undefined ? { minSdk } : {}),
    flavors: flavorsOf(rows),
    buildTypes: buildTypes.length > 0 ? buildTypes : m.buildTypes,
    testBuildType: tested?.buildType ?? m.testBuildType,
    instrumentedTests: m.instrumentedTests || hasInstrumentedTests(path.join(root, first.dir)),
  };
}

/** Product flavors by dimension in priority order, as the variants name them. */
function flavorsOf(rows: readonly GradleVariantRow[]): AndroidModule['flavors'] {
  const dims = new Map<string, string[]>();
  for (const r of rows)
    for (const [dimension, name] of r.flavors) {
      const names = dims.get(dimension) ?? [];
      if (!names.includes(name)) names.push(name);
      dims.set(dimension, names);
    }
  return [...dims].map(([dimension, names]) => ({ dimension, names }));
}

function blankModule(root: string, row: GradleVariantRow): AndroidModule {
  const buildFile =
    ['build.gradle.kts', 'build.gradle']
      .map((n) => path.posix.join(row.dir, n))
      .find((f) => existsSync(path.join(root, f))) ?? path.posix.join(row.dir, 'build.gradle.kts');
  return {
    path: row.project,
    dir: row.dir,
    buildFile,
    kind: row.kind,
    runnerArgs: {},
    flavors: [],
    buildTypes: [],
    testBuildType: 'debug',
    instrumentedTests: false,
    conventions: [],
    archivesName: path.posix.basename(row.dir) || path.basename(root),
    plugins: [],
  };
}

/**
 * The module with what Gradle decided for this one variant: its application id (suffixes included),
 * its test runner and runner arguments. Unchanged when Gradle did not answer for it.
 */
export function withVariantFacts(
  m: AndroidModule,
  v: Variant,
  rows: readonly GradleVariantRow[] | undefined,
): AndroidModule {
  const row = rows?.find((r) => r.project === m.path && r.variant === v.name);
  if (!row) return m;
  const { applicationId, runner, runnerArgs } = {
    applicationId: row.applicationId ?? undefined,
    runner: row.test?.runner ?? undefined,
    runnerArgs: row.test?.runnerArgs,
  };
  return {
    ...m,
    ...(applicationId ? { applicationId } : {}),
    ...(runner ? { runner } : {}),
    ...(runnerArgs ? { runnerArgs } : {}),
  };
}
