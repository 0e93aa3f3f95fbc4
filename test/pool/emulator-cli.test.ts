import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adbServer } from '../../src/adb/call.js';
import { listDevices } from '../../src/adb/devices.js';
import { PoolSnapshot } from '../../src/config/device-facts.js';
import { standinDir } from '../heal/engines/standins.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot, runCli } from '../support/cli.js';
import { pidAlive } from '../support/process.js';

const fakeSdk = path.join(repoRoot, 'android-fixtures/sdk');

describe('emulators declared in devices.json (stand-in emulator)', () => {
  let adb: PrivateAdbServer;
  let dir: string;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-emulator-cli-'));
  });
  afterAll(async () => {
    await adb?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function rack(name: string, content: unknown): Promise<string> {
    const file = path.join(dir, name);
    await writeFile(file, JSON.stringify(content));
    return file;
  }

  it('boots one in time, reports the one that never boots, and stops both', async () => {
    const file = await rack('emus.json', {
      groups: { api34: { kind: 'emulator', sdk: { min: 34 } }, api26: {} },
      emulators: [
        { avd: 'Pixel_8_API_34', bootTimeoutMs: 30_000, groups: ['api34'] },
        { avd: 'Never_Boots_API_26', bootTimeoutMs: 1500, groups: ['api26'] },
      ],
      probe: { intervalMs: 200, timeoutMs: 2000 },
    });
    const r = await runCli(['devices', '--rack', file, '--json'], { env: { ...adb.env, ANDROID_HOME: fakeSdk } });
    // api26 has no selectors, so the booted emulator serves it too: every required group can run
    expect(r.exitCode).toBe(0);
    const snap = PoolSnapshot.parse(JSON.parse(r.stdout));
    expect(snap.emulators.map((e) => [e.avd, e.state])).toEqual([
      ['Pixel_8_API_34', 'booted'],
      ['Never_Boots_API_26', 'boot-timeout'],
    ]);
    const api34 = snap.groups.find((g) => g.name === 'api34')!;
    expect(api34.canRun).toBe(true);
    expect(snap.devices.find((d) => d.serial === api34.ready[0])).toMatchObject({ kind: 'emulator', sdk: 34 });
    expect(snap.groups.find((g) => g.name === 'api26')!.ready).toEqual(api34.ready);
    for (const e of snap.emulators) expect(pidAlive(e.pid!)).toBe(false);
    expect((await listDevices(adbServer(adb))).filter((d) => d.state === 'device')).toEqual([]);
  });

  it('exits 3 with boot-timeout when the only emulator of a required group never boots', async () => {
    const file = await rack('never.json', {
      groups: { old: { kind: 'emulator', sdk: { max: 26 } } },
      emulators: [{ avd: 'Never_Boots_API_26', bootTimeoutMs: 1000, groups: ['old'] }],
    });
    const r = await runCli(['devices', '--rack', file], { env: { ...adb.env, ANDROID_HOME: fakeSdk } });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(/emulator Never_Boots_API_26 \(emulator-\d+\): boot-timeout/);
    expect(r.stdout).toMatch(
      /group old \(required\): CANNOT RUN \[boot-timeout\] emulator Never_Boots_API_26 did not boot in time/,
    );
  });

  it('says so when there is no SDK to start an emulator with', async () => {
    const file = await rack('nosdk.json', {
      groups: { old: { kind: 'emulator' } },
      emulators: [{ avd: 'Any', groups: ['old'] }],
    });
    const env: Record<string, string> = { ...adb.env, ANDROID_HOME: '', ANDROID_SDK_ROOT: '' };
    const r = await runCli(['devices', '--rack', file], { env });
    expect(r.exitCode).toBe(3);
    // not a boot that took too long: the machine lacks the SDK, and the remedy says how to get it
    expect(r.stdout).toMatch(
      /group old \(required\): CANNOT RUN \[setup-failed\] emulator Any failed to start: no Android SDK: ANDROID_HOME is not set/,
    );
    expect(r.stdout).toContain(
      'install the Android SDK command-line tools, set ANDROID_HOME to the SDK, then: sdkmanager "emulator" "platform-tools" "system-images;android-34;google_apis;x86_64" && avdmanager create avd -n Any',
    );
    expect(r.stdout).not.toContain('bootTimeoutMs');
  });

  it('doctor lists the AVDs and names a declared AVD that does not exist', async () => {
    const file = await rack('doctor.json', {
      groups: { g: { kind: 'emulator' } },
      emulators: [{ avd: 'Pixel_9_API_35', bootTimeoutMs: 1000, groups: ['g'] }],
    });
    const r = await runCli(['doctor', '--rack', file], { env: { ...adb.env, ANDROID_HOME: fakeSdk } });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(/ok\s+adb: .*Android Debug Bridge/);
    // tried for real, as heal will: the fixer sandbox starts on this machine
    expect(r.stdout).toMatch(/ok\s+sandbox: fixers run confined \(bubblewrap\)/);
    expect(r.stdout).toMatch(/ok\s+AVDs: Pixel_8_API_34, Pixel_4_API_29, Never_Boots_API_26/);
    expect(r.stdout).toMatch(
      /FAIL\s+AVD Pixel_9_API_35: declared in devices.json but not installed\n\s+→ create it with `avdmanager create avd -n Pixel_9_API_35/,
    );
    expect(r.stdout).toMatch(new RegExp(`ok\\s+server 127\\.0\\.0\\.1:${adb.port}: reachable`));
    // the emulator exited at once (unknown AVD): it failed to start, which no boot timeout fixes
    expect(r.stdout).toMatch(
      /FAIL\s+group g \(required\): cannot run \[setup-failed\] emulator Pixel_9_API_35 failed to start/,
    );
  });

  it('doctor prints a remedy once: the group its emulator could not start names the emulator fix', async () => {
    const file = await rack('doctor-no-sdk.json', {
      groups: { g: { kind: 'emulator' } },
      emulators: [{ avd: 'Pixel_9_API_35', bootTimeoutMs: 1000, groups: ['g'] }],
    });
    const r = await runCli(['doctor', '--rack', file], {
      env: { ...adb.env, ANDROID_HOME: '', ANDROID_SDK_ROOT: '' },
    });
    expect(r.exitCode).toBe(3);
    const emulator = /FAIL\s+emulator Pixel_9_API_35: [^\n]*\n\s+→ ([^\n]+)\n/.exec(r.stdout);
    expect(emulator?.[1]).toMatch(/sdkmanager/);
    expect(r.stdout.split(emulator![1]!).length - 1).toBe(1);
    expect(r.stdout).toMatch(
      /FAIL\s+group g \(required\): cannot run \[setup-failed\][^\n]*\n\s+→ the fix for emulator Pixel_9_API_35 above\n/,
    );
  });

  it('doctor says how to install adb when there is none, and exits 2', async () => {
    const r = await runCli(['doctor'], {
      env: { ...adb.env, PATH: '/nonexistent', ANDROID_HOME: '', ANDROID_SDK_ROOT: '', DROIDHEAL_ADB: '' },
      extendEnv: false,
    });
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toMatch(/FAIL\s+adb: not found on PATH[^\n]*\n\s+→ install it with `sudo apt-get install adb`/);
    // nor bubblewrap on that PATH: a warning (run does not need it), with the install line and the way out
    expect(r.stdout).toMatch(
      /warn\s+sandbox: cannot start, so heal will not run a fixer: bubblewrap \(bwrap\), socat \(socat\), ripgrep \(rg\) not found on PATH\n\s+→ install them: sudo apt-get install bubblewrap socat ripgrep; or heal with --no-sandbox/,
    );
  });

  it('doctor names each fixer CLI found, its version and the one droidheal was checked against', async () => {
    const r = await runCli(['doctor'], {
      env: {
        ...adb.env,
        PATH: `${standinDir}${path.delimiter}${path.dirname(process.execPath)}`,
        ANDROID_HOME: '',
        ANDROID_SDK_ROOT: '',
        DROIDHEAL_ADB: '',
      },
      extendEnv: false,
    });
    expect(r.stdout).toContain(
      `ok    engine claude-code: 2.1.332 (Claude Code) at ${path.join(standinDir, 'claude')}; checked against Claude Code 2.1.x (2.1.332)`,
    );
    expect(r.stdout).toContain(
      `ok    engine aider: aider 0.86.1 at ${path.join(standinDir, 'aider')}; checked against aider 0.86`,
    );
    expect(r.stdout).toMatch(/ok\s+engine codex: .* checked against codex-cli 0\.171/);
  });

  it('doctor says which fixer CLI is not installed and how to install it, as a warning', async () => {
    const r = await runCli(['doctor'], {
      env: { ...adb.env, PATH: '/nonexistent', ANDROID_HOME: '', ANDROID_SDK_ROOT: '', DROIDHEAL_ADB: '' },
      extendEnv: false,
    });
    expect(r.stdout).toMatch(
      /warn\s+engine claude-code: `claude` not installed \(checked against Claude Code 2\.1\.x \(2\.1\.332\)\)\n\s+→ to heal with it: npm install -g @anthropic-ai\/claude-code/,
    );
  });

  it('publishes the devices.json schema', async () => {
    const r = await runCli(['schema', 'rack']);
    expect(r.exitCode).toBe(0);
    const schema = JSON.parse(r.stdout) as { properties: Record<string, unknown>; additionalProperties: unknown };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['$schema', 'servers', 'groups', 'emulators', 'virtual', 'labels', 'probe']),
    );
    expect(schema.additionalProperties).toBe(false);
  });
});
