import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdbServerHandle, freePort, startAdbServer } from '../adb/server.js';
import { DeviceLocks } from '../pool/device-lock.js';
import { fromJson, fromJunit, fromMarkdown } from './formats.js';
import {
  alive,
  changedPaths,
  fingerprint,
  isolatedEnv,
  type Lines,
  lineStamper,
  markedProcesses,
  pool,
  until,
} from './leftovers.js';
import { droidhealPid, runDroidheal, signal } from './processes.js';
import { between, pick, rng, runSeed } from './rng.js';

/**
 * Chaos on real components: each run is a real `droidheal run` process against a private real adb
 * server and droidheal's virtual devices, with seeded faults — a device dropped mid-output, hung,
 * rebooted, crashed, flapping offline/online or unauthorized mid-run, a device that never comes
 * online, an emulator that never boots (the SDK stand-in's), one held by another job's lock, the adb
 * server killed and restarted mid-run, SIGINT. It checks what the in-process simulation cannot:
 * 4 nothing left behind (locks, processes — found by a marker in their environment —, temp dirs,
 * adb servers), 5 the working tree byte-identical, 8 every report format agreeing with report.json,
 * plus 1 (no fault turns into a failure), 2 (every pass of a run the device completed is in the
 * report — from the devices' own record of what they wrote — and no result is reported twice), 3 (the run ends within its
 * bound) and 6 (no pass over a missing determination). It measures how long droidheal takes to
 * notice a lost device: from the device's own record of the fault firing to droidheal's first line
 * naming that device lost or its test undetermined.
 */

export const REAL_FAULT_KINDS = [
  'drop',
  'hang',
  'reboot',
  'system-crash',
  'flap',
  'unauthorized',
  'never-online',
  'never-boots',
  'held-by-other-job',
  'adb-server-restarted',
  'sigint',
] as const;
export type RealFaultKind = (typeof REAL_FAULT_KINDS)[number];
/** Scripted device faults that take the device away mid-test: their detection latency is measured. */
const LOST: ReadonlySet<string> = new Set(['drop', 'hang', 'reboot', 'flap', 'unauthorized']);

export const REAL_INVARIANTS = {
  1: 'no infrastructure fault produces a fail verdict or a finding',
  2: 'no pass a device completed is lost; no executed result is reported twice',
  3: 'the run ends within its bound',
  4: 'no lock, process, temp dir, worktree or adb server is left behind',
  5: 'the working tree is byte-identical afterwards',
  6: 'the run verdict is never pass while a required test lacks a determination',
  7: 'no fixer session is started for an undetermined or flaky finding',
  8: 'JUnit and Markdown agree with report.json',
} as const;
export type RealInvariant = keyof typeof REAL_INVARIANTS;

export interface RealViolation {
  invariant: RealInvariant;
  detail: string;
  index: number;
}

export interface RealRun {
  faults: string[];
  violations: RealViolation[];
  verdicts: string[];
  exitCode: number;
  /** ms from each lost-device fault firing to droidheal's first line saying so */
  detectionMs: number[];
  /** passes of completed device runs held to the report (invariant 2); 0 when not checkable */
  passesChecked?: number;
  /** first batch to last result ÷ the ideal (scripted work ÷ devices, or the longest test); absent when interrupted */
  makespanRatio?: number;
}

export interface RealSummary {
  runs: number;
  faults: Record<string, number>;
  violations: RealViolation[];
  verdicts: Record<string, number>;
  exitCodes: Record<string, number>;
  detectionMs: number[];
  makespanRatios: number[];
  passesChecked: number;
}

const PKG = 'com.example.chaos';
/** The Android SDK stand-in whose `emulator` registers with adb and can be told never to boot. */
const SDK = fileURLToPath(new URL('../../android-fixtures/sdk', import.meta.url));
type RealScript = 'pass' | 'fail' | 'flaky' | 'device-specific';
interface RealChaosTest {
  class: string;
  method: string;
  durationMs: number;
  script: RealScript;
}
interface PlannedFault {
  kind: RealFaultKind;
  device: number;
  test: string;
  atMs: number;
}
/** What the seed decides for one run: the suite and its scripts, the devices, the faults. */
interface Plan {
  tests: RealChaosTest[];
  deviceCount: number;
  faults: PlannedFault[];
  /** the device a device-specific test fails on, and a flaky one fails once */
  specificOn: number;
}
/** One run's directories and files, and how it records a violation. */
interface RunDirs {
  index: number;
  root: string;
  home: string;
  tmp: string;
  locks: string;
  work: string;
  reports: string;
  faultLog: string;
  runLog: string;
  flag: (invariant: RealInvariant, detail: string) => void;
}
/** The adb servers a run started (a restart adds one), all stopped and checked at its end. */
interface Servers {
  current?: AdbServerHandle;
  all: AdbServerHandle[];
}
/** A device lock held for "another job", released once the run ended. */
type Held = { locks: DeviceLocks; server: string; serial: string } | undefined;

