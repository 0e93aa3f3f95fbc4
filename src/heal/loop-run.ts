import { access } from 'node:fs/promises';
import path from 'node:path';
import type { HealJson, HealRoundJson } from '../config/heal.js';
import type { ProjectConfig } from '../config/project.js';
import type { Report } from '../config/report.js';
import { type BuildResult, runBuild } from './build.js';
import type { PromptRequest, RescanTest } from './deps.js';
import type { HealLoopOptions, HealLoopResult } from './loop.js';
import type { PreviousAttempt } from './prompt.js';
import { remainingOf, type SuiteState } from './state.js';

/**
 * What one heal loop knows as it goes (loop.ts runs the phases over it): the rounds so far, why each
 * finding was left, the attempts the next prompts are told of, the latest reports and verdicts, the
 * last good build — and the two things every phase does with them: build the worktree, run the checks.
 */
export class LoopRun {
  readonly rounds: HealRoundJson[] = [];
  readonly reasons = new Map<string, string>();
  /**
   * findings fixed in the worktree whose re-run could not be judged where they failed (a device lost):
   * not proven, so the heal is undetermined rather than healed
   */
  readonly unproven = new Set<string>();
  readonly previous = new Map<string, PreviousAttempt>();
  /** findings whose tests passed at the start and fail since a round's fixes: what broke them, for the prompt */
  readonly regressions = new Map<string, NonNullable<PromptRequest['regression']>>();
  /** the worktree's HEAD when the current round's sessions began */
  roundBase = '';
  first: Report | undefined;
  last: Report | undefined;
  private state_: SuiteState | undefined;
  lastBuild: BuildResult | undefined;
  /** the config's directory in the worktree: the config's paths resolve against it */
  readonly configDir: string;

  constructor(
    readonly opts: HealLoopOptions,
    /** repository files of the programs that judge a fix (judges.ts): read-only to the fixer */
    readonly judges: readonly string[],
  ) {
    this.configDir = path.join(opts.worktree.dir, opts.configRel);
  }

  get heal(): HealLoopOptions['config']['heal'] {
    return this.opts.config.heal;
  }

  get signal(): AbortSignal {
    return this.opts.signal;
  }

  /** the verdicts and findings as they stand; set by the first run, before any phase reads it */
  get state(): SuiteState {
    if (!this.state_) throw new Error('the heal loop read its state before the first run');
    return this.state_;
  }

  set state(s: SuiteState) {
    this.state_ = s;
  }

  log(line: string): void {
    this.opts.log(line);
  }

  /** `build.command` in the worktree, confined as a judge; an ok build's APKs are what the checks install. */
  async build(s: AbortSignal): Promise<BuildResult> {
    const confine = this.opts.containment.judges(this.opts.worktree.dir);
    const b = await (this.opts.runBuild ?? runBuild)(
      this.opts.config.build,
      this.opts.worktree.dir,
      this.configDir,
      s,
      confine,
    );
    if (b.status === 'ok') this.lastBuild = b;
    return b;
  }

  /** The checks on the last build's APKs: all of them, or only `tests` (a rescan). */
  async checks(tests?: RescanTest[]): Promise<Report> {
    if (this.signal.aborted) throw new HealStop('interrupted');
    const confine = this.opts.containment.judges(this.opts.worktree.dir);
    const { report } = await this.opts.runChecks({
      config: withBuiltApks(this.opts.config, this.lastBuild),
      configDir: this.configDir,
      ...(tests ? { tests } : {}),
      // a signal of its own per run: listeners the run leaves on it go with it, not onto the heal's signal
      signal: AbortSignal.any([this.signal]),
      ...(confine ? { confine } : {}),
    });
    return report;
  }

  /** Whether the APKs of the last build are still on disk. */
  async builtApksPresent(): Promise<boolean> {
    const b = this.lastBuild;
    if (b?.status !== 'ok') return false;
    const files = [b.appApk, b.testApk].filter((f): f is string => f !== undefined);
    const present = await Promise.all(files.map((f) => access(f).then(ok, missing)));
    return present.every(Boolean);
  }

  result(status: HealJson['status'], outcome: HealJson['outcome'], extra: Partial<HealJson> = {}): HealLoopResult {
    const state = this.state_;
    return {
      json: {
        status,
        outcome,
        rounds: this.rounds,
        remaining: state ? remainingOf(state, this.reasons) : [],
        ...extra,
      },
      ...(this.first ? { first: this.first } : {}),
      ...(this.last ? { last: this.last } : {}),
      ...(state ? { state } : {}),
    };
  }
}

/** The loop ends early: the reason, and its own outcome when it has one. */
export class HealStop extends Error {
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

const ok = () => true;
const missing = () => false;

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

/** The last line of a build's output tail, for a one-line reason. */
export function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? '';
}
