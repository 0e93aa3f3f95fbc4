import { HEAL_FAULT_KINDS, healChaosRun, healPlan } from './heal.js';
import { pool } from './leftovers.js';
import { addRealRun, emptyRealSummary, REAL_FAULT_KINDS, type RealSummary, realChaosRun, runIndices } from './real.js';
import { type ChaosSummary, runChaos } from './run.js';

/**
 * `npm run chaos`: every run index on both levels — the in-process simulation (a large rack and suite
 * on a virtual clock: the scheduler and verdicts at scale, exact ground truth for invariants 2, 6
 * and 9) and the real level (a real `droidheal run` on a private adb server and virtual devices; about
 * one index in four also a real `droidheal heal` with a misbehaving fixer). docs/decisions.md,
 * "Chaos runs on two levels", says why both.
 */
export interface SuiteOptions {
  runs: number;
  seed: number;
  only?: number;
  /** exactly this many faults per run on each level (heal runs are left out then: the sweep measures the rack) */
  faults?: number;
  sim: boolean;
  real: boolean;
  /** real runs at once */
  concurrency: number;
  /** called after each real or heal run (progress on a long run) */
  onRun?: (done: number, total: number) => void;
}

export interface ChaosSuiteResult {
  sim?: ChaosSummary & { wallMs: number };
  real?: RealSummary & { wallMs: number; healRuns: number; healStatus: Record<string, number> };
  wallMs: number;
}

export async function runChaosSuite(opts: SuiteOptions): Promise<ChaosSuiteResult> {
  const t0 = Date.now();
  const out: ChaosSuiteResult = { wallMs: 0 };
  if (opts.sim) {
    const s0 = Date.now();
    const sim = await runChaos({
      runs: opts.runs,
      seed: opts.seed,
      ...(opts.only !== undefined ? { only: opts.only } : {}),
      ...(opts.faults !== undefined ? { faults: opts.faults } : {}),
    });
    out.sim = { ...sim, wallMs: Date.now() - s0 };
  }
  if (opts.real) {
    const r0 = Date.now();
    const summary = emptyRealSummary();
    for (const k of REAL_FAULT_KINDS) summary.faults[k] = 0;
    if (opts.faults === undefined) for (const k of HEAL_FAULT_KINDS) summary.faults[k] = 0;
    const jobs = runIndices(opts).flatMap((index) => {
      const heal = opts.faults === undefined ? healPlan(opts.seed, index) : undefined;
      return [{ index }, ...(heal ? [{ index, heal: heal.fault }] : [])];
    });
    let done = 0;
    let healRuns = 0;
    const healStatus: Record<string, number> = {};
    // heal runs are the longest: start them first, so the pool does not end on one
    const ordered = [...jobs.filter((j) => j.heal !== undefined), ...jobs.filter((j) => j.heal === undefined)];
    await pool(ordered, opts.concurrency, async (job) => {
      const run =
        job.heal !== undefined
          ? await healChaosRun(opts.seed, job.index, job.heal)
          : await realChaosRun(opts.seed, job.index, opts.faults !== undefined ? { faults: opts.faults } : {});
      if (job.heal !== undefined) {
        healRuns++;
        for (const v of run.verdicts) healStatus[v] = (healStatus[v] ?? 0) + 1;
        for (const f of run.faults) summary.faults[f] = (summary.faults[f] ?? 0) + 1;
        summary.violations.push(...run.violations);
        summary.exitCodes[`heal ${run.exitCode}`] = (summary.exitCodes[`heal ${run.exitCode}`] ?? 0) + 1;
      } else addRealRun(summary, run);
      opts.onRun?.(++done, ordered.length);
    });
    summary.violations.sort((a, b) => a.index - b.index);
    out.real = { ...summary, wallMs: Date.now() - r0, healRuns, healStatus };
  }
  out.wallMs = Date.now() - t0;
  return out;
}
