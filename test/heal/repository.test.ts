import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealJson, healRepository, Report } from '../../src/index.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot } from '../support/cli.js';
import { type FixtureRepo, fixtureEnv, fixtureRepo, phonesOnlyRack } from '../support/fixture-app.js';

/**
 * `healRepository` from the library entry: the same heal `droidheal heal` runs, in-process — the fixture
 * app (whose test outcomes follow from its source) in a real git repository, the virtual rack on a
 * private adb server, the scripted genuine fixer — with its progress going only where the caller says.
 */
const genuine = `node ${path.join(repoRoot, 'android-fixtures', 'fixers', 'genuine.mjs')}`;
const A = 'F-60ee6a406e';
const B = 'F-ec0dfcca6c';

let adb: PrivateAdbServer;
let tmp: string;
let repo: FixtureRepo | undefined;
const saved = { ...process.env };
beforeAll(async () => {
  adb = await startPrivateAdbServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-heal-library-'));
  // in-process, the rack's default adb server is the one ANDROID_ADB_SERVER_PORT names: the private one
  Object.assign(process.env, fixtureEnv, { ANDROID_ADB_SERVER_PORT: adb.env.ANDROID_ADB_SERVER_PORT });
});
afterAll(async () => {
  for (const k of ['ANDROID_ADB_SERVER_PORT', ...Object.keys(fixtureEnv)])
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  await repo?.remove();
  await adb?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('healRepository (the library entry)', () => {
  it('heals the fixture app: both findings fixed and proven on the devices, branch, patch and report written, progress only through log', async () => {
    repo = await fixtureRepo();
    const head = await repo.git('rev-parse', 'HEAD');
    const reportDir = path.join(tmp, 'report');
    const lines: string[] = [];
    const r = await healRepository({
      repo: repo.dir,
      rackFile: await phonesOnlyRack(repo, path.join(tmp, 'phones.json')),
      engine: 'command',
      heal: { engineCommand: genuine },
      reportDir,
      log: (line) => lines.push(line),
    });

    expect(HealJson.parse(r.json)).toMatchObject({ status: 'healed', outcome: 'converged', verdict: 'pass' });
    expect(r.json.remaining).toEqual([]);
    expect(r.json.branch).toBe(`droidheal/heal-${head.slice(0, 7)}`);
    expect(r.json.rounds[0]!.attempts.map((a) => [a.finding, a.applied]).sort()).toEqual([
      [A, true],
      [B, true],
    ]);
    expect(r.reportDir).toBe(reportDir);
    // the log lines of src/heal/README.md, in order, ending with the summary the CLI ends with
    expect(lines[0]).toMatch(/^heal [0-9a-f]{7} in .+ \(branch droidheal\/heal-[0-9a-f]{7}\), engine command$/);
    expect(lines).toContain(`first run: 2 failing finding(s): ${A}, ${B}`);
    expect(lines).toContain('outcome converged, status healed');
    expect(lines.at(-1)).toBe(`HEALED (converged) — branch ${r.json.branch}`);
    // what it wrote: report.json with the heal section equal to the result, and the patch of the two fixes
    const report = Report.parse(JSON.parse(await readFile(path.join(reportDir, 'report.json'), 'utf8')));
    expect(report.runVerdict).toBe('pass');
    expect(report).toEqual(r.report);
    expect(report.heal?.status).toBe('healed');
    expect(r.json.patch).toBe(path.join(reportDir, 'heal.patch'));
    const patch = await readFile(path.join(reportDir, 'heal.patch'), 'utf8');
    expect(patch).toContain(`Repairs: ${A}`);
    expect(patch).toContain(`Repairs: ${B}`);
    // the user's repository is untouched: same HEAD, clean tree, and the heal's worktree is gone
    expect(await repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(await repo.git('status', '--porcelain')).toBe('');
    expect(await repo.git('worktree', 'list', '--porcelain')).not.toContain('droidheal-heal');
    // the fixes are on the branch, one commit each
    const trailers = await repo.git('log', '--format=%(trailers:key=Repairs,valueonly)', `${head}..${r.json.branch}`);
    expect(trailers.split('\n').filter(Boolean).sort()).toEqual([A, B]);
  }, 240_000);
});
