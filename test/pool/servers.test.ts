import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServerHandle, startAdbServer } from '../../src/adb/server.js';
import type { DeviceFacts } from '../../src/config/device-facts.js';
import { RackFile, resolveRack } from '../../src/config/rack.js';
import { openPool, type Pool } from '../../src/pool/pool.js';
import { connectToAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { freePort, type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

const phone = { manufacturer: 'Google', abis: ['arm64-v8a'] };

function until(pool: Pool, pred: (d: DeviceFacts[]) => boolean): Promise<void> {
  if (pred(pool.devices())) return Promise.resolve();
  return new Promise((resolve) => {
    const on = () => {
      if (pred(pool.devices())) {
        pool.off('change', on);
        resolve();
      }
    };
    pool.on('change', on);
  });
}

describe('a pool over several adb servers', () => {
  let home: string;
  let portA: number;
  let serverA: AdbServerHandle;
  let serverB: PrivateAdbServer;
  let portC: number;
  let outside: VirtualRack;
  let pool: Pool;

  beforeAll(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'droidheal-servers-'));
    portA = await freePort();
    serverA = await startAdbServer({ port: portA, home });
    serverB = await startPrivateAdbServer();
    portC = await freePort(); // nothing listens here
    outside = await startVirtualDevices([
      { name: 'on-b', model: 'Galaxy S24', sdk: 34, ...phone, manufacturer: 'samsung' },
    ]);
    await connectToAdb(outside, serverB);
    const rack = resolveRack(
      RackFile.parse({
        servers: [`127.0.0.1:${portA}`, `127.0.0.1:${serverB.port}`, `127.0.0.1:${portC}`],
        groups: { google: { manufacturer: 'Google' }, samsung: { manufacturer: 'sam*' } },
        virtual: [{ name: 'on-a', model: 'Pixel 8', sdk: 34, ...phone }],
        probe: { intervalMs: 200, timeoutMs: 1500 },
      }),
    );
    pool = await openPool(rack);
  });

  afterAll(async () => {
    await pool?.close();
    await outside?.stop();
    await serverB?.stop();
    await serverA?.stop();
    await rm(home, { recursive: true, force: true });
  });

  it('uses every reachable server and reports the unreachable one', () => {
    const snap = pool.snapshot();
    expect(snap.devices.map((d) => [d.model, d.state, d.server])).toEqual(
      expect.arrayContaining([
        ['Pixel 8', 'ready', `127.0.0.1:${portA}`],
        ['Galaxy S24', 'ready', `127.0.0.1:${serverB.port}`],
      ]),
    );
    expect(snap.servers.map((s) => [s.server, s.reachable])).toEqual([
      [`127.0.0.1:${portA}`, true],
      [`127.0.0.1:${serverB.port}`, true],
      [`127.0.0.1:${portC}`, false],
    ]);
    expect(snap.servers[2]!.remedy).toMatch(new RegExp(`adb -P ${portC} start-server`));
    expect(snap.groups.map((g) => [g.name, g.canRun])).toEqual([
      ['google', true],
      ['samsung', true],
    ]);
  });

  it('marks devices of a server that goes away, and re-attaches its virtual devices when it is back', async () => {
    await serverA.stop();
    await until(pool, (ds) => ds.some((d) => d.model === 'Pixel 8' && d.state === 'unreachable-server'));
    const g = pool.groups().find((x) => x.name === 'google')!;
    expect(g).toMatchObject({ canRun: false, reason: 'adb-down' });
    // the samsung on server B is unaffected
    expect(pool.devices().find((d) => d.model === 'Galaxy S24')!.state).toBe('ready');
    serverA = await startAdbServer({ port: portA, home });
    await until(pool, (ds) => ds.some((d) => d.model === 'Pixel 8' && d.state === 'ready'));
    expect(pool.groups().find((x) => x.name === 'google')!.canRun).toBe(true);
  });
});
