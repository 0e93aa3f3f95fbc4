import { readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdbServerHandle, freePort, startAdbServer } from '../adb/server.js';
import { fromJson, fromJunit, fromMarkdown } from './formats.js';
import { alive, changedPaths, fingerprint, isolatedEnv, markedProcesses, until } from './leftovers.js';
import { type DroidhealRun, runDroidheal, runTool } from './processes.js';
import type { RealRun, RealViolation } from './real.js';
import { pick, rng, runSeed } from './rng.js';

/**
 * Chaos on a real `droidheal heal`: the fixture app (android-fixtures/compose-app, whose build stand-in
 * derives test outcomes from its source) in a fresh git repository, its virtual phones on a private
 * adb server, and a fixer from android-fixtures/fixers/ chosen by the seed — one that crashes, hangs
 * (with a child process), floods its output, or edits outside its worktree; or the genuine one. The
 * rack adds, from the seed, a flaky test, a tablet group that never comes up (undetermined) and a
 * phone dropped mid-test, with or without `--apply`. Checked: 7 every fixer session (recorded by a
 * wrapper before the fixer starts, not read from droidheal's account) was for one of the app's two
 * genuine failures; 4 no worktree, process, temp entry or adb server left; 5 the user's tree
 * byte-identical — with `--apply` and a healed status, changed only where the genuine fixes change it;
 * 8 the reports agree; 3 the heal ends within its bound.
 */

export const HEAL_FAULT_KINDS = ['fixer-crash', 'fixer-hang', 'fixer-flood', 'fixer-escape'] as const;
export type HealFaultKind = (typeof HEAL_FAULT_KINDS)[number];

const fixtures = fileURLToPath(new URL('../../android-fixtures/', import.meta.url));
const FIXER: Record<HealFaultKind | 'none', string> = {
  'fixer-crash': 'crash.mjs',
  'fixer-hang': 'hang.mjs',
  'fixer-flood': 'flood-output.mjs',
  'fixer-escape': 'escape-worktree.mjs',
  none: 'genuine.mjs',
};
/** The fixture app's two genuine failures (android-fixtures/fixers/README.md): the only findings a fixer may get. */
const GENUINE = new Set(['F-60ee6a406e', 'F-ec0dfcca6c']);
/** The files the genuine fixes of those two change: all `--apply` may change in the user's tree. */
const FIXED_FILES = new Set([
  'app/src/main/java/com/example/notes/ui/quicknote/QuickNoteBar.kt',
  'app/src/main/java/com/example/notes/ui/settings/SettingsScreen.kt',
]);
const FLAKY_TEST = 'com.example.notes.MainActivityTest#activityShowsContent';
const DROP_AT = 'com.example.notes.MainActivityTest#settingsButtonOpensSettings';
const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Chaos',
  GIT_AUTHOR_EMAIL: 'chaos@example.com',
  GIT_COMMITTER_NAME: 'Chaos',
  GIT_COMMITTER_EMAIL: 'chaos@example.com',
};

/** The sessions (one JSON line each, as the fixer wrapper records them) whose finding is not a genuine failure. */
export function strayedSessions(log: string): string[] {
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { finding?: string; round?: string })
    .filter((s) => !GENUINE.has(s.finding ?? ''))
    .map((s) => `a fixer session for ${s.finding ?? 'no finding'} (round ${s.round})`);
}

/** Does index `index` of `seed` also heal, and with which fixer fault? (About one run in four.) */
export function healPlan(seed: number, index: number): { fault: HealFaultKind | 'none' } | undefined {
  const r = rng(runSeed(seed, index) ^ 0x4ea1);
  if (r() >= 0.25) return undefined;
  return { fault: pick(r, [...HEAL_FAULT_KINDS, 'none'] as const) };
}

/** One heal run's directories and files, and how it records a violation. */
interface HealDirs {
  root: string;
  home: string;
  tmp: string;
  locks: string;
  reports: string;
  sessions: string;
  repo: string;
  flag: (invariant: RealViolation['invariant'], detail: string) => void;
}
/** What the seed adds to the fixture rack and the command line. */
interface HealChaosSetup {
  rackFile: string;
  apply: boolean;
  wrapper: string;
}
const git = (repo: string, ...args: string[]) => runTool('git', args, repo, GIT_ENV);

