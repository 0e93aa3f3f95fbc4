import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { execOut } from '../../src/adb/exec.js';
import { listFiles, pullFile } from '../../src/adb/files.js';
import { shell, shellStream } from '../../src/adb/shell.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { generated } from '../../src/virtual/instrument/output-files.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { mp4Boxes, readPng } from '../support/media.js';
import { COMPONENT, deviceSpec } from '../virtual/support.js';

const PKG = 'com.example.notes';
let adb: PrivateAdbServer;
let rack: VirtualRack;
let server: AdbServer;
let serial: string;
let oldSerial: string;

beforeAll(async () => {
  adb = await startPrivateAdbServer();
  rack = await startVirtualDevices([
    deviceSpec('media', {
      tests: [
        {
          class: `${PKG}.ShotTest`,
          method: 'writes',
          durationMs: 200,
          outcome: 'fail',
          message: 'boom',
          outputFiles: [
            { path: 'ShotTest/writes.txt', text: 'hello from the test' },
            { path: 'deep/a/b/blob.bin', bytes: 70_000 },
            { path: '{additionalTestOutputDir}/trace.json', text: '{}' },
          ],
        },
      ],
    }),
    // pre-N: shell v1 under a pty, where binary output over `shell:` would be mangled
    deviceSpec('old', { sdk: 23, features: [] }),
  ]);
  const address = { host: '127.0.0.1', port: adb.port };
  await connectToAdb(rack, address);
  server = adbServer(address);
  serial = rack.devices[0]!.serial;
  oldSerial = rack.devices[1]!.serial;
});
afterAll(async () => {
  await rack?.stop();
  await adb?.stop();
});

describe('evidence over adb, from a virtual device', () => {
  it('exec-out screencap -p gives a PNG of the display, byte for byte, also on a pre-N device', async () => {
    for (const s of [serial, oldSerial]) {
      const shot = await execOut(server, s, ['screencap', '-p'], { maxBytes: 10_000_000, timeoutMs: 5000 });
      expect('data' in shot).toBe(true);
      const png = readPng((shot as { data: Buffer }).data);
      // the display is drawn at a quarter of the device's 1080 × 2400
      expect(png).toMatchObject({ width: 270, height: 600, text: { Description: 'launcher' } });
    }
  });

  it('gives up past maxBytes and says how much there was', async () => {
    const shot = await execOut(server, serial, ['screencap', '-p'], { maxBytes: 100, timeoutMs: 5000 });
    expect(shot).toMatchObject({ tooLarge: true });
    expect((shot as { bytes: number }).bytes).toBeGreaterThan(100);
  });

  it('shows the failed test on screen after it ended, and lists and pulls the files it wrote', async () => {
    const before = Math.floor(Date.now() / 1000);
    const out = await shell(
      server,
      serial,
      ['am', 'instrument', '-w', '-r', '-e', 'additionalTestOutputDir', '/sdcard/out', COMPONENT],
      {
        timeoutMs: 10_000,
      },
    );
    expect(out).toContain('INSTRUMENTATION_STATUS_CODE: -2');
    const shot = await execOut(server, serial, ['screencap', '-p'], { maxBytes: 10_000_000, timeoutMs: 5000 });
    expect(readPng((shot as { data: Buffer }).data).text.Description).toBe(`test ${PKG}.ShotTest#writes failed`);

    const files = await listFiles(server, serial, '/sdcard/googletest/test_outputfiles', { timeoutMs: 5000 });
    expect(files.map((f) => f.path).sort()).toEqual(['ShotTest/writes.txt', 'deep/a/b/blob.bin']);
    for (const f of files) {
      expect(f.mtimeSec).toBeGreaterThanOrEqual(before);
      expect(f.mtimeSec).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    }
    expect(files.find((f) => f.path.endsWith('blob.bin'))!.size).toBe(70_000);
    expect(await listFiles(server, serial, '/sdcard/out', { timeoutMs: 5000 })).toMatchObject([{ path: 'trace.json' }]);
    expect(await listFiles(server, serial, '/sdcard/nothing/here', { timeoutMs: 5000 })).toEqual([]);
    expect(
      await listFiles(server, serial, '/sdcard/googletest/test_outputfiles', { timeoutMs: 5000, maxDepth: 1 }),
    ).toMatchObject([{ path: 'ShotTest/writes.txt' }]);

    // over several 64 KiB sync chunks, byte for byte
    const blob = await pullFile(server, serial, '/sdcard/googletest/test_outputfiles/deep/a/b/blob.bin', {
      maxBytes: 1_000_000,
      timeoutMs: 5000,
    });
    expect((blob as { data: Buffer }).data.equals(generated(70_000))).toBe(true);
    expect(
      await pullFile(server, serial, '/sdcard/googletest/test_outputfiles/deep/a/b/blob.bin', {
        maxBytes: 1000,
        timeoutMs: 5000,
      }),
    ).toMatchObject({ tooLarge: true });
  });

  it('screenrecord runs until SIGINT, then leaves a finished MP4; killed with TERM it leaves no index', async () => {
    const record = (file: string) => {
      let ended = false;
      const done = shellStream(server, serial, ['screenrecord', '--time-limit', 30, file], {
        timeoutMs: 20_000,
        onData: () => {},
      }).finally(() => {
        ended = true;
      });
      return { done, ended: () => ended };
    };
    const a = record('/sdcard/a.mp4');
    await expect.poll(() => shell(server, serial, ['pidof', 'screenrecord'], { timeoutMs: 2000 })).toMatch(/^\d+/);
    expect(a.ended()).toBe(false);
    await shell(server, serial, ['pkill', '-INT', 'screenrecord'], { timeoutMs: 2000 });
    await a.done;
    const mp4 = await pullFile(server, serial, '/sdcard/a.mp4', { maxBytes: 10_000_000, timeoutMs: 5000 });
    expect(mp4Boxes((mp4 as { data: Buffer }).data)).toEqual(['ftyp', 'moov', 'mdat']);

    const b = record('/sdcard/b.mp4');
    await expect.poll(() => shell(server, serial, ['pidof', 'screenrecord'], { timeoutMs: 2000 })).toMatch(/^\d+/);
    const pid = (await shell(server, serial, ['pidof', 'screenrecord'], { timeoutMs: 2000 })).trim();
    await shell(server, serial, ['kill', pid], { timeoutMs: 2000 });
    await b.done;
    const cut = await pullFile(server, serial, '/sdcard/b.mp4', { maxBytes: 10_000_000, timeoutMs: 5000 });
    expect(mp4Boxes((cut as { data: Buffer }).data)).toEqual(['ftyp', 'mdat']);
  });

  it('date +%s is the device clock in seconds', async () => {
    const now = Math.floor(Date.now() / 1000);
    const device = Number((await shell(server, serial, ['date', '+%s'], { timeoutMs: 2000 })).trim());
    expect(Math.abs(device - now)).toBeLessThanOrEqual(1);
  });
});
