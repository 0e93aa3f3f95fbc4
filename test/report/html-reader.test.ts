import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceLabel } from '../../src/config/device-facts.js';
import { testKey } from '../../src/config/outcome.js';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { type Browser, launchChromium } from './browser.js';

/**
 * The HTML report as the people who read it use it, from a real `droidheal run` on two virtual
 * phones, read in headless Chromium and checked against report.json: which build ran (the APKs'
 * versions), how long each test took, a timeline per device, and filters by verdict, device and text.
 */
const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const tests = [
  // one class, one batch, in this order: the second fails on the note the first left, passes alone after pm clear.
  // First in the suite, so a device takes it while the queue is full: at the tail (tail.ts) a class may be halved
  // across two devices, and then nothing is left behind for the second test.
  { class: `${PKG}.StoreTest`, method: 'savesNote', durationMs: 90, leavesData: ['note.db'] },
  { class: `${PKG}.StoreTest`, method: 'startsEmpty', durationMs: 40, needsCleanData: true },
  { class: `${PKG}.ListTest`, method: 'showsNotes', durationMs: 400 },
  { class: `${PKG}.ListTest`, method: 'scrolls', durationMs: 150 },
  { class: `${PKG}.EditorTest`, method: 'savesTheNote', durationMs: 250, outcome: 'fail', message: 'not saved' },
  { class: `${PKG}.EditorTest`, method: 'discards', durationMs: 80 },
  { class: `${PKG}.SearchTest`, method: 'findsByTitle', durationMs: 300 },
  { class: `${PKG}.SearchTest`, method: 'ignoresCase', durationMs: 60, outcome: 'ignored' },
];
const phone = (name: string, model: string) => ({
  name,
  model,
  manufacturer: 'Google',
  sdk: 34,
  abis: ['arm64-v8a'],
  packages: [PKG],
});