export async function healChaosRun(seed: number, index: number, fault: HealFaultKind | 'none'): Promise<RealRun> {
  const r = rng(runSeed(seed, index) ^ 0x7e57);
  const violations: RealViolation[] = [];
  const dirs = await healDirs();
  dirs.flag = (invariant, detail) => violations.push({ invariant, detail, index });
  const servers: AdbServerHandle[] = [];
  const faults: string[] = fault === 'none' ? [] : [fault];
  try {
    await userRepository(dirs.repo);
    const setup = await writeHealSetup(dirs, r, fault, faults);
    const before = fingerprint(dirs.repo, new Set(['.git']));
    const adbPort = await freePort();
    servers.push(await startAdbServer({ port: adbPort, home: dirs.home }));
    const mark = `${process.pid}-heal-${seed}-${index}-${Date.now()}`;
    const result = await runHeal(dirs, setup, adbPort, mark);
    const exitCode = result.exitCode;
    // 7: every session was for a genuine failure (never a flaky or undetermined finding)
    for (const d of strayedSessions(await readFile(dirs.sessions, 'utf8').catch(() => ''))) dirs.flag(7, d);
    await checkHealLeftBehind(dirs, mark);
    const heal = JSON.parse(result.stdout || '{}') as { status?: string };
    await checkUserTree(dirs, before, setup.apply && heal.status === 'healed', setup.apply);
    const verdicts = await checkHealReports(dirs, heal.status, exitCode);
    return { faults, violations, verdicts, exitCode, detectionMs: [] };
  } finally {
    for (const s of servers) await s.stop().catch(() => undefined);
    for (const s of servers)
      if (s.pid !== undefined && !(await until(() => !alive(s.pid!), 5000)))
        dirs.flag(4, `adb server ${s.pid} still running after stop`);
    await rm(dirs.root, { recursive: true, force: true });
  }
}

async function healDirs(): Promise<HealDirs> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-chaos-heal-'));
  const dirs: HealDirs = {
    root,
    home: path.join(root, 'home'),
    tmp: path.join(root, 'tmp'),
    locks: path.join(root, 'locks'),
    reports: path.join(root, 'reports'),
    sessions: path.join(root, 'sessions.jsonl'),
    repo: path.join(root, 'user', 'compose-app'),
    flag: () => undefined,
  };
  for (const d of [dirs.home, dirs.tmp, dirs.locks]) await mkdir(d, { recursive: true });
  return dirs;
}

/** The user's repository: the fixture app, committed, with short heal bounds. */
async function userRepository(repo: string): Promise<void> {
  const app = path.join(fixtures, 'compose-app');
  const skip = new Set([path.join('app', 'build'), '.droidheal']);
  await cp(app, repo, { recursive: true, filter: (src) => !skip.has(path.relative(app, src)) });
  const config = JSON.parse(await readFile(path.join(repo, 'droidheal.json'), 'utf8'));
  config.heal = { ...config.heal, rounds: 2, engineTimeoutMs: 3000 };
  config.timeouts = { ...config.timeouts, testSilenceMs: 3000 };
  await writeFile(path.join(repo, 'droidheal.json'), `${JSON.stringify(config, null, 2)}\n`);
  await git(repo, 'init', '-q', '-b', 'main');
  await git(repo, 'add', '-A');
  await git(repo, 'commit', '-q', '-m', 'fixture app');
}

/**
 * The rack, outside the repository: phones (+ a flaky test on one, maybe a drop on the other), maybe
 * the tablet; `--apply` or not; the fixer behind a wrapper that records each session (its finding)
 * before the chosen fixer starts. Adds the rack's faults to `faults`.
 */
