import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { type Browser, launchChromium } from './browser.js';
import { fromHtml, fromJson, fromJunit, fromMarkdown } from './read-formats.js';

/**
 * The report formats from a real `droidheal run`: a private adb server, virtual devices that fail
 * a test and drop mid-test, the report files the run wrote, and the gate over them.
 */

const PKG = 'com.example.notes';
const tests = [
  { class: `${PKG}.LongTest`, method: 'victim', durationMs: 300 },
  ...['a', 'b', 'c'].map((m) => ({ class: `${PKG}.ShortTest`, method: m, durationMs: 60 })),
];
const device = (name: string, sdk: number, extra: Record<string, unknown> = {}) => ({
  name,
  model: 'Pixel',
  manufacturer: 'Google',
  sdk,
  abis: ['arm64-v8a'],
  packages: [PKG],
  ...extra,
});
const failB = { [`${PKG}.ShortTest#b`]: { outcome: 'fail', message: 'expected 2 notes but was 1' } };

let adb: PrivateAdbServer;
let browser: Browser;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'droidheal-report-run-'));
  adb = await startPrivateAdbServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await adb?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('reports from a real run', () => {
  it('agree in all four formats with each other, and the gate agrees with the run', async () => {
    const config = join(dir, 'droidheal.json');
    await writeFile(
      config,
      JSON.stringify({
        instrumentation: {
          testPackage: `${PKG}.test`,
          runner: 'androidx.test.runner.AndroidJUnitRunner',
          targetPackage: PKG,
        },
        timeouts: { testSilenceMs: 3000, probeMs: 1000 },
      }),
    );
    const rack = join(dir, 'rack.json');
    await writeFile(
      rack,
      JSON.stringify({
        instrumentations: [{ package: `${PKG}.test`, target: PKG }],
        tests,
        groups: { phones: { sdk: { min: 30 } }, legacy: { sdk: { max: 26 } } },
        virtual: [
          device('one', 34, { outcomes: failB }),
          device('two', 34, { outcomes: failB }),
          device('old', 26, {
            faults: [{ type: 'drop', atTest: `${PKG}.LongTest#victim`, when: 'middle', mode: 'die' }],
          }),
        ],
      }),
    );
    const reportDir = join(dir, 'reports');
    const run = await runCli(['run', '--rack', rack, '--config', config, '--report-dir', reportDir], { env: adb.env });
    expect(run.stderr).not.toContain('internal error');
    expect(run.exitCode, run.stderr).toBe(1);

    const json = fromJson(await readFile(join(reportDir, 'report.json'), 'utf8'));
    expect(json[`phones|${PKG}.ShortTest#b`]).toBe('fail');
    expect(json[`legacy|${PKG}.LongTest#victim`]).toMatch(/^undetermined:(device-lost|retries-exhausted|no-device)$/);
    expect(Object.keys(json)).toHaveLength(tests.length * 2);
    expect(fromJunit(await readFile(join(reportDir, 'junit.xml'), 'utf8'))).toEqual(json);
    expect(fromMarkdown(await readFile(join(reportDir, 'summary.md'), 'utf8'))).toEqual(json);
    expect(await fromHtml(browser, await readFile(join(reportDir, 'report.html'), 'utf8'), dir)).toEqual(json);

    const gate = await runCli(['gate', join(reportDir, 'report.json')]);
    expect(gate.exitCode).toBe(run.exitCode);
    expect(gate.stdout).toContain(`failed: ${PKG}.ShortTest#b on phones`);
    expect(gate.stdout).toMatch(
      new RegExp(`undetermined \\([a-z-]+\\): ${PKG.replace(/\./g, '\\.')}\\.LongTest#victim on legacy`),
    );
  });
});
