import type { HealAttemptJson, HealJson, HealRoundJson, LedgerAttempt } from '../config/heal.js';
import type { Finding } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import type { PromptDeviceFacts } from './deps.js';
import { gitOk } from './git.js';
import { HealStop, type LoopRun, lastLine } from './loop-run.js';
import { regenerate } from './regenerate.js';
import { rescan, whereFailed } from './rescan.js';
import { runSession } from './session.js';
import { repairable } from './state.js';

/**
 * One heal round (docs/architecture.md, "Heal loop"): round 1's regenerators, one fixer session per
 * repairable finding, and — when something was applied — the rebuild and the rescan that prove it.
 * `next` goes on to the next round; the others end the loop with that outcome.
 */
export type RoundEnd = 'next' | Extract<HealJson['outcome'], 'converged' | 'fixed-point'>;

export async function runRound(run: LoopRun, round: number): Promise<RoundEnd> {
  const entry: HealRoundJson = { round, attempts: [], rescan: null };
  run.rounds.push(entry);
  if (round === 1 && run.heal.regenerators.length > 0) entry.regenerators = await regenerate(run, round);
  const todo = repairable(run.state);
  if (todo.length === 0) return 'converged';
  run.roundBase = (await gitOk(run.opts.worktree.dir, ['rev-parse', 'HEAD'])).trim();
  const s = await runSessions(run, round, entry, todo);
  if (s.applied.length === 0) {
    if (s.sessions === 0 || (!s.escalable && round < run.heal.rounds)) {
      run.log(`round ${round}: nothing applied — fixed point`);
      return 'fixed-point';
    }
    return 'next';
  }
  // a later session of the round that was reset (git clean -fdx) took the applied fixes' APKs with it
  if (!(await run.builtApksPresent())) {
    const b = await run.build(run.signal);
    if (b.status !== 'ok') throw new HealStop(`the applied fixes no longer build: ${lastLine(b.outputTail)}`);
  }
  entry.rescan = await rescan(run, s.applied, round);
  return repairable(run.state).length === 0 ? 'converged' : 'next';
}

interface RoundSessions {
  applied: Finding[];
  /** a refused or failed attempt below level 3: the next round's prompt may still do better */
  escalable: boolean;
  sessions: number;
}

/** One session per finding, in order; the ledger's cap and a fixer's "cannot fix" skip a finding. */
async function runSessions(run: LoopRun, round: number, entry: HealRoundJson, todo: Finding[]): Promise<RoundSessions> {
  const out: RoundSessions = { applied: [], escalable: false, sessions: 0 };
  for (const f of todo) {
    const level = levelFor(run, f, round);
    if (level === undefined) continue;
    const s = await runSession(
      {
        worktree: run.opts.worktree,
        engine: run.opts.engine,
        containment: run.opts.containment,
        ...(run.opts.promptLog ? { promptLog: run.opts.promptLog } : {}),
        ...(run.heal.engineCommand ? { engineCommand: run.heal.engineCommand } : {}),
        buildPrompt: run.opts.buildPrompt,
        guard: run.opts.guard,
        build: (signal) => run.build(signal),
        confidenceFloor: run.heal.confidenceFloor,
        engineTimeoutMs: run.heal.engineTimeoutMs,
        judges: run.judges,
        signal: run.signal,
      },
      { finding: f, round, level, previous: run.previous.get(f.id), where: whereTold(run, f) },
    );
    if (s.kind === 'not-started')
      throw new HealStop(
        `the ${run.opts.engine.name} engine did not start: ${s.reason}${s.remedy ? ` — ${s.remedy}` : ''}`,
        'engine-unavailable',
        s.remedy || undefined,
      );
    if (s.kind === 'interrupted') throw new HealStop('interrupted');
    out.sessions++;
    entry.attempts.push(s.attempt);
    await run.opts.ledger.record(f.id, ledgerEntry(s.attempt, round), s.kind === 'attempt' ? s.cannotFix : undefined);
    if (s.kind === 'infrastructure') throw new HealStop(s.detail);
    run.previous.set(f.id, { ...s.previous, round, level });
    run.log(attemptLine(round, s.attempt));
    // where the refused change lost what it lost, on its own line so a person can open it
    if (s.attempt.refusedAt) run.log(`  at ${s.attempt.refusedAt.file}:${s.attempt.refusedAt.line}`);
    if (s.attempt.applied) out.applied.push(f);
    else if (s.cannotFix) run.reasons.set(f.id, `cannot fix: ${s.cannotFix}`);
    else if (level < 3 && s.attempt.failed !== 'no change') out.escalable = true;
    if (run.signal.aborted) throw new HealStop('interrupted');
  }
  return out;
}

