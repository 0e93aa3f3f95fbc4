import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askGradle, type GradleVariantRow } from '../../src/init/gradle-model.js';
import { repoRoot, runCli } from '../support/cli.js';
import { writeNodeScript } from '../support/node-script.js';

/**
 * `droidheal init` asks the project's own Gradle what AGP configured, through an init script, and
 * falls back to reading the build scripts as text when Gradle cannot answer. There is no Gradle
 * distribution or AGP on the machines that run these tests, so each project here gets a `gradlew` of
 * the test's own: it checks it was called as droidheal calls Gradle (the init script, the one task),
 * keeps the script it was handed, and prints the answer the test gives it — AGP's values for
 * nowinandroid (its NiaBuildType.DEBUG adds the `.debug` application id suffix, which the text reading
 * does not resolve), or Gradle's real failure report when no Android SDK is installed.
 */

const NIA = 'com.google.samples.apps.nowinandroid';
const RUNNER = `${NIA}.core.testing.NiaTestRunner`;

function row(project: string, variant: string, over: Partial<GradleVariantRow> = {}): GradleVariantRow {
  const [flavor, buildType] = variant.startsWith('demo') ? ['demo', variant.slice(4)] : ['prod', variant.slice(4)];
  const bt = buildType!.toLowerCase();
  return {
    project,
    dir: project.slice(1).replace(/:/g, '/'),
    kind: 'library',
    variant,
    buildType: bt,
    flavors: [['contentType', flavor!]],
    applicationId: null,
    namespace: `${NIA}.${project.slice(1).replace(/:/g, '.')}`,
    minSdk: 21,
    test: bt === 'debug' ? { applicationId: null, runner: RUNNER, runnerArgs: {} } : null,
    ...over,
  };
}

const appRows = ['demoDebug', 'demoRelease', 'prodDebug', 'prodRelease'].map((v) =>
  row(':app', v, {
    kind: 'application',
    namespace: NIA,
    applicationId: v.endsWith('Debug') ? `${NIA}.debug` : NIA,
    ...(v.endsWith('Debug') ? { test: { applicationId: `${NIA}.debug.test`, runner: RUNNER, runnerArgs: {} } } : {}),
  }),
);
const answer = [...appRows, row(':core:ui', 'demoDebug'), row(':core:ui', 'prodDebug')];

/** A gradlew that answers as the project's Gradle would, and records how it was called. */
function gradlew(stdout: string, stderr = '', exitCode = 0): string {
  return `#!/usr/bin/env node
const fs = require('node:fs');
const args = process.argv.slice(2);
const at = args.indexOf('--init-script');
const script = at >= 0 ? fs.readFileSync(args[at + 1], 'utf8') : '';
fs.writeFileSync(__dirname + '/gradlew-called.json', JSON.stringify({ args, script }));
process.stdout.write(${JSON.stringify(stdout)});
process.stderr.write(${JSON.stringify(stderr)});
process.exit(${exitCode});
`;
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-gradle-model-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function nowinandroid(name: string, wrapper?: string): Promise<string> {
  const dir = path.join(tmp, name);
  await cp(path.join(repoRoot, 'android-fixtures', 'gradle-corpus', 'android+nowinandroid'), dir, { recursive: true });
  if (wrapper !== undefined) {
    // the corpus keeps no wrapper: the module's androidTest sources are what init looks for besides scripts
    await writeNodeScript(path.join(dir, 'gradlew'), wrapper);
  }
  return dir;
}

const modelOut = (rows: GradleVariantRow[]) =>
  `droidheal-agp 8.7.3\n${rows.map((r) => `droidheal-model ${JSON.stringify(r)}`).join('\n')}\n`;

describe('init asks the project’s Gradle', () => {
  it('hands Gradle an init script with one task, and takes AGP’s answer over the text reading', async () => {
    const dir = await nowinandroid('answered', gradlew(modelOut(answer)));
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode, r.stderr).toBe(0);
    const called = JSON.parse(await readFile(path.join(dir, 'gradlew-called.json'), 'utf8'));
    expect(called.args).toEqual([
      '-q',
      '--no-configuration-cache',
      '--init-script',
      expect.any(String),
      'droidhealModel',
    ]);
    expect(called.script).toContain("register('droidhealModel'");
    expect(called.script).toContain('androidComponents');
    // the temporary init script is gone afterwards
    expect(existsSync(called.args[3])).toBe(false);
    expect(r.stdout).toContain("asked the project's Gradle (AGP 8.7.3): 2 Android module(s), 6 variant(s)");
    // the debug suffix AGP applies, which the build scripts only name through an enum
    expect(r.stdout).toContain(`application module :app (${NIA}.debug), variant demoDebug`);
    // AGP is the authority on the modules: only :core:ui among the libraries was configured here
    expect(r.stdout).toContain('1 library module(s) with instrumented tests (:core:ui)');
    const config = await readFile(path.join(dir, 'droidheal.json'), 'utf8');
    expect(config).toContain("as the project's Gradle configures them");
    expect(config).toContain('app/build/outputs/apk/androidTest/demo/debug/app-demo-debug-androidTest.apk');
  });

  it('reads the scripts as text and says why when Gradle fails (no Android SDK)', async () => {
    const report = [
      '',
      'FAILURE: Build failed with an exception.',
      '',
      '* What went wrong:',
      "Could not determine the dependencies of task ':app:compileDemoDebugJavaWithJavac'.",
      "> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by setting the sdk.dir path in your project's local properties file.",
      '',
      'BUILD FAILED in 3s',
      '',
    ].join('\n');
    const dir = await nowinandroid('no-sdk', gradlew('', report, 1));
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      "read the build scripts as text: Gradle could not answer (./gradlew failed: Could not determine the dependencies of task ':app:compileDemoDebugJavaWithJavac'. SDK location not found.",
    );
    // the text reading: the nine library modules with instrumented tests
    expect(r.stdout).toContain('9 library module(s) with instrumented tests');
  });

  it('never starts Gradle with --no-gradle, and says there is no wrapper when there is none', async () => {
    const dir = await nowinandroid('no-gradle', gradlew(modelOut(answer)));
    const r = await runCli(['init', '--project', dir, '--no-devices', '--no-gradle']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'gradlew-called.json'))).toBe(false);
    expect(r.stdout).toContain('read the build scripts as text (--no-gradle)');
    const bare = await nowinandroid('no-wrapper');
    const b = await runCli(['init', '--project', bare, '--no-devices']);
    expect(b.exitCode, b.stderr).toBe(0);
    expect(b.stdout).toContain('Gradle could not answer (the project has no gradlew)');
  });

  it('does not trust a line it cannot read, nor an answer without Android modules', async () => {
    const broken = await nowinandroid('broken', gradlew('droidheal-model {"project":":app"}\n'));
    const b = await askGradle(broken);
    expect(b).toEqual({ answered: false, why: expect.stringContaining('Gradle printed a line droidheal cannot read') });
    const empty = await nowinandroid('empty', gradlew(''));
    expect(await askGradle(empty)).toEqual({
      answered: false,
      why: 'Gradle configured no Android module (no AGP variant)',
    });
  });

  it('stops a Gradle that does not answer in time, and falls back', async () => {
    const slow = await nowinandroid('slow', '#!/bin/sh\nexec sleep 60\n');
    const r = await askGradle(slow, { timeoutMs: 500 });
    expect(r).toEqual({ answered: false, why: './gradlew did not answer in time' });
  });
});
