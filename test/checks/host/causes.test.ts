import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradleConsoleResults } from '../../../src/checks/gradle/kind.js';
import { ENVIRONMENT_CAUSES } from '../../../src/checks/host/causes.js';
import { judge } from '../../../src/checks/host/judge.js';
import type { ProgramResult } from '../../../src/checks/host/program.js';
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