/** One seeded run (with `faults`, exactly that many faults); returns its faults, violations, verdicts and measures. */
export async function realChaosRun(seed: number, index: number, opts: { faults?: number } = {}): Promise<RealRun> {
  const plan = planRun(rng(runSeed(seed, index)), opts);
  const dirs = await runDirs(index);
  const violations: RealViolation[] = [];
  dirs.flag = (invariant, detail) => violations.push({ invariant, detail, index });
  const servers: Servers = { all: [] };
  const held: { lock: Held } = { lock: undefined };
  try {
    const ports = await Promise.all(Array.from({ length: plan.deviceCount }, () => freePort()));
    const serials = ports.map((p) => `127.0.0.1:${p}`);
    const files = await writeRunFiles(dirs, plan, ports);
    const before = fingerprint(dirs.work);
    const adbPort = await freePort();
    servers.current = await startAdbServer({ port: adbPort, home: dirs.home });
    servers.all.push(servers.current);
    held.lock = holdForOtherJob(dirs, plan, `127.0.0.1:${adbPort}`, serials);
    const mark = `${process.pid}-${seed}-${index}-${Date.now()}`;
    const ran = await runUnderFaults(dirs, plan, files, { adbPort, mark, servers });
    await checkLeftBehind(dirs, mark, held, before);
    const fromReports = await checkReports(dirs, plan, serials, ran.diedOfSigint, ran.exitCode);
    return {
      faults: plan.faults.map((f) => f.kind),
      violations,
      verdicts: fromReports.verdicts,
      exitCode: ran.exitCode,
      detectionMs: detectionLatencies(dirs.faultLog, ran.lines),
      passesChecked: fromReports.passesChecked,
      ...optionalMakespan(plan, ran.lines),
    };
  } finally {
    if (held.lock) held.lock.locks.unlock(held.lock.server, held.lock.serial);
    await stopServers(servers.all, dirs.flag);
    await rm(dirs.root, { recursive: true, force: true });
  }
}

/** The seeded suite, device count and faults; the order the random stream is read in is part of the seed. */
function planRun(r: () => number, opts: { faults?: number }): Plan {
  const tests = Array.from({ length: between(r, 4, 10) }, (_, i): RealChaosTest => {
    const x = r();
    const script: RealScript = x < 0.6 ? 'pass' : x < 0.75 ? 'fail' : x < 0.88 ? 'flaky' : 'device-specific';
    return { class: `${PKG}.C${i % 3}`, method: `t${i}`, durationMs: between(r, 20, 300), script };
  });
  const deviceCount = between(r, 2, 4);
  const faults = Array.from({ length: opts.faults ?? between(r, 0, 3) }, (): PlannedFault => {
    const t = pick(r, tests);
    return {
      kind: pick(r, REAL_FAULT_KINDS),
      device: between(r, 0, deviceCount - 1),
      test: `${t.class}#${t.method}`,
      atMs: between(r, 300, 4000),
    };
  });
  return { tests, deviceCount, faults, specificOn: between(r, 0, deviceCount - 1) };
}

async function runDirs(index: number): Promise<RunDirs> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-chaos-real-'));
  const dirs: RunDirs = {
    index,
    root,
    home: path.join(root, 'home'),
    tmp: path.join(root, 'tmp'),
    locks: path.join(root, 'locks'),
    work: path.join(root, 'work'),
    reports: path.join(root, 'reports'),
    faultLog: path.join(root, 'faults.jsonl'),
    runLog: path.join(root, 'runs.jsonl'),
    flag: () => undefined,
  };
  for (const d of [dirs.home, dirs.tmp, dirs.locks, dirs.work]) await mkdir(d, { recursive: true });
  return dirs;
}

