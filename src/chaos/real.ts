import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { type AdbServerHandle, freePort, startAdbServer } from '../adb/server.js';
import { DeviceLocks } from '../pool/device-lock.js';
import { fromJson, fromJunit, fromMarkdown } from './formats.js';
import {
  alive,
  changedPaths,
  fingerprint,
  isolatedEnv,
  markedProcesses,
  pool,
  stampLines,
  until,
} from './leftovers.js';
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
export const BIN = fileURLToPath(new URL('../../bin/droidheal.js', import.meta.url));
/** The Android SDK stand-in whose `emulator` registers with adb and can be told never to boot. */
const SDK = fileURLToPath(new URL('../../android-fixtures/sdk', import.meta.url));
type Script = 'pass' | 'fail' | 'flaky' | 'device-specific';
/** One seeded run (with `faults`, exactly that many faults); returns its faults, violations, verdicts and measures. */
export async function realChaosRun(seed: number, index: number, opts: { faults?: number } = {}): Promise<RealRun> {
  const r = rng(runSeed(seed, index));
  const root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-chaos-real-'));
  const violations: RealViolation[] = [];
  const flag = (invariant: RealInvariant, detail: string) => violations.push({ invariant, detail, index });
  const home = path.join(root, 'home');
  const tmp = path.join(root, 'tmp');
  const locks = path.join(root, 'locks');
  const work = path.join(root, 'work');
  const reports = path.join(root, 'reports');
  const faultLog = path.join(root, 'faults.jsonl');
  const runLog = path.join(root, 'runs.jsonl');
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
      { length: opts.faults ?? between(r, 0, 3) },
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
      // scripted faults are the rack's: declared on every device, they fire once, on whichever
      // device reaches the test first — so each one fires whatever the schedule
      const vf = faults.flatMap((f): Array<Record<string, unknown>> => {
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
    // an emulator that never boots: the SDK stand-in starts it, registers it with adb, and
    // sys.boot_completed never becomes 1; its group can never run (boot-timeout)
    const neverBoots = faults.some((f) => f.kind === 'never-boots');
    const avds = path.join(root, 'avds.json');
    if (neverBoots)
      await writeFile(
        avds,
        JSON.stringify({
          Chaos_Never_Boots: {
            startDelayMs: 0,
            device: { model: 'sdk_gphone64_x86_64', sdk: 34, abis: ['x86_64'], bootMs: 2_000_000_000 },
          },
        }),
      );
    const rack = path.join(root, 'rack.json');
    await writeFile(
      rack,
      JSON.stringify({
        ...(neverBoots
          ? {
              groups: { phones: { kind: 'virtual' }, emulators: { kind: 'emulator' } },
              emulators: [{ avd: 'Chaos_Never_Boots', groups: ['emulators'], bootTimeoutMs: 1500 }],
            }
          : {}),
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
    const mark = `${process.pid}-${seed}-${index}-${Date.now()}`;
    const boundMs = 120_000;
    const child = execa(process.execPath, [BIN, 'run', '--rack', rack, '--config', config, '--report-dir', reports], {
      cwd: work,
      env: {
        ...isolatedEnv({ home, tmp, adbPort, locks, mark }),
        DROIDHEAL_VIRTUAL_FAULT_LOG: faultLog,
        DROIDHEAL_VIRTUAL_RUN_LOG: runLog,
        ...(neverBoots ? { ANDROID_HOME: SDK, ANDROID_SDK_ROOT: '', DROIDHEAL_FAKE_AVDS: avds } : {}),
      },
      extendEnv: true,
      reject: false,
      timeout: boundMs,
      forceKillAfterDelay: 5000,
    });
    const lines = stampLines(child.stderr);
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
    const leftover = await until(() => markedProcesses(mark).length === 0, 5000);
    if (!leftover) flag(4, `processes left running: ${markedProcesses(mark).join(', ')}`);
    if (held) {
      held.locks.unlock(held.server, held.serial);
      held = undefined;
    }
    const lockFiles = existsSync(locks) ? readdirSync(locks).filter((n) => !n.startsWith('.')) : [];
    if (lockFiles.length > 0) flag(4, `locks left: ${lockFiles.join(', ')}`);
    const temps = readdirSync(tmp);
    if (temps.length > 0) flag(4, `temp entries left: ${temps.join(', ')}`);
    // 5: the working tree
    const changed = changedPaths(before, fingerprint(work));
    if (changed.length > 0) flag(5, `the working tree changed: ${changed.join(', ')}`);

    // detection: from each lost-device fault firing (the device's own record) to droidheal's first
    // line naming that device retired or its test undetermined
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
    // makespan: first batch to last result, against the ideal on the whole rack
    let makespanRatio: number | undefined;
    const firstBatch = lines.find((l) => / (running|confirming|re-running) \d+ tests? of group /.test(l.text));
    const results = lines.filter((l) => /^[✓✗?-] /.test(l.text));
    if (!faults.some((f) => f.kind === 'sigint') && firstBatch && results.length > 0) {
      const work_ = tests.reduce((n, t) => n + t.durationMs, 0);
      const ideal = Math.max(work_ / deviceCount, ...tests.map((t) => t.durationMs));
      makespanRatio = (results[results.length - 1]!.at - firstBatch.at) / ideal;
    }

    // 1, 2, 6 and 8 from the reports the run wrote
    const verdicts: string[] = [];
    let passesChecked = 0;
    const json = path.join(reports, 'report.json');
    if (existsSync(json)) {
      const fromReport = fromJson(await readFile(json, 'utf8'));
      const junit = fromJunit(await readFile(path.join(reports, 'junit.xml'), 'utf8'));
      const md = fromMarkdown(await readFile(path.join(reports, 'summary.md'), 'utf8'));
      const same = (a: Record<string, string>, b: Record<string, string>) =>
        JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
      if (!same(fromReport, junit)) flag(8, 'junit.xml disagrees with report.json');
      if (!same(fromReport, md)) flag(8, 'summary.md disagrees with report.json');
      const report = JSON.parse(await readFile(json, 'utf8')) as {
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
      };
      const script = new Map(tests.map((t) => [`${t.class}#${t.method}`, t.script]));
      for (const [key, verdict] of Object.entries(fromReport)) {
        verdicts.push(verdict.split(':')[0]!);
        const test = key.slice(key.indexOf('|') + 1);
        const s = script.get(test);
        if (verdict === 'fail' && s === 'flaky') {
          // a flaky test fails on its first run on one device per device process: a fail verdict is
          // right only when every failure was there and no pass followed one there (the re-check
          // was cut by a fault, or a restart of the device's process made it fail again)
          const runs = report.executions.filter((e) => `${e.test.class}#${e.test.method}` === test);
          const failedOn = runs.filter((e) => e.outcome === 'failed').map((e) => e.device);
          const firstFail = runs.findIndex((e) => e.outcome === 'failed');
          const passedAfter = runs.some(
            (e, i) => i > firstFail && e.device === serials[specificOn] && e.outcome === 'passed',
          );
          if (failedOn.length === 0 || failedOn.some((d) => d !== serials[specificOn]) || passedAfter)
            flag(1, `${key} is fail, scripted flaky (failed on ${failedOn.join(', ') || 'no device'})`);
        } else if (verdict === 'fail' && s !== 'fail' && s !== 'device-specific')
          flag(1, `${key} is fail, scripted ${s}`);
        if (verdict === 'flaky' && s === 'pass') flag(1, `${key} is flaky, scripted pass`);
      }
      for (const f of report.findings)
        for (const t of f.tests)
          if (script.get(`${t.class}#${t.method}`) === 'pass')
            flag(1, `finding for ${t.class}#${t.method}, scripted pass`);
      // 2: one record per execution (a device's attempt at a test in a group)
      const seen = new Set<string>();
      for (const e of report.executions) {
        if (e.device === undefined || e.attempt === undefined) continue;
        const k = `${e.group}|${e.device}|${e.test.class}#${e.test.method}|${e.attempt}`;
        if (seen.has(k)) flag(2, `${k} reported twice`);
        seen.add(k);
      }
      // 2: every pass of a run its device completed (wrote the final INSTRUMENTATION_CODE) reached
      // droidheal, which reads each batch to its end before it starts the next on that device: it
      // must be a passed execution there. Not checkable when a SIGINT or an adb server restart can
      // cut the host's side after the device wrote its last byte.
      if (!faults.some((f) => f.kind === 'sigint' || f.kind === 'adb-server-restarted')) {
        const reported = new Map<string, number>();
        for (const e of report.executions)
          if (e.outcome === 'passed') {
            const k = `${e.test.class}#${e.test.method} on ${e.device}`;
            reported.set(k, (reported.get(k) ?? 0) + 1);
          }
        const completed = new Map<string, number>();
        const passes = completedPasses(runLog);
        passesChecked = passes.length;
        for (const { serial, test } of passes) {
          const k = `${test} on ${serial}`;
          completed.set(k, (completed.get(k) ?? 0) + 1);
        }
        for (const [k, n] of completed)
          if ((reported.get(k) ?? 0) < n)
            flag(2, `${k}: passed ${n}× in runs the device completed, reported passed ${reported.get(k) ?? 0}×`);
      }
      // 6: pass needs every required test determined
      const required = new Set(report.groups.filter((g) => g.required).map((g) => g.name));
      if (
        report.runVerdict === 'pass' &&
        (report.verdicts.some((v) => v.verdict === 'undetermined' && required.has(v.group)) ||
          report.groups.some((g) => g.required && g.status !== 'ok'))
      )
        flag(6, 'run verdict pass with an undetermined required test or group');
    } else if (!diedOfSigint) {
      flag(8, `no report.json written (exit ${exitCode})`);
    }
    return {
      faults: faults.map((f) => f.kind),
      violations,
      verdicts,
      exitCode,
      detectionMs,
      passesChecked,
      ...(makespanRatio !== undefined ? { makespanRatio } : {}),
    };
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
