import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';

/**
 * A test whose name carries a control character cannot be passed to `am instrument -e class`: that is
 * the name's problem, not the device's. It must be reported as such (undetermined setup-failed, with
 * the reason), never as a device whose output stopped (run-incomplete), and the other tests of its
 * batch must still run on the device.
 */

const PKG = 'com.example.names';
let dir: string;
let adb: PrivateAdbServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-hostile-names-'));
  adb = await startPrivateAdbServer();
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a test name with a control character', () => {
  it('is undetermined setup-failed naming why, the rest of its batch passes, and the device is not retired', async () => {
    const bell = 'rings\u0007theBell';
    await writeFile(
      join(dir, 'rack.json'),
      JSON.stringify({
        instrumentations: [{ package: `${PKG}.test`, target: PKG }],
        tests: [
          { class: `${PKG}.NameTest`, method: bell, durationMs: 20 },
          { class: `${PKG}.NameTest`, method: 'plain', durationMs: 20 },
        ],
        virtual: [
          { name: 'one', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['x86_64'], packages: [PKG] },
        ],
      }),
    );
    await writeFile(
      join(dir, 'droidheal.json'),
      JSON.stringify({
        instrumentation: {
          testPackage: `${PKG}.test`,
          runner: 'androidx.test.runner.AndroidJUnitRunner',
          targetPackage: PKG,
        },
        timeouts: { testSilenceMs: 5000, probeMs: 1000 },
        historyFile: join(dir, 'history.json'),
      }),
    );
    const r = await runCli(['run', '--rack', 'rack.json', '--config', 'droidheal.json', '--report-dir', 'reports'], {
      env: { ...adb.env, CI: '1' },
      cwd: dir,
    });
    expect(r.exitCode, r.stderr).toBe(3);
    const report = JSON.parse(await readFile(join(dir, 'reports', 'report.json'), 'utf8')) as {
      verdicts: Array<{ test: { method: string }; verdict: string; reason?: string; detail?: string }>;
    };
    expect(report.verdicts.map((v) => [v.test.method, v.verdict, v.reason])).toEqual([
      [bell, 'undetermined', 'setup-failed'],
      ['plain', 'pass', undefined],
    ]);
    expect(report.verdicts[0]!.detail).toBe(
      `cannot be run: invalid test method "${PKG}.NameTest#rings\\u0007theBell" for am instrument (a method name cannot be empty or contain "," "#" or control characters)`,
    );
    expect(r.stdout).toContain(
      `? [all] ${PKG}.NameTest#rings\\u0007theBell: setup-failed — cannot be run: invalid test method`,
    );
    expect(r.stdout).not.toContain('run-incomplete');
    expect(r.stderr).not.toContain('retired');
  }, 120_000);
});
