import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adbServer } from '../../src/adb/call.js';
import type { DeviceFacts } from '../../src/config/device-facts.js';
import { Discovery } from '../../src/pool/discovery.js';
import { compileGroups } from '../../src/pool/selectors.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

const base = { manufacturer: 'Google', abis: ['x86_64', 'arm64-v8a'] };

/** Wait for the discovery to report `serial` in `state` (event-driven, bounded by the test timeout). */
function waitForState(d: Discovery, serial: string, state: DeviceFacts['state']): Promise<DeviceFacts> {
  const now = d.factsFor(serial);
  if (now?.state === state) return Promise.resolve(now);
  return new Promise((resolve) => {
    const on = (f: DeviceFacts) => {
      if (f.serial === serial && f.state === state) {
        d.off('change', on);
        resolve(f);
      }
    };
    d.on('change', on);
  });
}

describe('discovery on a real adb server with virtual devices', () => {
  let adb: PrivateAdbServer;
  let rack: VirtualRack;
  let discovery: Discovery;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      { name: 'ready', model: 'Pixel 8', sdk: 34, ...base },
      { name: 'slow', model: 'Pixel 5', sdk: 30, bootMs: 600_000, ...base },
      { name: 'locked', model: 'Pixel 6', sdk: 33, state: 'unauthorized', ...base },
      { name: 'silent', model: 'Pixel 4', sdk: 29, state: 'offline', ...base },
      { name: 'later', model: 'Pixel 7', sdk: 33, state: 'unauthorized-then-accept', acceptAfterMs: 1500, ...base },
      { name: 'hangs', model: 'Pixel 3', sdk: 28, ...base },
      { name: 'dies', model: 'Pixel 2', sdk: 27, ...base },
      { name: 'reboots', model: 'Pixel 1', sdk: 26, ...base },
    ]);
    await connectToAdb(rack, adb);
    const serials = new Set(rack.devices.map((d) => d.serial));
    discovery = new Discovery({
      servers: [adbServer(adb)],
      intervalMs: 200,
      timeoutMs: 1500,
      groups: compileGroups([{ name: 'api34', sdk: { min: 34 }, required: true }]),
      virtualSerials: () => serials,
      labelsFor: () => [],
    });
    await discovery.start();
  });

  afterAll(async () => {
    await discovery?.stop();
    await rack?.stop();
    await adb?.stop();
  });

  const dev = (name: string) => rack.devices.find((d) => d.name === name)!;

  it('reports a ready device with its facts and groups', async () => {
    const f = await waitForState(discovery, dev('ready').serial, 'ready');
    expect(f).toMatchObject({
      kind: 'virtual',
      model: 'Pixel 8',
      manufacturer: 'Google',
      sdk: 34,
      abis: ['x86_64', 'arm64-v8a'],
      bootCompleted: true,
      groups: ['api34'],
    });
    expect(f.bootId).toMatch(/\S/);
  });

  it('reports a slow-booting device as booting', async () => {
    const f = await waitForState(discovery, dev('slow').serial, 'booting');
    expect(f.bootCompleted).toBe(false);
    expect(f.groups).toEqual([]);
  });

  it('reports unauthorized with the remedy, and ready once the prompt is accepted', async () => {
    const f = await waitForState(discovery, dev('locked').serial, 'unauthorized');
    expect(f.remedy).toBe('accept the USB debugging prompt on the device');
    await waitForState(discovery, dev('later').serial, 'ready');
  });

  it('reports a device that never answers the handshake as offline, not dropped', async () => {
    const f = await waitForState(discovery, dev('silent').serial, 'offline');
    expect(f.reason).toMatch(/offline/);
    expect(f.remedy).toMatch(/reconnect/);
  });

  it('reports a hung device as hung within the probe timeout, and ready when it answers again', async () => {
    await waitForState(discovery, dev('hangs').serial, 'ready');
    dev('hangs').hang();
    const f = await waitForState(discovery, dev('hangs').serial, 'hung');
    expect(f.reason).toMatch(/within 1500 ms/);
    dev('hangs').unhang();
    await waitForState(discovery, dev('hangs').serial, 'ready');
  });

  it('reports a device that dies as lost and keeps it in the snapshot', async () => {
    await waitForState(discovery, dev('dies').serial, 'ready');
    const lost = new Promise<DeviceFacts>((resolve) =>
      discovery.on('lost', (f) => f.serial === dev('dies').serial && resolve(f)),
    );
    await dev('dies').die();
    const f = await lost;
    expect(f.state).toBe('lost');
    expect(discovery.snapshot().map((d) => d.serial)).toContain(dev('dies').serial);
  });

  it('sees a reboot as a new boot id, booting then ready', async () => {
    const before = await waitForState(discovery, dev('reboots').serial, 'ready');
    const rebooted = new Promise<DeviceFacts>((resolve) =>
      discovery.on('rebooted', (f) => f.serial === dev('reboots').serial && resolve(f)),
    );
    dev('reboots').reboot(800);
    const f = await rebooted;
    expect(f.bootId).not.toBe(before.bootId);
    await waitForState(discovery, dev('reboots').serial, 'ready');
  });
});
