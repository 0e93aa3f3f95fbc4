import path from 'node:path';
import { HOST, type Report, type ReportCheck } from '../config/report.js';
import { historyDatabaseOf } from '../history/locate.js';
import { type DurationHistory, readDurations, recordDurations } from '../schedule/history.js';
import type { RackSession } from './rack-session.js';
import { combine } from './run-combine.js';
import { type DeviceRun, openDeviceRack, runDeviceChecks, tellRack } from './run-devices.js';
import { type HostRun, runHost } from './run-host.js';
import type { RunChecksOptions } from './run-options.js';
import { type Planned, planChecks, suiteName } from './run-plan.js';
import { runReport, withNeverBooted } from './run-report.js';
import type { SuiteResult } from './run-suite.js';

export { wholeCheckTest } from './run-host.js';
export type { RunChecksOptions, RunEvent } from './run-options.js';
export { selectChecks } from './run-plan.js';

export interface RunChecksResult {
  /** the report.json value every format renders from */
  report: Report;
  /** every check's results together, as one suite (group `host` holds the host checks' rows) */
  result: SuiteResult;
  checks: ReportCheck[];
  /** the history with this run's durations folded in; the caller decides whether to save it */
  history: DurationHistory;
  historyFile: string;
  /** the run history database (`historyDatabase` of the config, resolved) the caller records the run in */
  historyDatabase: string;
  /** the signal ended the run early; what finished is reported, the rest is not-run */
  interrupted: boolean;
}

/**
 * Everything `droidheal run` does, as a library call, in phases:
 * 1. plan (`run-plan.ts`): build every configured check through its kind's factory — configuration
 *    errors surface here, before any device is touched;
 * 2. start the host checks (`run-host.ts`), once each on the host, running meanwhile;
 * 3. open the rack (`run-devices.ts`): lease its devices once for the device-bound checks, and run
 *    those one after another on them;
 * 4. combine (`run-combine.ts`): judge everything together — one set of verdicts, findings clustered
 *    across kinds, one run verdict;
 * 5. report (`run-report.ts`): the report value and the duration history with this run folded in.
 *
 * Keeps no process-global state: signals, exit codes and files are the caller's.
 */
export async function runChecks(opts: RunChecksOptions): Promise<RunChecksResult> {
  const startedAt = new Date();
  const signal = opts.signal ?? new AbortController().signal;
  const emit = opts.onEvent ?? (() => {});
  const configFile = opts.configFile ?? path.join(opts.configDir, 'droidheal.json');
  const { planned, runGroups } = await planChecks(opts, configFile, emit);

  const historyFile = path.resolve(opts.configDir, opts.config.historyFile);
  const history =
    opts.history ?? (await readDurations(historyFile, historyDatabaseOf(opts.configDir, opts.config.historyDatabase)));
  const device = planned.filter((p) => p.built.placement !== 'host');
  // host checks belong to one shard only, so merged shard reports hold them once
  const host = !opts.shard || opts.shard.index === 0 ? planned.filter((p) => p.built.placement === 'host') : [];

  const hostRuns = host.map((p) => runHost(p, opts.tests, signal, emit));
  let session: RackSession | undefined;
  try {
    let deviceRuns: DeviceRun[] = [];
    if (device.length > 0) {
      session = await openDeviceRack(opts.rack, runGroups, device, {
        signal,
        leaseWaitMs: opts.config.timeouts.leaseWaitMs,
        ...(opts.settleMs !== undefined ? { settleMs: opts.settleMs } : {}),
        emit,
      });
      tellRack(session, emit);
      deviceRuns = await runDeviceChecks(session, device, {
        config: opts.config,
        tests: opts.tests,
        shard: opts.shard,
        history,
        signal,
        emit,
      });
    }
    const hostResults = await Promise.all(hostRuns);
    return report(opts, { startedAt, planned, session, history, historyFile, signal }, deviceRuns, hostResults);
  } finally {
    await closeRun(planned, hostRuns, session);
  }
}

/** The combine and report phases: every result judged together, the report value, the history with this run's durations. */
function report(
  opts: RunChecksOptions,
  run: {
    startedAt: Date;
    planned: readonly Planned[];
    session: RackSession | undefined;
    history: DurationHistory;
    historyFile: string;
    signal: AbortSignal;
  },
  deviceRuns: readonly DeviceRun[],
  hostRuns: readonly HostRun[],
): RunChecksResult {
  const snapshot = run.session?.snapshot();
  const combined = combine(deviceRuns, hostRuns);
  const report = runReport(
    combined.result,
    withNeverBooted(snapshot?.devices ?? [], snapshot?.emulators ?? []),
    run.session?.groups ?? [],
    {
      version: opts.version,
      startedAt: run.startedAt,
      finishedAt: new Date(),
      suiteName: suiteName(run.planned),
      checks: combined.checks,
      ...(opts.shard ? { shard: opts.shard } : {}),
      ...(opts.commit ? { commit: opts.commit } : {}),
    },
  );
  return {
    report,
    result: combined.result,
    checks: combined.checks,
    history: recordDurations(
      run.history,
      combined.result.executions.filter((e) => e.group !== HOST),
    ),
    historyFile: run.historyFile,
    historyDatabase: historyDatabaseOf(opts.configDir, opts.config.historyDatabase),
    interrupted: run.signal.aborted,
  };
}

/** The close phase, on every path: what the checks started, the host checks, then the rack. */
async function closeRun(
  planned: readonly Planned[],
  hostRuns: ReadonlyArray<Promise<HostRun>>,
  session: RackSession | undefined,
): Promise<void> {
  // what device checks started for the run (Appium servers, sessions), before the devices go back
  await Promise.all(planned.map((p) => (p.built.placement === 'device' ? p.built.close?.() : undefined)));
  // host checks end on the same signal; never leave one running behind a failed session
  await Promise.allSettled(hostRuns);
  await session?.close();
}
