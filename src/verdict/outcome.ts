import type { ExecutionOutcome, UndeterminedReason } from '../config/outcome.js';
import type { DeviceAfter } from '../pool/probe.js';

/**
 * The verdict table as data (docs/architecture.md, "Verdicts"): what was observed for a test × the device's health after the run → the
 * execution's outcome. The table is exhaustive by type (`satisfies`), so a new observation or
 * health state does not compile until every cell is decided.
 */

/** What the output (and the silence timer) said about one test (a device's health is observed in src/pool/health.ts). */
export type TestObservation =
  /** status 0 */
  | 'passed'
  /** status -1 / -2 with a trace */
  | 'failed'
  /** status -3 / -4 */
  | 'skipped'
  /** `Process crashed` (app crash) while this test ran */
  | 'process-crashed'
  /** the output stopped without INSTRUMENTATION_CODE while this test ran */
  | 'output-stopped'
  /** no output for longer than the silence timeout while this test ran */
  | 'silence-timeout'
  /** INSTRUMENTATION_ABORTED / system crash while this test ran */
  | 'system-crash'
  /** instrumentation could not start (not found, bad runner, am usage) */
  | 'failed-to-start';

/** The device after the batch, from a probe of state and boot id (src/pool/probe.ts, `probeAfterBatch`). */
export type { DeviceAfter };

export type OutcomeRule =
  | { outcome: 'passed' }
  | { outcome: 'failed'; failureKind: 'observed' | 'crash' | 'timeout' }
  | { outcome: 'skipped' }
  | { outcome: 'undetermined'; reason: UndeterminedReason };

const passed = { outcome: 'passed' } as const;
const skipped = { outcome: 'skipped' } as const;
const und = (reason: UndeterminedReason) => ({ outcome: 'undetermined', reason }) as const;
const lost = und('device-lost');
const hung = und('device-hung');

/**
 * Each row: observed → device after → outcome. One row per observation, one column per device state.
 *
 * Outcomes of one test across its runs then make its verdict (test-verdict.ts), with failures
 * re-checked first on the same device, then on another of the group (scheduler.ts):
 *   fail(A) pass(A)            → flaky
 *   fail(A) fail(A) pass(B)    → fail, device-specific: fails on A (`failsOn`), passes on B
 *   fail(A) fail(A) fail(B)    → fail
 *   fail(A) pass(B)            → flaky (A was lost before its re-check: never reproduced)
 */
export const OUTCOME_TABLE = {
  passed: { healthy: passed, lost: passed, rebooted: passed, unresponsive: passed },
  // a failure counts only when the device was healthy after it (principle 1)
  failed: { healthy: { outcome: 'failed', failureKind: 'observed' }, lost, rebooted: lost, unresponsive: hung },
  skipped: { healthy: skipped, lost: skipped, rebooted: skipped, unresponsive: skipped },
  'process-crashed': { healthy: { outcome: 'failed', failureKind: 'crash' }, lost, rebooted: lost, unresponsive: hung },
  'output-stopped': { healthy: und('run-incomplete'), lost, rebooted: lost, unresponsive: hung },
  'silence-timeout': {
    healthy: { outcome: 'failed', failureKind: 'timeout' },
    lost,
    rebooted: lost,
    unresponsive: hung,
  },
  'system-crash': {
    healthy: und('system-crash'),
    lost: und('system-crash'),
    rebooted: und('system-crash'),
    unresponsive: und('system-crash'),
  },
  'failed-to-start': { healthy: und('setup-failed'), lost, rebooted: lost, unresponsive: hung },
} as const satisfies Record<TestObservation, Record<DeviceAfter, OutcomeRule>>;

export function decideOutcome(observed: TestObservation, after: DeviceAfter): OutcomeRule {
  return OUTCOME_TABLE[observed][after];
}

/** May a test with this reason be re-run on another device? Configuration problems will not go away. */
export const RESCHEDULABLE = {
  'no-device': false,
  offline: true,
  unauthorized: true,
  booting: true,
  'boot-timeout': false,
  'adb-down': false,
  'device-lost': true,
  'device-hung': true,
  'run-incomplete': true,
  'system-crash': true,
  'install-failed': true,
  'setup-failed': false,
  'not-built': false,
  infrastructure: false,
  'unexplained-exit': false,
  'not-run': false,
  'retries-exhausted': false,
} as const satisfies Record<UndeterminedReason, boolean>;

export function isReschedulable(reason: UndeterminedReason): boolean {
  return RESCHEDULABLE[reason];
}

/** What a person reads next to an undetermined test: what happened, and what to do. */
export const REASON_TEXT = {
  'no-device': 'no ready device in the group — attach or boot one that matches the group in devices.json',
  offline: 'the device is offline — reconnect it (cable, `adb reconnect`)',
  unauthorized: 'the device is unauthorized — accept the USB debugging prompt on the device',
  booting: 'the device did not finish booting — wait for sys.boot_completed or restart it',
  'boot-timeout': 'the emulator did not boot in time — raise bootTimeoutMs or check the AVD',
  'adb-down': 'the adb server could not be reached — start it (`adb start-server`) or fix servers in devices.json',
  'device-lost': 'the device dropped off adb or rebooted during the test — not a test failure',
  'device-hung': 'the device stopped answering during the test — not a test failure; restart the device',
  'run-incomplete': 'the output stopped without a result while the device stayed healthy',
  'system-crash': 'the Android system crashed (INSTRUMENTATION_ABORTED) — a device problem, not a test failure',
  'install-failed': 'the APK could not be installed for a device reason (e.g. no space)',
  'setup-failed':
    'the instrumentation could not start — check testPackage/runner in droidheal.json (`adb shell pm list instrumentation`)',
  'not-built': "the check's APKs are not built — run the Gradle tasks droidheal names (or `droidheal run --build`)",
  infrastructure: 'the environment failed (network, build daemon, memory, JDK), not the code — fix it and run again',
  'unexplained-exit': 'the program failed, but neither its reports nor its output say why — see its output tail',
  'not-run': 'the test was not run (interrupted, or in another shard)',
  'retries-exhausted': 'rescheduled the maximum number of times without a determination',
} as const satisfies Record<UndeterminedReason, string>;

export type { ExecutionOutcome };
