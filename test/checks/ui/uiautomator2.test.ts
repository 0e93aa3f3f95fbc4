import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../../src/adb/call.js';
import type { CheckDevice } from '../../../src/checks/kind.js';
import { type AppiumServer, startAppium } from '../../../src/checks/ui/appium-server.js';
import { uiCheck } from '../../../src/checks/ui/check.js';
import { requireUiPackages } from '../../../src/checks/ui/deps.js';
import { loadScenarios } from '../../../src/checks/ui/scenarios.js';
import { UiCheckConfig, type UiCheckConfigInput } from '../../../src/config/ui-check.js';
import type { VirtualDeviceSpecInput } from '../../../src/config/virtual-device.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices, type VirtualRack } from '../../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../../support/adb-server.js';

/**
 * Proof 2: the REAL UiAutomator2 driver (Appium from droidheal's cache) against droidheal's virtual
 * devices. The driver installs its server APKs with `pm install`, starts their instrumentation,
 * forwards tcp:6790 and speaks the UiAutomator2 server's HTTP protocol — all answered by the virtual
 * device. Nothing on droidheal's side is mocked.
 */

const PKG = 'com.example.notes';
const screen: NonNullable<VirtualDeviceSpecInput['ui']>['apps'] = [
  {
    package: PKG,
    activity: '.MainActivity',
    screen: [
      {
        tag: 'note_list',
        children: [
          { tag: 'note_row', text: 'Groceries' },
          { tag: 'note_row', text: 'Holidays' },
        ],
      },
      { tag: 'title_input', editable: true },
      { tag: 'save', text: 'Save', onClick: [{ add: { tag: 'saved_banner', text: 'Saved' } }] },
      { tag: 'crash_button', text: 'Crash', onClick: [{ crash: true }] },
      { tag: 'unplug', text: 'Unplug', onClick: [{ drop: 'die' }] },
    ],
  },
];
const phone = (name: string, hostsServer = true): VirtualDeviceSpecInput => ({
  name,
  model: 'Pixel 8',
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
  ui: { hostsServer, apps: screen },
});

let dir: string;
let adb: PrivateAdbServer;
let server: AdbServer;
let rack: VirtualRack;
let appium: AppiumServer;
const device = (i: number): CheckDevice => ({ server, serial: rack.devices[i]!.serial, groups: ['all'] });

beforeAll(async () => {
  requireUiPackages();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ui-u2-'));
  adb = await startPrivateAdbServer();
  server = adbServer({ host: '127.0.0.1', port: adb.port });
  rack = await startVirtualDevices([phone('healthy'), phone('drops'), phone('locked-down', false)]);
  await connectToAdb(rack, { host: '127.0.0.1', port: adb.port });
  appium = await startAppium({ startTimeoutMs: 60_000 });
}, 120_000);

