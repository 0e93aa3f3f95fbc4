import type { TestId } from '../config/outcome.js';
import { between, pick, rng } from './rng.js';

/** What a test does when it runs, whatever the rack does around it. */
export type Script =
  | { kind: 'pass' }
  | { kind: 'fail' }
  /** an app crash while it runs: a genuine failure */
  | { kind: 'crash' }
  /** fails with this probability on each run, anywhere */
  | { kind: 'flaky'; p: number }
  /** fails on every run on these devices, passes elsewhere */
  | { kind: 'device-specific'; failsOn: string[] };

/** Infrastructure faults: none of them may ever turn into a failure. */
export const FAULT_KINDS = [
  'drop',
  'hang',
  'reboot',
  'flap',
  'unauthorized',
  'server-killed',
  'never-boots',
  'held-by-other-job',
  'sigint',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** the device it hits (server-killed: every device of that server; sigint: none) */
  device?: string;
  server?: number;
  /** virtual ms into the run at which it fires */
  atMs: number;
}

export interface ChaosDevice {
  serial: string;
  server: number;
  groups: string[];
}

export interface ChaosScenario {
  index: number;
  seed: number;
  devices: ChaosDevice[];
  groups: Array<{ name: string; required: boolean }>;
  tests: Array<TestId & { durationMs: number; script: Script }>;
  faults: Fault[];
  reschedule: number;
}

/** A random rack (2–6 devices on 1–2 adb servers), suite (20–100 tests) and faults, all from the seed. */
export function makeScenario(seed: number, index: number, opts: { faults?: number } = {}): ChaosScenario {
  const r = rng(seed);
  const servers = between(r, 1, 2);
  const groupCount = between(r, 1, 2);
  const groups = Array.from({ length: groupCount }, (_, g) => ({ name: `g${g}`, required: g === 0 || r() < 0.5 }));
  const devices: ChaosDevice[] = Array.from({ length: between(r, 2, 6) }, (_, d) => ({
    serial: `emulator-${5554 + 2 * d}`,
    server: d % servers,
    groups: [groups[d % groupCount]!.name],
  }));
  const tests = Array.from({ length: between(r, 20, 100) }, (_, i) => {
    const x = r();
    const script: Script =
      x < 0.7
        ? { kind: 'pass' }
        : x < 0.78
          ? { kind: 'fail' }
          : x < 0.82
            ? { kind: 'crash' }
            : x < 0.92
              ? { kind: 'flaky', p: 0.2 + r() * 0.5 }
              : { kind: 'device-specific', failsOn: [pick(r, devices).serial] };
    return {
      class: `com.example.chaos.C${Math.floor(i / 7)}`,
      method: `t${i}`,
      durationMs: between(r, 50, 3000),
      script,
    };
  });
  const total = tests.reduce((s, t) => s + t.durationMs, 0) / devices.length;
  const faultCount = opts.faults ?? between(r, 0, 4);
  const faults: Fault[] = Array.from({ length: faultCount }, () => {
    const kind = pick(r, FAULT_KINDS);
    const atMs = Math.floor(r() * total);
    if (kind === 'sigint') return { kind, atMs };
    if (kind === 'server-killed') return { kind, server: between(r, 0, servers - 1), atMs };
    return { kind, device: pick(r, devices).serial, atMs };
  });
  return { index, seed, devices, groups, tests, faults, reschedule: between(r, 1, 3) };
}
