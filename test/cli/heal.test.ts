import { spawn } from 'node:child_process';
import { access, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealJson } from '../../src/config/heal.js';
import { Report } from '../../src/config/report.js';
import type { TempRepo } from '../guard/git-repo.js';
import { standinDir } from '../heal/engines/standins.js';
import { files, PKG, project } from '../heal/project.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { binPath, runCli } from '../support/cli.js';
import { pidsWithArgument } from '../support/process.js';

const fixer = (name: string) => fileURLToPath(new URL(`../heal/fixers/${name}.mjs`, import.meta.url));

/** The virtual devices replay the rack's outcomes: the save test fails at its assertion, the rest pass. */
const rack = {
  groups: { phones: { sdk: { min: 30 } } },
  instrumentations: [{ package: `${PKG}.test`, target: PKG }],
  tests: [
    {
      class: `${PKG}.EditorTest`,
      method: 'saveButtonIsShown',
      durationMs: 20,
      outcome: 'fail',
      trace: `java.lang.AssertionError: Failed: assertExists.\nReason: Expected exactly '1' node but could not find any node that satisfies: (TestTag = 'save')\n\tat androidx.compose.ui.test.SemanticsNodeInteraction.assertExists(SemanticsNodeInteraction.kt:99)\n\tat ${PKG}.EditorTest.saveButtonIsShown(EditorTest.kt:19)\n`,
    },
    { class: `${PKG}.ListTest`, method: 'listIsShown', durationMs: 20 },
  ],
  virtual: [{ name: 'p1', model: 'Pixel 8', manufacturer: 'Google', sdk: 34, abis: ['arm64-v8a'] }],
};

const config = {
  ...JSON.parse(files['droidheal.json']!),
  instrumentation: {
    appApk: 'out/app.apk',
    testApk: 'out/app-test.apk',
    targetPackage: PKG,
  },
  timeouts: { testSilenceMs: 3000, probeMs: 1000 },
  retries: { reschedule: 1, confirmFailures: false },
  // the stand-in CLIs read their scenario from the environment, which the sandbox does not pass by default
  heal: { ...JSON.parse(files['droidheal.json']!).heal, sandbox: { passEnv: ['STANDIN_*'] } },
};
const buildScript = `import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('out', { recursive: true });
writeFileSync('out/app.apk', '{"package":"${PKG}"}');
writeFileSync('out/app-test.apk', '{"package":"${PKG}.test","instrumentation":{"runner":"androidx.test.runner.AndroidJUnitRunner","target":"${PKG}"}}');
`;

