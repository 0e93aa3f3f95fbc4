import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adbStates, disconnectFromAdb, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { adb, adbkitClient, deviceSpec, readAll, startConnected } from './support.js';

const DEVICES = 20;

describe('virtual devices through adbkit', () => {
  let server: PrivateAdbServer;
  let rack: VirtualRack;

  beforeAll(async () => {
    server = await startPrivateAdbServer();
    rack = await startConnected(
      server,
      Array.from({ length: DEVICES }, (_, i) => deviceSpec(`dev-${i}`, { model: `Virtual ${i}`, sdk: 26 + (i % 9) })),
    );
  });

  afterAll(async () => {
    await rack?.stop();
    await server?.stop();
  });

  it(`lists ${DEVICES} devices at once, each on its own 127.0.0.1 port`, async () => {
    const listed: Array<{ id: string; type: string }> = await adbkitClient(server).listDevices();
    for (const d of rack.devices) {
      expect(d.serial).toBe(`127.0.0.1:${d.port}`);
      expect(listed).toContainEqual({ id: d.serial, type: 'device' });
    }
    expect(new Set(rack.devices.map((d) => d.port)).size).toBe(DEVICES);
  });

  it('answers getProperties on every device with its own model and SDK, in parallel', async () => {
    const client = adbkitClient(server);
    const props: Array<Record<string, string>> = await Promise.all(
      rack.devices.map((d) => client.getDevice(d.serial).getProperties()),
    );
    props.forEach((p, i) => {
      expect(p['ro.product.model']).toBe(`Virtual ${i}`);
      expect(p['ro.build.version.sdk']).toBe(String(26 + (i % 9)));
    });
  });

  it('serves 50 concurrent shells on one device', async () => {
    const device = adbkitClient(server).getDevice(rack.devices[0]!.serial);
    const outs = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => (await readAll(await device.shell(`echo n${i}`))).toString()),
    );
    for (const [i, o] of outs.entries()) expect(o).toBe(`n${i}\n`);
  });

  it('pushes and pulls byte-identically through adbkit sync', async () => {
    const device = adbkitClient(server).getDevice(rack.devices[1]!.serial);
    const data = randomBytes(1024 * 1024 + 3);
    const transfer = await device.push(Readable.from([data], { objectMode: false }), '/sdcard/blob.bin');
    await new Promise<void>((resolve, reject) => {
      transfer.on('end', () => resolve());
      transfer.on('error', reject);
    });
    const stat = await device.stat('/sdcard/blob.bin');
    expect(stat.size).toBe(data.length);
    const back = await readAll(await device.pull('/sdcard/blob.bin'));
    expect(back.equals(data)).toBe(true);
    const entries: Array<{ name: string }> = await device.readdir('/sdcard');
    expect(entries.map((e) => e.name)).toContain('blob.bin');
  });

  it('installs with adbkit (push + pm install -r) and sees the package', async () => {
    const device = adbkitClient(server).getDevice(rack.devices[2]!.serial);
    expect(
      await device.install(
        Readable.from([Buffer.from(JSON.stringify({ package: 'com.example.viaadbkit' }))], { objectMode: false }),
      ),
    ).toBe(true);
    expect(await device.isInstalled('com.example.viaadbkit')).toBe(true);
    expect(await device.getPackages()).toContain('com.example.viaadbkit');
  });

  it('disconnectFromAdb removes every device from adb at once', async () => {
    const address = { host: '127.0.0.1', port: server.port };
    await disconnectFromAdb(rack, address);
    const states = await adbStates(rack, address);
    expect([...states.values()].every((s) => s === undefined)).toBe(true);
    expect((await adb(server, ['devices'])).stdout.trim()).toBe('List of devices attached');
  });
});
