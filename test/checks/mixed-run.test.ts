import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/checks/run.js';
import { testKey } from '../../src/config/outcome.js';
import { ProjectConfig } from '../../src/config/project.js';
import { loadRack, type Rack } from '../../src/config/rack.js';
import { HOST, Report } from '../../src/config/report.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';

const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';
const node = process.execPath;

let adb: PrivateAdbServer;
let dir: string;
let rack: Rack;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-mixed-'));
  const file = path.join(dir, 'devices.json');
  const phone = (name: string) => ({
    name,
    model: 'Pixel 8',
    manufacturer: 'Google',
    sdk: 34,
    abis: ['arm64-v8a'],
    packages: [PKG],
  });
  await writeFile(
    file,
    JSON.stringify({
      groups: { phones: { sdk: { min: 30 } } },
      instrumentations: [{ package: `${PKG}.test`, target: PKG, runner: RUNNER }],
      tests: [
        { class: `${PKG}.EditorTest`, method: 'saves', durationMs: 20 },
        {
          class: `${PKG}.EditorTest`,
          method: 'rejectsEmpty',
          durationMs: 20,
          outcome: 'fail',
          message: 'no error shown',
        },
      ],
      virtual: [phone('phone-a'), phone('phone-b')],
    }),
  );
  rack = await loadRack(file, adb.env);
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a run mixing device and host checks', () => {
  it('gives one report and one verdict, host rows in every format, findings from all kinds together', async () => {
    const run = await runChecks({
      config: ProjectConfig.parse({
        instrumentation: { testPackage: `${PKG}.test`, targetPackage: PKG, runner: RUNNER },
        checks: [
          { name: 'lint', kind: 'command', run: 'echo "app/src/main/Foo.kt: 1 issue" >&2; exit 1' },
          { name: 'format', kind: 'command', run: [node, '-e', ''] },
        ],
        timeouts: { testSilenceMs: 3000, probeMs: 1000 },
        historyFile: 'history.json',
      }),
      configDir: dir,
      rack,
      version: '0',
    });
    const report = Report.parse(run.report);
    expect(report.runVerdict).toBe('fail');
    expect(report.checks?.map((c) => [c.name, c.placement, c.status])).toEqual([
      ['instrumentation', 'device', 'ran'],
      ['lint', 'host', 'ran'],
      ['format', 'host', 'ran'],
    ]);
    expect(report.verdicts.map((v) => [v.check, v.group, testKey(v.test), v.verdict]).sort()).toEqual([
      ['format', HOST, 'format#format', 'pass'],
      ['instrumentation', 'phones', `${PKG}.EditorTest#rejectsEmpty`, 'fail'],
      ['instrumentation', 'phones', `${PKG}.EditorTest#saves`, 'pass'],
      ['lint', HOST, 'lint#lint', 'fail'],
    ]);
    // one finding per cause, whichever kind found it
    expect(report.findings.map((f) => f.tests.map(testKey)).sort()).toEqual([
      [`${PKG}.EditorTest#rejectsEmpty`],
      ['lint#lint'],
    ]);
    expect(report.suite.groups.map((g) => [g.group, g.tests.length])).toEqual([
      ['phones', 2],
      [HOST, 2],
    ]);
    // the host's history is not the devices' (durations are per device test)
    expect(Object.keys(run.history.tests).sort()).toEqual([
      `${PKG}.EditorTest#rejectsEmpty`,
      `${PKG}.EditorTest#saves`,
    ]);

    const junit = renderJunit(report);
    expect(junit).toContain('<testsuite name="host"');
    expect(junit).toMatch(/<testcase classname="lint" name="lint"[^>]*>\s*<failure/);
    const md = renderMarkdown(report);
    expect(md).toContain('| lint | command | host | 1 | ran |');
    expect(md).toContain('| instrumentation | instrumentation | devices | 2 | ran |');
    const html = renderHtml(report);
    expect(html).toContain('<table class="matrix" data-group="host">');
    expect(html).toContain(
      '<table class="matrix" data-group="host"><thead><tr><th class="test-col">test</th><th>verdict</th><th class="time">time</th><th class="dev host" data-device="host" title="checks that ran once on the host">host</th></tr>',
    );
    expect(html).toContain('<tr class="check" data-check="lint" data-status="ran">');
  });

  it('runs a device command once on every leased device with ANDROID_SERIAL and ANDROID_ADB_SERVER_PORT set', async () => {
    const seen = path.join(dir, 'seen');
    const run = await runChecks({
      config: ProjectConfig.parse({
        checks: [
          {
            name: 'device-script',
            kind: 'command',
            device: true,
            run: `echo "$ANDROID_SERIAL $ANDROID_ADB_SERVER_PORT" >> ${JSON.stringify(seen)}; test "$ANDROID_SERIAL" != "$FAIL_ON"`,
            env: { FAIL_ON: 'none' },
          },
        ],
        historyFile: 'history.json',
      }),
      configDir: dir,
      rack,
      version: '0',
    });
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(seen, 'utf8')).trim().split('\n').sort();
    const serials = run.report.devices.map((d) => d.serial).sort();
    expect(lines).toEqual(serials.map((s) => `${s} ${adb.port}`));
    expect(run.report.executions.map((e) => [e.device, e.group, testKey(e.test), e.outcome]).sort()).toEqual(
      serials.map((s) => [s, 'phones', 'device-script#device-script', 'passed']),
    );
    expect(run.report.runVerdict).toBe('pass');
  });
});
