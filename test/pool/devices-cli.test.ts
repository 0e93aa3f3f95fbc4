import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adbServer } from '../../src/adb/call.js';
import { listDevices } from '../../src/adb/devices.js';
import { PoolSnapshot } from '../../src/config/device-facts.js';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, repoRoot, runCli } from '../support/cli.js';
import { refused } from '../support/process.js';

const phone = { manufacturer: 'Google', abis: ['arm64-v8a'] };

describe('droidheal devices', () => {
  let adb: PrivateAdbServer;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    env = adb.env;
    dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-devices-cli-'));
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

  it('shows ready, offline, unauthorized and booting devices with reasons, and exits 3 for a required group that cannot run', async () => {
    const r = await runCli(['devices', '--rack', 'android-fixtures/racks/pool-mixed.json'], { env });
    expect(r.exitCode).toBe(3);
    const rows = r.stdout.split('\n');
    expect(rows.find((l) => l.includes('Pixel 8'))).toMatch(/\bready\b/);
    expect(rows.find((l) => l.includes('Pixel 5'))).toMatch(/\bbooting\b.*sys\.boot_completed/);
    expect(r.stdout).toMatch(/^pixel6-locked\s+127\.0\.0\.1:\d+\s+unauthorized\s+USB debugging not authorized/m);
    expect(r.stdout).toMatch(/^pixel7-offline\s+127\.0\.0\.1:\d+\s+offline\s+adb lists it offline/m);
    expect(r.stdout).toMatch(/accept the USB debugging prompt on the device/);
    expect(r.stdout).toMatch(/group api34 \(required\): can run/);
    expect(r.stdout).toMatch(/group api30 \(required\): CANNOT RUN \[booting\]/);
    // the virtual devices lived only for the command
    expect(await listDevices(adbServer(adb))).toEqual([]);
  });

  it('exits 0 when every required group has a ready device, and --json follows the schema', async () => {
    const file = await rack('ok.json', {
      groups: { api34: { sdk: { min: 34 } }, tablets: { labels: ['tablet'], required: false } },
      virtual: [{ name: 'p8', model: 'Pixel 8', sdk: 34, ...phone }],
    });
    const r = await runCli(['devices', '--rack', file, '--json'], { env });
    expect(r.exitCode).toBe(0);
    const snap = PoolSnapshot.parse(JSON.parse(r.stdout));
    expect(snap.canRun).toBe(true);
    expect(snap.devices).toHaveLength(1);
    expect(snap.devices[0]).toMatchObject({
      name: 'p8',
      kind: 'virtual',
      state: 'ready',
      model: 'Pixel 8',
      groups: ['api34'],
    });
    expect(snap.groups.find((g) => g.name === 'tablets')).toMatchObject({
      canRun: false,
      required: false,
      reason: 'no-device',
    });
  });

  it('reports an unreachable server as adb-down and exits 3', async () => {
    const port = await freePort();
    const file = await rack('down.json', { servers: [`127.0.0.1:${port}`] });
    const r = await runCli(['devices', '--rack', file], { env });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(new RegExp(`server 127\\.0\\.0\\.1:${port}: UNREACHABLE`));
    expect(r.stdout).toMatch(/group all \(required\): CANNOT RUN \[adb-down\]/);
    expect(await refused(port)).toBe(true); // it did not start a server there
  });

  it('--watch prints changes until Ctrl-C, then stops its virtual devices', async () => {
    const file = await rack('watch.json', {
      groups: { api33: { sdk: { min: 33 } } },
      virtual: [
        { name: 'w', model: 'Pixel 7', sdk: 33, state: 'unauthorized-then-accept', acceptAfterMs: 1500, ...phone },
      ],
      probe: { intervalMs: 200, timeoutMs: 2000 },
    });
    const child = execa(process.execPath, [binPath, 'devices', '--rack', file, '--watch'], {
      cwd: repoRoot,
      env,
      reject: false,
      timeout: 60_000,
    });
    let out = '';
    const seen = (re: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => re.test(out) && resolve();
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          check();
        });
        check();
      });
    await seen(/unauthorized → booting|unauthorized → ready/);
    await seen(/→ ready/);
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(out)![1]);
    expect(await refused(port)).toBe(false);
    child.kill('SIGINT');
    const r = await child;
    expect(r.exitCode).toBe(0);
    expect(out).toMatch(/watching for changes/);
    expect(await refused(port)).toBe(true);
    expect(await listDevices(adbServer(adb))).toEqual([]);
  });
});