/** The virtual devices of the rack: scripted outcomes, the rack's scripted faults, a device never online. */
function virtualDevices(plan: Plan, ports: number[]): Array<Record<string, unknown>> {
  // scripted faults are the rack's: declared on every device, they fire once, on whichever
  // device reaches the test first — so each one fires whatever the schedule
  const vf = plan.faults.flatMap((f): Array<Record<string, unknown>> => {
    switch (f.kind) {
      case 'drop':
        return [{ type: 'drop', atTest: f.test, when: 'middle', mode: 'die', scope: 'rack' }];
      case 'hang':
      case 'reboot':
      case 'system-crash':
      case 'unauthorized':
        return [{ type: f.kind, atTest: f.test, when: 'middle', scope: 'rack' }];
      case 'flap':
        return [{ type: 'flap', atTest: f.test, when: 'middle', flaps: 3, offMs: 400, scope: 'rack' }];
      default:
        return [];
    }
  });
  return ports.map((port, d) => ({
    name: `dev${d}`,
    model: `Chaos ${d}`,
    manufacturer: 'droidheal',
    sdk: 34,
    abis: ['x86_64'],
    port,
    packages: [PKG],
    outcomes: scriptedOutcomes(plan, d),
    faults: vf,
    ...(plan.faults.some((f) => f.device === d && f.kind === 'never-online') ? { state: 'offline' } : {}),
  }));
}

/** The outcomes device `d` scripts: failures, a device-specific failure, a flaky test's one failure. */
function scriptedOutcomes(plan: Plan, d: number): Record<string, unknown> {
  const outcomes: Record<string, unknown> = {};
  for (const t of plan.tests) {
    const key = `${t.class}#${t.method}`;
    if (t.script === 'fail') outcomes[key] = { outcome: 'fail', message: `${t.method} is broken` };
    if (t.script === 'device-specific' && d === plan.specificOn)
      outcomes[key] = { outcome: 'fail', message: `${t.method} fails on this model` };
    // once, on one device: a re-run there passes (on every device it would look like a real failure)
    if (t.script === 'flaky' && d === plan.specificOn)
      outcomes[key] = { outcome: 'fail', message: `${t.method} is flaky`, times: 1 };
  }
  return outcomes;
}

interface RunFiles {
  rack: string;
  config: string;
  avds: string;
  neverBoots: boolean;
}

/** The rack (and an AVD that never boots), and the user's project the run must leave as it was. */
async function writeRunFiles(dirs: RunDirs, plan: Plan, ports: number[]): Promise<RunFiles> {
  // an emulator that never boots: the SDK stand-in starts it, registers it with adb, and
  // sys.boot_completed never becomes 1; its group can never run (boot-timeout)
  const neverBoots = plan.faults.some((f) => f.kind === 'never-boots');
  const avds = path.join(dirs.root, 'avds.json');
  const device = { model: 'sdk_gphone64_x86_64', sdk: 34, abis: ['x86_64'], bootMs: 2_000_000_000 };
  if (neverBoots) await writeFile(avds, JSON.stringify({ Chaos_Never_Boots: { startDelayMs: 0, device } }));
  const rack = path.join(dirs.root, 'rack.json');
  const emulators = {
    groups: { phones: { kind: 'virtual' }, emulators: { kind: 'emulator' } },
    emulators: [{ avd: 'Chaos_Never_Boots', groups: ['emulators'], bootTimeoutMs: 1500 }],
  };
  await writeFile(
    rack,
    JSON.stringify({
      ...(neverBoots ? emulators : {}),
      instrumentations: [{ package: `${PKG}.test`, target: PKG }],
      tests: plan.tests.map(({ script: _, ...t }) => t),
      virtual: virtualDevices(plan, ports),
    }),
  );
  // the user's project: the run must leave it exactly as it was
  const config = path.join(dirs.work, 'droidheal.json');
  await writeFile(
    config,
    JSON.stringify({
      instrumentation: {
        testPackage: `${PKG}.test`,
        runner: 'androidx.test.runner.AndroidJUnitRunner',
        targetPackage: PKG,
      },
      timeouts: { testSilenceMs: 2000, probeMs: 1000, leaseWaitMs: 0, installMs: 10000 },
      retries: { reschedule: 1, confirmFailures: true },
      historyFile: path.join(dirs.root, 'history.json'),
      historyDatabase: path.join(dirs.root, 'history.sqlite'),
    }),
  );
  await writeFile(path.join(dirs.work, 'Main.kt'), 'fun main() = println("unchanged")\n');
  return { rack, config, avds, neverBoots };
}

