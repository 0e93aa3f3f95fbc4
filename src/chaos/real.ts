import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { type AdbServerHandle, freePort, startAdbServer } from '../adb/server.js';
import { DeviceLocks } from '../pool/device-lock.js';
import { fromJson, fromJunit, fromMarkdown } from './formats.js';
import { between, pick, rng, runSeed } from './rng.js';

/**
 * Chaos on real components: each run is a real `droidheal run` process against a private real adb
 * server and droidheal's virtual devices, with seeded faults — a device dropped mid-output, hung,
 * rebooted or crashed, a device that never comes online, one held by another job's lock, the adb
 * server killed and restarted mid-run, SIGINT. It checks what the in-process simulation cannot:
 * 4 nothing left behind (locks, processes — found by a marker in their environment —, temp dirs,
 * adb servers), 5 the working tree byte-identical, 8 every report format agreeing with report.json,
 * plus 1 (no fault turns into a failure) and 3 (the run ends within its bound).
 */

export const REAL_FAULT_KINDS = [
  'drop',
  'hang',
  'reboot',
  'system-crash',
  'never-online',
  'held-by-other-job',
  'adb-server-restarted',
  'sigint',
] as const;
export type RealFaultKind = (typeof REAL_FAULT_KINDS)[number];

export const REAL_INVARIANTS = {
  1: 'no infrastructure fault produces a fail verdict or a finding',
  3: 'the run ends within its bound',
  4: 'no lock, process, temp dir or adb server is left behind',
  5: 'the working tree is byte-identical afterwards',
  8: 'JUnit and Markdown agree with report.json',
} as const;
type RealInvariant = keyof typeof REAL_INVARIANTS;

export interface RealViolation {
  invariant: RealInvariant;
  detail: string;
  index: number;
}
export interface RealSummary {
  runs: number;
  faults: Record<RealFaultKind, number>;
  violations: RealViolation[];
  verdicts: Record<string, number>;
  exitCodes: Record<string, number>;
}

const PKG = 'com.example.chaos';
const BIN = fileURLToPath(new URL('../../bin/droidheal.js', import.meta.url));
type Script = 'pass' | 'fail' | 'flaky' | 'device-specific';
/** Faults after which a virtual device's process starts afresh (its per-process `times` counts too). */
const RESTARTS: ReadonlySet<RealFaultKind> = new Set(['reboot', 'system-crash', 'drop']);

/** Every file under `dir` with its content hash: the working tree's fingerprint. */
function fingerprint(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      const s = statSync(p);
      h.update(`${path.relative(dir, p)}|${s.mode}|`);
      if (s.isDirectory()) walk(p);
      else h.update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

/** Pids of live processes whose environment carries `mark` (so: started, directly or not, by the run). */
function markedProcesses(mark: string): number[] {
  const out: number[] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(mark)) out.push(Number(pid));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return cond();
}

