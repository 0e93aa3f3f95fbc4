import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectConfig } from '../../src/config/project.js';
import { loadRack } from '../../src/config/rack.js';
import { readJsonFile } from '../../src/config/read-json.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, repoRoot, runCli } from '../support/cli.js';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-init-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** A copy of a fixture app as a project before `droidheal init`: without the run files compose-app ships. */
async function copyOf(fixture: string, name: string): Promise<string> {
  const dir = path.join(tmp, name);
  const src = path.join(repoRoot, 'android-fixtures', fixture);
  const runFiles = new Set(['droidheal.json', 'devices.json', '.droidheal', path.join('app', 'build')]);
  await cp(src, dir, { recursive: true, filter: (p) => !runFiles.has(path.relative(src, p)) });
  return dir;
}

/** What `droidheal run` would accept: the config through its schema, the rack through its loader. */
async function readWritten(dir: string) {
  const config = ProjectConfig.parse(await readJsonFile(path.join(dir, 'droidheal.json')));
  const rack = await loadRack(path.join(dir, 'devices.json'));
  return { config, rack, configText: await readFile(path.join(dir, 'droidheal.json'), 'utf8') };
}

describe('droidheal init', () => {
  it('writes a commented droidheal.json and devices.json for the Kotlin-DSL fixture app that the schemas accept', async () => {
    const dir = await copyOf('compose-app', 'kts');
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('application module :app (com.example.notes)');
    expect(r.stdout).toContain('runner androidx.test.runner.AndroidJUnitRunner');
    expect(r.stdout).toContain('./gradlew :app:assembleDebug :app:assembleDebugAndroidTest');
    expect(r.stdout).toContain('droidheal run');
    const { config, rack, configText } = await readWritten(dir);
    expect(configText).toMatch(/^\/\/ droidheal\.json/);
    expect(config.instrumentation).toEqual({
      testApk: 'app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk',
      appApk: 'app/build/outputs/apk/debug/app-debug.apk',
      // clearPackageData comes from the build-logic convention plugin (notes.android.test) the app applies
      runnerArgs: { clearPackageData: 'true', disableAnalytics: 'true', useTestStorageService: 'true' },
      // the convention plugin sets testOptions.execution = "ANDROIDX_TEST_ORCHESTRATOR"
      isolation: 'test',
      orderCheck: false,
    });
    expect(configText).toContain('isolation "test": the build runs its tests through AndroidX Test Orchestrator');
    expect(rack.groups).toEqual([{ name: 'all', required: true }]);
    // droidheal heal needs to rebuild the APKs it installs after a fix
    expect(config.build).toEqual({
      command: ['./gradlew', ':app:assembleDebug', ':app:assembleDebugAndroidTest'],
      appApk: 'app/build/outputs/apk/debug/app-debug.apk',
      testApk: 'app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk',
      timeoutMs: 1_800_000,
    });
    // lint, ktlint (the fixture applies its plugin) and the unit tests run once on the host
    expect(config.checks).toEqual([
      {
        name: 'android',
        kind: 'gradle',
        tasks: [':app:lintDebug', 'ktlintCheck', ':app:testDebugUnitTest'],
        gradlew: './gradlew',
        args: [],
        env: {},
        timeoutMs: 3_600_000,
      },
    ]);
    // the fixture applies the ktlint Gradle plugin: its formatter is the regenerator of round 1
    expect(config.heal?.regenerators).toEqual([['./gradlew', 'ktlintFormat']]);
  });

  it('reads a Groovy-DSL project: include list, apply plugin, map runner arguments, commented-out settings ignored', async () => {
    const dir = await copyOf('init/groovy-app', 'groovy');
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('application module :app (com.example.shopping)');
    expect(r.stdout).toContain('runner com.example.shopping.HiltTestRunner');
    const { config } = await readWritten(dir);
    expect(config.instrumentation?.runnerArgs).toEqual({ clearPackageData: 'true', disableAnalytics: 'true' });
    expect(config.instrumentation?.testApk).toBe('app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk');
  });

  it('never overwrites existing files without --force, and leaves them byte-identical', async () => {
    const dir = await copyOf('compose-app', 'exists');
    await writeFile(path.join(dir, 'devices.json'), '{"groups": {"mine": {}}}\n');
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('devices.json already exists');
    expect(r.stderr).toContain('droidheal init --force');
    expect(await readFile(path.join(dir, 'devices.json'), 'utf8')).toBe('{"groups": {"mine": {}}}\n');
    await expect(readFile(path.join(dir, 'droidheal.json'))).rejects.toThrow(/ENOENT/);
    const forced = await runCli(['init', '--project', dir, '--no-devices', '--force']);
    expect(forced.exitCode).toBe(0);
    expect((await readWritten(dir)).rack.groups.map((g) => g.name)).toEqual(['all']);
  });

  it('refuses a directory that is not a Gradle project with one line naming the fix', async () => {
    const r = await runCli(['init', '--project', tmp, '--no-devices']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      /no settings\.gradle\(\.kts\) in .*: not the root of a Gradle project — run `droidheal init` in the project root/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a project without an application module', async () => {
    const dir = path.join(tmp, 'library-only');
    await cp(path.join(repoRoot, 'android-fixtures/init/groovy-app'), dir, { recursive: true });
    await writeFile(path.join(dir, 'settings.gradle'), "include ':feature:list'\n");
    const r = await runCli(['init', '--project', dir, '--no-devices']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('applies com.android.application');
  });
});

describe('droidheal init with attached devices', () => {
  let adb: PrivateAdbServer;
  let virtual: ReturnType<typeof execa> | undefined;
  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    const rack = path.join(tmp, 'attached-rack.json');
    const phone = (name: string, sdk: number, model: string) => ({
      name,
      sdk,
      model,
      manufacturer: 'Google',
      abis: ['arm64-v8a'],
    });
    await writeFile(
      rack,
      JSON.stringify({
        virtual: [phone('old', 26, 'Pixel 2'), phone('new', 34, 'Pixel 8'), phone('new2', 34, 'Pixel 8a')],
      }),
    );
    // the devices a team has plugged in: served on the private server until the test ends
    virtual = execa(process.execPath, [binPath, 'virtual', '--rack', rack, '--adb-port', String(adb.port)], {
      env: adb.env,
      reject: false,
    });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      virtual!.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('ready\n')) resolve();
      });
      void virtual!.then((r) => reject(new Error(`droidheal virtual exited early: ${r.stderr}`)));
    });
  });
  afterAll(async () => {
    if (virtual?.pid) {
      virtual.kill('SIGINT');
      await virtual;
    }
    await adb?.stop();
  });

  it('groups the attached devices by API level, and `droidheal devices` accepts the rack as written', async () => {
    const dir = await copyOf('compose-app', 'attached');
    const r = await runCli(['init', '--project', dir], { env: adb.env });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('3 attached device(s)');
    const { rack } = await readWritten(dir);
    expect(rack.groups).toEqual([
      // one required group (the level with the most devices); the other runs when it can but never blocks
      { name: 'api26', sdk: { min: 26, max: 26 }, required: false },
      { name: 'api34', sdk: { min: 34, max: 34 }, required: true },
    ]);
    const devices = await runCli(['devices', '--rack', path.join(dir, 'devices.json')], { env: adb.env });
    expect(devices.exitCode).toBe(0);
    expect(devices.stdout).toMatch(/api26/);
    expect(devices.stdout).toMatch(/api34/);
  });
});