/** The "held by another job" fault: that device's lock taken before the run starts. */
function holdForOtherJob(dirs: RunDirs, plan: Plan, server: string, serials: string[]): Held {
  const heldFault = plan.faults.find((f) => f.kind === 'held-by-other-job');
  if (!heldFault) return undefined;
  const locks = new DeviceLocks({ dir: dirs.locks });
  const serial = serials[heldFault.device]!;
  return locks.tryLock(server, serial).ok ? { locks, server, serial } : undefined;
}

/**
 * The run itself: `droidheal run` with the timed faults (SIGINT, the adb server restarted) counted
 * from its first progress line; invariants 1 (its exit) and 3 (its bound). Its stderr lines stamped.
 */
async function runUnderFaults(
  dirs: RunDirs,
  plan: Plan,
  files: RunFiles,
  o: { adbPort: number; mark: string; servers: Servers },
): Promise<{ exitCode: number; diedOfSigint: boolean; lines: Lines }> {
  const boundMs = 120_000;
  const stamp = lineStamper();
  // timed faults count from the run's first progress line (the run is then listening for
  // signals and holding devices), not from process start, which a loaded machine stretches
  let firstOutput!: () => void;
  const started = new Promise<void>((resolve) => {
    firstOutput = resolve;
  });
  const run = runDroidheal({
    command: 'run',
    args: ['--rack', files.rack, '--config', files.config, '--report-dir', dirs.reports],
    cwd: dirs.work,
    env: {
      ...isolatedEnv({ home: dirs.home, tmp: dirs.tmp, adbPort: o.adbPort, locks: dirs.locks, mark: o.mark }),
      DROIDHEAL_VIRTUAL_FAULT_LOG: dirs.faultLog,
      DROIDHEAL_VIRTUAL_RUN_LOG: dirs.runLog,
      ...(files.neverBoots ? { ANDROID_HOME: SDK, ANDROID_SDK_ROOT: '', DROIDHEAL_FAKE_AVDS: files.avds } : {}),
    },
    boundMs,
    discardStdout: true,
    onOutput: (chunk) => {
      stamp.push(chunk);
      firstOutput();
    },
  });
  await Promise.race([started, run.then(() => undefined)]);
  const timers = plan.faults.flatMap((f) => timedFault(f, dirs, o));
  const result = await run;
  for (const t of timers) clearTimeout(t);
  // 3: within its bound
  if (result.timedOut) dirs.flag(3, `still running after ${boundMs} ms`);
  // a Ctrl-C before the run listens for it ends node by the signal (setsid: 128 + 2; `run` itself
  // exits 3 when interrupted): nothing was started yet, which invariant 4 checks like every other end
  const diedOfSigint = result.exitCode === 130 && plan.faults.some((f) => f.kind === 'sigint');
  if (![0, 1, 3].includes(result.exitCode) && !diedOfSigint)
    dirs.flag(1, `exit ${result.exitCode}: ${result.stderr.split('\n').filter(Boolean).slice(-2).join(' | ')}`);
  return { exitCode: result.exitCode, diedOfSigint, lines: stamp.end() };
}

/** The timer of a fault timed from the run's start: SIGINT to droidheal, or its adb server stopped and started again. */
function timedFault(
  f: PlannedFault,
  dirs: RunDirs,
  o: { adbPort: number; mark: string; servers: Servers },
): NodeJS.Timeout[] {
  if (f.kind === 'sigint')
    return [
      setTimeout(() => {
        const pid = droidhealPid(o.mark, 'run');
        if (pid !== undefined) signal(pid, 'SIGINT');
      }, f.atMs / 4),
    ];
  if (f.kind !== 'adb-server-restarted') return [];
  const restart = async () => {
    await o.servers.current?.stop();
    o.servers.current = await startAdbServer({ port: o.adbPort, home: dirs.home });
    o.servers.all.push(o.servers.current);
  };
  return [setTimeout(() => void restart().catch(() => undefined), f.atMs / 4)];
}

