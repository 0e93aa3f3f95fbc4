import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualDevice, VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { adb, deviceSpec, startConnected } from './support.js';

const HOSTILE_MODEL = 'Pixel 8; rm -rf "$HOME" `x` \'q\'';

describe('a virtual device through the real adb CLI', () => {
  let server: PrivateAdbServer;
  let rack: VirtualRack;
  let dev: VirtualDevice;
  let tmp: string;

  beforeAll(async () => {
    server = await startPrivateAdbServer();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-virtual-cli-'));
    rack = await startConnected(server, [
      deviceSpec('cli', { model: HOSTILE_MODEL, props: { 'ro.test.weird': 'a;b=c [d]' } }),
    ]);
    dev = rack.devices[0]!;
  });

  afterAll(async () => {
    await rack?.stop();
    await server?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('is listed by `adb devices -l` with its model (non-alphanumerics as _)', async () => {
    const r = await adb(server, ['devices', '-l']);
    const line = r.stdout.split('\n').find((l) => l.startsWith(dev.serial));
    expect(line).toMatch(/\sdevice\s/);
    expect(line).toContain(`model:${HOSTILE_MODEL.replace(/[^A-Za-z0-9]/g, '_')}`);
  });

  it('answers getprop for one key and for all keys, keeping hostile values intact', async () => {
    expect((await adb(server, ['-s', dev.serial, 'shell', 'getprop', 'ro.product.model'])).stdout).toBe(
      `${HOSTILE_MODEL}\n`,
    );
    expect((await adb(server, ['-s', dev.serial, 'shell', 'getprop', 'ro.build.version.sdk'])).stdout).toBe('34\n');
    const all = (await adb(server, ['-s', dev.serial, 'shell', 'getprop'])).stdout;
    expect(all).toContain('[ro.product.cpu.abilist]: [x86_64,arm64-v8a]\n');
    expect(all).toContain('[ro.test.weird]: [a;b=c [d]]\n');
    expect(all).toContain('[sys.boot_completed]: [1]\n');
  });

  it('passes shell exit codes through shell_v2 and keeps stderr apart', async () => {
    const exit3 = await adb(server, ['-s', dev.serial, 'shell', 'exit', '3']);
    expect(exit3.exitCode).toBe(3);
    const unknown = await adb(server, ['-s', dev.serial, 'shell', 'frobnicate', '--now']);
    expect(unknown.exitCode).toBe(127);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe('/system/bin/sh: frobnicate: inaccessible or not found\n');
    const echo = await adb(server, ['-s', dev.serial, 'shell', 'echo', 'hello', 'world']);
    expect([echo.exitCode, echo.stdout]).toEqual([0, 'hello world\n']);
  });

  it('loses the exit code on shell v1 (`adb shell -x`), like a real device', async () => {
    const r = await adb(server, ['-s', dev.serial, 'shell', '-x', 'exit', '3']);
    expect(r.exitCode).toBe(0);
  });

  it('round-trips quoted arguments with $ and quotes through the device shell', async () => {
    const word = `it's $HOME "quoted" \`x\``;
    const quoted = `'${word.replace(/'/g, `'\\''`)}'`;
    const r = await adb(server, ['-s', dev.serial, 'shell', `echo ${quoted}`]);
    expect(r.stdout).toBe(`${word}\n`);
  });

  it('pushes and pulls a random 3 MB file byte-identically', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const local = path.join(tmp, 'big.bin');
    const back = path.join(tmp, 'back.bin');
    await writeFile(local, data);
    expect((await adb(server, ['-s', dev.serial, 'push', local, '/data/local/tmp/big.bin'])).exitCode).toBe(0);
    expect((await adb(server, ['-s', dev.serial, 'pull', '/data/local/tmp/big.bin', back])).exitCode).toBe(0);
    expect((await readFile(back)).equals(data)).toBe(true);
    const missing = await adb(server, ['-s', dev.serial, 'pull', '/data/local/tmp/none.bin', back]);
    expect(missing.exitCode).toBe(1);
    // adb 29 prints this error on stdout
    expect(missing.stdout + missing.stderr).toContain(
      "failed to stat remote object '/data/local/tmp/none.bin': No such file or directory",
    );
  });

  it('installs streamed and with --no-streaming, then lists the packages', async () => {
    const apkA = path.join(tmp, 'notes-a.apk');
    const apkB = path.join(tmp, 'notes-b.apk');
    await writeFile(apkA, JSON.stringify({ package: 'com.example.streamed' }));
    await writeFile(
      apkB,
      JSON.stringify({
        package: 'com.example.pushed',
        instrumentation: { runner: 'androidx.test.runner.AndroidJUnitRunner', target: 'com.example.streamed' },
      }),
    );
    const streamed = await adb(server, ['-s', dev.serial, 'install', apkA]);
    expect(streamed.stdout).toContain('Performing Streamed Install');
    expect(streamed.stdout).toContain('Success');
    const pushed = await adb(server, ['-s', dev.serial, 'install', '--no-streaming', apkB]);
    expect(pushed.stdout).toContain('Performing Push Install');
    expect(pushed.stdout).toContain('Success');
    const list = (await adb(server, ['-s', dev.serial, 'shell', 'pm', 'list', 'packages'])).stdout;
    expect(list).toContain('package:com.example.streamed\n');
    expect(list).toContain('package:com.example.pushed\n');
    expect(list).toContain('package:android\n');
    const inst = (await adb(server, ['-s', dev.serial, 'shell', 'pm', 'list', 'instrumentation'])).stdout;
    expect(inst).toContain(
      'instrumentation:com.example.pushed/androidx.test.runner.AndroidJUnitRunner (target=com.example.streamed)\n',
    );
    // the push install cleaned up its temporary file
    expect((await adb(server, ['-s', dev.serial, 'shell', 'ls', '/data/local/tmp'])).stdout).not.toContain(
      'notes-b.apk',
    );
    const uninstall = await adb(server, ['-s', dev.serial, 'uninstall', 'com.example.streamed']);
    expect(uninstall.stdout).toContain('Success');
    expect((await adb(server, ['-s', dev.serial, 'shell', 'pm', 'path', 'com.example.streamed'])).exitCode).toBe(1);
  });

  it('refuses an install whose file is not an APK', async () => {
    const junk = path.join(tmp, 'junk.apk');
    await writeFile(junk, randomBytes(1000));
    const r = await adb(server, ['-s', dev.serial, 'install', junk]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout + r.stderr).toContain('INSTALL_PARSE_FAILED_NOT_APK');
  });

  it('reports a boot id that stays the same between reads', async () => {
    const a = (await adb(server, ['-s', dev.serial, 'shell', 'cat', '/proc/sys/kernel/random/boot_id'])).stdout.trim();
    const b = (await adb(server, ['-s', dev.serial, 'shell', 'cat', '/proc/sys/kernel/random/boot_id'])).stdout.trim();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toBe(a);
    expect(a).toBe(dev.bootId());
  });

  it('behaves like a pre-N device when it advertises no features: CRLF, no exit codes, push installs', async () => {
    const old = await startConnected(server, [deviceSpec('old', { sdk: 23, features: [] })]);
    try {
      const s = old.devices[0]!.serial;
      const echo = await adb(server, ['-s', s, 'shell', 'echo', 'a;', 'echo', 'b']);
      expect(echo.stdout).toBe('a\r\nb\r\n');
      expect((await adb(server, ['-s', s, 'shell', 'exit', '3'])).exitCode).toBe(0);
      const apk = path.join(tmp, 'com.example.byname.apk');
      await writeFile(apk, randomBytes(100));
      const install = await adb(server, ['-s', s, 'install', apk]);
      expect(install.stdout).toContain('Performing Push Install');
      expect((await adb(server, ['-s', s, 'shell', 'pm', 'list', 'packages', '-3'])).stdout).toBe(
        'package:com.example.notes\r\npackage:com.example.notes.test\r\npackage:com.example.byname\r\n',
      );
    } finally {
      await old.stop();
    }
  });

  it('keeps settings, and answers the pm verbs runners use before a run', async () => {
    const sh = (...a: string[]) => adb(server, ['-s', dev.serial, 'shell', ...a]);
    expect((await sh('settings', 'get', 'global', 'animator_duration_scale')).stdout).toBe('null\n');
    expect((await sh('settings', 'put', 'global', 'animator_duration_scale', '0')).exitCode).toBe(0);
    expect((await sh('settings', 'get', 'global', 'animator_duration_scale')).stdout).toBe('0\n');
    expect((await sh('pm', 'list', 'packages', '--user', '0', 'notes')).stdout).toBe(
      'package:com.example.notes\npackage:com.example.notes.test\n',
    );
    expect((await sh('pm', 'clear', 'com.example.notes')).stdout).toBe('Success\n');
    expect((await sh('pm', 'clear', 'com.example.absent')).exitCode).toBe(1);
  });

  it('refuses services it does not offer, as adb expects', async () => {
    const r = await adb(server, ['-s', dev.serial, 'reboot']);
    expect(r.exitCode).toBe(1);
  });
});
