import { AdbError } from '../adb/errors.js';
import { labelOf } from '../config/device-facts.js';
import type { Execution, Finding, RunVerdict, TestId, TestVerdict, UndeterminedReason } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { DroidhealError, ExitCode } from '../errors.js';
import { NoDeviceError } from '../pool/lease.js';
import { type DurationHistory, durationEstimator } from '../schedule/history.js';
import { type BatchOutcome, runSchedule, type ScheduleEvent } from '../schedule/scheduler.js';
import { type Shard, selectShard } from '../schedule/shard.js';
import { clusterFindings } from '../verdict/findings.js';
import { REASON_TEXT } from '../verdict/outcome.js';
import { runVerdict } from '../verdict/run-verdict.js';
import { testVerdicts } from '../verdict/test-verdict.js';
import type { CheckDevice, CheckKind, HostCheckResult, PrepareFailure } from './kind.js';

export interface SuiteGroup {
  name: string;
  required: boolean;
  /** why the group cannot run at all (no ready device, boot timeout, …), from the pool */
  unavailable?: { reason: UndeterminedReason; detail?: string };
}

/** A group with its status in a run: undetermined when it had no usable device at all. */
export type SuiteGroupStatus = SuiteGroup & { status: 'ok' | 'undetermined' };

export interface RunSuiteOptions {
  check: CheckKind;
  groups: readonly SuiteGroup[];
  /** ready, leased devices with the groups they serve */
  devices: readonly CheckDevice[];
  /** the suite from the config; listed from a device by a dry run when absent */
  tests?: readonly TestId[];
  shard?: Shard;
  history: DurationHistory;
  batchSize?: number;
  reschedule: number;
  confirmFailures: boolean;
  signal: AbortSignal;
  onEvent?: (e: ScheduleEvent) => void;
  /** see ScheduleOptions.splitTail */
  splitTail?: boolean;
  /** false: one launch per batch even when the check allows merging (`bench rack`'s baseline) */
  mergeClasses?: boolean;
}

export interface SuiteResult {
  /** the whole suite (before sharding), for the report */
  suite: TestId[];
  /** this shard's part */
  tests: TestId[];
  /** the suite of each group when groups run different tests (several checks, the host's rows) */
  suiteByGroup?: Record<string, TestId[]>;
  groups: SuiteGroupStatus[];
  executions: Execution[];
  verdicts: TestVerdict[];
  findings: Finding[];
  runVerdict: RunVerdict;
  /** a check run once on every device (`runOnEveryDevice`) that could not run: its own reason, not a group's */
  undetermined?: HostCheckResult['undetermined'];
  /** the bounded end of such a check's output */
  outputTail?: string;
}

/**
 * One check over a set of devices, in phases: find the suite (a dry run when the config has none),
 * shard it, schedule it over every group's devices, then judge — verdict per test and group,
 * findings, run verdict.
 */
export async function runSuite(opts: RunSuiteOptions): Promise<SuiteResult> {
  const groups = suiteGroupStatuses(opts.groups, opts.devices);

  // install once per device, whether listing or the first batch gets there first
  const prepared = new Map<string, ReturnType<CheckKind['prepare']>>();
  const prepareOnce = (d: CheckDevice, signal: AbortSignal) => {
    if (!prepared.has(d.serial)) prepared.set(d.serial, opts.check.prepare(d, signal));
    return prepared.get(d.serial)!;
  };

  const listed = opts.tests
    ? { tests: [...opts.tests] }
    : await listSuite(opts.check, prepareOnce, opts.devices, opts.signal);
  if (!listed.tests) return unlisted(groups, listed.failure!);
  const suite = listed.tests;
  const tests = opts.shard ? selectShard(suite, opts.shard) : suite;
  let executions: Execution[];
  try {
    executions = await scheduleSuite(opts, groups, tests, prepareOnce);
  } finally {
    opts.check.endRun?.();
  }
  return { suite, tests, ...judgeSuite(groups, tests, executions, opts.check.appPackages(), opts.devices) };
}

/** Nothing to run without a suite: every group is undetermined for the reason listing failed. */
function unlisted(groups: SuiteGroupStatus[], failure: PrepareFailure): SuiteResult {
  const undetermined = groups.map((g) => ({
    ...g,
    status: 'undetermined' as const,
    unavailable: g.unavailable ?? failure,
  }));
  return {
    suite: [],
    tests: [],
    groups: undetermined,
    executions: [],
    verdicts: [],
    findings: [],
    runVerdict: runVerdict(
      [],
      undetermined.map((g) => ({ name: g.name, required: g.required, undetermined: true })),
    ),
  };
}

/**
 * The tests scheduled over every group's devices, each device prepared (installed) before its first
 * batch. Executions of groups the pool ruled out carry the pool's reason, not just "no-device".
 */
