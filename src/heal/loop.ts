import { access } from 'node:fs/promises';
import path from 'node:path';
import type { BuildConfig, HealAttemptJson, HealJson, HealRoundJson, LedgerAttempt } from '../config/heal.js';
import type { Finding, TestId } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import type { ProjectConfig } from '../config/project.js';
import type { Report } from '../config/report.js';
import type { Confinement } from '../process/sandbox.js';
import { type BuildResult, runBuild } from './build.js';
import type { Containment } from './containment.js';
import type {
  Guard,
  LoopEngine,
  PreviousAttempt,
  PromptDeviceFacts,
  PromptRequest,
  RescanTest,
  RunChecks,
} from './deps.js';
import { gitOk } from './git.js';
import { judgeFiles } from './judges.js';
import type { Ledger } from './ledger.js';
import { runRegenerators } from './regenerators.js';
import { runSession } from './session.js';
import {
  hasUndetermined,
  mergeRescan,
  type Remaining,
  remainingOf,
  repairable,
  type SuiteState,
  stateOf,
} from './state.js';
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

const ok = () => true;
const missing = () => false;

/** Whether the APKs of the last build are still on disk. */
async function builtApksPresent(b: BuildResult | undefined): Promise<boolean> {
  if (b?.status !== 'ok') return false;
  const files = [b.appApk, b.testApk].filter((f): f is string => f !== undefined);
  const present = await Promise.all(files.map((f) => access(f).then(ok, missing)));
  return present.every(Boolean);
}

const withConfine = (confine: Confinement | undefined) => (confine ? { confine } : {});

class Stop extends Error {
  constructor(
    readonly reason: string,
    /** an outcome of its own (the engine never started); otherwise the rounds so far say it */
    readonly outcome?: HealJson['outcome'],
    /** the one thing to do about it, when there is one (the engine's own remedy) */
    readonly remedy?: string,
  ) {
    super(reason);
  }
}

/** The config with the instrumentation check pointed at the APKs the heal just built. */
export function withBuiltApks(config: ProjectConfig, build: BuildResult | undefined): ProjectConfig {
  if (build?.status !== 'ok') return config;
  const apks = {
    ...(build.appApk ? { appApk: build.appApk } : {}),
    ...(build.testApk ? { testApk: build.testApk } : {}),
  };
  const out = { ...config } as ProjectConfig & { checks?: Array<{ kind: string }> };
  if (out.instrumentation) out.instrumentation = { ...out.instrumentation, ...apks };
  if (Array.isArray(out.checks))
    out.checks = out.checks.map((c) => (c.kind === 'instrumentation' ? { ...c, ...apks } : c));
  return out;
}

/**
 * The tests of these findings as the checks know them: each with the check its verdict came from, so a
 * rescan runs it in that check only (a check with its own `tests` list is not handed another check's tests).
 */
const testsOf = (state: SuiteState, fs: readonly Finding[]): RescanTest[] => {
  const out = new Map<string, RescanTest>();
  for (const f of fs)
    for (const t of f.tests) {
      const checks = new Set(state.verdicts.filter((v) => testKey(v.test) === testKey(t)).map((v) => v.check));
      if (checks.size === 0 || checks.has(undefined)) out.set(testKey(t), { class: t.class, method: t.method });
      else for (const check of checks) out.set(`${check}|${testKey(t)}`, { class: t.class, method: t.method, check });
    }
  return [...out.values()];
};

