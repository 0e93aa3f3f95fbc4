import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradleConsoleResults } from '../../../src/checks/gradle/kind.js';
import { ENVIRONMENT_CAUSES } from '../../../src/checks/host/causes.js';
import { judge } from '../../../src/checks/host/judge.js';
import { type ProgramResult, runProgram } from '../../../src/checks/host/program.js';
import { GradleCheckEntry } from '../../../src/config/project.js';

interface FixtureRow {
  row: string;
  verdict: 'undetermined' | 'fail';
  reason?: string;
  source: string;
  output: string;
  results?: Array<[string, number | null]>;
}
const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../android-fixtures/host-outputs/gradle-console.json'), 'utf8'),
) as { rows: FixtureRow[] };

const exited = (output: string, exitCode = 1): ProgramResult => ({
  exitCode,
  timedOut: false,
  aborted: false,
  outputChars: output.length,
  output,
  durationMs: 1,
});

describe('infrastructure or defect: the table against real recorded Gradle output', () => {
  it.each(fixture.rows.map((r) => [`${r.row} (${r.source})`, r] as const))('%s', (_name, r) => {
    const run = exited(r.output);
    const verdict = judge({
      check: 'build',
      run,
      results: gradleConsoleResults(r.output, '/project'),
      exitIsReport: false,
    });
    if (r.verdict === 'undetermined') {
      expect(verdict.undetermined?.reason).toBe(r.reason);
      expect(verdict.undetermined?.remedy).toBe(ENVIRONMENT_CAUSES[r.row as keyof typeof ENVIRONMENT_CAUSES].remedy);
      expect(verdict.executions.some((e) => e.outcome === 'failed')).toBe(false);
    } else {
      expect(verdict.undetermined).toBeUndefined();
      expect(verdict.executions.map((e) => [e.outcome, e.location?.file, e.location?.line ?? null])).toEqual(
        r.results!.map(([file, line]) => ['failed', file, line]),
      );
    }
  });

  it('never decides by exit status alone: an unexplained non-zero exit is undetermined with the output tail', () => {
    const v = judge({
      check: 'build',
      run: exited('> Task :app:weird FAILED\nsomething odd\n'),
      results: [],
      exitIsReport: false,
    });
    expect(v.undetermined?.reason).toBe('unexplained-exit');
    expect(v.outputTail).toBe('> Task :app:weird FAILED\nsomething odd\n');
  });

  it('never explains away a build that succeeded: words of a cause in its output (a memory warning) leave it passed', () => {
    const metaspace = fixture.rows.find((r) => r.source === 'https://github.com/android/nowinandroid/issues/741')!;
    const v = judge({ check: 'build', run: exited(metaspace.output, 0), results: [], exitIsReport: false });
    expect(v.undetermined).toBeUndefined();
    expect(v.executions.map((e) => e.outcome)).toEqual(['passed']);
  });

  it('calls a missing gradlew setup-failed, and a program killed by a signal it did not get from us infrastructure', () => {
    const missing = judge({
      check: 'build',
      run: {
        spawnError: { code: 'ENOENT', message: 'spawn ./gradlew ENOENT' },
        timedOut: false,
        aborted: false,
        outputChars: 0,
        output: '',
        durationMs: 1,
      },
      results: [],
      exitIsReport: false,
    });
    expect([missing.undetermined?.reason, missing.undetermined?.detail]).toEqual([
      'setup-failed',
      'the program was not found: spawn ./gradlew ENOENT',
    ]);
    const killed = judge({
      check: 'build',
      run: {
        killedBy: 'SIGKILL',
        timedOut: false,
        aborted: false,
        outputChars: 9,
        output: '> Task :a\n',
        durationMs: 1,
      },
      results: [],
      exitIsReport: false,
    });
    expect(killed.undetermined?.reason).toBe('infrastructure');
  });

  it('refuses connectedAndroidTest and connectedCheck with the reason and the remedy', () => {
    for (const task of [':app:connectedDebugAndroidTest', 'connectedCheck']) {
      const r = GradleCheckEntry.safeParse({ name: 'g', kind: 'gradle', tasks: [':app:lintDebug', task] });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['tasks', 1]);
      expect(r.error?.issues[0]?.message).toBe(
        `${task} runs instrumented tests through Gradle, blind to devices that drop or hang; use a check of kind "instrumentation" with the test APK (build it with assembleDebugAndroidTest)`,
      );
    }
  });
});

describe('infrastructure or defect: the rows a real process shows without words', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-causes-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const judged = async (run: string[] | string, timeoutMs = 60_000) =>
    judge({
      check: 'build',
      run: await runProgram({ run, cwd: dir, timeoutMs, signal: new AbortController().signal }),
      results: [],
      exitIsReport: true,
    });

  it("shell-command-not-found: the shell's exit 127 is setup-failed even for a plain command, whose exit is its report", async () => {
    const v = await judged('droidheal-no-such-tool --version');
    expect([v.undetermined?.reason, v.undetermined?.remedy]).toEqual([
      'setup-failed',
      ENVIRONMENT_CAUSES['shell-command-not-found'].remedy,
    ]);
  });

  it('program-not-executable: a gradlew without its executable bit is setup-failed with chmod as the remedy', async () => {
    const gradlew = path.join(dir, 'gradlew');
    await writeFile(gradlew, '#!/bin/sh\necho hi\n', { mode: 0o644 });
    const v = await judged([gradlew, 'tasks']);
    expect([v.undetermined?.reason, v.undetermined?.remedy]).toEqual([
      'setup-failed',
      ENVIRONMENT_CAUSES['program-not-executable'].remedy,
    ]);
  });

  it('killed: a program ended by a signal droidheal did not send is infrastructure, not a red', async () => {
    const v = await judged([process.execPath, '-e', 'process.kill(process.pid, "SIGKILL")']);
    expect([v.undetermined?.reason, v.undetermined?.detail]).toEqual([
      'infrastructure',
      'the program was killed by a signal droidheal did not send (SIGKILL)',
    ]);
    expect(v.executions.some((e) => e.outcome === 'failed')).toBe(false);
  });

  it('timeout: a program that printed and did not finish in time is run-incomplete with the output kept', async () => {
    const v = await judged(
      [process.execPath, '-e', 'console.log("> Task :app:lintDebug"); setInterval(() => {}, 1000)'],
      1500,
    );
    expect([v.undetermined?.reason, v.undetermined?.remedy]).toEqual([
      'run-incomplete',
      ENVIRONMENT_CAUSES.timeout.remedy,
    ]);
    expect(v.outputTail).toContain('> Task :app:lintDebug');
  });
});