/** The prompt level for a finding (attempts on this head so far + 1, at most 3), or none past the ledger's cap. */
function levelFor(run: LoopRun, f: Finding, round: number): 1 | 2 | 3 | undefined {
  const h = run.opts.ledger.history(f.id);
  if (h.cannotFix) {
    run.reasons.set(f.id, `cannot fix: ${h.cannotFix}`);
    return undefined;
  }
  if (h.attempts >= run.heal.maxAttemptsPerHead) {
    if (!run.reasons.has(f.id))
      run.log(`round ${round}: needs a person ${f.id} — ${h.attempts} attempt(s) on this head already`);
    run.reasons.set(f.id, `needs a person: ${h.attempts} attempt(s) on ${run.opts.ledger.head.slice(0, 7)}`);
    return undefined;
  }
  return Math.min(3, h.attempts + 1) as 1 | 2 | 3;
}

/** Where the finding failed, what the latest run knew of those devices, and the fixes that broke it. */
function whereTold(run: LoopRun, f: Finding) {
  const regression = run.regressions.get(f.id);
  return {
    ...whereFailed(run.state, f),
    deviceFacts: factsOf(run.last, f.devices),
    ...(regression ? { regression } : {}),
  };
}

/** The latest run's facts about the devices a finding failed on (serials it never saw stay bare). */
function factsOf(report: Report | undefined, serials: readonly string[]): PromptDeviceFacts[] {
  return serials.map((serial) => {
    const d = report?.devices.find((x) => x.serial === serial);
    if (!d) return { serial };
    return {
      serial,
      kind: d.kind,
      abis: d.abis,
      groups: d.groups,
      ...(d.model ? { model: d.model } : {}),
      ...(d.manufacturer ? { manufacturer: d.manufacturer } : {}),
      ...(d.sdk !== undefined ? { sdk: d.sdk } : {}),
    };
  });
}

function attemptLine(round: number, a: HealAttemptJson): string {
  if (a.applied) return `round ${round}: applied ${a.finding} (touched ${a.touched.join(', ')})`;
  if (a.refused) return `round ${round}: REFUSED ${a.finding} — ${a.refused.rule}: ${a.refused.detail}`;
  return `round ${round}: failed ${a.finding} — ${a.failed ?? 'no fix'}`;
}

function ledgerEntry(a: HealAttemptJson, round: number): LedgerAttempt {
  const result: LedgerAttempt['result'] = a.applied
    ? 'applied'
    : a.refused
      ? 'refused'
      : a.failed?.startsWith('cannot fix')
        ? 'cannot-fix'
        : a.failed?.startsWith('build')
          ? 'build-failed'
          : a.failed === 'no change'
            ? 'no-change'
            : a.failed?.startsWith('timed out')
              ? 'timeout'
              : 'failed';
  const detail = a.refused ? `${a.refused.rule}: ${a.refused.detail}` : a.failed;
  return {
    round,
    level: a.level,
    engine: a.engine,
    result,
    ...(detail ? { detail } : {}),
    at: new Date().toISOString(),
  };
}
