import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { AdbError } from '../../src/adb/errors.js';
import { install } from '../../src/adb/install.js';
import { shell } from '../../src/adb/shell.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { connectionsTo } from '../support/process.js';

const PKG = 'com.example.notes';

describe('install: push, pm install, with one deadline and an abort', () => {
  let adb: PrivateAdbServer;
  let rack: VirtualRack;
  let server: AdbServer;
  let dir: string;
  let apk: string;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      { name: 'fresh', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] },
      { name: 'stalls', model: 'Pixel 7', manufacturer: 'Google', sdk: 33, abis: ['arm64-v8a'] },
    ]);
    await connectToAdb(rack, adb);
    server = adbServer(adb);
    dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-install-'));
    // the virtual device's stand-in APK format (src/virtual/packages.ts): no Android build needed
    apk = path.join(dir, 'app.apk');
    await writeFile(apk, JSON.stringify({ package: PKG }));
  });
  afterAll(async () => {
    await rack?.stop();
    await adb?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('installs the APK and removes the pushed copy', async () => {
    const serial = rack.devices[0]!.serial;
    await install(server, serial, apk, { timeoutMs: 10_000 });
    expect(await shell(server, serial, ['pm', 'list', 'packages'])).toContain(`package:${PKG}\n`);
    expect(await shell(server, serial, ['ls', '/data/local/tmp/app.apk'])).toContain('No such file');
  });

  it('rejects a file the package manager refuses with its INSTALL_ text, read as setup-failed', async () => {
    const bad = path.join(dir, 'broken.apk');
    await writeFile(bad, 'not an apk at all');
    const err = await install(server, rack.devices[0]!.serial, bad, { timeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AdbError);
    expect(err).toMatchObject({ reason: 'setup-failed' });
    expect((err as Error).message).toContain('INSTALL_PARSE_FAILED_NOT_APK');
  });

  it('rejects an APK file that is not there with an AdbError naming it', async () => {
    const err = await install(server, rack.devices[0]!.serial, path.join(dir, 'gone.apk'), { timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AdbError);
    expect((err as Error).message).toContain('install gone.apk on');
    expect((err as Error).message).toContain('ENOENT');
  });

  it('gives up on a device that stalls at the deadline and leaves no connection open', async () => {
    const stalls = rack.devices[1]!;
    stalls.hang();
    try {
      await expect.poll(() => connectionsTo(adb.port)).toBe(0);
      const err = await install(server, stalls.serial, apk, { timeoutMs: 500 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AdbError);
      expect(err).toMatchObject({ kind: 'timeout', reason: 'device-hung' });
      // the connection the install used is closed, not left waiting on the device forever
      await expect.poll(() => connectionsTo(adb.port)).toBe(0);
    } finally {
      stalls.unhang();
    }
  });

  it('stops an install in flight when its signal aborts and leaves no connection open', async () => {
    const stalls = rack.devices[1]!;
    stalls.hang();
    try {
      const ac = new AbortController();
      const pending = install(server, stalls.serial, apk, { timeoutMs: 60_000, signal: ac.signal }).catch(
        (e: unknown) => e,
      );
      // the install is under way: its connection to the adb server is open
      await expect.poll(() => connectionsTo(adb.port)).toBe(1);
      ac.abort(new Error('interrupted'));
      const err = await pending;
      expect(err).toMatchObject({ kind: 'aborted', reason: 'not-run' });
      await expect.poll(() => connectionsTo(adb.port)).toBe(0);
    } finally {
      stalls.unhang();
    }
  });
});