export async function healLoop(opts: HealLoopOptions): Promise<HealLoopResult> {
  const { worktree: wt, ledger, log, signal } = opts;
  const heal = opts.config.heal;
  const configDir = path.join(wt.dir, opts.configRel);
  const rounds: HealRoundJson[] = [];
  const reasons = new Map<string, string>();
  // findings fixed in the worktree whose re-run could not be judged where they failed (a device lost):
  // not proven, so the heal is undetermined rather than healed
  const unproven = new Set<string>();
  const previous = new Map<string, PreviousAttempt>();
  // findings whose tests passed at the start and fail since a round's fixes: what broke them, for the prompt
  const regressions = new Map<string, NonNullable<PromptRequest['regression']>>();
  let roundBase = '';
  let first: Report | undefined;
  let last: Report | undefined;
  let state: SuiteState | undefined;
  let lastBuild: BuildResult | undefined;

  const build = async (s: AbortSignal): Promise<BuildResult> => {
    const confine = opts.containment.judges(wt.dir);
    const b = await (opts.runBuild ?? runBuild)(opts.config.build, wt.dir, configDir, s, confine);
    if (b.status === 'ok') lastBuild = b;
    return b;
  };
  const checks = async (tests?: RescanTest[]): Promise<Report> => {
    if (signal.aborted) throw new Stop('interrupted');
    const { report } = await opts.runChecks({
      config: withBuiltApks(opts.config, lastBuild),
      configDir,
      ...(tests ? { tests } : {}),
      // a signal of its own per run: listeners the run leaves on it go with it, not onto the heal's signal
      signal: AbortSignal.any([signal]),
      ...withConfine(opts.containment.judges(wt.dir)),
    });
    return report;
  };
  const result = (
    status: HealJson['status'],
    outcome: HealJson['outcome'],
    extra: Partial<HealJson> = {},
  ): HealLoopResult => ({
    json: {
      status,
      outcome,
      rounds,
      remaining: state ? remainingOf(state, reasons) : [],
      ...extra,
    },
    ...(first ? { first } : {}),
    ...(last ? { last } : {}),
    ...(state ? { state } : {}),
  });

  const judges = await judgeFiles(opts.config, wt.dir, configDir);
  try {
    // the first run judges HEAD's own source: build it in the worktree, never trust a stale APK
    const b0 = await build(signal);
    if (b0.status === 'infrastructure') throw new Stop(b0.detail);
    if (b0.status === 'failed')
      throw new Stop(
        `the build fails at HEAD (exit ${b0.exitCode}), so no test can be judged: ${lastLine(b0.outputTail)}`,
      );
    first = last = await checks();
    state = stateOf(first);
    const initial = repairable(state);
    if (initial.length === 0) {
      const status = hasUndetermined(state) || first.runVerdict === 'undetermined' ? 'undetermined' : 'clean';
      log(
        status === 'clean'
          ? 'nothing to repair: every check passed'
          : 'nothing to repair: no check failed, but some could not be determined (never sent to a fixer)',
      );
      return result(status, null);
    }
    log(`first run: ${initial.length} failing finding(s): ${initial.map((f) => f.id).join(', ')}`);

    let outcome: HealJson['outcome'] = 'rounds-exhausted';
    for (let round = 1; round <= heal.rounds; round++) {
      const entry: HealRoundJson = { round, attempts: [], rescan: null };
      rounds.push(entry);
      if (round === 1 && heal.regenerators.length > 0) entry.regenerators = await regenerate(round);
      const todo = repairable(state);
      if (todo.length === 0) {
        outcome = 'converged';
        break;
      }
      roundBase = (await gitOk(wt.dir, ['rev-parse', 'HEAD'])).trim();
      const applied: Finding[] = [];
      let escalable = false;
      let sessions = 0;
      for (const f of todo) {
        const h = ledger.history(f.id);
        if (h.cannotFix) {
          reasons.set(f.id, `cannot fix: ${h.cannotFix}`);
          continue;
        }
        if (h.attempts >= heal.maxAttemptsPerHead) {
          if (!reasons.has(f.id))
            log(`round ${round}: needs a person ${f.id} — ${h.attempts} attempt(s) on this head already`);
          reasons.set(f.id, `needs a person: ${h.attempts} attempt(s) on ${ledger.head.slice(0, 7)}`);
          continue;
        }
        const level = Math.min(3, h.attempts + 1) as 1 | 2 | 3;
        const where = {
          ...whereFailed(state, f),
          deviceFacts: factsOf(last, f.devices),
          ...(regressions.has(f.id) ? { regression: regressions.get(f.id)! } : {}),
        };
        const s = await runSession(
          {
            worktree: wt,
            engine: opts.engine,
            containment: opts.containment,
            ...(opts.promptLog ? { promptLog: opts.promptLog } : {}),
            ...(heal.engineCommand ? { engineCommand: heal.engineCommand } : {}),
            buildPrompt: opts.buildPrompt,
            guard: opts.guard,
            build,
            confidenceFloor: heal.confidenceFloor,
            engineTimeoutMs: heal.engineTimeoutMs,
            judges,
            signal,
          },
          f,
          round,
          level,
          previous.get(f.id),
          where,
        );
        if (s.kind === 'not-started')
          throw new Stop(
            `the ${opts.engine.name} engine did not start: ${s.reason}${s.remedy ? ` — ${s.remedy}` : ''}`,
            'engine-unavailable',
            s.remedy || undefined,
          );
        if (s.kind === 'interrupted') throw new Stop('interrupted');
        sessions++;
        entry.attempts.push(s.attempt);
        await ledger.record(f.id, ledgerEntry(s.attempt, round), s.kind === 'attempt' ? s.cannotFix : undefined);
        if (s.kind === 'infrastructure') throw new Stop(s.detail);
        previous.set(f.id, { ...s.previous, round, level });
        log(attemptLine(round, s.attempt));
        // where the refused change lost what it lost, on its own line so a person can open it
        if (s.attempt.refusedAt) log(`  at ${s.attempt.refusedAt.file}:${s.attempt.refusedAt.line}`);
        if (s.attempt.applied) applied.push(f);
        else if (s.cannotFix) reasons.set(f.id, `cannot fix: ${s.cannotFix}`);
        else if (level < 3 && s.attempt.failed !== 'no change') escalable = true;
        if (signal.aborted) throw new Stop('interrupted');
      }
      if (applied.length === 0) {
        if (sessions === 0 || (!escalable && round < heal.rounds)) {
          outcome = 'fixed-point';
          log(`round ${round}: nothing applied — fixed point`);
          break;
        }
        continue;
      }
      // a later session of the round that was reset (git clean -fdx) took the applied fixes' APKs with it
      if (!(await builtApksPresent(lastBuild))) {
        const b = await build(signal);
        if (b.status !== 'ok') throw new Stop(`the applied fixes no longer build: ${lastLine(b.outputTail)}`);
      }
      entry.rescan = await rescan(applied, round);
      if (repairable(state).length === 0) {
        outcome = 'converged';
        break;
      }
    }
    const left = repairable(state);
    // every failing finding proven fixed where it failed → healed, even when other groups could not run:
    // those stay in `remaining` and in the report, and the gate blocks on them
    const status = left.length > 0 ? 'escalated' : unproven.size > 0 ? 'undetermined' : 'healed';
    log(`outcome ${outcome}, status ${status}`);
    return result(status, outcome, left.length > 0 ? { escalation_reason: escalation(left, outcome, reasons) } : {});
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    log(`stopped: ${err.reason}`);
    return result('undetermined', err.outcome ?? (rounds.length ? 'rounds-exhausted' : null), {
      escalation_reason: err.reason,
      ...(err.remedy ? { remedy: err.remedy } : {}),
      ...(signal.aborted ? { interrupted: true } : {}),
    });
  }

  /** Re-run the tests of the findings fixed this round; when they pass, the whole suite once. */
  async function rescan(fixed: Finding[], round: number): Promise<NonNullable<HealRoundJson['rescan']>> {
    const tests = testsOf(state!, fixed);
    // judged on the groups they failed in: a group that never had a device stays undetermined and proves nothing
    const groupsOf = new Map(fixed.map((f) => [f.id, whereFailed(state!, f).groups]));
    const partial = await checks(tests);
    state = mergeRescan(state!, stateOf(partial), tests);
    const lost = (f: Finding) => undeterminedTests(state!, f.tests, groupsOf.get(f.id));
    // only a clean pass of every re-run test earns the whole-suite run; a lost device leaves its tests undetermined
    const notPassed = fixed.filter((f) => failingTests(state!, f.tests) || lost(f));
    const undetermined = fixed.filter(lost).length;
    for (const f of fixed) lost(f) ? unproven.add(f.id) : unproven.delete(f.id);
    if (notPassed.length === 0) {
      // a fix that breaks another test is not healed: the whole suite once, its new findings go to the next round
      const failedBefore = new Set(state!.verdicts.filter((v) => v.verdict === 'fail').map((v) => testKey(v.test)));
      last = await checks();
      state = stateOf(last);
      const broken = repairable(state).filter(
        (f) => !regressions.has(f.id) && f.tests.every((t) => !failedBefore.has(testKey(t))),
      );
      if (broken.length > 0) {
        const fixes = fixed.map((f) => f.id);
        const diff = await gitOk(wt.dir, ['diff', roundBase, 'HEAD']).catch(() => '');
        for (const f of broken) {
          regressions.set(f.id, { round, fixes, ...(diff ? { diff } : {}) });
          reasons.set(f.id, `broken by the fixes of round ${round} (${fixes.join(', ')})`);
        }
        log(
          `rescan: the fixes of round ${round} broke ${broken.map((f) => f.id).join(', ')} — not healed; a new finding for the next round`,
        );
      }
    }
    const failing = repairable(state!).map((f) => f.id);
    const passed = fixed
      .filter((f) => !failing.includes(f.id) && !failingTests(state!, f.tests) && !lost(f))
      .map((f) => f.id);
    log(
      `rescan: ${passed.length ? `passed ${passed.join(', ')}` : 'nothing passed'}${failing.length ? `; failing ${failing.join(', ')}` : ''}${undetermined ? `; ${undetermined} undetermined (not re-dispatched)` : ''}`,
    );
    return { ran: true, build: 'ok', passed, failing, undetermined };
  }

  /** Round 1: the project's regenerators; kept only when the failing checks then pass. */
  async function regenerate(round: number): Promise<NonNullable<HealRoundJson['regenerators']>> {
    const r = await runRegenerators(
      wt,
      heal.regenerators,
      configDir,
      opts.guard,
      signal,
      opts.config.build.timeoutMs,
      opts.containment.judges(wt.dir),
    );
    if (r.result === 'refused') {
      log(`round ${round}: regenerators REFUSED — ${r.refused!.rule}: ${r.refused!.detail}`);
      return r;
    }
    if (r.changed.length === 0) {
      log(`round ${round}: regenerators changed nothing`);
      return r;
    }
    const todo = repairable(state!);
    const b = await build(signal);
    if (b.status !== 'ok') {
      await wt.reset();
      log(
        `round ${round}: regenerators discarded — the build ${b.status === 'failed' ? 'failed' : 'could not run'} after them`,
      );
      return { ...r, result: 'discarded' };
    }
    const tests = testsOf(state!, todo);
    const partial = await checks(tests);
    const after = mergeRescan(state!, stateOf(partial), tests);
    const answered = todo.filter(
      (f) => !failingTests(after, f.tests) && !undeterminedTests(after, f.tests, whereFailed(state!, f).groups),
    );
    if (answered.length === 0) {
      await wt.reset();
      lastBuild = undefined;
      await build(signal);
      log(
        `round ${round}: regenerators discarded — they changed ${r.changed.length} file(s) but no failing check passed`,
      );
      return { ...r, result: 'discarded' };
    }
    const ids = answered.map((f) => f.id);
    const commit = await wt.commit(
      `style: regenerate (round ${round})\n\n${r.runs.map((x) => x.command).join('\n')}\n\nRepairs: ${ids.join(', ')}\nDroidheal-Regenerated: true\n`,
    );
    state = after;
    log(`round ${round}: regenerated ${ids.join(', ')} (touched ${r.changed.join(', ')})`);
    return { ...r, result: 'committed', repairs: ids, commit };
  }
}