afterAll(async () => {
  await appium?.stop();
  if (rack) {
    await disconnectFromAdb(rack, { host: '127.0.0.1', port: adb.port }).catch(() => {});
    await rack.stop();
  }
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function config(scenarios: UiCheckConfigInput['scenarios']): UiCheckConfig {
  return UiCheckConfig.parse({
    app: { package: PKG, activity: '.MainActivity' },
    appium: { url: appium.url.href },
    timeouts: { stepMs: 500, sessionMs: 90_000 },
    scenarios,
  });
}

async function run(cfg: UiCheckConfig, d: CheckDevice) {
  const scenarios = await loadScenarios(cfg, dir);
  const check = uiCheck({ config: cfg, scenarios, baseDir: dir, probeMs: 3000 });
  try {
    const failure = await check.prepare(d, AbortSignal.timeout(120_000));
    if (failure) return { failure, outcome: undefined };
    const outcome = await check.runBatch(
      d,
      scenarios.map((s) => s.test),
      AbortSignal.timeout(120_000),
    );
    return { failure: undefined, outcome };
  } finally {
    await check.close();
  }
}

describe('ui check through the real UiAutomator2 driver on a virtual device', () => {
  it('passes a scenario, fails a missing tag with the page source, and fails a crash — on a healthy device', async () => {
    const installs: string[] = [];
    rack.devices[0]!.on('instrument-start', (e) => installs.push(e.component));
    const { failure, outcome } = await run(
      config([
        {
          name: 'savesANote',
          steps: [
            { assert: { tag: 'note_row' }, count: 2 },
            { assert: { text: 'Groceries' }, is: 'displayed' },
            { type: 'Milk', into: { tag: 'title_input' } },
            { assert: { tag: 'title_input' }, text: 'Milk' },
            { click: { tag: 'save' } },
            { wait: { tag: 'saved_banner' }, timeoutMs: 2000 },
            { assert: { tag: 'saved_banner' }, text: 'Saved' },
          ],
        },
        {
          name: 'tagNobodyCarries',
          steps: [{ find: { tag: 'save' } }, { assert: { tag: 'save_button' }, is: 'displayed' }],
        },
        { name: 'crashes', steps: [{ click: { tag: 'crash_button' } }, { find: { tag: 'save' } }] },
        {
          name: 'runsAfterTheCrash',
          steps: [{ find: { tag: 'save' } }, { assert: { tag: 'saved_banner' }, is: 'absent' }],
        },
      ]),
      device(0),
    );
    expect(failure).toBeUndefined();
    const byName = Object.fromEntries(outcome!.executions.map((e) => [e.test.method, e]));
    expect(byName.savesANote?.outcome).toBe('passed');
    expect(byName.tagNobodyCarries?.outcome).toBe('failed');
    expect(byName.tagNobodyCarries?.detail).toBe(
      'step 2 (assert tag "save_button" displayed): no node with tag "save_button" within 500 ms',
    );
    expect(byName.tagNobodyCarries?.ui?.pageSource).toContain('resource-id="save"');
    expect(Buffer.from(byName.tagNobodyCarries!.ui!.screenshot!, 'base64').subarray(1, 4).toString('latin1')).toBe(
      'PNG',
    );
    expect(byName.crashes?.outcome).toBe('failed');
    expect(byName.crashes?.failureKind).toBe('crash');
    expect(byName.crashes?.trace?.split('\n')[0]).toBe(
      `droidheal.ui.AppCrashed: step 2 (find tag "save"): the app ${PKG} crashed (its process is gone)`,
    );
    // the app restarts before each scenario, so the one after the crash sees a fresh screen
    expect(byName.runsAfterTheCrash?.outcome).toBe('passed');
    expect(outcome!.deviceUsable).toBe(true);
    // the driver installed the server APKs and started their instrumentation on the device (once)
    expect(installs).toEqual(['io.appium.uiautomator2.server.test/androidx.test.runner.AndroidJUnitRunner']);
  });

  it('is undetermined (device-lost), never failed, when the device drops mid-scenario', async () => {
    const { failure, outcome } = await run(
      config([
        {
          name: 'unplugged',
          steps: [{ find: { tag: 'save' } }, { click: { tag: 'unplug' } }, { find: { tag: 'save' } }],
        },
      ]),
      device(1),
    );
    expect(failure).toBeUndefined();
    const e = outcome!.executions[0]!;
    expect(e.outcome).toBe('undetermined');
    expect(e.reason).toBe('device-lost');
    expect(outcome!.deviceUsable).toBe(false);
  });

  it('is undetermined (install-failed), never failed, when the device refuses the server APKs', async () => {
    const { failure, outcome } = await run(
      config([{ name: 'anything', steps: [{ find: { tag: 'save' } }] }]),
      device(2),
    );
    expect(outcome).toBeUndefined();
    expect(failure?.reason).toBe('install-failed');
    expect(failure?.detail).toMatch(
      /^the driver could not install its server APKs: .*INSTALL_FAILED_VERIFICATION_FAILURE/,
    );
  });
});