async function writeHealSetup(
  dirs: HealDirs,
  r: () => number,
  fault: HealFaultKind | 'none',
  faults: string[],
): Promise<HealChaosSetup> {
  const rack = JSON.parse(await readFile(path.join(dirs.repo, 'devices.json'), 'utf8'));
  const withTablet = r() < 0.4;
  const drop = r() < 0.3;
  if (!withTablet) {
    rack.groups = { phones: rack.groups.phones };
    rack.virtual = rack.virtual.filter((d: { model: string }) => d.model !== 'Pixel Tablet');
  } else faults.push('never-online');
  const flaky = r() < 0.6;
  for (const d of rack.virtual as Array<Record<string, unknown>>) {
    if (flaky && d.name === 'pixel-8')
      d.outcomes = { [FLAKY_TEST]: { outcome: 'fail', times: 1, message: 'the activity had not settled' } };
    if (drop && d.name === 'pixel-7a') d.faults = [{ type: 'drop', atTest: DROP_AT, mode: 'die' }];
  }
  if (drop) faults.push('drop');
  const rackFile = path.join(dirs.root, 'rack.json');
  await writeFile(rackFile, JSON.stringify(rack));
  const apply = r() < 0.3;
  const wrapper = path.join(dirs.root, 'fixer.mjs');
  await writeFile(
    wrapper,
    `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(dirs.sessions)}, JSON.stringify({ finding: process.env.DROIDHEAL_FINDING, round: process.env.DROIDHEAL_ROUND }) + '\\n');
await import(${JSON.stringify(new URL(`fixers/${FIXER[fault]}`, `file://${fixtures}`).href)});
`,
  );
  return { rackFile, apply, wrapper };
}

/** `droidheal heal --json` on the user's repository; invariants 1 (its exit) and 3 (its bound). */
async function runHeal(dirs: HealDirs, setup: HealChaosSetup, adbPort: number, mark: string): Promise<DroidhealRun> {
  const boundMs = 240_000;
  const args = ['--repo', dirs.repo, '--rack', setup.rackFile, '--engine', 'command'];
  args.push('--engine-command', `node ${setup.wrapper}`, '--json', '--report-dir', dirs.reports);
  const result = await runDroidheal({
    command: 'heal',
    args: [...args, ...(setup.apply ? ['--apply'] : [])],
    cwd: dirs.root,
    env: {
      ...isolatedEnv({ home: dirs.home, tmp: dirs.tmp, adbPort, locks: dirs.locks, mark }),
      DROIDHEAL_GRADLE_STANDIN: path.join(fixtures, 'gradle-standin', 'gradlew.mjs'),
      DROIDHEAL_FLOOD_MIB: '8',
    },
    boundMs,
  });
  if (result.timedOut) dirs.flag(3, `heal still running after ${boundMs} ms`);
  if (![0, 1, 3].includes(result.exitCode))
    dirs.flag(1, `heal exit ${result.exitCode}: ${result.stderr.split('\n').filter(Boolean).slice(-2).join(' | ')}`);
  return result;
}

/** 4: no process, worktree, temp entry or lock left. */
async function checkHealLeftBehind(dirs: HealDirs, mark: string): Promise<void> {
  if (!(await until(() => markedProcesses(mark).length === 0, 5000)))
    dirs.flag(4, `processes left running: ${markedProcesses(mark).join(', ')}`);
  const worktrees = (await git(dirs.repo, 'worktree', 'list', '--porcelain'))
    .split('\n')
    .filter((l) => l.startsWith('worktree '));
  if (worktrees.length !== 1) dirs.flag(4, `git worktrees left: ${worktrees.slice(1).join(', ')}`);
  const temps = readdirSync(dirs.tmp);
  if (temps.length > 0) dirs.flag(4, `temp entries left: ${temps.join(', ')}`);
  const lockFiles = readdirSync(dirs.locks).filter((n) => !n.startsWith('.'));
  if (lockFiles.length > 0) dirs.flag(4, `locks left: ${lockFiles.join(', ')}`);
}

/** 5: the user's tree unchanged — with `--apply` and a healed status, changed only where the genuine fixes change it. */
async function checkUserTree(
  dirs: HealDirs,
  before: Map<string, string>,
  merged: boolean,
  apply: boolean,
): Promise<void> {
  const status = (await git(dirs.repo, 'status', '--porcelain')).replace(/\n$/, '');
  if (status) dirs.flag(5, `git status not clean: ${status.split('\n').join('; ')}`);
  const changed = changedPaths(before, fingerprint(dirs.repo, new Set(['.git'])));
  const allowed = merged ? changed.filter((p) => !FIXED_FILES.has(p)) : changed;
  if (allowed.length > 0) dirs.flag(5, `the working tree changed${apply ? ' (--apply)' : ''}: ${allowed.join(', ')}`);
  if (merged && changed.length === 0) dirs.flag(5, '--apply on a healed status left the tree unchanged');
}

/** 8: the heal's reports agree with its report.json; 6: never pass without every required determination. */
async function checkHealReports(dirs: HealDirs, healStatus: string | undefined, exitCode: number): Promise<string[]> {
  const text = await readFile(path.join(dirs.reports, 'report.json'), 'utf8').catch(() => undefined);
  if (text === undefined) {
    dirs.flag(8, `heal wrote no report.json (exit ${exitCode})`);
    return [];
  }
  const fromReport = fromJson(text);
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  if (!same(fromReport, fromJunit(await readFile(path.join(dirs.reports, 'junit.xml'), 'utf8'))))
    dirs.flag(8, 'heal junit.xml disagrees with report.json');
  if (!same(fromReport, fromMarkdown(await readFile(path.join(dirs.reports, 'summary.md'), 'utf8'))))
    dirs.flag(8, 'heal summary.md disagrees with report.json');
  // 6: the report (what the gate reads) is never pass while a required group or test lacks a
  // determination, and neither is the heal's exit (healed with a tablet that never ran: 3)
  const report = JSON.parse(text) as {
    runVerdict: string;
    groups: Array<{ name: string; required: boolean; status: string }>;
    verdicts: Array<{ group: string; verdict: string }>;
  };
  const required = new Set(report.groups.filter((g) => g.required).map((g) => g.name));
  const missing =
    report.groups.some((g) => g.required && g.status !== 'ok') ||
    report.verdicts.some((v) => v.verdict === 'undetermined' && required.has(v.group));
  if (missing && (report.runVerdict === 'pass' || exitCode === 0))
    dirs.flag(
      6,
      `heal ${healStatus}, run verdict ${report.runVerdict}, exit ${exitCode} with a required group or test undetermined`,
    );
  return [`heal ${healStatus ?? 'unknown'}`];
}
