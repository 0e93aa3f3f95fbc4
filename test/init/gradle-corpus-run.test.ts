import { readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../src/config/report.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot, runCli } from '../support/cli.js';

/**
 * The Monday-morning path on every project of the Gradle corpus (android-fixtures/gradle-corpus: real
 * public projects' build files, no app code, no wrapper): `droidheal init`, then `droidheal run` before
 * anything is built. The run must not stop at "cannot read the APK": it writes a report and gives each
 * instrumented check its exact next step — the Gradle tasks that build its APKs, the ones
 * expected.json's hand-checked labels name. No device is attached (a private adb server).
 */
const corpus = path.join(repoRoot, 'android-fixtures', 'gradle-corpus');

interface Labelled {
  tasks: string[];
}
type Expected = Record<string, { app: (Labelled & { instrumentedTests: boolean }) | null; libraries: Labelled[] }>;

let adb: PrivateAdbServer;
let tmp: string;
let expected: Expected;
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-corpus-run-'));
  expected = JSON.parse(await readFile(path.join(corpus, 'expected.json'), 'utf8'));
});
afterAll(async () => {
  await adb?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function initThenRun(project: string) {
  const dir = path.join(tmp, project);
  await cp(path.join(corpus, project), dir, { recursive: true });
  const init = await runCli(['init', '--project', dir, '--no-devices'], { env: adb.env });
  const run = await runCli(['run', '--no-build', '--report-dir', 'report'], { cwd: dir, env: adb.env });
  const report = Report.parse(JSON.parse(await readFile(path.join(dir, 'report', 'report.json'), 'utf8')));
  return { init, run, report };
}

// every project its own test, a few at a time: each is two CLI runs
const corpusProjects = readdirSync(corpus, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('init, then run before building, on every corpus project', () => {
  it('covers the whole corpus', () => {
    expect(corpusProjects.length).toBeGreaterThanOrEqual(12);
  });

  for (const p of corpusProjects)
    it.concurrent(`${p}: writes a report and names the Gradle tasks that build each check’s APKs`, async () => {
      const { init, run, report } = await initThenRun(p);
      expect(init.exitCode, `${p}: ${init.stderr}`).toBe(0);
      // nothing could run on a device: undetermined, never a pass or a usage error
      expect(run.exitCode, `${p}: ${run.stderr}`).toBe(3);
      expect(run.stderr, p).not.toContain('cannot read the APK');
      const labels = expected[p]!;
      const tasks = [...(labels.app?.instrumentedTests ? [labels.app] : []), ...labels.libraries].map((t) => t.tasks);
      for (const t of tasks) expect(run.stdout, p).toContain(t.join(' '));
      const unbuilt = (report.checks ?? []).filter((c) => c.kind === 'instrumentation');
      expect(unbuilt.length, p).toBe(tasks.length);
      for (const c of unbuilt) expect(c.reason, `${p} ${c.name}`).toBe('not-built');
      if (tasks.length === 0) return; // host checks only: no device group
      // the group says what unblocks it: the build, not the rack's remedy for a device it does not have
      const group = report.groups.find((g) => g.name !== 'host');
      expect(group?.reason, p).toBe('not-built');
      expect(group?.remedy, p).toBeUndefined();
    }, 180_000);
});