/** 4: no process carrying the run's mark, lock or temp entry left; 5: the working tree unchanged. */
async function checkLeftBehind(
  dirs: RunDirs,
  mark: string,
  held: { lock: Held },
  before: Map<string, string>,
): Promise<void> {
  const leftover = await until(() => markedProcesses(mark).length === 0, 5000);
  if (!leftover) dirs.flag(4, `processes left running: ${markedProcesses(mark).join(', ')}`);
  if (held.lock) {
    held.lock.locks.unlock(held.lock.server, held.lock.serial);
    held.lock = undefined;
  }
  const lockFiles = existsSync(dirs.locks) ? readdirSync(dirs.locks).filter((n) => !n.startsWith('.')) : [];
  if (lockFiles.length > 0) dirs.flag(4, `locks left: ${lockFiles.join(', ')}`);
  const temps = readdirSync(dirs.tmp);
  if (temps.length > 0) dirs.flag(4, `temp entries left: ${temps.join(', ')}`);
  const changed = changedPaths(before, fingerprint(dirs.work));
  if (changed.length > 0) dirs.flag(5, `the working tree changed: ${changed.join(', ')}`);
}

/**
 * Detection: from each lost-device fault firing (the device's own record) to droidheal's first
 * line naming that device retired or its test undetermined.
 */
function detectionLatencies(faultLog: string, lines: Lines): number[] {
  const detectionMs: number[] = [];
  const fired = existsSync(faultLog)
    ? readFileSync(faultLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { at: number; serial: string; type: string })
    : [];
  for (const f of fired.filter((x) => LOST.has(x.type))) {
    const seen = lines.find(
      (l) => l.at >= f.at && l.text.includes(f.serial) && (l.text.startsWith('? ') || l.text.includes(' retired')),
    );
    if (seen) detectionMs.push(seen.at - f.at);
  }
  return detectionMs;
}

/** Makespan: first batch to last result, against the ideal on the whole rack; none for an interrupted run. */
function optionalMakespan(plan: Plan, lines: Lines): { makespanRatio?: number } {
  const firstBatch = lines.find((l) => / (running|confirming|re-running) \d+ tests? of group /.test(l.text));
  const results = lines.filter((l) => /^[✓✗?-] /.test(l.text));
  if (plan.faults.some((f) => f.kind === 'sigint') || !firstBatch || results.length === 0) return {};
  const work = plan.tests.reduce((n, t) => n + t.durationMs, 0);
  const ideal = Math.max(work / plan.deviceCount, ...plan.tests.map((t) => t.durationMs));
  return { makespanRatio: (results[results.length - 1]!.at - firstBatch.at) / ideal };
}

interface RunReport {
  findings: Array<{ tests: Array<{ class: string; method: string }> }>;
  executions: Array<{
    test: { class: string; method: string };
    device?: string;
    group: string;
    attempt?: number;
    outcome: string;
  }>;
  verdicts: Array<{ group: string; verdict: string }>;
  groups: Array<{ name: string; required: boolean; status: string }>;
  runVerdict: string;
}

/** 1, 2, 6 and 8 from the reports the run wrote. */
async function checkReports(
  dirs: RunDirs,
  plan: Plan,
  serials: string[],
  diedOfSigint: boolean,
  exitCode: number,
): Promise<{ verdicts: string[]; passesChecked: number }> {
  const json = path.join(dirs.reports, 'report.json');
  if (!existsSync(json)) {
    if (!diedOfSigint) dirs.flag(8, `no report.json written (exit ${exitCode})`);
    return { verdicts: [], passesChecked: 0 };
  }
  const fromReport = fromJson(await readFile(json, 'utf8'));
  await checkFormatsAgree(dirs, fromReport);
  const report = JSON.parse(await readFile(json, 'utf8')) as RunReport;
  const verdicts = checkNoInventedFailure(dirs, plan, serials, fromReport, report);
  checkReportedOnce(dirs, report);
  // 2: not checkable when a SIGINT or an adb server restart can cut the host's side after the
  // device wrote its last byte
  const passesChecked = plan.faults.some((f) => f.kind === 'sigint' || f.kind === 'adb-server-restarted')
    ? 0
    : checkCompletedPassesReported(dirs, report);
  checkNoPassWithoutDetermination(dirs, report);
  return { verdicts, passesChecked };
}

