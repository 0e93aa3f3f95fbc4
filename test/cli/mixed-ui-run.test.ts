import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/checks/ui/deps.js';
import { testKey } from '../../src/config/outcome.js';
import { HOST, Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';
import { writeNodeScript } from '../support/node-script.js';

/**
 * One `droidheal run` with an instrumentation check, a host command, a gradle task and a ui check (the real
 * Appium server and UiAutomator2 driver against the virtual phone): one report, one verdict, each
 * check in its own rows of every format.
 */

const PKG = 'com.example.notes';
const RUNNER = 'androidx.test.runner.AndroidJUnitRunner';

const rack = {
  groups: { phones: { sdk: { min: 30 } } },
  instrumentations: [{ package: `${PKG}.test`, target: PKG, runner: RUNNER }],
  tests: [
    { class: `${PKG}.EditorTest`, method: 'saves', durationMs: 20 },
    { class: `${PKG}.EditorTest`, method: 'rejectsEmpty', durationMs: 20, outcome: 'fail', message: 'no error shown' },
  ],
  virtual: [
    {
      name: 'phone-a',
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
              { tag: 'note_count', text: '2 notes' },
              { tag: 'settings_button', onClick: [{ add: { tag: 'version', text: 'Version 1.4.0' } }] },
            ],
          },
        ],
      },
    },
  ],
};

const scenarios = `scenarios:
  - name: countsNotes
    steps:
      - assert: { tag: note_count }
        text: 2 notes
  - name: showsTheVersion
    steps:
      - click: { tag: settings_button }
      - assert: { tag: version_label }
        is: displayed
`;

/** The project's gradlew: a unit test task that writes its JUnit XML where Gradle does, and passes. */
const GRADLEW = `#!/usr/bin/env node
const fs = require('node:fs');
fs.mkdirSync('app/build/test-results/testDebugUnitTest', { recursive: true });
fs.writeFileSync('app/build/test-results/testDebugUnitTest/TEST-com.example.notes.NoteRepositoryTest.xml',
  '<?xml version="1.0" encoding="UTF-8"?><testsuite name="com.example.notes.NoteRepositoryTest" tests="1" failures="0"><testcase name="saves" classname="com.example.notes.NoteRepositoryTest" time="0.003"/></testsuite>');
console.log('> Task :app:testDebugUnitTest');
console.log('BUILD SUCCESSFUL in 1s');
`;

const config = {
  instrumentation: { testPackage: `${PKG}.test`, targetPackage: PKG, runner: RUNNER },
  checks: [
    { name: 'lint', kind: 'command', run: [process.execPath, '-e', ''] },
    { name: 'unit', kind: 'gradle', tasks: [':app:testDebugUnitTest'] },
    {
      name: 'ui',
      kind: 'ui',
      app: { package: PKG, activity: '.MainActivity' },
      scenarioFiles: ['notes.ui.yaml'],
      timeouts: { stepMs: 1000 },
    },
  ],
  timeouts: { testSilenceMs: 3000, probeMs: 2000, leaseWaitMs: 0 },
  retries: { reschedule: 1, confirmFailures: false },
};

let adb: PrivateAdbServer;
let dir: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-mixed-ui-'));
  await writeFile(path.join(dir, 'devices.json'), JSON.stringify(rack));
  await writeFile(path.join(dir, 'droidheal.json'), JSON.stringify(config, null, 2));
  await writeFile(path.join(dir, 'notes.ui.yaml'), scenarios);
  await writeNodeScript(path.join(dir, 'gradlew'), GRADLEW);
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('droidheal run with instrumentation, command, gradle and ui checks together', () => {
  it('writes one report whose every format has each check in its own rows', async () => {
    const reportDir = path.join(dir, 'reports');
    const r = await runCli(
      [
        'run',
        '--config',
        path.join(dir, 'droidheal.json'),
        '--rack',
        path.join(dir, 'devices.json'),
        '--report-dir',
        reportDir,
      ],
      { env: { ...adb.env, DROIDHEAL_CACHE_DIR: cacheDir() }, timeout: 240_000 },
    );
    expect(r.exitCode, r.stderr).toBe(1);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.checks?.map((c) => [c.name, c.placement, c.status])).toEqual([
      ['instrumentation', 'device', 'ran'],
      ['ui', 'device', 'ran'],
      ['lint', 'host', 'ran'],
      ['unit', 'host', 'ran'],
    ]);
    expect(report.verdicts.map((v) => [v.check, v.group, testKey(v.test), v.verdict]).sort()).toEqual([
      ['instrumentation', 'phones', `${PKG}.EditorTest#rejectsEmpty`, 'fail'],
      ['instrumentation', 'phones', `${PKG}.EditorTest#saves`, 'pass'],
      ['lint', HOST, 'lint#lint', 'pass'],
      ['ui', 'phones', 'ui.notes#countsNotes', 'pass'],
      ['ui', 'phones', 'ui.notes#showsTheVersion', 'fail'],
      ['unit', HOST, 'com.example.notes.NoteRepositoryTest#saves', 'pass'],
    ]);
    expect(report.findings.map((f) => f.tests.map(testKey)).sort()).toEqual([
      [`${PKG}.EditorTest#rejectsEmpty`],
      ['ui.notes#showsTheVersion'],
    ]);
    const uiFinding = report.findings.find((f) => f.tests[0]?.class === 'ui.notes');
    expect(uiFinding?.frame).toEqual({ class: 'ui.notes', method: 'showsTheVersion', file: 'notes.ui.yaml', line: 9 });

    const junit = await readFile(path.join(reportDir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testcase classname="ui\.notes" name="showsTheVersion"[^>]*>\s*<failure/);
    expect(junit).toMatch(
      /<testcase classname="ui\.notes" name="countsNotes"[^>]*>\s*<system-out>[^<]*passed<\/system-out>\s*<\/testcase>/,
    );
    expect(junit).toMatch(/<testcase classname="com\.example\.notes\.EditorTest" name="rejectsEmpty"[^>]*>\s*<failure/);
    expect(junit).toMatch(
      /<testcase classname="lint" name="lint"[^>]*>\s*<system-out>device host attempt 1: passed<\/system-out>\s*<\/testcase>/,
    );

    const md = await readFile(path.join(reportDir, 'summary.md'), 'utf8');
    expect(md).toContain('| instrumentation | instrumentation | devices | 2 | ran |');
    expect(md).toContain('| lint | command | host | 1 | ran |');
    expect(md).toContain('| ui | ui | devices | 2 | ran |');
    expect(md).toContain('| unit | gradle | host | 1 | ran |');

    const html = await readFile(path.join(reportDir, 'report.html'), 'utf8');
    expect(junit).toMatch(/<testcase classname="com\.example\.notes\.NoteRepositoryTest" name="saves"/);
    for (const check of ['instrumentation', 'lint', 'unit', 'ui'])
      expect(html).toContain(`<tr class="check" data-check="${check}" data-status="ran">`);
  }, 300_000);
});
