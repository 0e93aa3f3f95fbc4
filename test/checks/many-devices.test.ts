import { getEventListeners } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adbServer } from '../../src/adb/call.js';
import { instrumentationCheck } from '../../src/checks/instrumentation/check.js';
import { openRackSession } from '../../src/checks/rack-session.js';
import { runSuite } from '../../src/checks/run-suite.js';
import { loadRack } from '../../src/config/rack.js';
import { emptyHistory } from '../../src/schedule/history.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices, type VirtualRack } from '../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

// Issue 26: from 16 devices on, Node printed "MaxListenersExceededWarning … 11 abort listeners added
// to [AbortSignal]" — every device's adb calls listened to the run's one signal at once.
const DEVICES = 16;
const PKG = 'com.example.many';
const suite = Array.from({ length: 160 }, (_, i) => ({
  class: `${PKG}.C${i % 32}Test`,
  method: `m${i}`,
  durationMs: 2,
}));
const check = instrumentationCheck(
  {
    testPackage: `${PKG}.test`,
    runner: 'androidx.test.runner.AndroidJUnitRunner',
    targetPackage: PKG,
    runnerArgs: {},
    installs: [],
  },
  { testSilenceMs: 10_000, probeMs: 5000, installMs: 10_000 },
);

let adb: PrivateAdbServer;
let rack: VirtualRack;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  rack = await startVirtualDevices(
    Array.from({ length: DEVICES }, (_, i) => ({
      name: `many-${i}`,
      model: 'Pixel 8',
      manufacturer: 'Google',
      sdk: 34,
      abis: ['arm64-v8a'],
      packages: [PKG],
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests: suite,
    })),
  );
  await connectToAdb(rack, { host: '127.0.0.1', port: adb.port });
}, 60_000);
afterAll(async () => {
  if (rack) await disconnectFromAdb(rack, { host: '127.0.0.1', port: adb.port }).catch(() => undefined);
  await rack?.stop();
  await adb?.stop();
});

describe(`runSuite on ${DEVICES} virtual devices through a real adb server`, () => {
  it('warns about no abort listeners and leaves none on the run signal', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const run = new AbortController();
    const server = adbServer({ host: '127.0.0.1', port: adb.port });
    try {
      for (let round = 0; round < 2; round++) {
        const r = await runSuite({
          check,
          groups: [{ name: 'all', required: true }],
          devices: rack.devices.map((d) => ({ server, serial: d.serial, groups: ['all'] })),
          tests: suite.map(({ class: c, method }) => ({ class: c, method })),
          history: emptyHistory(),
          reschedule: 1,
          confirmFailures: false,
          signal: run.signal,
        });
        expect(r.runVerdict).toBe('pass');
        expect(new Set(r.executions.map((e) => e.device)).size).toBe(DEVICES);
        // the same count after every run: nothing piles up on a signal a second run shares
        expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
      }
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([]);
  }, 120_000);
});

describe(`the pool over ${DEVICES} virtual devices`, () => {
  it('probes them all at once without an abort-listener warning, and leases every one', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-many-'));
    const run = new AbortController();
    try {
      const file = path.join(dir, 'devices.json');
      await writeFile(file, JSON.stringify({ servers: [`127.0.0.1:${adb.port}`], groups: { all: {} } }));
      const session = await openRackSession(await loadRack(file), {
        groups: [{ name: 'all', required: true }],
        signal: run.signal,
      });
      try {
        expect(session.devices).toHaveLength(DEVICES);
        // a few probe rounds (every 500 ms by default) with every device probed at once
        await new Promise((r) => setTimeout(r, 1500));
      } finally {
        await session.close();
      }
      expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
      await rm(dir, { recursive: true, force: true });
    }
    expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([]);
  }, 60_000);
});
