import type { AdbServer } from '../adb/call.js';
import type { TestId, UndeterminedReason } from '../config/outcome.js';
import type { BatchOutcome } from '../schedule/scheduler.js';

/** A leased device as a check sees it: where to reach it and which groups it serves. */
export interface CheckDevice {
  server: AdbServer;
  serial: string;
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
 * The contract every check kind (instrumentation, gradle, ui) implements. The scheduler calls
 * `prepare` once per device before its first batch, `listTests` once on any ready device when the
 * config does not list the suite, and `runBatch` for each batch. A kind never throws for a device
 * problem: it reports it as an outcome, so the scheduler can reschedule.
 */
export interface CheckKind {
  readonly name: string;
  /** install what the check needs and remember device facts it compares later (boot id) */
  prepare(device: CheckDevice, signal: AbortSignal): Promise<PrepareFailure | undefined>;
  listTests(device: CheckDevice, signal: AbortSignal): Promise<TestId[]>;
  runBatch(device: CheckDevice, tests: readonly TestId[], signal: AbortSignal): Promise<BatchOutcome>;
  /** package prefixes of the app and its tests, for finding app frames in traces */
  appPackages(): string[];
}
