import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report, type ReportCheck, type Suite } from '../../src/config/report.js';
import { runCli } from '../support/cli.js';
import { type Browser, launchChromium } from './browser.js';
import { buildReport, device, exec, t, v } from './fixtures.js';

/**
 * `droidheal report merge` keeps the checks of its shards: which build ran (the app and test APKs with
 * their versions), how many tests each check reported and what isolation cost — and the HTML rendered
 * from the merged report, read in Chromium, still names the build.
 */
const [A, B] = [t('A', 'a'), t('B', 'b')] as const;
const suite: Suite = { name: 'com.example.test', groups: [{ group: 'main', tests: [A, B] }] };
const apks: NonNullable<ReportCheck['apks']> = [
  { role: 'app', file: 'app.apk', package: 'com.example', versionName: '2.0.1', versionCode: 201 },
  { role: 'test', file: 'app-test.apk', package: 'com.example.test', versionCode: 9 },
];
const check = (tests: number, wallMs: number, orderChecks: number): ReportCheck => ({
  name: 'instrumentation',
  kind: 'instrumentation',
  placement: 'device',
  tests,
  status: 'ran',
  apks,
  isolation: { mode: 'none', instrumentations: 1, tests, testMs: 1000, wallMs, overheadMsPerTest: 0, orderChecks },
});

function shard(index: number, serial: string, test: typeof A, c: ReportCheck): Report {
  const report = buildReport({
    suite,
    shard: { index, count: 2 },
    startedAt: `2026-12-02T10:0${index}:00.000Z`,
    groups: [{ name: 'main', required: true, devices: [serial], status: 'ok' }],
    devices: [device(serial, ['main'], { model: `Pixel ${8 - index}` })],
    executions: [exec(test, serial, 'main', 'passed')],
    verdicts: [v(test, 'main', 'pass'), v(test === A ? B : A, 'main', 'undetermined', { reason: 'not-run' })],
    runVerdict: 'undetermined',
  });
  return { ...report, checks: [c] };
}

let dir: string;
let browser: Browser;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-merge-checks-'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function merge(shards: Report[]): Promise<{ merged: Report; file: string }> {
  const files = await Promise.all(
    shards.map(async (r, i) => {
      const file = join(dir, `shard-${i}-${Math.random().toString(36).slice(2)}.json`);
      await writeFile(file, JSON.stringify(r));
      return file;
    }),
  );
  const file = join(dir, `merged-${Math.random().toString(36).slice(2)}.json`);
  const r = await runCli(['report', 'merge', ...files, '-o', file]);
  expect(r.exitCode, r.stderr).toBe(0);
  return { merged: Report.parse(JSON.parse(await readFile(file, 'utf8'))), file };
}

describe('report merge keeps the checks of its shards', () => {
  it('keeps the APK versions once, adds up tests and isolation, and the HTML names the build', async () => {
    const { merged, file } = await merge([shard(0, 's1', A, check(1, 3000, 1)), shard(1, 's2', B, check(1, 5000, 0))]);
    expect(merged.checks).toHaveLength(1);
    const c = merged.checks![0]!;
    expect(c.apks).toEqual(apks);
    expect(c.tests).toBe(2);
    // (3000 + 5000 − 2000) ÷ 2 tests
    expect(c.isolation).toEqual({
      mode: 'none',
      instrumentations: 2,
      tests: 2,
      testMs: 2000,
      wallMs: 8000,
      overheadMsPerTest: 3000,
      orderChecks: 1,
    });

    const html = join(dir, 'merged.html');
    const render = await runCli(['report', 'render', file, '--format', 'html', '-o', html]);
    expect(render.exitCode, render.stderr).toBe(0);
    const page = await browser.context.newPage();
    try {
      await page.goto(pathToFileURL(html).href);
      expect(await page.$$eval('#build .apk', (as) => as.map((a) => a.textContent))).toEqual([
        'app com.example 2.0.1 (201)',
        'test com.example.test ? (9)',
      ]);
    } finally {
      await page.close();
    }
  });

  it('shows both builds when shards installed different app versions', async () => {
    const newer = { ...check(1, 3000, 0), apks: [{ ...apks[0]!, versionName: '2.0.2', versionCode: 202 }, apks[1]!] };
    const { merged } = await merge([shard(0, 's1', A, check(1, 3000, 0)), shard(1, 's2', B, newer)]);
    expect(merged.checks![0]!.apks!.map((a) => `${a.role} ${a.versionCode}`)).toEqual(['app 201', 'test 9', 'app 202']);
  });

  it('a check one shard could not run is ran when another ran it; reports without checks merge without them', async () => {
    const failed: ReportCheck = {
      name: 'instrumentation',
      kind: 'instrumentation',
      placement: 'device',
      tests: 0,
      status: 'undetermined',
      reason: 'no-device',
    };
    const { merged } = await merge([shard(0, 's1', A, failed), shard(1, 's2', B, check(1, 3000, 0))]);
    expect(merged.checks![0]).toMatchObject({ status: 'ran', tests: 1, apks });
    expect(merged.checks![0]!.reason).toBeUndefined();

    const bare = (r: Report): Report => {
      const { checks: _checks, ...rest } = r;
      return rest;
    };
    const { merged: old } = await merge([bare(shard(0, 's1', A, failed)), bare(shard(1, 's2', B, failed))]);
    expect(old.checks).toBeUndefined();
  });
});
