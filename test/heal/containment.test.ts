import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealJson } from '../../src/config/heal.js';
import { type PrivateAdbServer, startPrivateAdbServer } from '../support/adb-server.js';
import { repoRoot, runCli } from '../support/cli.js';
import { type FixtureRepo, fixtureEnv, fixtureRepo, phonesOnlyRack } from '../support/fixture-app.js';
import { standinDir } from './engines/standins.js';

/**
 * The containment promise, end to end through `droidheal heal`: a fixer that makes the genuine fix
 * and also writes outside its worktree by every route it can find, reads the user's secrets into its
 * diff and posts to a host nobody gave it leaves no byte outside the worktree, reads nothing, reaches
 * nothing — with each engine (the command engine, and the claude-code, codex and aider engines driving
 * stand-in CLIs on PATH that run the same fixer as "the model's edits") — and the user's repository
 * is byte-identical afterwards. The sandbox is the real one (bubblewrap through the sandbox runtime).
 */
const fixer = path.join(repoRoot, 'android-fixtures', 'fixers', 'write-everywhere.mjs');

let adb: PrivateAdbServer;
let tmp: string;
let realHome: string;
let exfil: http.Server;
let exfilUrl: string;
const exfilHits: string[] = [];
const repos: FixtureRepo[] = [];
const SECRETS = {
  adbkey: 'ADBKEY-SECRET-a41f',
  ssh: 'SSH-SECRET-9c2e',
  claude: 'CLAUDE-CREDENTIAL-77b1',
  localProperties: 'KEYSTORE-PASSWORD-51d0',
  gitToken: 'CI-CHECKOUT-TOKEN-0e93',
};

beforeAll(async () => {
  adb = await startPrivateAdbServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'droidheal-containment-'));
  // the user's HOME droidheal runs under: keys, and an engine login the session must get a copy of
  realHome = path.join(tmp, 'home');
  await mkdir(path.join(realHome, '.android'), { recursive: true });
  await mkdir(path.join(realHome, '.ssh'), { recursive: true });
  await mkdir(path.join(realHome, '.claude'), { recursive: true });
  await writeFile(path.join(realHome, '.android', 'adbkey'), SECRETS.adbkey);
  await writeFile(path.join(realHome, '.ssh', 'id_ed25519'), SECRETS.ssh);
  await writeFile(path.join(realHome, '.claude', '.credentials.json'), JSON.stringify({ token: SECRETS.claude }));
  exfil = http.createServer((req, res) => {
    exfilHits.push(`${req.method} ${req.url}`);
    res.end('thanks');
  });
  await new Promise<void>((resolve) => exfil.listen(0, '127.0.0.1', resolve));
  exfilUrl = `http://127.0.0.1:${(exfil.address() as AddressInfo).port}/upload`;
});
afterAll(async () => {
  for (const r of repos) await r.remove();
  await adb?.stop();
  await new Promise<void>((resolve) => exfil.close(() => resolve()));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** Every file of the user's repository that is theirs: the working tree, and the hooks and config in .git. */
async function userFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (rel: string) => {
    for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (r === '.git') continue;
      if (e.isDirectory()) await walk(r);
      else
        out[r] = createHash('sha256')
          .update(await readFile(path.join(dir, r)))
          .digest('hex');
    }
  };
  await walk('');
  for (const f of ['config', ...(await readdir(path.join(dir, '.git', 'hooks')).catch(() => []))]) {
    const p = f === 'config' ? path.join(dir, '.git', 'config') : path.join(dir, '.git', 'hooks', f);
    out[`.git/${f === 'config' ? f : `hooks/${f}`}`] = createHash('sha256')
      .update(await readFile(p))
      .digest('hex');
  }
  return out;
}

/** Every place the fixer writes to, as its own canaries; `worktree` is where heal said it healed. */
function canaries(mark: string, repo: FixtureRepo, worktree: string): string[] {
  const name = `droidheal-escaped-${mark}.txt`;
  return [
    path.join(realHome, name),
    path.join(os.tmpdir(), name),
    path.join('/tmp', name),
    path.join('/var/tmp', name),
    path.join(repo.dir, name),
    // `..`: droidheal's scratch directory beside the worktree
    path.join(path.dirname(worktree), name),
  ];
}

