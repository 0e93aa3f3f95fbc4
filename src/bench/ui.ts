import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adbServer } from '../adb/call.js';
import { freePort, startAdbServer } from '../adb/server.js';
import { startAppium } from '../checks/ui/appium-server.js';
import { uiCheck } from '../checks/ui/check.js';
import { importFromHome, installUiPackages, uiHome } from '../checks/ui/deps.js';
import { loadScenarios } from '../checks/ui/scenarios.js';
import type { WdClient } from '../checks/ui/steps.js';
import { UiCheckConfig, type UiCheckConfigInput } from '../config/ui-check.js';
import { connectToAdb, disconnectFromAdb, startVirtualDevices } from '../virtual/index.js';
import { median } from './lib/stats.js';

/**
 * `npm run bench -- ui`: what a ui check costs, medians over a few runs, in one Appium server.
 * - session start: the real UiAutomator2 driver on a virtual device (install check, instrumentation,
 *   forward, session) vs Appium's fake driver (the floor: Appium and WebdriverIO alone);
 * - a 10-step scenario through droidheal's step runner: real driver on the virtual device vs the fake driver;
 * - droidheal's layer: the same 10 steps as plain WebdriverIO calls on the fake driver vs through the step runner.
 */

const RUNS = 3;
const PKG = 'com.example.notes';

const steps: UiCheckConfigInput['scenarios'] = [
  {
    name: 'tenSteps',
    steps: [
      { find: { tag: 'save' } },
      { assert: { tag: 'save' }, is: 'displayed' },
      { assert: { tag: 'note_row' }, count: 2 },
      { assert: { tag: 'title' }, is: 'enabled' },
      { type: 'Milk', into: { tag: 'title' } },
      { assert: { tag: 'title' }, text: 'Milk' },
      { click: { tag: 'save' } },
      { find: { tag: 'note_row' } },
      { assert: { tag: 'missing' }, is: 'absent', timeoutMs: 0 },
      { find: { tag: 'title' } },
    ],
  },
];

const FAKE_APP = `<app width="1080" height="2400"><MockListItem id="note_row"/><MockListItem id="note_row"/>
<MockInputField id="title"/><MockButton id="save">Save</MockButton></app>`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const fmt = (ms: number) => `${Math.round(ms)} ms`;

/** The bench device: the notes app's screen, for the real UiAutomator2 driver. */
const BENCH_DEVICE = {
  name: 'bench',
  model: 'Pixel 8',
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
  ui: {
    apps: [
      {
        package: PKG,
        screen: [
          { tag: 'note_row', text: 'a' },
          { tag: 'note_row', text: 'b' },
          { tag: 'title', editable: true },
          { tag: 'save', text: 'Save' },
        ],
      },
    ],
  },
};

type UiBenchDevice = Parameters<ReturnType<typeof uiCheck>['prepare']>[0];
interface Medians {
  session: number;
  scenario: number;
}

/** The ui check's config for the real driver, or for Appium's fake driver on the fake app in `dir`. */
function checkConfig(appiumUrl: string, dir: string, fake: boolean): UiCheckConfig {
  return UiCheckConfig.parse({
    app: { package: PKG, activity: '.MainActivity' },
    appium: { url: appiumUrl },
    restartApp: false,
    timeouts: { stepMs: 1000 },
    scenarios: steps,
    ...(fake
      ? {
          capabilities: {
            platformName: 'Fake',
            'appium:automationName': 'Fake',
            'appium:deviceName': 'fake',
            'appium:app': path.join(dir, 'app.xml'),
          },
        }
      : {}),
  });
}