async function scheduleSuite(
  opts: RunSuiteOptions,
  groups: SuiteGroupStatus[],
  tests: TestId[],
  prepareOnce: CheckKind['prepare'],
): Promise<Execution[]> {
  const byDeviceSerial = new Map(opts.devices.map((d) => [d.serial, d]));
  const executions = await runSchedule({
    groups: groups.map((g) => ({ name: g.name, tests })),
    // a group the pool says cannot run gets no devices, so its tests are undetermined
    devices: opts.devices.map((d) => ({
      serial: d.serial,
      groups: d.groups.filter((name) => groups.some((g) => g.name === name && !g.unavailable)),
    })),
    estimate: durationEstimator(opts.history, tests.map(testKey)),
    batchSize: opts.batchSize,
    reschedule: opts.reschedule,
    confirmFailures: opts.confirmFailures,
    signal: opts.signal,
    onEvent: opts.onEvent,
    ...(opts.splitTail === false ? { splitTail: false } : {}),
    mergeClasses: opts.check.mergeClasses === true && opts.mergeClasses !== false,
    runBatch: async (device, batch, signal): Promise<BatchOutcome> => {
      const d = byDeviceSerial.get(device.serial)!;
      const failure = await prepareOnce(d, signal);
      if (failure) {
        return {
          executions: batch.tests.map((test) => ({
            test,
            device: d.serial,
            outcome: 'undetermined',
            reason: failure.reason,
            detail: failure.detail,
          })),
          deviceUsable: false,
          stopReason: failure.reason,
        };
      }
      return opts.check.runBatch(d, batch.tests, signal, { purpose: batch.purpose });
    },
  });
  return executions.map((e) => {
    const g = groups.find((x) => x.name === e.group);
    return e.reason === 'no-device' && g?.unavailable
      ? { ...e, reason: g.unavailable.reason, detail: g.unavailable.detail ?? REASON_TEXT[g.unavailable.reason] }
      : e;
  });
}

/** The judge phase of one check: verdict per test and group, findings (failures linked to them), run verdict. */
function judgeSuite(
  groups: SuiteGroupStatus[],
  tests: TestId[],
  executions: Execution[],
  appPackages: string[],
  devices: readonly CheckDevice[],
): Omit<SuiteResult, 'suite' | 'tests'> {
  const verdicts = testVerdicts(
    groups.map((g) => ({ name: g.name, tests })),
    executions,
    (serial) => labelOf(devices, serial),
  );
  const findings = clusterFindings(verdicts, executions, { appPackages });
  const findingOf = new Map(findings.flatMap((f) => f.tests.map((t) => [testKey(t), f.id] as const)));
  const linked = verdicts.map((v) =>
    v.verdict === 'fail' && findingOf.has(testKey(v.test)) ? { ...v, findingId: findingOf.get(testKey(v.test))! } : v,
  );
  return {
    groups,
    executions,
    verdicts: linked,
    findings,
    runVerdict: runVerdict(
      linked,
      groups.map((g) => ({ name: g.name, required: g.required, undetermined: g.status === 'undetermined' })),
    ),
  };
}

/**
 * Each group with its status before anything runs: undetermined with the pool's reason when the pool
 * ruled it out, `no-device` when no leased device serves it, ok otherwise.
 */
export function suiteGroupStatuses(groups: readonly SuiteGroup[], devices: readonly CheckDevice[]): SuiteGroupStatus[] {
  return groups.map((g) => {
    const served = devices.some((d) => d.groups.includes(g.name));
    const unavailable =
      g.unavailable ??
      (served ? undefined : { reason: 'no-device' as const, detail: `no ready device in group "${g.name}"` });
    return {
      ...g,
      ...(unavailable ? { unavailable } : {}),
      status: unavailable ? ('undetermined' as const) : ('ok' as const),
    };
  });
}

/** The suite from a dry run on the first device that can give it; a configuration error stops the run. */
async function listSuite(
  check: CheckKind,
  prepare: CheckKind['prepare'],
  devices: readonly CheckDevice[],
  signal: AbortSignal,
): Promise<{ tests?: TestId[]; failure?: PrepareFailure }> {
  let failure: PrepareFailure = {
    reason: 'no-device',
    detail: 'no ready device to list the tests on',
  };
  for (const d of devices) {
    const prep = await prepare(d, signal);
    if (prep) {
      failure = prep;
      if (prep.reason === 'setup-failed') break;
      continue;
    }
    try {
      return { tests: await check.listTests(d, signal) };
    } catch (err) {
      // a problem the user must fix (bad APK, no such instrumentation: exit 2) makes the group setup-failed;
      // adb and lease errors carry their own undetermined reason
      if (err instanceof DroidhealError && err.exitCode === ExitCode.usage) {
        return { failure: { reason: 'setup-failed', detail: err.line } };
      }
      failure = {
        reason: err instanceof AdbError || err instanceof NoDeviceError ? err.reason : 'run-incomplete',
        detail: (err as Error).message,
      };
    }
  }
  return { failure };
}