/** The worktree `droidheal heal` names on its first line. */
function worktreeOf(log: string): string {
  const wt = /^heal \w+ in (\S+) \(branch/m.exec(log)?.[1];
  if (!wt) throw new Error(`no worktree line in:\n${log}`);
  return wt;
}

/** The fixture's rack without its tablet (whose only device never comes up): every group can run. */
function phonesOnly(repo: FixtureRepo): Promise<string> {
  return phonesOnlyRack(repo, path.join(tmp, `phones-${repos.length}.json`));
}

/** The fixture app, with the stand-ins' variables passed into the sandbox (heal.sandbox.passEnv). */
async function app(): Promise<FixtureRepo> {
  const r = await fixtureRepo();
  repos.push(r);
  const configFile = path.join(r.dir, 'droidheal.json');
  const config = JSON.parse(await readFile(configFile, 'utf8'));
  config.heal = { ...config.heal, sandbox: { passEnv: ['STANDIN_*'] } };
  await writeFile(configFile, `${JSON.stringify(config, null, 2)}\n`);
  await r.git('commit', '-qam', 'pass the stand-ins their settings');
  // what a real checkout holds besides its commits: an uncommitted secret, and CI's checkout token
  await writeFile(path.join(r.dir, 'local.properties'), `storePassword=${SECRETS.localProperties}\n`);
  await r.git('config', 'http.https://example.com/.extraheader', `AUTHORIZATION: basic ${SECRETS.gitToken}`);
  return r;
}

/** droidheal heal's environment: the user's HOME, the stand-ins first on PATH running the fixer, keys. */
const healEnv = (mark: string, exfil = true): Record<string, string> => ({
  ...adb.env,
  ...fixtureEnv,
  HOME: realHome,
  PATH: `${standinDir}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
  STANDIN_FIXER: fixer,
  STANDIN_SCENARIO: 'edit',
  CODEX_API_KEY: 'test-key',
  OPENAI_API_KEY: 'test-key',
  DROIDHEAL_TEST_MARK: mark,
  DROIDHEAL_TEST_REAL_HOME: realHome,
  // unconfined (--no-sandbox) the post would get through: detection is about the disk, not the network
  ...(exfil ? { DROIDHEAL_TEST_EXFIL_URL: exfilUrl } : {}),
});

const engines = [
  { engine: 'command', args: ['--engine-command', `node ${fixer}`] },
  { engine: 'claude-code', args: [] },
  { engine: 'codex', args: [] },
  { engine: 'aider', args: [] },
] as const;

describe('a fixer that writes outside its worktree, in the sandbox', () => {
  it.each(engines)(
    'with the $engine engine: the genuine fix heals, nothing outside is written, read or reached',
    async ({ engine, args }) => {
      const repo = await app();
      const mark = `${engine}-${process.pid}`;
      const before = await userFiles(repo.dir);
      const reportDir = path.join(tmp, `report-${engine}`);
      const r = await runCli(
        [
          'heal',
          '--repo',
          repo.dir,
          '--rack',
          await phonesOnly(repo),
          '--engine',
          engine,
          ...args,
          '--json',
          '--report-dir',
          reportDir,
        ],
        {
          env: healEnv(mark),
          timeout: 300_000,
        },
      );
      expect(r.exitCode, r.stderr).toBe(0);
      // said once at the start, for whoever reads the log
      expect(r.stderr).toMatch(
        /^sandbox \(bubblewrap\): the fixer writes only its worktree; HOME and TMPDIR are private; network: /m,
      );
      const json = HealJson.parse(JSON.parse(r.stdout));
      expect(json.status).toBe('healed');
      // applied, never refused: the sandbox kept the escapes off the disk, so only the genuine fix is in the diff
      const attempts = json.rounds.flatMap((round) => round.attempts);
      expect(attempts.some((a) => a.applied)).toBe(true);
      expect(attempts.filter((a) => a.refused)).toEqual([]);
      // not a byte outside: every canary is absent, the user's files are as they were
      for (const c of canaries(mark, repo, worktreeOf(r.stderr))) expect(existsSync(c), c).toBe(false);
      expect(await userFiles(repo.dir)).toEqual(before);
      // nothing read: the secrets are in no commit of the heal and no report
      const patch = await readFile(path.join(reportDir, 'heal.patch'), 'utf8');
      expect(patch).toContain('loot.txt');
      for (const s of Object.values(SECRETS)) expect(patch).not.toContain(s);
      // the CLI's own caches (aider's repo map) are never part of the fix
      expect(patch).not.toContain('.aider');
      // nothing reached: droidheal's own loopback is not the fixer's network
      expect(exfilHits).toEqual([]);
    },
    300_000,
  );
});

describe('the same fixer with --no-sandbox', () => {
  it.each([engines[0], engines[1]])(
    'with the $engine engine: every write outside is named, the attempt refused under scope, what it created removed',
    async ({ engine, args }) => {
      const repo = await app();
      const mark = `nosandbox-${engine}-${process.pid}`;
      const before = await userFiles(repo.dir);
      const reportDir = path.join(tmp, `report-nosandbox-${engine}`);
      const r = await runCli(
        [
          'heal',
          '--repo',
          repo.dir,
          '--rack',
          await phonesOnly(repo),
          '--engine',
          engine,
          ...args,
          '--no-sandbox',
          '--rounds',
          '1',
          '--json',
          '--report-dir',
          reportDir,
        ],
        {
          env: healEnv(mark, false),
          timeout: 300_000,
        },
      );
      expect(r.stderr).toContain('--no-sandbox: fixers run unconfined');
      const json = HealJson.parse(JSON.parse(r.stdout));
      // never healed: the genuine fix came with writes outside, so nothing of that session is kept
      expect(json.status).not.toBe('healed');
      expect(r.exitCode).not.toBe(0);
      const attempts = json.rounds.flatMap((round) => round.attempts);
      expect(attempts.length).toBeGreaterThan(0);
      expect(attempts.every((a) => !a.applied && a.refused?.rule === 'scope')).toBe(true);
      const detail = attempts[0]!.refused!.detail;
      const wt = worktreeOf(r.stderr);
      const written = canaries(mark, repo, wt);
      // droidheal's scratch beside the worktree is cleaned; elsewhere the file is named and left, since it
      // might be another program's (the other test files here write under /tmp meanwhile)
      for (const c of written)
        expect(detail).toContain(
          c.startsWith(path.dirname(wt) + path.sep)
            ? `created ${c} (removed)`
            : `created ${c} (left in place: it may be another program's — check and remove it)`,
        );
      // droidheal's own git status in this repository does not count against the fixer (other programs
      // writing under the temp dir meanwhile — the other test files here — are named too: it fails closed)
      expect(detail).not.toContain(path.join(repo.dir, '.git', 'index'));
      expect(detail).toContain(`modified ${path.join(repo.dir, 'settings.gradle.kts')} (restored)`);
      expect(detail).toMatch(/created \S+\.git\/hooks\/post-checkout \(left in place/);
      // the scratch copy is gone; the tracked file is checked out again; the rest is the user's to judge
      expect(existsSync(written.at(-1)!)).toBe(false);
      const after = await userFiles(repo.dir);
      expect(after[path.join('settings.gradle.kts')]).toBe(before[path.join('settings.gradle.kts')]);
      for (const c of written) await rm(c, { force: true });
      await rm(path.join(repo.dir, '.git', 'hooks', 'post-checkout'), { force: true });
      expect(await userFiles(repo.dir)).toEqual(before);
      // nothing of the session was kept: no fix, so no heal branch either
      expect(await repo.git('branch', '--list', 'droidheal/*')).toBe('');
      expect(await readFile(path.join(reportDir, 'report.json'), 'utf8')).toContain('wrote outside its worktree');
    },
    300_000,
  );
});
