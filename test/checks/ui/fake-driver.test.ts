import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdbServer, adbServer } from '../../../src/adb/call.js';
import type { CheckDevice } from '../../../src/checks/kind.js';
import { type AppiumServer, startAppium } from '../../../src/checks/ui/appium-server.js';
import { uiCheck } from '../../../src/checks/ui/check.js';
import { requireUiPackages, uiHome, uiPackages } from '../../../src/checks/ui/deps.js';
import { loadScenarios } from '../../../src/checks/ui/scenarios.js';
import { UiCheckConfig, type UiCheckConfigInput } from '../../../src/config/ui-check.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices, type VirtualRack } from '../../../src/virtual/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../../support/adb-server.js';

/**
 * Proof 1: a REAL Appium server (from droidheal's cache) with Appium's own fake driver, driven over
 * the real WebDriver protocol by WebdriverIO. The device behind the check is a virtual device on a
 * private adb server, so the health probes around each step are real too.
 */

const APP_XML = `<app width="1080" height="2400">
  <title>Notes</title>
  <MockListItem id="note_row" text="Groceries"/>
  <MockListItem id="note_row" text="Holidays"/>
  <MockButton id="save" text="Save">Save</MockButton>
  <MockButton id="delete" enabled="false">Delete</MockButton>
  <MockButton id="hidden_help" visible="false">Help</MockButton>
  <MockInputField id="title_input"/>
</app>
`;

let dir: string;
let adb: PrivateAdbServer;
let server: AdbServer;
let rack: VirtualRack;
let appium: AppiumServer;
let device: CheckDevice;

beforeAll(async () => {
  requireUiPackages(uiHome(), uiPackages({ withFakeDriver: true }));
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ui-fake-'));
  await writeFile(path.join(dir, 'notes.xml'), APP_XML);
  adb = await startPrivateAdbServer();
  server = adbServer({ host: '127.0.0.1', port: adb.port });
  rack = await startVirtualDevices([
    {
      name: 'pixel',
      model: 'Pixel 8',
      manufacturer: 'Google',
      sdk: 34,
      abis: ['arm64-v8a'],
      packages: ['com.example.notes'],
    },
  ]);
  await connectToAdb(rack, { host: '127.0.0.1', port: adb.port });
  appium = await startAppium({ startTimeoutMs: 60_000 });
  device = { server, serial: rack.devices[0]!.serial, groups: ['all'] };
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

function config(scenarios: UiCheckConfigInput['scenarios'], extra: Partial<UiCheckConfigInput> = {}): UiCheckConfig {
  return UiCheckConfig.parse({
    app: { package: 'com.example.notes' },
    appium: { url: appium.url.href },
    capabilities: {
      platformName: 'Fake',
      'appium:automationName': 'Fake',
      'appium:deviceName': 'fake',
      'appium:app': path.join(dir, 'notes.xml'),
    },
    restartApp: false,
    timeouts: { stepMs: 300 },
    scenarios,
    ...extra,
  });
}

async function run(cfg: UiCheckConfig) {
  const scenarios = await loadScenarios(cfg, dir);
  const check = uiCheck({ config: cfg, scenarios, baseDir: dir, probeMs: 3000 });
  try {
    const failure = await check.prepare(device, AbortSignal.timeout(60_000));
    if (failure) return { failure, outcome: undefined };
    const outcome = await check.runBatch(
      device,
      scenarios.map((s) => s.test),
      AbortSignal.timeout(60_000),
    );
    return { failure: undefined, outcome };
  } finally {
    await check.close();
  }
}

describe('ui check through a real Appium server with the fake driver', () => {
  it('passes a scenario whose nodes exist, are displayed, counted, clicked and typed into', async () => {
    const { failure, outcome } = await run(
      config([
        {
          name: 'editsANote',
          steps: [
            { find: { tag: 'save' } },
            { assert: { tag: 'save' }, is: 'displayed' },
            { assert: { tag: 'note_row' }, count: 2 },
            { assert: { text: 'Groceries' }, is: 'exists' },
            { click: { tag: 'save' } },
            { type: 'Milk', into: { tag: 'title_input' } },
            { assert: { tag: 'title_input' }, text: 'Milk' },
            { assert: { tag: 'nothing_here' }, is: 'absent' },
          ],
        },
      ]),
    );
    expect(failure).toBeUndefined();
    expect(outcome?.executions.map((e) => [e.test.method, e.outcome])).toEqual([['editsANote', 'passed']]);
    expect(outcome?.deviceUsable).toBe(true);
  });

  it('fails a step whose tag no node carries, naming the step and carrying the page source and a screenshot', async () => {
    const { outcome } = await run(
      config([
        { name: 'missingTag', steps: [{ find: { tag: 'save' } }, { assert: { tag: 'save_button' }, is: 'displayed' }] },
      ]),
    );
    const e = outcome!.executions[0]!;
    expect(e.outcome).toBe('failed');
    expect(e.failureKind).toBe('assertion');
    expect(e.detail).toBe('step 2 (assert tag "save_button" displayed): no node with tag "save_button" within 300 ms');
    expect(e.trace).toBe(
      'droidheal.ui.NodeNotFound: step 2 (assert tag "save_button" displayed): no node with tag "save_button" within 300 ms\n' +
        '\tat ui.droidheal.missingTag(droidheal.json:2)',
    );
    expect(e.ui?.step).toBe(2);
    expect(e.ui?.pageSource).toContain('<MockButton id="save" text="Save">');
    expect(Buffer.from(e.ui!.screenshot!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('fails an assertion that is false on a healthy device: a disabled node asserted enabled, a hidden one displayed', async () => {
    const { outcome } = await run(
      config([
        { name: 'deleteEnabled', steps: [{ assert: { tag: 'delete' }, is: 'enabled' }] },
        { name: 'helpShown', steps: [{ assert: { tag: 'hidden_help' }, is: 'displayed' }] },
        { name: 'rowCount', steps: [{ assert: { tag: 'note_row' }, count: 3 }] },
      ]),
    );
    expect(outcome!.executions.map((e) => [e.test.method, e.outcome, e.detail])).toEqual([
      [
        'deleteEnabled',
        'failed',
        'step 1 (assert tag "delete" enabled): expected tag "delete" to be enabled, it is not',
      ],
      [
        'helpShown',
        'failed',
        'step 1 (assert tag "hidden_help" displayed): expected tag "hidden_help" to be displayed, it is not',
      ],
      ['rowCount', 'failed', 'step 1 (assert tag "note_row" count 3): expected 3 nodes with tag "note_row", found 2'],
    ]);
  });

  it('is undetermined (setup-failed), never failed, when the Appium server does not answer', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    const { failure, outcome } = await run(
      config([{ name: 'anything', steps: [{ find: { tag: 'save' } }] }], {
        appium: { url: `http://127.0.0.1:${closed}/` },
      }),
    );
    expect(outcome).toBeUndefined();
    expect(failure?.reason).toBe('setup-failed');
    expect(failure?.detail).toMatch(/^the Appium server did not answer: /);
  });

  it('is undetermined with the refusal when Appium refuses the session (no such app)', async () => {
    const cfg = config([{ name: 'anything', steps: [{ find: { tag: 'save' } }] }]);
    cfg.capabilities['appium:app'] = path.join(dir, 'missing.xml');
    const { failure } = await run(cfg);
    expect(failure?.reason).toBe('setup-failed');
    expect(failure?.detail).toMatch(/^Appium refused the session: /);
  });
});