/** 8: JUnit and Markdown say what report.json says. */
async function checkFormatsAgree(dirs: RunDirs, fromReport: Record<string, string>): Promise<void> {
  const junit = fromJunit(await readFile(path.join(dirs.reports, 'junit.xml'), 'utf8'));
  const md = fromMarkdown(await readFile(path.join(dirs.reports, 'summary.md'), 'utf8'));
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  if (!same(fromReport, junit)) dirs.flag(8, 'junit.xml disagrees with report.json');
  if (!same(fromReport, md)) dirs.flag(8, 'summary.md disagrees with report.json');
}

/** 1: no fail or flaky verdict, and no finding, the scripts do not explain; returns the verdicts. */
function checkNoInventedFailure(
  dirs: RunDirs,
  plan: Plan,
  serials: string[],
  fromReport: Record<string, string>,
  report: RunReport,
): string[] {
  const verdicts: string[] = [];
  const script = new Map(plan.tests.map((t) => [`${t.class}#${t.method}`, t.script]));
  for (const [key, verdict] of Object.entries(fromReport)) {
    verdicts.push(verdict.split(':')[0]!);
    const test = key.slice(key.indexOf('|') + 1);
    const s = script.get(test);
    if (verdict === 'fail' && s === 'flaky') {
      const failedOn = flakyFailedOnlyThere(report, test, serials[plan.specificOn]);
      if (failedOn !== true) dirs.flag(1, `${key} is fail, scripted flaky (failed on ${failedOn || 'no device'})`);
    } else if (verdict === 'fail' && s !== 'fail' && s !== 'device-specific')
      dirs.flag(1, `${key} is fail, scripted ${s}`);
    if (verdict === 'flaky' && s === 'pass') dirs.flag(1, `${key} is flaky, scripted pass`);
  }
  for (const f of report.findings)
    for (const t of f.tests)
      if (script.get(`${t.class}#${t.method}`) === 'pass')
        dirs.flag(1, `finding for ${t.class}#${t.method}, scripted pass`);
  return verdicts;
}

/**
 * A flaky test fails on its first run on one device per device process: a fail verdict is right only
 * when every failure was there and no pass followed one there (the re-check was cut by a fault, or a
 * restart of the device's process made it fail again). `true`, or the devices it failed on.
 */
function flakyFailedOnlyThere(report: RunReport, test: string, there: string | undefined): true | string {
  const runs = report.executions.filter((e) => `${e.test.class}#${e.test.method}` === test);
  const failedOn = runs.filter((e) => e.outcome === 'failed').map((e) => e.device);
  const firstFail = runs.findIndex((e) => e.outcome === 'failed');
  const passedAfter = runs.some((e, i) => i > firstFail && e.device === there && e.outcome === 'passed');
  if (failedOn.length === 0 || failedOn.some((d) => d !== there) || passedAfter) return failedOn.join(', ');
  return true;
}

/** 2: one record per execution (a device's attempt at a test in a group). */
function checkReportedOnce(dirs: RunDirs, report: RunReport): void {
  const seen = new Set<string>();
  for (const e of report.executions) {
    if (e.device === undefined || e.attempt === undefined) continue;
    const k = `${e.group}|${e.device}|${e.test.class}#${e.test.method}|${e.attempt}`;
    if (seen.has(k)) dirs.flag(2, `${k} reported twice`);
    seen.add(k);
  }
}

/**
 * 2: every pass of a run its device completed (wrote the final INSTRUMENTATION_CODE) reached
 * droidheal, which reads each batch to its end before it starts the next on that device: it must be
 * a passed execution there. Returns how many passes were held to the report.
 */
function checkCompletedPassesReported(dirs: RunDirs, report: RunReport): number {
  const reported = new Map<string, number>();
  for (const e of report.executions)
    if (e.outcome === 'passed') {
      const k = `${e.test.class}#${e.test.method} on ${e.device}`;
      reported.set(k, (reported.get(k) ?? 0) + 1);
    }
  const completed = new Map<string, number>();
  const passes = completedPasses(dirs.runLog);
  for (const { serial, test } of passes) {
    const k = `${test} on ${serial}`;
    completed.set(k, (completed.get(k) ?? 0) + 1);
  }
  for (const [k, n] of completed)
    if ((reported.get(k) ?? 0) < n)
      dirs.flag(2, `${k}: passed ${n}× in runs the device completed, reported passed ${reported.get(k) ?? 0}×`);
  return passes.length;
}

