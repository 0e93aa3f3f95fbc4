import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InstrumentRun } from '../../src/config/instrument-result.js';
import { repoRoot, runCli } from '../support/cli.js';

const fixture = (name: string) => path.join('android-fixtures/instrument', name);

describe('droidheal parse-instrument', () => {
  it("prints a summary with counts and each failure's first trace line and app frame; exit 1 on a failure", async () => {
    const r = await runCli([
      'parse-instrument',
      '--app-package',
      'com.example,org.other',
      fixture('adam-log02-flaky-9tests-3-failures.txt'),
    ]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain('complete (code -1, 9 announced, 5.832 s)');
    expect(r.stdout).toContain('passed 6 · failed 3 · ignored 0 · assumption-failed 0 · incomplete 0');
    expect(r.stdout).toMatch(
      /com\.example\.MainActivityFlakyTest#testTextFlaky4\n\s+java\.lang\.AssertionError\n\s+at com\.example\.MainActivityFlakyTest\.testTextFlaky4\(MainActivityFlakyTest\.kt:\d+\)/,
    );
    expect(r.stderr).toBe('');
  });

  it('prints JSON that the published schema accepts', async () => {
    const r = await runCli(['parse-instrument', fixture('mobly-multiple-tests-pass-fail-ignored.txt'), '--json']);
    expect(r.exitCode).toBe(1);
    const run = InstrumentRun.parse(JSON.parse(r.stdout));
    expect(run.tests.map((t) => t.status)).toEqual(['failed', 'assumption-failed', 'ignored', 'passed']);
    const schema = await runCli(['schema', 'instrument-result']);
    expect(schema.exitCode).toBe(0);
    expect(JSON.parse(schema.stdout).properties.segments.type).toBe('array');
  });

  it.each([
    ['adam-log11-10tests-pass.txt', 0],
    ['adam-log04-truncated-after-test-start-device-gone.txt', 1], // failures were observed before the cut
    ['avito-unexpected-exit-after-start.txt', 3],
    ['composer-unable-to-find-instrumentation-info.txt', 3],
    ['mobly-process-crashed-in-teardown-after-pass.txt', 1],
    ['issue-android-test-1834-orchestrator-0-tests-code-0.txt', 3],
  ])('%s exits %i', async (file, code) => {
    expect((await runCli(['parse-instrument', fixture(file), '--json'])).exitCode).toBe(code);
  });

  it('reads stdin with -', async () => {
    const input = readFileSync(path.join(repoRoot, fixture('avito-unexpected-exit-after-start.txt')));
    const r = await runCli(['parse-instrument', '-'], { input });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toContain('stdin: incomplete — the output stopped before INSTRUMENTATION_CODE');
  });

  it('says in one line what is wrong with a missing file or a directory, exit 2', async () => {
    for (const arg of ['no-such-output.txt', 'android-fixtures']) {
      const r = await runCli(['parse-instrument', arg]);
      expect(r.exitCode).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(arg);
      expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
    }
  });
});
