import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceFacts } from '../../src/config/device-facts.js';
import { RackFile, type RackFileInput, resolveRack } from '../../src/config/rack.js';
import { type LeaseLoss, NoDeviceError } from '../../src/pool/lease.js';
import { openPool, type Pool } from '../../src/pool/pool.js';
import { connectToAdb, startVirtualDevices } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot } from '../support/cli.js';
import { pidAlive, refused } from '../support/process.js';

const fakeSdk = path.join(repoRoot, 'android-fixtures/sdk');
const phone = { manufacturer: 'Google', abis: ['arm64-v8a'] };

describe('openPool with virtual devices and emulators', () => {
  let adb: PrivateAdbServer;
  let pool: Pool;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    const input: RackFileInput = {
      servers: [`127.0.0.1:${adb.port}`],
      groups: {
        api34: { sdk: { min: 34, max: 34 }, kind: 'virtual' },
        api29: { sdk: { max: 29 }, kind: 'virtual' },
        tablets: { labels: ['tablet'], required: false },
        emu: { kind: 'emulator', sdk: { min: 34 } },
        stuck: { kind: 'emulator', sdk: { max: 26 } },
      },
      emulators: [
        { avd: 'Pixel_8_API_34', bootTimeoutMs: 30_000, groups: ['emu'], labels: ['ci'] },
        { avd: 'Never_Boots_API_26', bootTimeoutMs: 1500, groups: ['stuck'] },
      ],
      virtual: [
        { name: 'a', model: 'Pixel 8', sdk: 34, ...phone },
        { name: 'b', model: 'Pixel 8 Pro', sdk: 34, ...phone },
        { name: 'c', model: 'Pixel 3', sdk: 29, state: 'unauthorized', ...phone },
        { name: 'big', model: 'Pixel Tablet', sdk: 33, ...phone },
      ],
      labels: { big: ['tablet'] },
      probe: { intervalMs: 200, timeoutMs: 1500 },
    };
    pool = await openPool(resolveRack(RackFile.parse(input)), { env: { ...process.env, ANDROID_HOME: fakeSdk } });
    await pool.settled();
  });

  afterAll(async () => {
    await pool?.close();
    await adb?.stop();
  });

  it('reports each group with whether it can run and why not', () => {
    const groups = Object.fromEntries(pool.groups().map((g) => [g.name, g]));
    expect(groups.api34).toMatchObject({ canRun: true, required: true });
    expect(groups.api34!.ready).toHaveLength(2);
    expect(groups.api29).toMatchObject({
      canRun: false,
      reason: 'unauthorized',
      remedy: 'accept the USB debugging prompt on the device',
    });
    expect(groups.tablets).toMatchObject({ canRun: true, required: false });
    expect(groups.emu).toMatchObject({ canRun: true });
    expect(groups.stuck).toMatchObject({ canRun: false, reason: 'boot-timeout' });
    expect(groups.stuck!.detail).toMatch(/Never_Boots_API_26/);
    expect(pool.snapshot().canRun).toBe(false);
  });

  it('boots the declared emulator and sees it as an emulator with its labels', () => {
    const emu = pool.devices().find((d) => d.kind === 'emulator')!;
    expect(emu).toMatchObject({ state: 'ready', sdk: 34, labels: ['ci'] });
    expect(emu.serial).toMatch(/^emulator-\d+$/);
    expect(pool.snapshot().emulators.map((e) => [e.avd, e.state])).toEqual([
      ['Pixel_8_API_34', 'booted'],
      ['Never_Boots_API_26', 'boot-timeout'],
    ]);
  });

  it('hands out each device to one holder at a time', async () => {
    const [l1, l2] = await Promise.all([pool.lease({ group: 'api34' }), pool.lease({ group: 'api34' })]);
    expect(l1.serial).not.toBe(l2.serial);
    let third = false;
    const p3 = pool.lease({ group: 'api34' }).then((l) => {
      third = true;
      return l;
    });
    await pool.refresh();
    expect(third).toBe(false);
    l1.release();
    const l3 = await p3;
    expect(l3.serial).toBe(l1.serial);
    l1.release(); // idempotent: must not free l3's device
    await expect(pool.lease({ group: 'api34' }, { timeoutMs: 300 })).rejects.toThrow(/became free/);
    l2.release();
    l3.release();
  });

  it('never gives one device to two holders, under many concurrent leasers', async () => {
    const holders = new Map<string, number>();
    let maxHolders = 0;
    const served: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        using lease = await pool.lease({ group: 'api34' }, { timeoutMs: 20_000 });
        const n = (holders.get(lease.serial) ?? 0) + 1;
        holders.set(lease.serial, n);
        maxHolders = Math.max(maxHolders, n);
        await new Promise((r) => setTimeout(r, 10 + Math.random() * 20));
        holders.set(lease.serial, n - 1);
        served.push(lease.serial);
      }),
    );
    expect(maxHolders).toBe(1);
    expect(served).toHaveLength(12);
    expect(new Set(served).size).toBe(2); // both devices were used
  });

  it('refuses at once, with the reason, when a group has no device that could become ready', async () => {
    const err = await pool.lease({ group: 'api29' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoDeviceError);
    expect((err as NoDeviceError).reason).toBe('unauthorized');
    await expect(pool.lease({ group: 'nope' })).rejects.toThrow(/unknown group/);
  });

  it('aborts a lease when its device is lost, and reports the loss', async () => {
    // a device the pool did not start (like a phone on the network): it only discovers it
    const outside = await startVirtualDevices([{ name: 'x', model: 'Lost Phone', sdk: 31, ...phone }]);
    try {
      await connectToAdb(outside, adb);
      await pool.refresh();
      const x = pool.devices().find((d) => d.serial === outside.devices[0]!.serial)!;
      expect(x).toMatchObject({ kind: 'physical', state: 'ready', groups: [] });
      const lease = await pool.lease({ serial: x.serial });
      const aborted = new Promise<LeaseLoss>((resolve) =>
        lease.signal.addEventListener('abort', () => resolve(lease.signal.reason as LeaseLoss)),
      );
      const lost = new Promise<DeviceFacts>((resolve) => pool.on('lost', (f) => f.serial === x.serial && resolve(f)));
      await outside.devices[0]!.die();
      expect((await lost).state).toBe('lost');
      expect(await aborted).toMatchObject({ serial: x.serial, reason: 'device-lost' });
      lease.release();
      await expect(pool.lease({ serial: x.serial })).rejects.toThrow(/lost/);
    } finally {
      await outside.stop();
    }
  });

  it('stops the virtual devices and emulators it started on close', async () => {
    const snap = pool.snapshot();
    const ports = snap.devices.filter((d) => d.kind === 'virtual').map((d) => Number(d.serial.split(':')[1]));
    const pids = snap.emulators.map((e) => e.pid).filter((p): p is number => p !== undefined);
    expect(ports.length).toBe(4);
    expect(pids.length).toBe(2);
    await pool.close();
    for (const p of ports) expect(await refused(p)).toBe(true);
    for (const pid of pids) expect(pidAlive(pid)).toBe(false);
    await expect(pool.lease({ group: 'api34' })).rejects.toThrow(/closed/);
  });
});
