import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adbServer } from '../../src/adb/call.js';
import { listDevices } from '../../src/adb/devices.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot } from '../support/cli.js';
import { refused } from '../support/process.js';

describe('a process holding a lease is interrupted', () => {
  let adb: PrivateAdbServer;
  beforeAll(async () => {
    adb = await startPrivateAdbServer();
  });
  afterAll(async () => {
    await adb?.stop();
  });

  it('releases the lease and stops the virtual devices on SIGINT', async () => {
    const rack = {
      servers: [`127.0.0.1:${adb.port}`],
      groups: { api34: { sdk: { min: 34 } } },
      virtual: [{ name: 'held', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] }],
    };
    const child = execa(
      process.execPath,
      [path.join(repoRoot, 'test/pool/fixtures/lease-holder.mjs'), JSON.stringify(rack), 'api34'],
      { reject: false, timeout: 60_000 },
    );
    let out = '';
    await new Promise<void>((resolve) =>
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (/leased /.test(out)) resolve();
      }),
    );
    const serial = /leased (\S+)/.exec(out)![1]!;
    const port = Number(serial.split(':')[1]);
    expect(await refused(port)).toBe(false);
    expect((await listDevices(adbServer(adb))).map((d) => d.serial)).toEqual([serial]);
    child.kill('SIGINT');
    const r = await child;
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/closed; lease aborted: true/);
    expect(await refused(port)).toBe(true);
    expect(await listDevices(adbServer(adb))).toEqual([]);
  });
});