/** One seeded run; returns its faults, violations and verdict counts. */
export async function realChaosRun(
  seed: number,
  index: number,
): Promise<{ faults: RealFaultKind[]; violations: RealViolation[]; verdicts: string[]; exitCode: number }> {
  const r = rng(runSeed(seed, index));
  const root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-chaos-real-'));
  const violations: RealViolation[] = [];
  const flag = (invariant: RealInvariant, detail: string) => violations.push({ invariant, detail, index });
  const home = path.join(root, 'home');
  const tmp = path.join(root, 'tmp');
  const locks = path.join(root, 'locks');
  const work = path.join(root, 'work');
  const reports = path.join(root, 'reports');
  for (const d of [home, tmp, locks, work]) await mkdir(d, { recursive: true });
  let server: AdbServerHandle | undefined;
  const servers: AdbServerHandle[] = [];
  let held: { locks: DeviceLocks; server: string; serial: string } | undefined;
  try {
    // the suite and its scripts
    const tests = Array.from({ length: between(r, 4, 10) }, (_, i) => {
      const x = r();
      const script: Script = x < 0.6 ? 'pass' : x < 0.75 ? 'fail' : x < 0.88 ? 'flaky' : 'device-specific';
      return { class: `${PKG}.C${i % 3}`, method: `t${i}`, durationMs: between(r, 20, 300), script };
    });
    const deviceCount = between(r, 2, 4);
    const ports = await Promise.all(Array.from({ length: deviceCount }, () => freePort()));
    const names = ports.map((_, d) => `dev${d}`);
    const serials = ports.map((p) => `127.0.0.1:${p}`);
    const faults: Array<{ kind: RealFaultKind; device: number; test: string; atMs: number }> = Array.from(
      { length: between(r, 0, 3) },
      () => {
        const t = pick(r, tests);
        return {
          kind: pick(r, REAL_FAULT_KINDS),
          device: between(r, 0, deviceCount - 1),
          test: `${t.class}#${t.method}`,
          atMs: between(r, 300, 4000),
        };
      },
    );
    const specificOn = between(r, 0, deviceCount - 1);
    const devices = names.map((name, d) => {
      const outcomes: Record<string, unknown> = {};
      for (const t of tests) {
        const key = `${t.class}#${t.method}`;
        if (t.script === 'fail') outcomes[key] = { outcome: 'fail', message: `${t.method} is broken` };
        if (t.script === 'device-specific' && d === specificOn)
          outcomes[key] = { outcome: 'fail', message: `${t.method} fails on this model` };
        // once, on one device: a re-run there passes (on every device it would look like a real failure)
        if (t.script === 'flaky' && d === specificOn)
          outcomes[key] = { outcome: 'fail', message: `${t.method} is flaky`, times: 1 };
      }
      const mine = faults.filter((f) => f.device === d);
      const vf = mine.flatMap(
        (f): Array<Record<string, string>> =>
          f.kind === 'drop'
            ? [{ type: 'drop', atTest: f.test, when: 'middle', mode: 'die' }]
            : f.kind === 'hang' || f.kind === 'reboot' || f.kind === 'system-crash'
              ? [{ type: f.kind, atTest: f.test, when: 'middle' }]
              : [],
      );
      return {
        name,
        model: `Chaos ${d}`,
        manufacturer: 'droidheal',
        sdk: 34,
        abis: ['x86_64'],
        port: ports[d],
        packages: [PKG],
        outcomes,
        faults: vf,
        ...(mine.some((f) => f.kind === 'never-online') ? { state: 'offline' } : {}),
      };
    });
    const rack = path.join(root, 'rack.json');
    await writeFile(
      rack,
      JSON.stringify({
        instrumentations: [{ package: `${PKG}.test`, target: PKG }],
        tests: tests.map(({ script: _, ...t }) => t),
        virtual: devices,
      }),
    );
    // the user's project: the run must leave it exactly as it was
    const config = path.join(work, 'droidheal.json');
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
        historyFile: path.join(root, 'history.json'),
      }),
    );
    await writeFile(path.join(work, 'Main.kt'), 'fun main() = println("unchanged")\n');
    const before = fingerprint(work);

    const adbPort = await freePort();
    server = await startAdbServer({ port: adbPort, home });
    servers.push(server);
    const serverName = `127.0.0.1:${adbPort}`;
    const heldFault = faults.find((f) => f.kind === 'held-by-other-job');
    if (heldFault) {
      const l = new DeviceLocks({ dir: locks });
      if (l.tryLock(serverName, serials[heldFault.device]!).ok)
        held = { locks: l, server: serverName, serial: serials[heldFault.device]! };
    }
    const mark = `DROIDHEAL_CHAOS_MARK=${process.pid}-${seed}-${index}-${Date.now()}`;
    const boundMs = 120_000;
    const child = execa(process.execPath, [BIN, 'run', '--rack', rack, '--config', config, '--report-dir', reports], {
      cwd: work,
      env: {
        HOME: home,
        TMPDIR: tmp,
        ANDROID_ADB_SERVER_PORT: String(adbPort),
        DROIDHEAL_LOCK_DIR: locks,
        DROIDHEAL_CHAOS_MARK: mark.split('=')[1]!,
        CI: '1',
      },
      extendEnv: true,
      reject: false,
      timeout: boundMs,
      forceKillAfterDelay: 5000,
    });
    const timers: NodeJS.Timeout[] = [];
    // timed faults count from the run's first progress line (the run is then listening for
    // signals and holding devices), not from process start, which a loaded machine stretches
    let started = false;
    const firstOutput = new Promise<void>((resolve) =>
      child.stderr?.on('data', () => {
        if (!started) resolve();
        started = true;
      }),
    );
    await Promise.race([firstOutput, child.then(() => undefined)]);
    for (const f of faults) {
      if (f.kind === 'sigint') timers.push(setTimeout(() => child.kill('SIGINT'), f.atMs / 4));
      if (f.kind === 'adb-server-restarted')
        timers.push(
          setTimeout(() => {
            const old = server;
            void (async () => {
              await old?.stop();
              server = await startAdbServer({ port: adbPort, home });
              servers.push(server);
            })().catch(() => undefined);
          }, f.atMs / 4),
        );
    }
    const result = await child;
    for (const t of timers) clearTimeout(t);
    // 3: within its bound
    if (result.timedOut) flag(3, `still running after ${boundMs} ms`);
    const exitCode = result.exitCode ?? -1;
    // a Ctrl-C before the run listens for it ends node by the signal: nothing was started yet,
    // which invariant 4 checks like every other end
    const diedOfSigint = result.signal === 'SIGINT' && faults.some((f) => f.kind === 'sigint');
    if (![0, 1, 3].includes(exitCode) && !diedOfSigint)
      flag(1, `exit ${exitCode}: ${String(result.stderr).split('\n').filter(Boolean).slice(-2).join(' | ')}`);

    // 4: nothing left: processes carrying the run's mark, locks, temp files
    const leftover = await until(() => markedProcesses(mark.split('=')[1]!).length === 0, 5000);
    if (!leftover) flag(4, `processes left running: ${markedProcesses(mark.split('=')[1]!).join(', ')}`);
    if (held) {
      held.locks.unlock(held.server, held.serial);
      held = undefined;
    }
    const lockFiles = existsSync(locks) ? readdirSync(locks).filter((n) => !n.startsWith('.')) : [];
    if (lockFiles.length > 0) flag(4, `locks left: ${lockFiles.join(', ')}`);
    const temps = readdirSync(tmp);
    if (temps.length > 0) flag(4, `temp entries left: ${temps.join(', ')}`);
    // 5: the working tree
    if (fingerprint(work) !== before) flag(5, 'the working tree changed');

    // 1 and 8 from the reports the run wrote
    const verdicts: string[] = [];
    const json = path.join(reports, 'report.json');
    if (existsSync(json)) {
      const fromReport = fromJson(await readFile(json, 'utf8'));
      const junit = fromJunit(await readFile(path.join(reports, 'junit.xml'), 'utf8'));
      const md = fromMarkdown(await readFile(path.join(reports, 'summary.md'), 'utf8'));
      const same = (a: Record<string, string>, b: Record<string, string>) =>
        JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
      if (!same(fromReport, junit)) flag(8, 'junit.xml disagrees with report.json');
      if (!same(fromReport, md)) flag(8, 'summary.md disagrees with report.json');
      const script = new Map(tests.map((t) => [`${t.class}#${t.method}`, t.script]));
      for (const [key, verdict] of Object.entries(fromReport)) {
        verdicts.push(verdict.split(':')[0]!);
        const s = script.get(key.slice(key.indexOf('|') + 1));
        // a flaky test fails once per device process: a fault that restarts its device's process (reboot,
        // crash, drop) restarts that count, so failing again there is what the script says, not a fault's red
        const flakyRestarted = s === 'flaky' && faults.some((f) => f.device === specificOn && RESTARTS.has(f.kind));
        if (verdict === 'fail' && s !== 'fail' && s !== 'device-specific' && !flakyRestarted)
          flag(1, `${key} is fail, scripted ${s}`);
        if (verdict === 'flaky' && s === 'pass') flag(1, `${key} is flaky, scripted pass`);
      }
      const report = JSON.parse(await readFile(json, 'utf8')) as {
        findings: Array<{ tests: Array<{ class: string; method: string }> }>;
      };
      for (const f of report.findings)
        for (const t of f.tests)
          if (script.get(`${t.class}#${t.method}`) === 'pass')
            flag(1, `finding for ${t.class}#${t.method}, scripted pass`);
    } else if (!diedOfSigint) {
      flag(8, `no report.json written (exit ${exitCode})`);
    }
    return { faults: faults.map((f) => f.kind), violations, verdicts, exitCode };
  } finally {
    if (held) held.locks.unlock(held.server, held.serial);
    for (const s of servers) await s.stop().catch(() => undefined);
    // 4: no adb server we started outlives the run
    for (const s of servers)
      if (s.pid !== undefined && !(await until(() => !alive(s.pid!), 5000)))
        flag(4, `adb server ${s.pid} still running after stop`);
    await rm(root, { recursive: true, force: true });
  }
}

export async function runRealChaos(opts: { runs: number; seed: number; only?: number }): Promise<RealSummary> {
  const summary: RealSummary = {
    runs: 0,
    faults: Object.fromEntries(REAL_FAULT_KINDS.map((k) => [k, 0])) as Record<RealFaultKind, number>,
    violations: [],
    verdicts: {},
    exitCodes: {},
  };
  const indices = opts.only !== undefined ? [opts.only] : Array.from({ length: opts.runs }, (_, i) => i);
  for (const index of indices) {
    const run = await realChaosRun(opts.seed, index);
    summary.runs++;
    for (const f of run.faults) summary.faults[f]++;
    summary.violations.push(...run.violations);
    for (const v of run.verdicts) summary.verdicts[v] = (summary.verdicts[v] ?? 0) + 1;
    summary.exitCodes[run.exitCode] = (summary.exitCodes[run.exitCode] ?? 0) + 1;
  }
  return summary;
}
