import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/checks/ui/deps.js';
import { HealJson } from '../../src/config/heal.js';
import { Report } from '../../src/config/report.js';
import { type TempRepo, tempRepo } from '../guard/git-repo.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot, runCli } from '../support/cli.js';

/**
 * A failing ui step through `droidheal heal` (android-fixtures/ui/heal-app): the app's build derives
 * the virtual screen from its Kotlin source, the real Appium server and UiAutomator2 driver run the
 * scenario, a fixer that deletes the step is refused, one that tags the node is proven green.
 */

const fixture = path.join(repoRoot, 'android-fixtures', 'ui', 'heal-app');
const fixer = (name: string) => `node ${path.join(fixture, 'fixers', `${name}.mjs`)}`;

let adb: PrivateAdbServer;
let tmp: string;
let env: Record<string, string>;
const repos: TempRepo[] = [];

beforeAll(async () => {
  adb = await startPrivateAdbServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-ui-heal-'));
  env = { ...adb.env, DROIDHEAL_CACHE_DIR: cacheDir(), DROIDHEAL_DIST: path.join(repoRoot, 'dist') };
});
afterAll(async () => {
  for (const r of repos) await r.remove();
  await adb?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The fixture app as a fresh git repository (its fixers stay outside: they are the engine). */
async function appRepo(): Promise<TempRepo> {
  const repo = await tempRepo();
  repos.push(repo);
  await cp(fixture, repo.dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}fixers`) });
  await repo.commit({}, 'the notes app with its ui scenario');
  return repo;
}

async function heal(repo: TempRepo, engineCommand: string, reportDir: string) {
  return runCli(
    [
      'heal',
      '--repo',
      repo.dir,
      '--engine',
      'command',
      '--engine-command',
      engineCommand,
      '--rounds',
      '1',
      '--json',
      '--report-dir',
      reportDir,
    ],
    { env, timeout: 300_000 },
  );
}

describe('droidheal heal with a failing ui step', () => {
  it('refuses a fixer that deletes the failing step as assertion-removed, naming scenario and step (exit 1)', async () => {
    const repo = await appRepo();
    const reportDir = path.join(tmp, 'delete-step');
    const r = await heal(repo, fixer('delete-step'), reportDir);
    expect(r.exitCode, r.stderr).toBe(1);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json).toMatchObject({ status: 'escalated' });
    expect(json.remaining.map((x) => [x.verdict])).toEqual([['fail']]);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    const attempt = report.heal!.rounds[0]!.attempts[0]!;
    expect(attempt.outcome).toBe('refused');
    expect(JSON.stringify(attempt)).toContain(
      'removed step 2 of ui scenario showsTheVersion: assert tag \\"version_label\\" displayed',
    );
    expect(attempt.touched).toEqual(['ui/settings.ui.yaml']);
    // the user's tree is untouched
    expect(await readFile(path.join(repo.dir, 'ui', 'settings.ui.yaml'), 'utf8')).toContain('version_label');
  }, 360_000);

  it('heals it with a fixer that tags the node in the app source, proven on the virtual device (exit 0)', async () => {
    const repo = await appRepo();
    const reportDir = path.join(tmp, 'fix-tag');
    const r = await heal(repo, fixer('fix-tag'), reportDir);
    expect(r.exitCode, r.stderr).toBe(0);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json).toMatchObject({ status: 'healed', remaining: [] });
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.executions.map((e) => [`${e.test.class}#${e.test.method}`, e.outcome])).toContainEqual([
      'ui.settings#showsTheVersion',
      'passed',
    ]);
    const patch = await readFile(json.patch!, 'utf8');
    expect(patch).toContain(
      '+        Text(text = "Version $versionName", modifier = Modifier.testTag("version_label"))',
    );
    expect(patch.match(/^diff --git .*$/gm)).toEqual([
      'diff --git a/app/src/main/java/com/example/notes/ui/SettingsScreen.kt b/app/src/main/java/com/example/notes/ui/SettingsScreen.kt',
    ]);
  }, 360_000);
});
