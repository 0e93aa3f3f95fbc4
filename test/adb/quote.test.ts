import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../src/adb/call.js';
import { AdbError } from '../../src/adb/errors.js';
import { getState } from '../../src/adb/get-state.js';
import { shellCommandLine, shellQuote } from '../../src/adb/quote.js';
import { shell } from '../../src/adb/shell.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

const canary = path.join(os.tmpdir(), `droidheal-quote-canary-${process.pid}`);
const hostile = [
  `;rm -rf ${canary}`,
  `$(touch ${canary})`,
  `\`touch ${canary}\``,
  `it's "quoted" \\ back\\slash`,
  `a'b'c`,
  `${'$'}HOME and ${'$'}{PATH}`,
  `x && touch ${canary} || y`,
  `> ${canary}`,
  `tab\there`,
  `*`,
  ``,
  `-e`,
];

describe('shellQuote (the one quoting function)', () => {
  it('leaves plain words readable and quotes everything else', () => {
    expect(shellQuote('com.example.FooTest#bar')).toBe(`'com.example.FooTest#bar'`);
    expect(shellQuote('com.example.app/androidx.test.runner.AndroidJUnitRunner')).toBe(
      'com.example.app/androidx.test.runner.AndroidJUnitRunner',
    );
    expect(shellQuote(3)).toBe('3');
    expect(shellQuote('')).toBe(`''`);
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });

  it('joins an argv into one line', () => {
    expect(shellCommandLine(['echo', 'a b', `c'd`])).toBe(`echo 'a b' 'c'\\''d'`);
    expect(() => shellCommandLine([])).toThrow(/empty/);
  });
});

describe('hostile arguments and serials through a real adb server and device', () => {
  let adb: PrivateAdbServer;
  let rack: VirtualRack;
  let server: AdbServer;

  beforeAll(async () => {
    adb = await startPrivateAdbServer();
    rack = await startVirtualDevices([
      { name: 'q', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] },
    ]);
    await connectToAdb(rack, adb);
    server = adbServer(adb);
  });
  afterAll(async () => {
    await rack?.stop();
    await adb?.stop();
  });

  it.each(hostile.map((h) => [h]))('echo %j comes back literally', async (arg) => {
    // a leading word keeps echo from reading `-e` as its own option
    const out = await shell(server, rack.devices[0]!.serial, ['echo', 'v', arg], { timeoutMs: 5000 });
    expect(out).toBe(`v ${arg}\n`);
    expect(existsSync(canary)).toBe(false);
  });

  it('treats a hostile serial as a name that is not attached', async () => {
    for (const serial of [`$(touch ${canary})`, `;rm -rf ${canary}`]) {
      const err = await getState(server, serial, { timeoutMs: 5000 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AdbError);
      expect([(err as AdbError).message, (err as AdbError).deviceState]).toEqual([
        expect.stringContaining('not found'),
        'lost',
      ]);
      const err2 = await shell(server, serial, ['echo', 'x'], { timeoutMs: 5000 }).catch((e: unknown) => e);
      expect((err2 as AdbError).reason).toBe('device-lost');
    }
    // with a colon adb cannot even split the request: still an error, never a command
    await expect(getState(server, '127.0.0.1:1 ; echo hi', { timeoutMs: 5000 })).rejects.toThrow(AdbError);
    expect(existsSync(canary)).toBe(false);
  });
});
