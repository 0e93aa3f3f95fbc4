import path from 'node:path';
import type { BuildConfig, HealJson } from '../config/heal.js';
import type { ProjectConfig } from '../config/project.js';
import type { Report } from '../config/report.js';
import type { runBuild } from './build.js';
import type { Containment } from './containment.js';
import type { Guard, LoopEngine, PromptRequest, RunChecks } from './deps.js';
import { judgeFiles } from './judges.js';
import type { Ledger } from './ledger.js';
import { HealStop, LoopRun, lastLine } from './loop-run.js';
import { runRound } from './round.js';
import { hasUndetermined, type Remaining, repairable, type SuiteState, stateOf } from './state.js';
import type { HealWorktree } from './worktree.js';

/**
 * The heal loop (docs/architecture.md, "Heal loop"; the state diagram is in README.md): first run → nothing to repair →
 * clean/undetermined; else bounded rounds of [regenerators (round 1) → one fixer session per
 * failing root-cause cluster → guard → commit] → build → rescan the failing tests → the whole
 * suite once they pass. Ends `converged`, `fixed-point` or `rounds-exhausted`.
 */
export interface HealLoopOptions {
  config: ProjectConfig & { build: BuildConfig };
  /** the config file's directory relative to the repository top ('' at the top) */
  configRel: string;
  worktree: HealWorktree;
  ledger: Ledger;
  runChecks: RunChecks;
  engine: LoopEngine;
  buildPrompt: (req: PromptRequest) => string | Promise<string>;
  guard: Guard;
  log: (line: string) => void;
  signal: AbortSignal;
  /** the build after each fix; default `runBuild` (`npm run bench -- heal` times it apart from the loop) */
  runBuild?: typeof runBuild;
  /** the sandbox every fixer session, build, regenerator and host check runs in (containment.ts) */
  containment: Containment;
  /** keep every prompt sent to the fixer in this directory (`droidheal heal --prompt-log`) */
  promptLog?: string;
}

export interface HealLoopResult {
  json: HealJson;
  /** the first run's report and the latest whole-suite report, for report.json */
  first?: Report;
  last?: Report;
  /** verdicts and findings as the loop ends (partial rescans folded in) */
  state?: SuiteState;
}

/** The phases by name: first run → rounds (round.ts: sessions, rescan.ts: proof) → the status they earn. */
export async function healLoop(opts: HealLoopOptions): Promise<HealLoopResult> {
  const wt = opts.worktree;
  const run = new LoopRun(opts, await judgeFiles(opts.config, wt.dir, path.join(wt.dir, opts.configRel)));
  try {
    const nothingToRepair = await firstRun(run);
    if (nothingToRepair) return nothingToRepair;
    return settle(run, await runRounds(run));
  } catch (err) {
    if (!(err instanceof HealStop)) throw err;
    return stopped(run, err);
  }
}

/** Build HEAD in the worktree (never trust a stale APK) and run every check once; a result when nothing is repairable. */
async function firstRun(run: LoopRun): Promise<HealLoopResult | undefined> {
  const b0 = await run.build(run.signal);
  if (b0.status === 'infrastructure') throw new HealStop(b0.detail);
  if (b0.status === 'failed')
    throw new HealStop(
      `the build fails at HEAD (exit ${b0.exitCode}), so no test can be judged: ${lastLine(b0.outputTail)}`,
    );
  const first = await run.checks();
  run.first = run.last = first;
  run.state = stateOf(first);
  const initial = repairable(run.state);
  if (initial.length > 0) {
    run.log(`first run: ${initial.length} failing finding(s): ${initial.map((f) => f.id).join(', ')}`);
    return undefined;
  }
  const status = hasUndetermined(run.state) || first.runVerdict === 'undetermined' ? 'undetermined' : 'clean';
  run.log(
    status === 'clean'
      ? 'nothing to repair: every check passed'
      : 'nothing to repair: no check failed, but some could not be determined (never sent to a fixer)',
  );
  return run.result(status, null);
}

/** Round after round until one converges or reaches a fixed point, at most `heal.rounds`. */
async function runRounds(run: LoopRun): Promise<HealJson['outcome']> {
  for (let round = 1; round <= run.heal.rounds; round++) {
    const end = await runRound(run, round);
    if (end !== 'next') return end;
  }
  return 'rounds-exhausted';
}

/**
 * Every failing finding proven fixed where it failed → healed, even when other groups could not run:
 * those stay in `remaining` and in the report, and the gate blocks on them.
 */
function settle(run: LoopRun, outcome: HealJson['outcome']): HealLoopResult {
  const left = repairable(run.state);
  const status = left.length > 0 ? 'escalated' : run.unproven.size > 0 ? 'undetermined' : 'healed';
  run.log(`outcome ${outcome}, status ${status}`);
  if (left.length === 0) return run.result(status, outcome);
  const why = left.map((f) => `${f.id}${run.reasons.get(f.id) ? ` (${run.reasons.get(f.id)})` : ''}`).join(', ');
  return run.result(status, outcome, {
    escalation_reason: `${left.length} finding(s) still fail after ${outcome}: ${why}`,
  });
}

/** Stopped early (interrupt, infrastructure, an engine that never started): undetermined, with the reason. */
function stopped(run: LoopRun, err: HealStop): HealLoopResult {
  run.log(`stopped: ${err.reason}`);
  return run.result('undetermined', err.outcome ?? (run.rounds.length ? 'rounds-exhausted' : null), {
    escalation_reason: err.reason,
    ...(err.remedy ? { remedy: err.remedy } : {}),
    ...(run.signal.aborted ? { interrupted: true } : {}),
  });
}

export type { Remaining };
