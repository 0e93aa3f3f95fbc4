import { checkInvariants, type InvariantId, type Violation } from './invariants.js';
import { runSeed } from './rng.js';
import { FAULT_KINDS, type FaultKind, makeScenario } from './scenario.js';
import { simulate } from './sim.js';

export interface ChaosOptions {
  runs: number;
  seed: number;
  only?: number;
  /** fixed number of faults per run (default: 0–4 from the seed) */
  faults?: number;
}

export interface ChaosSummary {
  runs: number;
  faults: Record<FaultKind, number>;
  violations: Array<Violation & { seed: number; index: number }>;
  byInvariant: Partial<Record<InvariantId, number>>;
  /** makespan ÷ lower bound (work of the busiest group ÷ its devices, or its longest test) per run */
  makespanRatios: number[];
  /** virtual ms from each device fault to the scheduler retiring that device */
  detectionMs: number[];
  verdicts: Record<string, number>;
}

/** Run `runs` seeded scenarios (or only run `only`) and check every invariant on each. */
export async function runChaos(opts: ChaosOptions): Promise<ChaosSummary> {
  const summary: ChaosSummary = {
    runs: 0,
    faults: Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>,
    violations: [],
    byInvariant: {},
    makespanRatios: [],
    detectionMs: [],
    verdicts: {},
  };
  const indices = opts.only !== undefined ? [opts.only] : Array.from({ length: opts.runs }, (_, i) => i);
  for (const index of indices) {
    const s = makeScenario(runSeed(opts.seed, index), index, opts.faults !== undefined ? { faults: opts.faults } : {});
    const r = await simulate(s);
    summary.runs++;
    for (const f of s.faults) summary.faults[f.kind]++;
    for (const v of checkInvariants(s, r)) {
      summary.violations.push({ ...v, seed: opts.seed, index });
      summary.byInvariant[v.invariant] = (summary.byInvariant[v.invariant] ?? 0) + 1;
    }
    summary.verdicts[r.runVerdict] = (summary.verdicts[r.runVerdict] ?? 0) + 1;
    summary.detectionMs.push(...r.detectionMs);
    if (!r.interrupted) {
      const perGroup = s.groups.map((g) => {
        const devices = s.devices.filter((d) => d.groups.includes(g.name)).length;
        const work = s.tests.reduce((n, t) => n + t.durationMs, 0);
        return devices > 0 ? Math.max(work / devices, ...s.tests.map((t) => t.durationMs)) : 0;
      });
      const bound = Math.max(...perGroup);
      if (bound > 0) summary.makespanRatios.push(r.makespanMs / bound);
    }
  }
  return summary;
}
