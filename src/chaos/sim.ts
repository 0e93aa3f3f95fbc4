import { type Execution, type TestId, testKey, type UndeterminedReason } from '../config/outcome.js';
import { type BatchOutcome, runSchedule } from '../schedule/scheduler.js';
import { clusterFindings } from '../verdict/findings.js';
import { runVerdict } from '../verdict/run-verdict.js';
import { testVerdicts } from '../verdict/test-verdict.js';
import { rng } from './rng.js';
import type { ChaosScenario, Fault } from './scenario.js';

/**
 * A discrete-event clock: `sleep` parks a task until the clock reaches its time; the clock moves
 * to the earliest parked task only when nothing else can run (setImmediate fires after all
 * microtasks), so a run of hours of device time takes milliseconds and replays exactly.
 */
class Clock {
  now = 0;
  private timers: Array<{ at: number; seq: number; fire: () => void }> = [];
  private seq = 0;
  private running = false;

  sleep(ms: number): Promise<void> {
    return new Promise((fire) => {
      this.timers.push({ at: this.now + ms, seq: this.seq++, fire });
      this.pump();
    });
  }

  private pump(): void {
    if (this.running) return;
    this.running = true;
    setImmediate(() => {
      this.running = false;
      if (this.timers.length === 0) return;
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.timers.shift()!;
      this.now = Math.max(this.now, next.at);
      next.fire();
      if (this.timers.length > 0) this.pump();
    });
  }
}

/** What the simulated devices really did: the ground truth the invariants compare the run against. */
export interface Observed {
  /** every result a device reported, keyed device|test, in order */
  reported: Array<{ device: string; test: string; outcome: Execution['outcome'] }>;
  batches: number;
}

export interface SimResult {
  executions: Execution[];
  verdicts: ReturnType<typeof testVerdicts>;
  findings: ReturnType<typeof clusterFindings>;
  runVerdict: ReturnType<typeof runVerdict>;
  groups: Array<{ name: string; required: boolean; undetermined: boolean }>;
  observed: Observed;
  makespanMs: number;
  /** virtual ms from each device fault to the run retiring that device */
  detectionMs: number[];
  interrupted: boolean;
}

const FAULT_REASON: Record<Fault['kind'], UndeterminedReason> = {
  drop: 'device-lost',
  hang: 'device-hung',
  reboot: 'device-lost',
  flap: 'device-lost',
  unauthorized: 'unauthorized',
  'server-killed': 'device-lost',
  'never-boots': 'boot-timeout',
  'held-by-other-job': 'no-device',
  sigint: 'not-run',
};

/** Run one scenario through droidheal's scheduler and verdict code on a simulated rack. */
export async function simulate(s: ChaosScenario): Promise<SimResult> {
  const clock = new Clock();
  const r = rng(s.seed ^ 0xa5a5a5a5);
  const observed: Observed = { reported: [], batches: 0 };
  const absent = new Set(
    s.faults.filter((f) => f.kind === 'never-boots' || f.kind === 'held-by-other-job').map((f) => f.device!),
  );
  // when each device is hit by a mid-run fault
  const hitAt = new Map<string, { at: number; kind: Fault['kind'] }>();
  for (const f of s.faults) {
    const hit = (serial: string) => {
      const prev = hitAt.get(serial);
      if (!prev || f.atMs < prev.at) hitAt.set(serial, { at: f.atMs, kind: f.kind });
    };
    if (f.kind === 'server-killed') for (const d of s.devices.filter((x) => x.server === f.server)) hit(d.serial);
    else if (f.device && !absent.has(f.device) && f.kind !== 'never-boots' && f.kind !== 'held-by-other-job')
      hit(f.device);
  }
  const sigint = s.faults.find((f) => f.kind === 'sigint');
  const stop = new AbortController();
  if (sigint) void clock.sleep(sigint.atMs).then(() => stop.abort());
  const retiredAt = new Map<string, number>();
  const script = new Map(s.tests.map((t) => [testKey(t), t]));
  const live = s.devices.filter((d) => !absent.has(d.serial));

  const executions = await runSchedule({
    groups: s.groups.map((g) => ({ name: g.name, tests: s.tests.map((t) => ({ class: t.class, method: t.method })) })),
    devices: live.map((d) => ({ serial: d.serial, groups: d.groups })),
    estimate: (k) => script.get(k)?.durationMs ?? 1000,
    reschedule: s.reschedule,
    confirmFailures: true,
    signal: stop.signal,
    onEvent: (e) => {
      if (e.type === 'device-retired') retiredAt.set(e.device, clock.now);
    },
    runBatch: async (device, batch, signal): Promise<BatchOutcome> => {
      observed.batches++;
      const out: BatchOutcome = { executions: [], deviceUsable: true };
      await clock.sleep(200); // instrumentation start-up
      for (const test of batch.tests) {
        const t = script.get(testKey(test))!;
        const hit = hitAt.get(device.serial);
        const endsAt = clock.now + t.durationMs;
        if (signal.aborted) return { ...out, deviceUsable: false, stopReason: 'not-run' };
        if (hit && hit.at < endsAt) {
          // the fault lands while this test runs: it is cut off, the device leaves the run
          await clock.sleep(Math.max(0, hit.at - clock.now));
          const reason = FAULT_REASON[hit.kind];
          out.executions.push({ test, device: device.serial, outcome: 'undetermined', reason });
          return { ...out, deviceUsable: false, stopReason: reason };
        }
        await clock.sleep(t.durationMs);
        if (signal.aborted) return { ...out, deviceUsable: false, stopReason: 'not-run' };
        const fails =
          t.script.kind === 'fail' ||
          t.script.kind === 'crash' ||
          (t.script.kind === 'flaky' && r() < t.script.p) ||
          (t.script.kind === 'device-specific' && t.script.failsOn.includes(device.serial));
        const e: BatchOutcome['executions'][number] = fails
          ? {
              test,
              device: device.serial,
              outcome: 'failed',
              failureKind: t.script.kind === 'crash' ? 'crash' : 'assertion',
              detail: `${testKey(test)} failed`,
              trace: `java.lang.AssertionError: ${t.method}\n\tat ${t.class}.${t.method}(${t.class.split('.').pop()}.kt:${10 + Number(t.method.slice(1))})`,
              durationMs: t.durationMs,
            }
          : { test, device: device.serial, outcome: 'passed', durationMs: t.durationMs };
        observed.reported.push({ device: device.serial, test: testKey(test), outcome: e.outcome });
        out.executions.push(e);
      }
      return out;
    },
  });
  const groups = s.groups.map((g) => ({
    name: g.name,
    required: g.required,
    undetermined: !live.some((d) => d.groups.includes(g.name)),
  }));
  const tests: TestId[] = s.tests.map((t) => ({ class: t.class, method: t.method }));
  const verdicts = testVerdicts(
    s.groups.map((g) => ({ name: g.name, tests })),
    executions,
  );
  const findings = clusterFindings(verdicts, executions);
  const detectionMs = [...hitAt.entries()]
    .filter(([serial]) => retiredAt.has(serial))
    .map(([serial, hit]) => retiredAt.get(serial)! - hit.at)
    .filter((ms) => ms >= 0);
  return {
    executions,
    verdicts,
    findings,
    runVerdict: runVerdict(verdicts, groups),
    groups,
    observed,
    makespanMs: clock.now,
    detectionMs,
    interrupted: stop.signal.aborted,
  };
}