let adb: PrivateAdbServer;
let tmp: string;
const repos: TempRepo[] = [];
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-heal-cli-'));
});
afterAll(async () => {
  for (const r of repos) await r.remove();
  await adb?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function healProject(): Promise<TempRepo> {
  const repo = await project({
    'droidheal.json': JSON.stringify(config, null, 2),
    'devices.json': JSON.stringify(rack, null, 2),
    'build.mjs': buildScript,
  });
  repos.push(repo);
  return repo;
}

/** The last line of an engine-unavailable heal: the outcome, what the first run left, why and what to do. */
const lastLine = (json: HealJson) =>
  `UNDETERMINED (engine-unavailable) — remaining: ${json.remaining.map((x) => `${x.finding} (${x.verdict})`).join(', ')} — ${json.escalation_reason}`;

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

describe('droidheal heal', () => {
  it('refuses the cheap fix through the command engine, leaves the dirty tree alone and reports what remains (exit 1)', async () => {
    const repo = await healProject();
    await repo.write({
      'scratch.txt': 'mine\n',
      'app/src/main/java/com/example/notes/ui/ListScreen.kt': '// edited\n',
    });
    const status = await repo.git(['status', '--porcelain']);
    const reportDir = path.join(tmp, 'cheap');
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        `node ${fixer('cheap')}`,
        '--rounds',
        '1',
        '--json',
        '--report-dir',
        reportDir,
      ],
      { env: adb.env },
    );
    expect(r.stderr).toMatch(
      /^round 1: REFUSED F-[0-9a-f]{10} — assertion-removed: removed the assertion it was asked to satisfy: onNodeWithTag\("save"\)\.assertExists\(\)$/m,
    );
    expect(r.exitCode).toBe(1);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json).toMatchObject({ status: 'escalated', outcome: 'rounds-exhausted' });
    expect(json.remaining.map((x) => x.verdict)).toEqual(['fail']);
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.heal).toMatchObject({ version: 1, status: 'escalated', outcome: 'rounds-exhausted' });
    expect(report.heal!.rounds[0]!.attempts[0]).toMatchObject({ outcome: 'refused', level: 1 });
    expect(await readFile(path.join(reportDir, 'summary.md'), 'utf8')).toContain(
      '### Heal: escalated (rounds-exhausted)',
    );
    // the gate blocks on what remains
    expect((await runCli(['gate', path.join(reportDir, 'report.json')])).exitCode).toBe(1);
    expect(await repo.git(['status', '--porcelain'])).toBe(status);
    expect(await repo.git(['worktree', 'list'])).not.toContain('droidheal-heal-');
  }, 240_000);

  it('exits 2 with one line naming the engine program before anything is started when it is not installed', async () => {
    const repo = await healProject();
    const reportDir = path.join(tmp, 'missing');
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        'droidheal-no-such-fixer --fix',
        '--report-dir',
        reportDir,
      ],
      { env: adb.env },
    );
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'droidheal: --engine-command: droidheal-no-such-fixer is not installed or not on PATH — install it or fix --engine-command',
    ]);
    expect(await exists(reportDir)).toBe(false);
    expect(await repo.git(['branch', '--list', 'droidheal/*'])).toBe('');
  }, 240_000);

  it('an engine that never starts (not logged in) ends engine-unavailable with the remedy, exit 3, nobody’s attempt', async () => {
    const repo = await healProject();
    const reportDir = path.join(tmp, 'engine-unavailable');
    const r = await runCli(
      ['heal', '--repo', repo.dir, '--engine', 'claude-code', '--json', '--report-dir', reportDir],
      {
        env: {
          ...adb.env,
          PATH: `${standinDir}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
          STANDIN_SCENARIO: 'not-logged-in',
        },
      },
    );
    expect(r.exitCode, r.stderr).toBe(3);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json).toMatchObject({ status: 'undetermined', outcome: 'engine-unavailable' });
    expect(json.escalation_reason).toMatch(/^the claude-code engine did not start: .*Not logged in.* — .*login/);
    expect(json.remedy).toMatch(/login/);
    expect(json.escalation_reason!.endsWith(` — ${json.remedy}`)).toBe(true);
    expect(json.rounds.flatMap((x) => x.attempts)).toEqual([]);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe(lastLine(json));
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.heal).toMatchObject({ status: 'undetermined', outcome: 'engine-unavailable' });
  }, 240_000);

  it('a command engine whose program is gone ends engine-unavailable, not rounds-exhausted: reason and remedy printed and in the JSON, exit 3', async () => {
    const repo = await healProject();
    const reportDir = path.join(tmp, 'command-gone');
    // a path in the repository is resolved in the worktree when the session starts: nothing is there
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        './tools/fixer',
        '--json',
        '--report-dir',
        reportDir,
      ],
      { env: adb.env },
    );
    expect(r.exitCode, r.stderr).toBe(3);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json).toMatchObject({
      status: 'undetermined',
      outcome: 'engine-unavailable',
      remedy: 'install the program or fix --engine-command',
    });
    // the shell's own words for the missing program (they differ between shells)
    expect(json.escalation_reason).toMatch(
      /^the command engine did not start: --engine-command could not start: .*\.\/tools\/fixer.*not found — install the program or fix --engine-command$/,
    );
    // nobody tried: no attempt in the JSON, none counted against the finding on this head
    expect(json.rounds.flatMap((x) => x.attempts)).toEqual([]);
    expect(await repo.git(['notes', '--ref=droidheal', 'list'])).toBe('');
    expect(r.stderr).toContain(`stopped: ${json.escalation_reason}`);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe(lastLine(json));
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.heal).toMatchObject({
      status: 'undetermined',
      outcome: 'engine-unavailable',
      detail: json.escalation_reason,
    });
  }, 240_000);

  it('exits 2 naming what the sandbox lacks and how to get it, before a worktree is opened, when it cannot start', async () => {
    const repo = await healProject();
    const reportDir = path.join(tmp, 'no-sandbox-tools');
    // a PATH with node and git but none of bubblewrap, socat and ripgrep
    const bin = path.join(tmp, 'bin-without-bwrap');
    await mkdir(bin, { recursive: true });
    for (const tool of [process.execPath, '/usr/bin/git'])
      await symlink(tool, path.join(bin, path.basename(tool))).catch(() => {});
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        'node fix.mjs',
        '--report-dir',
        reportDir,
      ],
      { env: { ...adb.env, PATH: bin } },
    );
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'droidheal: the sandbox that confines the fixer cannot start: bubblewrap (bwrap), socat (socat), ripgrep (rg) not found on PATH — install them: sudo apt-get install bubblewrap socat ripgrep; or pass --no-sandbox to run fixers unconfined, with every write outside the worktree detected and refused',
    ]);
    expect(await exists(reportDir)).toBe(false);
    expect(await repo.git(['branch', '--list', 'droidheal/*'])).toBe('');
  }, 240_000);

  it('exits 2 with one line naming an unknown --check and the checks there are, before a worktree is opened', async () => {
    const repo = await healProject();
    const reportDir = path.join(tmp, 'unknown-check');
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        'true',
        '--check',
        'nope',
        '--report-dir',
        reportDir,
      ],
      { env: adb.env },
    );
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'droidheal: no check named "nope" in the config — use one of: instrumentation',
    ]);
    // nothing was started: no "heal <head> in <worktree>" line, no build
    expect(r.stdout).toBe('');
    expect(await exists(reportDir)).toBe(false);
    expect(await repo.git(['branch', '--list', 'droidheal/*'])).toBe('');
    expect(await repo.git(['worktree', 'list'])).not.toContain('droidheal-heal-');
  }, 240_000);

  it('exits 2 when the config has no build command', async () => {
    const repo = await healProject();
    const { build: _build, ...noBuild } = config;
    await repo.commit({ 'droidheal.json': JSON.stringify(noBuild) });
    const r = await runCli(['heal', '--repo', repo.dir, '--engine', 'command', '--engine-command', 'true'], {
      env: adb.env,
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(
      /^droidheal: .*droidheal\.json: no "build" key: droidheal heal rebuilds the APKs after every fix to prove it on devices — add "build"/,
    );
  }, 240_000);

  it('on SIGINT mid-engine stops the engine, removes the worktree, writes a partial report and exits 130', async () => {
    const repo = await healProject();
    const reportDir = path.join(tmp, 'sigint');
    const markerName = `engine-running-${process.pid}`;
    const child = spawn(
      process.execPath,
      [
        binPath,
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        `node ${fixer('hang-marker')} ${markerName}`,
        '--report-dir',
        reportDir,
      ],
      { env: { ...process.env, ...adb.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // wait for the event the test is about: the engine has started (its marker in the worktree heal names)
    let marker: string | undefined;
    while (!marker || !(await exists(marker))) {
      const wt = /^heal \w+ in (\S+) \(branch/m.exec(out)?.[1];
      if (wt) marker = path.join(wt, markerName);
      await new Promise((r) => setTimeout(r, 50));
    }
    // the engine runs in the sandbox's own pid namespace: find it on the host by its unique argument
    expect(pidsWithArgument(markerName)).toHaveLength(1);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(pidsWithArgument(markerName)).toEqual([]);
    expect(await repo.git(['worktree', 'list'])).not.toContain('droidheal-heal-');
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.heal).toMatchObject({ status: 'undetermined', interrupted: true });
    expect(report.heal!.rounds[0]!.attempts).toEqual([]);
    expect(out).toContain('stopped: interrupted');
    // the worktree, and the marker in it, went with the heal
    expect(await exists(marker)).toBe(false);
  }, 240_000);
});