let adb: PrivateAdbServer;
let browser: Browser;
let dir: string;
let report: Report;
let page: Page;
const problems: string[] = [];
const outside: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-html-reader-'));
  adb = await startPrivateAdbServer();
  browser = await launchChromium();
  // stand-in APKs (src/virtual/packages.ts) carrying the versions a real manifest would
  await writeFile(join(dir, 'app.apk'), JSON.stringify({ package: PKG, versionName: '1.4.2', versionCode: 142 }));
  await writeFile(
    join(dir, 'app-test.apk'),
    JSON.stringify({ package: `${PKG}.test`, instrumentation: { runner: RUNNER, target: PKG }, versionCode: 7 }),
  );
  await writeFile(
    join(dir, 'droidheal.json'),
    JSON.stringify({
      instrumentation: { appApk: 'app.apk', testApk: 'app-test.apk', orderCheck: true },
      timeouts: { testSilenceMs: 3000, probeMs: 1000 },
      retries: { reschedule: 1, confirmFailures: true },
    }),
  );
  await writeFile(
    join(dir, 'rack.json'),
    JSON.stringify({
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests,
      groups: { phones: { sdk: { min: 30 } } },
      virtual: [phone('one', 'Pixel 8'), phone('two', 'Pixel 7a')],
    }),
  );
  const run = await runCli(['run', '--rack', 'rack.json', '--config', 'droidheal.json', '--report-dir', 'out'], {
    cwd: dir,
    env: adb.env,
  });
  expect(run.exitCode, run.stderr).toBe(1);
  report = Report.parse(JSON.parse(await readFile(join(dir, 'out', 'report.json'), 'utf8')));
  page = await browser.context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (q) => {
    if (!q.url().startsWith(pathToFileURL(join(dir, 'out')).href)) outside.push(q.url());
  });
  await page.goto(pathToFileURL(join(dir, 'out', 'report.html')).href);
}, 180_000);
afterAll(async () => {
  await page?.close();
  await browser?.close();
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The tests of the matrix a person sees now, in the order shown. */
const shownTests = () =>
  page.$$eval('#matrix tr.test-row:not([hidden])', (rows) => rows.map((r) => r.getAttribute('data-test')));

describe('the HTML report a person reads, from a real run', () => {
  it('says which build ran: the app and test APK with the versions of their manifests', async () => {
    expect(report.checks?.[0]?.apks).toEqual([
      { role: 'app', file: 'app.apk', package: PKG, versionName: '1.4.2', versionCode: 142 },
      { role: 'test', file: 'app-test.apk', package: `${PKG}.test`, versionCode: 7 },
    ]);
    const build = await page.$$eval('#build .apk', (as) => as.map((a) => a.textContent));
    expect(build).toEqual([`app ${PKG} 1.4.2 (142)`, `test ${PKG}.test ? (7)`]);
  });

  it("shows each test's time as the sum of its runs in report.json, and sorts by it", async () => {
    const rows = await page.$$eval('#matrix tr.test-row', (rs) =>
      rs.map((r) => [r.getAttribute('data-test'), r.querySelector('td.time')?.getAttribute('data-ms') ?? null]),
    );
    const expected = report.verdicts.map((v) => {
      const runs = report.executions.filter((e) => testKey(e.test) === testKey(v.test) && e.durationMs !== undefined);
      const total = runs.reduce((s, e) => s + (e.durationMs ?? 0), 0);
      return [testKey(v.test), runs.length ? String(Math.round(total)) : null];
    });
    expect(rows).toEqual(expected);
    await page.click('#matrix th.time');
    const sorted = await page.$$eval('#matrix tr.test-row td.time', (tds) =>
      tds.map((td) => Number(td.getAttribute('data-ms') ?? -1)),
    );
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await page.click('#matrix th.time');
    expect(await shownTests()).toEqual(report.verdicts.map((v) => testKey(v.test)));
  });

  it('draws a lane per device with a bar per timed run, named by model, never two runs at once on one device', async () => {
    const lanes = await page.$$eval('#timeline .lane[data-device]', (ls) =>
      ls.map((l) => ({
        device: l.getAttribute('data-device')!,
        label: l.querySelector('.lane-label')!.textContent,
        bars: [...l.querySelectorAll('.bar')].map((b) => {
          const r = b.getBoundingClientRect();
          return { exec: Number(b.getAttribute('data-exec')), left: r.left, right: r.right };
        }),
      })),
    );
    const timed = report.executions.filter((e) => e.startedAt && e.durationMs !== undefined);
    const devices = report.devices.map((d) => d.serial).filter((s) => timed.some((e) => e.device === s));
    expect(devices).toHaveLength(2);
    expect(lanes.map((l) => [l.device, l.label])).toEqual(
      devices.map((s) => [s, deviceLabel(report.devices.find((d) => d.serial === s)!)]),
    );
    for (const l of lanes) {
      const mine = timed.filter((e) => e.device === l.device).map((e) => report.executions.indexOf(e));
      expect(l.bars.map((b) => b.exec).sort()).toEqual(mine.sort());
      // one device runs one test at a time: its bars follow each other (a pixel of rounding allowed)
      const byLeft = [...l.bars].sort((a, b) => a.left - b.left);
      for (let i = 1; i < byLeft.length; i++)
        expect(byLeft[i]!.left).toBeGreaterThanOrEqual(byLeft[i - 1]!.right - 2.5);
    }
    expect(lanes.map((l) => l.label!.replace(/ \(.*/, '')).sort()).toEqual(['Pixel 7a', 'Pixel 8']);
    // a click on a bar opens that run's cell
    const failed = report.executions.findIndex((e) => e.outcome === 'failed');
    await page.click(`#timeline .bar[data-exec="${failed}"]`);
    expect(await page.textContent('#detail h3')).toContain(testKey(report.executions[failed]!.test));
    await page.click('#detail button.close');
  });

  it('labels the order-dependent failure (and only it) with what to do, the detail panel naming the device by model', async () => {
    const dependent = report.verdicts.filter((v) => v.orderDependent).map((v) => testKey(v.test));
    expect(dependent).toEqual([`${PKG}.StoreTest#startsEmpty`]);
    const labelled = await page.$$eval('#matrix tr.test-row', (rows) =>
      rows.filter((r) => r.querySelector('td.verdict small.order-dependent')).map((r) => r.getAttribute('data-test')),
    );
    expect(labelled).toEqual(dependent);
    const row = `#matrix tr[data-test="${PKG}.StoreTest#startsEmpty"]`;
    expect(await page.getAttribute(`${row} td.verdict`, 'title')).toContain(
      'passes alone with cleared data — isolate it (isolation: test) or fix the leaked state',
    );
    // the cell of the device that ran it (its failure and the order check's runs alone)
    const failed = report.executions.find((e) => e.orderDependent)!;
    const cell = `${row} td.cell[data-device="${failed.device}"]`;
    await page.click(cell);
    expect(await page.textContent('#detail h3')).toBe(
      `${PKG}.StoreTest#startsEmpty on ${deviceLabel(report.devices.find((d) => d.serial === failed.device)!)} (group phones)`,
    );
    expect(await page.textContent('#detail h3')).toMatch(/ on Pixel (8|7a) \(/);
    expect(await page.textContent('#detail p.order-dependent')).toContain('isolate it (isolation: test)');
    await page.click('#detail button.close');
  });

  it('filters by verdict, device and text together, as report.json says', async () => {
    const keysWhere = (pred: (v: Report['verdicts'][number]) => boolean) =>
      report.verdicts.filter(pred).map((v) => testKey(v.test));
    await page.click('.filters button[data-filter="pass"]');
    expect(await shownTests()).toEqual(keysWhere((v) => v.verdict === 'pass'));
    await page.click('.filters button[data-filter="all"]');

    // a device: the tests that ran on it
    const serial = report.devices[1]!.serial;
    await page.selectOption('#device-filter', serial);
    const ranOn = new Set(report.executions.filter((e) => e.device === serial).map((e) => testKey(e.test)));
    expect(await shownTests()).toEqual(keysWhere((v) => ranOn.has(testKey(v.test))));
    expect(
      await page.$$eval('#timeline .lane[data-device]:not([hidden])', (ls) =>
        ls.map((l) => l.getAttribute('data-device')),
      ),
    ).toEqual([serial]);
    await page.selectOption('#device-filter', '');

    // text: case does not matter; the count says how many are shown
    await page.fill('#text-filter', 'searchtest');
    expect(await shownTests()).toEqual(keysWhere((v) => v.test.class.endsWith('SearchTest')));
    expect(await page.textContent('#shown-count')).toBe('2 shown');
    // text and verdict together
    await page.fill('#text-filter', 'editor');
    await page.click('.filters button[data-filter="fail"]');
    expect(await shownTests()).toEqual([`${PKG}.EditorTest#savesTheNote`]);
    await page.click('.filters button[data-filter="all"]');
    await page.fill('#text-filter', '');
    expect(await shownTests()).toHaveLength(report.verdicts.length);
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
});