function failingTests(state: SuiteState, tests: readonly TestId[]): boolean {
  const keys = new Set(tests.map(testKey));
  return state.verdicts.some((v) => v.verdict === 'fail' && keys.has(testKey(v.test)));
}

function undeterminedTests(state: SuiteState, tests: readonly TestId[], groups?: readonly string[]): boolean {
  const keys = new Set(tests.map(testKey));
  return state.verdicts.some(
    (v) => v.verdict === 'undetermined' && keys.has(testKey(v.test)) && (!groups || groups.includes(v.group)),
  );
}

function whereFailed(state: SuiteState, f: Finding): { groups: string[]; devices: string[] } {
  const keys = new Set(f.tests.map(testKey));
  const groups = [
    ...new Set(state.verdicts.filter((v) => v.verdict === 'fail' && keys.has(testKey(v.test))).map((v) => v.group)),
  ];
  return { groups, devices: [...f.devices] };
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

function escalation(left: Finding[], outcome: HealJson['outcome'], reasons: Map<string, string>): string {
  const why = left.map((f) => `${f.id}${reasons.get(f.id) ? ` (${reasons.get(f.id)})` : ''}`).join(', ');
  return `${left.length} finding(s) still fail after ${outcome}: ${why}`;
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? '';
}

export type { Remaining };