/** Session start and the 10-step scenario through droidheal's ui check, medians of RUNS. */
async function measureCheck(config: () => UiCheckConfig, dir: string, device: UiBenchDevice): Promise<Medians> {
  const session: number[] = [];
  const scenario: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cfg = config();
    const scenarios = await loadScenarios(cfg, dir);
    const check = uiCheck({ config: cfg, scenarios, baseDir: dir, probeMs: 5000 });
    try {
      const signal = AbortSignal.timeout(300_000);
      session.push(
        await time(async () => {
          const f = await check.prepare(device, signal);
          if (f) throw new Error(`session refused: ${f.detail}`);
        }),
      );
      scenario.push(
        await time(async () => {
          const o = await check.runBatch(device, [scenarios[0]!.test], signal);
          if (o.executions[0]?.outcome !== 'passed') throw new Error(`scenario ${o.executions[0]?.detail}`);
        }),
      );
    } finally {
      await check.close();
    }
  }
  return { session: median(session), scenario: median(scenario) };
}

/** The floor: the same ten commands as plain WebdriverIO protocol calls on the fake driver, median of RUNS. */
async function measurePlainCalls(appiumPort: number, capabilities: UiCheckConfig['capabilities']): Promise<number> {
  const wdio = await importFromHome<{ remote(o: object): Promise<WdClient> }>(uiHome(), 'webdriverio');
  const client = await wdio.remote({
    hostname: '127.0.0.1',
    port: appiumPort,
    path: '/',
    logLevel: 'silent',
    capabilities,
  });
  const plain: number[] = [];
  const key = 'element-6066-11e4-a52e-4f735466cecf';
  try {
    for (let i = 0; i < RUNS; i++) {
      plain.push(
        await time(async () => {
          const save = (await client.findElements('id', 'save'))[0]![key]!;
          await client.isElementDisplayed(save);
          await client.findElements('id', 'note_row');
          const title = (await client.findElements('id', 'title'))[0]![key]!;
          await client.isElementEnabled(title);
          await client.elementClear(title);
          await client.elementSendKeys(title, 'Milk');
          await client.getElementText(title);
          await client.elementClick(save);
          await client.findElements('id', 'note_row');
          await client.findElements('id', 'missing');
          await client.findElements('id', 'title');
        }),
      );
    }
  } finally {
    await client.deleteSession();
  }
  return median(plain);
}

export async function run(): Promise<void> {
  await installUiPackages({ withFakeDriver: true, onLog: (l) => process.stderr.write(`${l}\n`) });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-bench-ui-'));
  await writeFile(path.join(dir, 'app.xml'), FAKE_APP);
  const adb = await startAdbServer({ port: await freePort(), home: dir });
  const address = { host: '127.0.0.1', port: adb.port };
  const rack = await startVirtualDevices([BENCH_DEVICE]);
  const appium = await startAppium({ startTimeoutMs: 120_000 });
  try {
    await connectToAdb(rack, address);
    const device = { server: adbServer(address), serial: rack.devices[0]!.serial, groups: ['all'] };
    const config = (fake: boolean) => checkConfig(appium.url.href, dir, fake);
    const fake = await measureCheck(() => config(true), dir, device);
    const real = await measureCheck(() => config(false), dir, device);
    const p = await measurePlainCalls(Number(appium.url.port), config(true).capabilities);
    process.stdout.write(
      [
        `session start: UiAutomator2 driver on a virtual device ${fmt(real.session)} vs fake driver ${fmt(fake.session)} ` +
          `(×${(real.session / fake.session).toFixed(1)})`,
        `10-step scenario: UiAutomator2 driver ${fmt(real.scenario)} vs fake driver ${fmt(fake.scenario)} ` +
          `(×${(real.scenario / fake.scenario).toFixed(1)})`,
        `droidheal's step runner vs plain WebdriverIO calls (fake driver): ${fmt(fake.scenario)} vs ${fmt(p)} ` +
          `(×${(fake.scenario / p).toFixed(2)})`,
        `medians of ${RUNS} runs`,
        '',
      ].join('\n'),
    );
  } finally {
    await appium.stop();
    await disconnectFromAdb(rack, address).catch(() => {});
    await rack.stop();
    await adb.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
