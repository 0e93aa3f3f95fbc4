import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../src/config/outcome.js';
import { ProjectConfig } from '../../src/config/project.js';
import { Report } from '../../src/config/report.js';
import type { PromptRequest } from '../../src/heal/deps.js';
import { healPrompt } from '../../src/heal/prompt-request.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { runCli } from '../support/cli.js';

/**
 * A failed device test carries its own part of the device log (read with `logcat -d` after the batch):
 * the runner's lines, the app's own lines, a crash's report. The finding carries it on to the fixer's
 * prompt. Passing tests carry none.
 */
const PKG = 'com.example.notes';
const rack = {
  groups: { phones: { sdk: { min: 30 } } },
  instrumentations: [{ package: `${PKG}.test`, target: PKG }],
  tests: [
    { class: `${PKG}.ListTest`, method: 'listIsShown', durationMs: 40, log: ['D/NotesList: 3 rows'] },
    {
      class: `${PKG}.EditorTest`,
      method: 'savesTheNote',
      durationMs: 40,
      outcome: 'fail',
      trace:
        'java.lang.AssertionError: expected the note to be saved\n\tat com.example.notes.EditorTest.savesTheNote(EditorTest.kt:31)',
      log: ['W/NotesRepository: save ignored: no handler wired', 'I/Editor: title="Groceries"'],
    },
    {
      class: `${PKG}.EditorTest`,
      method: 'opensNote',
      durationMs: 40,
      outcome: 'crash',
      trace: 'java.lang.IllegalStateException: no note 7\n\tat com.example.notes.data.Notes.get(Notes.kt:12)',
    },
  ],
  virtual: [{ name: 'p1', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'], packages: [PKG] }],
};

let adb: PrivateAdbServer;
let dir: string;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-test-logs-'));
  await writeFile(path.join(dir, 'devices.json'), JSON.stringify(rack));
  await writeFile(
    path.join(dir, 'droidheal.json'),
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      timeouts: { testSilenceMs: 3000, probeMs: 2000 },
      retries: { reschedule: 1, confirmFailures: false },
    }),
  );
});
afterAll(async () => {
  await adb?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('device logs of failed tests', () => {
  it('droidheal run attaches each failed test its own logcat lines, the finding carries them and the prompt shows them', async () => {
    const reportDir = path.join(dir, 'reports');
    const r = await runCli(['run', '--rack', 'devices.json', '--config', 'droidheal.json', '--report-dir', reportDir], {
      cwd: dir,
      env: adb.env,
    });
    expect(r.exitCode, r.stderr).toBe(1);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    const byTest = new Map(report.executions.map((e) => [testKey(e.test), e]));
    expect(byTest.size).toBe(3);

    const passed = byTest.get(`${PKG}.ListTest#listIsShown`)!;
    expect(passed.outcome).toBe('passed');
    expect(passed.logcat).toBeUndefined();

    const failed = byTest.get(`${PKG}.EditorTest#savesTheNote`)!;
    expect(failed.outcome).toBe('failed');
    // threadtime lines, message part only (the stamp, pid and tid differ per run)
    const messages = (log: string) => log.split('\n').map((l) => l.replace(/^\S+ \S+\s+\d+\s+\d+ /, ''));
    expect(messages(failed.logcat!)).toEqual([
      `I TestRunner: started: savesTheNote(${PKG}.EditorTest)`,
      'W NotesRepository: save ignored: no handler wired',
      'I Editor  : title="Groceries"',
      `E TestRunner: failed: savesTheNote(${PKG}.EditorTest)`,
      'E TestRunner: ----- begin exception -----',
      'E TestRunner: java.lang.AssertionError: expected the note to be saved',
      'E TestRunner: \tat com.example.notes.EditorTest.savesTheNote(EditorTest.kt:31)',
      'E TestRunner: ----- end exception -----',
      `I TestRunner: finished: savesTheNote(${PKG}.EditorTest)`,
    ]);
    // the other tests' lines stay out of it
    expect(failed.logcat).not.toContain('NotesList');

    const crashed = byTest.get(`${PKG}.EditorTest#opensNote`)!;
    expect([crashed.outcome, crashed.failureKind]).toEqual(['failed', 'crash']);
    expect(messages(crashed.logcat!)).toEqual([
      `I TestRunner: started: opensNote(${PKG}.EditorTest)`,
      'E AndroidRuntime: FATAL EXCEPTION: main',
      'E AndroidRuntime: java.lang.IllegalStateException: no note 7',
      'E AndroidRuntime: \tat com.example.notes.data.Notes.get(Notes.kt:12)',
    ]);

    const finding = report.findings.find((f) => f.tests.some((t) => t.method === 'savesTheNote'))!;
    expect(finding.logcat).toBe(failed.logcat);
    const request: PromptRequest = {
      finding,
      level: 1,
      round: 1,
      worktree: dir,
      devices: finding.devices,
      groups: ['phones'],
    };
    const prompt = await healPrompt(
      request,
      ProjectConfig.parse(JSON.parse(await readFile(path.join(dir, 'droidheal.json'), 'utf8'))),
    );
    expect(prompt).toContain('Logcat around the failure');
    expect(prompt).toContain('W NotesRepository: save ignored: no handler wired');
  });
});
