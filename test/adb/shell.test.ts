import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { listDevices, serverVersion } from '../../src/adb/devices.js';
import { AdbError, classifyFailText } from '../../src/adb/errors.js';
import { getprop, getprops, parseGetprop } from '../../src/adb/getprop.js';
import { isPortOpen } from '../../src/adb/server.js';
import { shell } from '../../src/adb/shell.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

describe('adb FAIL texts', () => {
  it('map to device states and undetermined reasons', () => {
    // texts as adb 29 sends them
    expect(
      classifyFailText(
        "device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.",
      ),
    ).toEqual({ deviceState: 'unauthorized', reason: 'unauthorized' });
    expect(classifyFailText('device offline')).toEqual({ deviceState: 'offline', reason: 'offline' });
    expect(classifyFailText("device '127.0.0.1:6001' not found")).toEqual({
      deviceState: 'lost',
      reason: 'device-lost',
    });
    expect(classifyFailText('Failure [INSTALL_FAILED_INSUFFICIENT_STORAGE]')).toEqual({
      deviceState: undefined,
      reason: 'install-failed',
    });
    expect(classifyFailText('something new')).toEqual({ reason: 'adb-down' });
  });

  it('parses getprop output, multi-line values and CRLF included', () => {
    expect(parseGetprop('[ro.product.model]: [Pixel 8]\r\n[sys.boot_completed]: [1]\r\n[x.multi]: [a\nb]\n')).toEqual({
      'ro.product.model': 'Pixel 8',
      'sys.boot_completed': '1',
      'x.multi': 'a\nb',
    });
  });
});

describe('adb calls with deadlines on a real server', () => {
  let adb: PrivateAdbServer;
  let rack: VirtualRack;
  let server: AdbServer;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      { name: 'ok', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a', 'armeabi-v7a'] },
      { name: 'hangs', model: 'Pixel 7', manufacturer: 'Google', sdk: 33, abis: ['arm64-v8a'] },
    ]);
    await connectToAdb(rack, adb);
    server = adbServer(adb);
  });
  afterAll(async () => {
    await rack?.stop();
    await adb?.stop();
  });

  it('lists devices and reads properties', async () => {
    const list = await listDevices(server);
    expect(list.map((d) => d.state)).toEqual(['device', 'device']);
    expect(await getprop(server, rack.devices[0]!.serial, 'ro.product.model')).toBe('Pixel 8');
    expect((await getprops(server, rack.devices[0]!.serial))['ro.product.cpu.abilist']).toBe('arm64-v8a,armeabi-v7a');
    expect(await serverVersion(server)).toBeGreaterThan(30);
  });

  it('gives up on a hung device at the deadline instead of waiting forever', async () => {
    const hung = rack.devices[1]!;
    hung.hang();
    try {
      const err = await shell(server, hung.serial, ['echo', 'hi'], { timeoutMs: 400 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AdbError);
      expect(err).toMatchObject({ kind: 'timeout', deviceState: 'hung', reason: 'device-hung' });
      // the other device is unaffected: every call has its own connection
      expect(await shell(server, rack.devices[0]!.serial, ['echo', 'hi'], { timeoutMs: 2000 })).toBe('hi\n');
    } finally {
      hung.unhang();
    }
  });

  it('stops at once when its signal aborts', async () => {
    const hung = rack.devices[1]!;
    hung.hang();
    try {
      const ac = new AbortController();
      const p = shell(server, hung.serial, ['echo', 'hi'], { timeoutMs: 60_000, signal: ac.signal });
      setTimeout(() => ac.abort(), 50);
      await expect(p).rejects.toMatchObject({ kind: 'aborted' });
    } finally {
      hung.unhang();
    }
  });

  it('reports an unreachable server and does not start one there', async () => {
    const port = await freePort();
    const err = await listDevices(adbServer({ host: '127.0.0.1', port }), { timeoutMs: 2000 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'server-unreachable', deviceState: 'unreachable-server', reason: 'adb-down' });
    expect(await isPortOpen('127.0.0.1', port)).toBe(false);
  });
});
