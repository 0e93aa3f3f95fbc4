import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';

/** A newcomer in an empty directory: every message names the next command to type. */
describe('first run in an empty directory', () => {
  let adb: PrivateAdbServer;
  let empty: string;
  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    empty = await mkdtemp(path.join(os.tmpdir(), 'droidheal-first-run-'));
  });
  afterAll(async () => {
    await adb?.stop();
    if (empty) await rm(empty, { recursive: true, force: true });
  });

  it('`droidheal run` without droidheal.json offers `droidheal init`, in one line, exit 2, writing nothing', async () => {
    const r = await runCli(['run'], { cwd: empty, env: adb.env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'droidheal: droidheal.json: file not found — check the path, or run `droidheal init` to write one for the Android project here',
    ]);
    expect(await readdir(empty)).toEqual([]);
  });

  it('`droidheal devices` with no device and no devices.json says none is attached and how to attach one, not how to edit a file that does not exist', async () => {
    const r = await runCli(['devices'], { cwd: empty, env: adb.env });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toContain('no device is attached');
    expect(r.stdout).toContain('connect a phone with USB debugging on, or start an emulator');
    expect(r.stdout).toContain('`droidheal init` writes a devices.json');
    expect(r.stdout).not.toContain('devices.json servers');
    expect(r.stdout).not.toContain("group's selectors");
    expect(r.stdout).not.toContain('matches any device');
  });

  it('an unreachable default adb server is explained without pointing at devices.json', async () => {
    const port = await freePort();
    const r = await runCli(['devices'], { cwd: empty, env: { ...adb.env, ANDROID_ADB_SERVER_PORT: String(port) } });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toContain(`start an adb server there (\`adb -P ${port} start-server\` on 127.0.0.1)`);
    expect(r.stdout).not.toContain('remove it from');
  });

  it('a devices.json that lists the server and a group is named in the remedies', async () => {
    const rack = path.join(empty, '..', `${path.basename(empty)}-rack.json`);
    const port = await freePort();
    await writeFile(rack, JSON.stringify({ servers: [`127.0.0.1:${port}`], groups: { api34: { sdk: { min: 34 } } } }));
    try {
      const down = await runCli(['devices', '--rack', rack], { cwd: empty, env: adb.env });
      expect(down.stdout).toContain(`or remove it from the servers of ${rack}`);
      await writeFile(
        rack,
        JSON.stringify({ servers: [`127.0.0.1:${adb.port}`], groups: { api34: { sdk: { min: 34 } } } }),
      );
      const none = await runCli(['devices', '--rack', rack], { cwd: empty, env: adb.env });
      expect(none.exitCode).toBe(3);
      expect(none.stdout).toContain('no attached device matches sdk 34..');
      expect(none.stdout).toContain(`attach a matching device, or change the selectors of group "api34" in ${rack}`);
    } finally {
      await rm(rack, { force: true });
    }
  });
});
