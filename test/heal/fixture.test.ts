import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/checks/run.js';
import { HealJson } from '../../src/config/heal.js';
import { ProjectConfig } from '../../src/config/project.js';
import { loadRack } from '../../src/config/rack.js';
import type { Guard } from '../../src/heal/deps.js';
import { engineFor } from '../../src/heal/engines/index.js';
import { openLedger } from '../../src/heal/ledger.js';
import { healLoop } from '../../src/heal/loop.js';
import { openWorktree } from '../../src/heal/worktree.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot, runCli } from '../support/cli.js';
import { type FixtureRepo, fixtureEnv, fixtureRepo, phonesOnlyRack } from '../support/fixture-app.js';
import { sandboxFor } from './engine.js';

/**
 * `droidheal heal` on the fixture app, whose test outcomes follow from its source (a deleted
 * assertion makes the fixture build report a pass), on the virtual rack with real adb and git.
 */
const cheap = `node ${path.join(repoRoot, 'android-fixtures', 'fixers', 'cheap.mjs')}`;

let adb: PrivateAdbServer;
let tmp: string;
const repos: FixtureRepo[] = [];
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-heal-fixture-'));
  for (const [k, v] of Object.entries(fixtureEnv)) process.env[k] = v;
});
afterAll(async () => {
  for (const r of repos) await r.remove();
  await adb?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function app(): Promise<FixtureRepo> {
  const r = await fixtureRepo();
  repos.push(r);
  return r;
}

/** The fixture's rack without its tablet (whose only device never comes up): every group can run. */
function phonesOnly(repo: FixtureRepo): Promise<string> {
  return phonesOnlyRack(repo, path.join(tmp, `phones-${repos.length}.json`));
}

describe('droidheal heal on the fixture app', () => {
  it("reproduces seed 000's drain: log lines, outcome, status, remaining and exit 1", async () => {
    const repo = await app();
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--engine',
        'command',
        '--engine-command',
        cheap,
        '--json',
        '--report-dir',
        path.join(tmp, 'seed'),
      ],
      { env: { ...adb.env, ...fixtureEnv } },
    );
    expect(r.stderr.split('\n').filter((l) => l.startsWith('round '))).toEqual([
      'round 1: REFUSED F-60ee6a406e — assertion-removed: removed the assertion it was asked to satisfy: onNodeWithTag("save").assertExists()',
      'round 1: applied F-ec0dfcca6c (touched app/src/main/java/com/example/notes/ui/settings/SettingsScreen.kt)',
      'round 2: REFUSED F-60ee6a406e — assertion-removed: removed 1 assertion(s): onNodeWithTag("quick_note_field").assertIsDisplayed()',
      'round 3: REFUSED F-60ee6a406e — confidence: confidence 0.55 below the floor',
    ]);
    expect(r.exitCode).toBe(1);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json.outcome).toBe('rounds-exhausted');
    expect(json.status).toBe('escalated');
    expect(json.remaining.map((x) => [x.finding.startsWith('F-'), x.verdict])).toEqual([
      [true, 'fail'],
      [true, 'undetermined'],
    ]);
    expect(json.remaining[0]!.finding).toBe('F-60ee6a406e');
    // the device finding is never dispatched: only the two failing findings had sessions
    expect(new Set(json.rounds.flatMap((x) => x.attempts.map((a) => a.finding)))).toEqual(
      new Set(['F-60ee6a406e', 'F-ec0dfcca6c']),
    );
    expect(json.branch).toMatch(/^droidheal\/heal-[0-9a-f]{7}$/);
  }, 240_000);

  it('the cheap fixer with the guard bypassed at library level gets a green; through droidheal heal it is refused', async () => {
    const repo = await app();
    const rackFile = await phonesOnly(repo);
    const rack = await loadRack(rackFile);
    const config = ProjectConfig.parse(JSON.parse(await readFile(path.join(repo.dir, 'droidheal.json'), 'utf8')));
    const wt = await openWorktree(repo.dir);
    const allowAll: Guard = async () => ({ allowed: true, refusals: [], checkedFiles: 0 });
    const containment = await sandboxFor(repo.dir, { engineCommand: cheap });
    try {
      const bypassed = await healLoop({
        config: { ...config, build: config.build! },
        configRel: '',
        worktree: wt,
        ledger: await openLedger(wt.repo, wt.head),
        runChecks: async (req) => ({
          report: (await runChecks({ ...req, rack, version: 'test', settleMs: 2000 })).report,
        }),
        engine: engineFor('command', { command: cheap }),
        buildPrompt: (req) => `Fix ${req.finding.tests.map((t) => `${t.class}#${t.method}`).join(', ')}`,
        guard: allowAll,
        log: () => {},
        signal: new AbortController().signal,
        containment,
      });
      expect(bypassed.json.status).toBe('healed');
      expect(bypassed.json.outcome).toBe('converged');
    } finally {
      await containment.close();
      await wt.remove();
    }
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--rack',
        rackFile,
        '--engine',
        'command',
        '--engine-command',
        cheap,
        '--rounds',
        '1',
        '--max-attempts-per-head',
        '9',
        '--json',
        '--report-dir',
        path.join(tmp, 'honest'),
      ],
      { env: { ...adb.env, ...fixtureEnv } },
    );
    expect(r.exitCode).toBe(1);
    const json = HealJson.parse(JSON.parse(r.stdout));
    expect(json.status).toBe('escalated');
    expect(json.rounds[0]!.attempts.find((a) => a.finding === 'F-60ee6a406e')!.refused).toEqual({
      rule: 'assertion-removed',
      detail: 'removed the assertion it was asked to satisfy: onNodeWithTag("save").assertExists()',
    });
  }, 240_000);

  it('a level-2 prompt shows the source around the failing frame and the facts of the devices it failed on', async () => {
    const repo = await app();
    const prompts = path.join(tmp, 'level-2-prompts');
    const r = await runCli(
      [
        'heal',
        '--repo',
        repo.dir,
        '--rack',
        await phonesOnly(repo),
        '--engine',
        'command',
        '--engine-command',
        cheap,
        '--rounds',
        '2',
        '--report-dir',
        path.join(tmp, 'level-2'),
        '--prompt-log',
        prompts,
      ],
      { env: { ...adb.env, ...fixtureEnv } },
    );
    expect(r.exitCode).toBe(1);
    // the prompt file the command engine received in round 2 (level 2) for finding A
    const prompt = await readFile(path.join(prompts, 'F-60ee6a406e-r2.md'), 'utf8');
    const test = 'app/src/androidTest/java/com/example/notes/quicknote/QuickNoteBarTest.kt';
    expect(prompt).toContain(`- \`${test}\` (read-only: a test or fixture — read it, do not edit it)`);
    expect(prompt).toContain(`\`${test}\`, lines 27–51 (read-only); the trace points at line 39:`);
    expect(prompt).toMatch(/^>39 \|\s+onNodeWithTag\("save"\)\.assertExists\(\)$/m);
    expect(prompt).toMatch(/^ 38 \|\s+onNodeWithTag\("quick_note_field"\)\.assertIsDisplayed\(\)$/m);
    // the device table names what the run knew of the device: maker, model, API level, ABI, group
    expect(prompt).toMatch(/^\| [\w.:-]+ \| Google \| Pixel (8|7a) \| 34 \| arm64-v8a \| virtual \| phones \|$/m);
  }, 240_000);

  it('--apply merges a healed branch into your branch only when your tree is clean', async () => {
    const repo = await app();
    const rack = await phonesOnly(repo);
    const genuine = `node ${path.join(repoRoot, 'android-fixtures', 'fixers', 'genuine.mjs')}`;
    const heal = (report: string) =>
      runCli(
        [
          'heal',
          '--repo',
          repo.dir,
          '--rack',
          rack,
          '--engine',
          'command',
          '--engine-command',
          genuine,
          '--apply',
          '--report-dir',
          path.join(tmp, report),
        ],
        { env: { ...adb.env, ...fixtureEnv } },
      );
    const head = await repo.git('rev-parse', 'HEAD');
    await writeFile(path.join(repo.dir, 'notes.txt'), 'mine\n');
    const dirty = await heal('apply-dirty');
    expect(dirty.exitCode).toBe(0);
    expect(dirty.stdout).toContain('--apply: not applied — the working tree is not clean (commit or stash first)');
    expect(await repo.git('rev-parse', 'HEAD')).toBe(head);
    await rm(path.join(repo.dir, 'notes.txt'));
    const clean = await heal('apply-clean');
    expect(clean.exitCode).toBe(0);
    expect(clean.stdout).toMatch(/^--apply: merged droidheal\/heal-[0-9a-f]{7} into your branch$/m);
    // your branch now holds the two fixes, one commit each with droidheal's trailers, and your tree shows them
    const log = await repo.git('log', '--format=%(trailers:key=Repairs,valueonly)', `${head}..HEAD`);
    expect(log.split('\n').filter(Boolean).sort()).toEqual(['F-60ee6a406e', 'F-ec0dfcca6c']);
    expect(await repo.git('status', '--porcelain')).toBe('');
    expect(
      await readFile(path.join(repo.dir, 'app/src/main/java/com/example/notes/ui/quicknote/QuickNoteBar.kt'), 'utf8'),
    ).toContain('modifier = Modifier.testTag("save"),');
  }, 240_000);

  describe('the exit follows the verdict table: a required group that never ran makes a healed heal exit 3', () => {
    const genuine = `node ${path.join(repoRoot, 'android-fixtures', 'fixers', 'genuine.mjs')}`;
    /** The fixture's rack with its tablet taken away: the tablets group has no device at all (no-device). */
    async function tabletsDown(repo: FixtureRepo, required: boolean): Promise<string> {
      const rack = JSON.parse(await readFile(path.join(repo.dir, 'devices.json'), 'utf8'));
      rack.groups.tablets = { ...rack.groups.tablets, required };
      rack.virtual = rack.virtual.filter((d: { model: string }) => d.model !== 'Pixel Tablet');
      const file = path.join(tmp, `tablets-${required ? 'required' : 'optional'}.json`);
      await writeFile(file, JSON.stringify(rack));
      return file;
    }
    async function heal(required: boolean) {
      const repo = await app();
      const reportDir = path.join(tmp, `tablets-${required ? 'required' : 'optional'}`);
      const r = await runCli(
        [
          'heal',
          '--repo',
          repo.dir,
          '--rack',
          await tabletsDown(repo, required),
          '--engine',
          'command',
          '--engine-command',
          genuine,
          '--json',
          '--report-dir',
          reportDir,
        ],
        { env: { ...adb.env, ...fixtureEnv } },
      );
      const report = path.join(reportDir, 'report.json');
      const gate = await runCli(['gate', report, '--json']);
      return {
        r,
        json: HealJson.parse(JSON.parse(r.stdout)),
        gate,
        report: JSON.parse(await readFile(report, 'utf8')),
      };
    }

    it('required: status healed, and verdict undetermined naming the group, its cause, test count and remedy — exit 3, as the gate', async () => {
      const { r, json, gate, report } = await heal(true);
      expect(r.exitCode, r.stderr).toBe(3);
      expect(json).toMatchObject({ status: 'healed', outcome: 'converged', verdict: 'undetermined' });
      const group = (report.groups as Array<{ name: string; remedy?: string; detail?: string }>).find(
        (g) => g.name === 'tablets',
      )!;
      const tests = (report.verdicts as Array<{ group: string; verdict: string }>).filter(
        (v) => v.group === 'tablets' && v.verdict === 'undetermined',
      ).length;
      expect(tests).toBeGreaterThan(0);
      expect(json.undetermined).toEqual([
        { group: 'tablets', reason: 'no-device', tests, detail: group.detail, remedy: group.remedy },
      ]);
      // the same answer the gate gives of the report heal wrote
      expect(gate.exitCode).toBe(3);
      const g = JSON.parse(gate.stdout) as { verdict: string; blocking: Array<{ group: string }> };
      expect(g.verdict).toBe('undetermined');
      expect([...new Set(g.blocking.map((b) => b.group))]).toEqual(['tablets']);
      expect(r.stderr.trimEnd().split('\n').at(-1)).toBe(
        `HEALED (converged)${json.remaining.length ? ` — remaining: ${json.remaining.map((x) => `${x.finding} (${x.verdict})`).join(', ')}` : ''} — branch ${json.branch} — but UNDETERMINED (exit 3): group tablets could not run (no-device): ${tests} tests — ${group.remedy}`,
      );
    }, 240_000);

    it('optional: the same heal exits 0 — a group marked required: false never blocks, as at the gate', async () => {
      const { r, json, gate } = await heal(false);
      expect(r.exitCode, r.stderr).toBe(0);
      expect(json).toMatchObject({ status: 'healed', outcome: 'converged', verdict: 'pass' });
      expect(json.undetermined).toBeUndefined();
      expect(gate.exitCode).toBe(0);
      expect(r.stderr.trimEnd().split('\n').at(-1)).toMatch(/^HEALED \(converged\)/);
      expect(r.stderr).not.toContain('but UNDETERMINED');
    }, 240_000);
  });
});
