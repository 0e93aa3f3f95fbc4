import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectConfig } from '../../src/config/project.js';
import { readJsonFile } from '../../src/config/read-json.js';
import { type ModuleTarget, readGradleProject } from '../../src/init/gradle-project.js';
import { repoRoot, runCli } from '../support/cli.js';

/**
 * `droidheal init` on the Gradle builds of real public Android projects (android-fixtures/gradle-corpus:
 * their settings, build scripts, catalogs and convention-plugin sources at one commit, copied by
 * scripts/gradle-corpus.js; no app code). expected.json holds what a person reading each build
 * names — application module, application id, variant, runner, test APKs, library modules with
 * instrumented tests — each checked by hand against the build sources.
 */

const corpus = path.join(repoRoot, 'android-fixtures', 'gradle-corpus');

interface Expected {
  module: string;
  applicationId?: string;
  variant: string;
  runner: string | null;
  instrumentedTests: boolean;
  apk?: string;
  testApk: string;
  tasks: string[];
}
type ExpectedProject = { app: Expected | null; otherApps: string[]; libraries: Expected[] };

const seen = (t: ModuleTarget): Expected => ({
  module: t.module.path,
  ...(t.module.applicationId ? { applicationId: t.module.applicationId } : {}),
  variant: t.variant.name,
  runner: t.module.runner ?? null,
  instrumentedTests: t.module.instrumentedTests,
  ...(t.apk ? { apk: t.apk } : {}),
  testApk: t.testApk,
  tasks: t.tasks,
});

let projects: string[];
let expected: Record<string, ExpectedProject>;
let tmp: string;
beforeAll(async () => {
  projects = (await readdir(corpus, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  expected = JSON.parse(await readFile(path.join(corpus, 'expected.json'), 'utf8'));
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-corpus-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('the Gradle corpus', () => {
  it('holds at least 12 real projects, each labelled, nowinandroid among them', () => {
    expect(projects.length).toBeGreaterThanOrEqual(12);
    expect(projects).toContain('android+nowinandroid');
    expect(Object.keys(expected).sort()).toEqual([...projects].sort());
  });

  it("keeps each project's files exactly as its repository has them at the named commit", async () => {
    for (const p of projects) {
      const source = JSON.parse(await readFile(path.join(corpus, p, 'SOURCE.json'), 'utf8'));
      expect(source.commit, p).toMatch(/^[0-9a-f]{40}$/);
      for (const [file, blob] of Object.entries(source.files as Record<string, string>)) {
        const bytes = await readFile(path.join(corpus, p, file));
        const hash = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
        expect(hash, `${p}/${file}`).toBe(blob);
      }
    }
  });
});

describe('init reads real Gradle builds', () => {
  it('finds in every project the modules, variants, runners, application ids and test APKs a person names', async () => {
    for (const p of projects) {
      const project = await readGradleProject(path.join(corpus, p));
      expect(
        {
          app: project.app ? seen(project.app) : null,
          otherApps: project.otherApps,
          libraries: project.libraries.map(seen),
        },
        p,
      ).toEqual(expected[p]);
    }
  });

  it("reads nowinandroid's convention plugins: flavors from an enum, runner and library tests", async () => {
    const p = await readGradleProject(path.join(corpus, 'android+nowinandroid'));
    expect(p.readFrom.conventionBuilds).toEqual(['build-logic']);
    expect(p.app?.module.flavors).toEqual([{ dimension: 'contentType', names: ['demo', 'prod'] }]);
    expect(p.app?.module.minSdk).toBe(23); // KotlinAndroid.kt: configureKotlinAndroid sets it
    expect(p.app?.module.targetSdk).toBe(36);
    expect(p.choices).toContain('variant demoDebug of demoDebug, prodDebug (`--variant` picks another)');
    const database = p.libraries.find((l) => l.module.path === ':core:database');
    expect(database?.testApk).toBe(
      'core/database/build/outputs/apk/androidTest/demo/debug/database-demo-debug-androidTest.apk',
    );
    expect(database?.tasks).toEqual([':core:database:assembleDemoDebugAndroidTest']);
  });

  it('writes a configuration droidheal accepts for nowinandroid: the app and each library module a check of its own', async () => {
    const dir = path.join(tmp, 'nia');
    await cp(path.join(corpus, 'android+nowinandroid'), dir, { recursive: true });
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toContain('application module :app (com.google.samples.apps.nowinandroid), variant demoDebug');
    expect(r.stdout).toContain('9 library module(s) with instrumented tests');
    expect(r.stdout).toContain('convention plugins from build-logic');
    expect(r.stdout).toContain('chose variant demoDebug of demoDebug, prodDebug');
    expect(r.stdout).toContain(
      ':app:assembleDemoDebug :app:assembleDemoDebugAndroidTest :core:database:assembleDemoDebugAndroidTest',
    );
    const config = ProjectConfig.parse(await readJsonFile(path.join(dir, 'droidheal.json')));
    expect(config.instrumentation?.testApk).toBe(
      'app/build/outputs/apk/androidTest/demo/debug/app-demo-debug-androidTest.apk',
    );
    expect(config.instrumentation?.appApk).toBe('app/build/outputs/apk/demo/debug/app-demo-debug.apk');
    const checks = config.checks ?? [];
    expect(checks.filter((c) => c.kind === 'instrumentation').map((c) => c.name)).toEqual([
      'core-database',
      'core-ui',
      'feature-foryou-impl',
      'feature-interests-impl',
      'feature-bookmarks-impl',
      'feature-topic-impl',
      'feature-search-impl',
      'feature-settings-impl',
      'sync-work',
    ]);
    expect(checks.find((c) => c.kind === 'gradle')).toMatchObject({
      tasks: [':app:lintDemoDebug', 'spotlessCheck', ':app:testDemoDebugUnitTest'],
    });
  });

  it('takes --variant and --module, and names the choices when one is wrong', async () => {
    const nia = path.join(corpus, 'android+nowinandroid');
    const prod = await readGradleProject(nia, { variant: 'prodDebug' });
    expect(prod.app?.testApk).toBe('app/build/outputs/apk/androidTest/prod/debug/app-prod-debug-androidTest.apk');
    expect(prod.libraries[0]?.variant.name).toBe('prodDebug');
    const catalog = await readGradleProject(nia, { module: ':app-nia-catalog' });
    expect(catalog.app?.module.path).toBe(':app-nia-catalog');

    const dir = path.join(tmp, 'nia-wrong');
    await cp(nia, dir, { recursive: true });
    const wrong = await runCli(['init', '--project', dir, '--no-devices', '--variant', 'fullRelease']);
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toContain(':app has no variant fullRelease with instrumented tests');
    expect(wrong.stderr).toContain('--variant demoDebug, --variant prodDebug');
    const module = await runCli(['init', '--project', dir, '--no-devices', '--module', 'feature:foryou:impl']);
    expect(module.exitCode).toBe(2);
    expect(module.stderr).toContain(':feature:foryou:impl is not an application module');
    expect(module.stderr).toContain('--module :app, --module :app-nia-catalog');
  });
});
