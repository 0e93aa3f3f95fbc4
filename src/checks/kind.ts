import type { AdbServer } from '../adb/call.js';
import type { Execution, TestId, UndeterminedReason } from '../config/outcome.js';
import type { CheckConfig, ProjectConfig } from '../config/project.js';
import type { ReportApk, ReportIsolation } from '../config/report.js';
import type { Confinement } from '../process/sandbox.js';
import type { WorkPurpose } from '../schedule/queue.js';
import type { BatchOutcome } from '../schedule/scheduler.js';
import type { EvidenceStore } from './evidence/store.js';
import type { TestFilter } from './test-filter.js';

/** A leased device as a check sees it: where to reach it and which groups it serves. */
export interface CheckDevice {
  server: AdbServer;
  serial: string;
  /** its model, when the pool knows it: how messages name it (`deviceLabel`) */
  model?: string;
  groups: readonly string[];
  /** fires when the pool sees the device lost, hung or rebooted while it is leased */
  lost?: AbortSignal;
}

/** Getting a device ready for a check failed: the reason its tests get, and the fix. */
export interface PrepareFailure {
  reason: UndeterminedReason;
  detail: string;
}

/**
 * The contract of a device-bound check kind (instrumentation, ui, command with `device: true`).
 * The scheduler calls `prepare` once per device before its first batch, `listTests` once on any
 * ready device when the config does not list the suite, and `runBatch` for each batch. A kind
 * never throws for a device problem: it reports it as an outcome, so the scheduler can reschedule.
 */
export interface CheckKind {
  readonly name: string;
  /** install what the check needs and remember device facts it compares later (boot id) */
  prepare(device: CheckDevice, signal: AbortSignal): Promise<PrepareFailure | undefined>;
  listTests(device: CheckDevice, signal: AbortSignal): Promise<TestId[]>;
  runBatch(
    device: CheckDevice,
    tests: readonly TestId[],
    signal: AbortSignal,
    context?: BatchContext,
  ): Promise<BatchOutcome>;
  /** package prefixes of the app and its tests, for finding app frames in traces */
  appPackages(): string[];
  /**
   * tests of different classes may share one launch (nothing is cleared between classes): the scheduler
   * then merges first-run batches while much is queued (src/schedule/merge.ts)
   */
  readonly mergeClasses?: boolean;
  /** instrumentation checks: the isolation mode and what it cost so far, for the report's check row */
  isolation?(): ReportIsolation;
  /** after a run's last batch: close what the kind kept open between batches (connections parked for a launch) */
  endRun?(): void;
}
/** Why the scheduler gives a device this batch: a first run, a re-run after no determination, or the re-check of a failure. */
export interface BatchContext {
  purpose: WorkPurpose;
}

/** The same contract by the name that says where it runs. */
export type DeviceCheck = CheckKind;

/** One result of a host check: a test, a lint problem, a formatter violation, the command itself. */
export type HostExecution = Omit<Execution, 'attempt' | 'group' | 'device'>;

/** What a host check saw: its tests with one execution each, or why it could not determine anything. */
export interface HostCheckResult {
  executions: HostExecution[];
  /** the check could not run at all (program missing, SDK not found, timeout with no output …) */
  undetermined?: { reason: UndeterminedReason; detail: string; remedy?: string };
  /** the bounded tail of what the program printed, kept for findings and prompts */
  outputTail?: string;
}

export interface HostRunContext {
  signal: AbortSignal;
  /** set when only these tests are wanted (the heal loop's re-run of failing tests) */
  tests?: readonly TestId[];
  /** set for a check placed on every device: the leased device this run is for */
  device?: CheckDevice;
}

/**
 * The contract of a host check kind (command, gradle): run once on the host, concurrently with the
 * device work, and report one execution per test it found. Like a device kind it never throws for
 * an environment problem; it returns `undetermined` with the remedy instead.
 */
export interface HostCheck {
  readonly name: string;
  run(ctx: HostRunContext): Promise<HostCheckResult>;
  appPackages(): string[];
}

/** A configured check, built by its kind's factory: where it runs and the object that runs it. */
export type BuiltCheck =
  | {
      placement: 'device';
      check: DeviceCheck;
      tests?: readonly TestId[];
      suiteName?: string;
      /** the app and test APKs it installs, with their versions (the report's build line) */
      apks?: ReportApk[];
      /**
       * it cannot run on any device, whatever the rack holds (its APKs are not built): every group
       * reports this, not the rack's own state, so the next step is the one that unblocks the check
       */
      unavailable?: PrepareFailure;
      /** stop what the check started for the run (an Appium server, sessions); called on every path */
      close?: () => Promise<void>;
    }
  | { placement: 'host'; check: HostCheck; suiteName?: string }
  /** a host-style check run once per leased device of its groups (a team's own device script) */
  | { placement: 'every-device'; check: HostCheck; suiteName?: string };

/** What a kind's factory gets besides its own entry of `checks`. */
export interface CheckContext {
  /** paths in the config resolve against it (the heal loop passes a worktree) */
  configDir: string;
  config: ProjectConfig;
  /** a device-bound kind says when a test starts, for progress */
  onTestStart?: (check: string, serial: string, test: TestId) => void;
  /**
   * the OS sandbox every program a host check starts runs in: set by the heal loop, whose checks run
   * code a fixer may have written (a unit test, a Gradle plugin)
   */
  confine?: Confinement;
  /** where failed device tests' evidence is kept (absent: none is collected — no report folder to keep it in) */
  evidence?: EvidenceStore;
  /** part of the suite (`droidheal run --tests`, `--annotation`) */
  filter?: TestFilter;
}

/** A kind's factory: validate what the schema cannot (files exist, APKs readable) and build the check. */
export type CheckFactory<C extends CheckConfig = CheckConfig> = (entry: C, ctx: CheckContext) => Promise<BuiltCheck>;