/** 6: pass needs every required test determined. */
function checkNoPassWithoutDetermination(dirs: RunDirs, report: RunReport): void {
  const required = new Set(report.groups.filter((g) => g.required).map((g) => g.name));
  if (
    report.runVerdict === 'pass' &&
    (report.verdicts.some((v) => v.verdict === 'undetermined' && required.has(v.group)) ||
      report.groups.some((g) => g.required && g.status !== 'ok'))
  )
    dirs.flag(6, 'run verdict pass with an undetermined required test or group');
}

/** 4: no adb server the run started outlives it. */
async function stopServers(servers: AdbServerHandle[], flag: RunDirs['flag']): Promise<void> {
  for (const s of servers) await s.stop().catch(() => undefined);
  for (const s of servers)
    if (s.pid !== undefined && !(await until(() => !alive(s.pid!), 5000)))
      flag(4, `adb server ${s.pid} still running after stop`);
}

/**
 * The passes of every `am instrument` run a virtual device completed, from its run log (one device
 * runs one batch at a time, so a device's records between a start and an end are one run's).
 * Listing runs (`-e log true`: every test reported passed without running) are not executions.
 */
export function completedPasses(runLog: string): Array<{ serial: string; test: string }> {
  if (!existsSync(runLog)) return [];
  const open = new Map<string, string[]>();
  const passes: Array<{ serial: string; test: string }> = [];
  for (const line of readFileSync(runLog, 'utf8').split('\n')) {
    if (!line) continue;
    const r = JSON.parse(line) as {
      serial: string;
      event: string;
      listing?: boolean;
      test?: string;
      outcome?: string;
      complete?: boolean;
    };
    if (r.event === 'instrument-start') {
      if (r.listing) open.delete(r.serial);
      else open.set(r.serial, []);
    } else if (r.event === 'test-end' && r.outcome === 'pass' && r.test) open.get(r.serial)?.push(r.test);
    else if (r.event === 'instrument-end') {
      if (r.complete) for (const test of open.get(r.serial) ?? []) passes.push({ serial: r.serial, test });
      open.delete(r.serial);
    }
  }
  return passes;
}

export interface RealChaosOptions {
  runs: number;
  seed: number;
  only?: number;
  /** exactly this many rack faults per run (default: 0–3 from the seed) */
  faults?: number;
  /** runs at once (each has its own adb server, devices, dirs) */
  concurrency?: number;
}

export function emptyRealSummary(): RealSummary {
  return {
    runs: 0,
    faults: {},
    violations: [],
    verdicts: {},
    exitCodes: {},
    detectionMs: [],
    makespanRatios: [],
    passesChecked: 0,
  };
}

/** Fold one run into a summary. */
export function addRealRun(summary: RealSummary, run: RealRun): void {
  summary.runs++;
  for (const f of run.faults) summary.faults[f] = (summary.faults[f] ?? 0) + 1;
  summary.violations.push(...run.violations);
  for (const v of run.verdicts) summary.verdicts[v] = (summary.verdicts[v] ?? 0) + 1;
  summary.exitCodes[run.exitCode] = (summary.exitCodes[run.exitCode] ?? 0) + 1;
  summary.detectionMs.push(...run.detectionMs);
  summary.passesChecked += run.passesChecked ?? 0;
  if (run.makespanRatio !== undefined) summary.makespanRatios.push(run.makespanRatio);
}

export const runIndices = (opts: { runs: number; only?: number }): number[] =>
  opts.only !== undefined ? [opts.only] : Array.from({ length: opts.runs }, (_, i) => i);

export async function runRealChaos(opts: RealChaosOptions): Promise<RealSummary> {
  const summary = emptyRealSummary();
  for (const k of REAL_FAULT_KINDS) summary.faults[k] = 0;
  const runs = await pool(runIndices(opts), opts.concurrency ?? 1, (index) =>
    realChaosRun(opts.seed, index, opts.faults !== undefined ? { faults: opts.faults } : {}),
  );
  for (const run of runs) addRealRun(summary, run);
  return summary;
}
