import path from 'node:path';
import type { Execution, TestId, TestVerdict, UndeterminedReason } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { type CheckConfig, checksOf, type ProjectConfig } from '../config/project.js';
import type { Group, Rack } from '../config/rack.js';
import { HOST, type Report, type ReportCheck } from '../config/report.js';
import { UsageError } from '../errors.js';
import type { Confinement } from '../process/sandbox.js';
import { type DurationHistory, readHistory, recordDurations } from '../schedule/history.js';
import type { ScheduleEvent } from '../schedule/scheduler.js';
import type { Shard } from '../schedule/shard.js';
import { clusterFindings } from '../verdict/findings.js';
import { runVerdict } from '../verdict/run-verdict.js';
import { testVerdicts } from '../verdict/test-verdict.js';
import { runOnEveryDevice } from './every-device.js';
import { EvidenceStore } from './evidence/store.js';
import { checkGroups, groupsToCover } from './groups.js';
import type { BuiltCheck, HostCheck, HostCheckResult, HostExecution } from './kind.js';
import { factoryOf } from './kinds.js';
import { openRackSession, type RackSession } from './rack-session.js';
import { runReport } from './run-report.js';
import { runSuite, type SuiteGroup, type SuiteResult } from './run-suite.js';

export interface RunChecksOptions {
  config: ProjectConfig;
  /** paths in the config resolve against it — the heal loop passes a worktree */
  configDir: string;
  /** named in error messages; default `<configDir>/droidheal.json` */
  configFile?: string;
  rack: Rack;
  /** run only the checks with these names (`droidheal run --check NAME`) */
  checks?: readonly string[];
  /**
   * Run only these tests (the heal loop's re-run of failing tests). A test with `check` set goes to
   * that check only; a check none of the tests belongs to is not run.
   */
  tests?: ReadonlyArray<TestId & { check?: string }>;
  shard?: Shard;
  signal?: AbortSignal;
  onEvent?: (e: RunEvent) => void;
  /** droidheal's version, for the report */
  version: string;
  /** the duration history to schedule by; default: read from the config's `historyFile` */
  history?: DurationHistory;
  /** the revision the checks run against, for the report */
  commit?: string;
  /** how long freshly connected devices may take to settle (default 5 s) */
  settleMs?: number;
  /** the OS sandbox host checks' programs run in (the heal loop's checks run code a fixer may have written) */
  confine?: Confinement;
  /**
   * the folder the report will be written to: failed device tests' evidence (screenshots, recordings,
   * output files) is kept in its `attachments/`, bounded by the config's `evidence` key. Absent: none is kept.
   */
  reportDir?: string;
}

/** What a run tells while it runs, for progress. Schedule events carry the check they belong to. */
export type RunEvent =
  | { type: 'note'; text: string }
  | { type: 'devices'; count: number }
  | { type: 'check-start'; check: string; kind: string; placement: 'device' | 'host' }
  | { type: 'check-end'; check: string; status: ReportCheck['status']; tests: number }
  | { type: 'test-start'; check: string; device: string; test: TestId }
  | (ScheduleEvent & { check: string });

export interface RunChecksResult {
  /** the report.json value every format renders from */
  report: Report;
  /** every check's results together, as one suite (group `host` holds the host checks' rows) */
  result: SuiteResult;
  checks: ReportCheck[];
  /** the history with this run's durations folded in; the caller decides whether to save it */
  history: DurationHistory;
  historyFile: string;
  /** the signal ended the run early; what finished is reported, the rest is not-run */
  interrupted: boolean;
}

interface Planned {
  entry: CheckConfig;
  built: BuiltCheck;
  groups: Group[];
}

/**
 * Everything `droidheal run` does, as a library call: build every configured check through its
 * kind's factory (configuration errors surface here, before any device is touched), lease the
 * rack's devices once for the device-bound checks and run them one after another on them, run
 * the host checks once on the host meanwhile, then judge everything together — one set of
 * verdicts, findings clustered across kinds, one run verdict, one report.
 *
 * Keeps no process-global state: signals, exit codes and files are the caller's.
 */
export async function runChecks(opts: RunChecksOptions): Promise<RunChecksResult> {
  const startedAt = new Date();
  const signal = opts.signal ?? new AbortController().signal;
  const emit = opts.onEvent ?? (() => {});
  const configFile = opts.configFile ?? path.join(opts.configDir, 'droidheal.json');
  const entries = selectChecks(checksOf(opts.config), opts.checks, opts.tests);

  const runGroups = groupsToCover(opts.rack, opts.config.groups, configFile);
  const evidence = opts.reportDir ? new EvidenceStore(opts.reportDir, opts.config.evidence) : undefined;
  const planned: Planned[] = [];
  for (const [i, entry] of entries.entries()) {
    const built = await factoryOf(entry)(entry, {
      configDir: opts.configDir,
      config: opts.config,
      onTestStart: (check, device, test) => emit({ type: 'test-start', check, device, test }),
      ...(opts.confine ? { confine: opts.confine } : {}),
      ...(evidence ? { evidence } : {}),
    });
    const groups =
      built.placement !== 'host'
        ? checkGroups(runGroups, 'groups' in entry ? entry.groups : undefined, `$.checks[${i}]`, configFile)
        : [];
    planned.push({ entry, built, groups });
  }

  const historyFile = path.resolve(opts.configDir, opts.config.historyFile);
  const history = opts.history ?? (await readHistory(historyFile));
  const device = planned.filter((p) => p.built.placement !== 'host');
  // host checks belong to one shard only, so merged shard reports hold them once
  const host = !opts.shard || opts.shard.index === 0 ? planned.filter((p) => p.built.placement === 'host') : [];

  const hostRuns = host.map((p) => runHost(p, opts.tests, signal, emit));
  let session: RackSession | undefined;
  const deviceResults: Array<{ planned: Planned; result: SuiteResult }> = [];
  try {
    if (device.length > 0) {
      const covered = runGroups.filter((g) => device.some((p) => p.groups.includes(g)));
      session = await openRackSession(opts.rack, {
        groups: covered,
        signal,
        leaseWaitMs: opts.config.timeouts.leaseWaitMs,
        ...(opts.settleMs !== undefined ? { settleMs: opts.settleMs } : {}),
        onWait: (group, ms) =>
          emit({
            type: 'note',
            text: `group ${group}: every ready device is held by another droidheal job; waiting up to ${Math.round(ms / 1000)} s for one`,
          }),
      });
      for (const g of session.groups.filter((x) => !x.canRun))
        emit({
          type: 'note',
          text: `group ${g.name} cannot run: ${g.detail ?? g.reason}${g.remedy ? ` — ${g.remedy}` : ''}`,
        });
      // an emulator droidheal gave up on (and stopped) is explained by its group's line above, not as a lost device
      const snapshot = session.snapshot();
      const givenUp = new Set(snapshot.emulators.filter((e) => e.state !== 'booted').map((e) => e.serial));
      for (const d of snapshot.devices.filter((x) => x.state !== 'ready' && !givenUp.has(x.serial)))
        emit({
          type: 'note',
          text: `device ${d.serial} is ${d.state}${d.reason ? `: ${d.reason}` : ''}${d.remedy ? ` — ${d.remedy}` : ''}`,
        });
      emit({ type: 'devices', count: session.devices.length });
      // one check after another on the same leases: each check has the whole rack while it runs
      for (const p of device) {
        emit({ type: 'check-start', check: p.entry.name, kind: p.entry.kind, placement: 'device' });
        const names = new Set(p.groups.map((g) => g.name));
        const groups = session.groups
          .filter((g) => names.has(g.name))
          .map(
            (g): SuiteGroup => ({
              name: g.name,
              required: g.required,
              ...(g.canRun
                ? {}
                : { unavailable: { reason: g.reason ?? 'no-device', ...(g.detail ? { detail: g.detail } : {}) } }),
            }),
          );
        const devices = session.devices
          .filter((d) => d.groups.some((g) => names.has(g)))
          .map((d) => ({ ...d, groups: d.groups.filter((g) => names.has(g)) }));
        if (p.built.placement === 'every-device') {
          const wanted = testsFor(p.entry.name, opts.tests);
          const result = await runOnEveryDevice({
            check: p.built.check,
            name: p.entry.name,
            groups,
            devices,
            ...(wanted ? { tests: wanted } : {}),
            signal,
            onExecution: (execution) => emit({ type: 'execution', check: p.entry.name, execution }),
          });
          deviceResults.push({ planned: p, result });
          emit({
            type: 'check-end',
            check: p.entry.name,
            status: result.undetermined ? 'undetermined' : 'ran',
            tests: result.tests.length,
          });
          continue;
        }
        if (p.built.placement !== 'device') continue;
        const wanted = testsFor(p.entry.name, opts.tests) ?? p.built.tests;
        const result = await runSuite({
          check: p.built.check,
          groups,
          devices,
          ...(wanted ? { tests: wanted } : {}),
          ...(opts.shard ? { shard: opts.shard } : {}),
          history,
          ...(opts.config.batchSize ? { batchSize: opts.config.batchSize } : {}),
          reschedule: opts.config.retries.reschedule,
          confirmFailures: opts.config.retries.confirmFailures,
          signal,
          onEvent: (e) => emit({ ...e, check: p.entry.name }),
        });
        deviceResults.push({ planned: p, result });
        emit({
          type: 'check-end',
          check: p.entry.name,
          status: result.suite.length === 0 && result.groups.some((g) => g.unavailable) ? 'undetermined' : 'ran',
          tests: result.tests.length,
        });
      }
    }
    const hostResults = await Promise.all(hostRuns);
    const snapshot = session?.snapshot();
    const combined = combine(deviceResults, hostResults);
    const report = runReport(combined.result, snapshot?.devices ?? [], session?.groups ?? [], {
      version: opts.version,
      startedAt,
      finishedAt: new Date(),
      suiteName: suiteName(planned),
      checks: combined.checks,
      ...(opts.shard ? { shard: opts.shard } : {}),
      ...(opts.commit ? { commit: opts.commit } : {}),
    });
    return {
      report,
      result: combined.result,
      checks: combined.checks,
      history: recordDurations(
        history,
        combined.result.executions.filter((e) => e.group !== HOST),
      ),
      historyFile,
      interrupted: signal.aborted,
    };
  } finally {
    // what device checks started for the run (Appium servers, sessions), before the devices go back
    await Promise.all(planned.map((p) => (p.built.placement === 'device' ? p.built.close?.() : undefined)));
    // host checks end on the same signal; never leave one running behind a failed session
    await Promise.allSettled(hostRuns);
    await session?.close();
  }
}

/** The configured checks this run runs: all, or the ones `--check` names (an unknown name is a usage error). */
export function selectChecks(
  all: CheckConfig[],
  names: readonly string[] | undefined,
  tests?: RunChecksOptions['tests'],
): CheckConfig[] {
  let chosen = all;
  if (names && names.length > 0) {
    const unknown = names.filter((n) => !all.some((c) => c.name === n));
    if (unknown.length > 0)
      throw new UsageError(
        `no check named ${unknown.map((n) => `"${n}"`).join(', ')} in the config`,
        `use one of: ${all.map((c) => c.name).join(', ')}`,
      );
    chosen = all.filter((c) => names.includes(c.name));
  }
  // with a test list, a check that none of the tests belongs to has nothing to run
  if (tests?.every((t) => t.check !== undefined)) chosen = chosen.filter((c) => tests.some((t) => t.check === c.name));
  return chosen;
}

/** The tests of `opts.tests` that go to this check: its own and the ones naming no check. */
function testsFor(check: string, tests: RunChecksOptions['tests']): TestId[] | undefined {
  if (!tests) return undefined;
  return tests
    .filter((t) => t.check === undefined || t.check === check)
    .map((t) => ({ class: t.class, method: t.method }));
}

interface HostRun {
  planned: Planned;
  check: HostCheck;
  result: HostCheckResult;
}

async function runHost(
  p: Planned,
  tests: RunChecksOptions['tests'],
  signal: AbortSignal,
  emit: (e: RunEvent) => void,
): Promise<HostRun> {
  const check = (p.built as Extract<BuiltCheck, { placement: 'host' }>).check;
  emit({ type: 'check-start', check: p.entry.name, kind: p.entry.kind, placement: 'host' });
  const wanted = testsFor(p.entry.name, tests);
  let result: HostCheckResult;
  try {
    result = await check.run({ signal, ...(wanted ? { tests: wanted } : {}) });
  } catch (err) {
    // a kind must not throw; if one does, its check is undetermined rather than the run lost
    result = { executions: [], undetermined: { reason: 'setup-failed', detail: (err as Error).message } };
  }
  if (wanted) result = onlyWanted(result, wanted);
  for (const e of result.executions)
    emit({ type: 'execution', check: p.entry.name, execution: hostExecution(p.entry.name, e) });
  emit({
    type: 'check-end',
    check: p.entry.name,
    status: result.undetermined ? 'undetermined' : 'ran',
    tests: result.executions.length,
  });
  return { planned: p, check, result };
}

/**
 * A host check's results cut to the wanted tests. A tool that ran to its end and no longer reports a
 * wanted problem (a lint finding, a compile error) has fixed it: that test passed.
 */
function onlyWanted(result: HostCheckResult, wanted: readonly TestId[]): HostCheckResult {
  const keys = new Set(wanted.map(testKey));
  const kept = result.executions.filter((e) => keys.has(testKey(e.test)));
  if (result.undetermined) return { ...result, executions: kept.length > 0 ? kept : result.executions };
  const seen = new Set(kept.map((e) => testKey(e.test)));
  const gone = wanted.filter((t) => !seen.has(testKey(t))).map((test) => ({ test, outcome: 'passed' as const }));
  return { ...result, executions: [...kept, ...gone] };
}

/** The test a host check that could not run at all is reported as: named after the check. */
export function wholeCheckTest(check: string): TestId {
  return { class: check, method: check };
}

function hostExecution(check: string, e: HostExecution): Execution {
  return { ...e, check, device: HOST, group: HOST, attempt: 1 };
}

/** Device and host results as one suite: one set of verdicts, findings clustered across kinds, one run verdict. */
function combine(
  device: ReadonlyArray<{ planned: Planned; result: SuiteResult }>,
  host: readonly HostRun[],
): { result: SuiteResult; checks: ReportCheck[] } {
  const executions: Execution[] = [];
  const verdicts: TestVerdict[] = [];
  const groups = new Map<string, SuiteResult['groups'][number]>();
  const suiteByGroup = new Map<string, TestId[]>();
  const testsByGroup = new Map<string, TestId[]>();
  const add = (map: Map<string, TestId[]>, group: string, tests: readonly TestId[]) => {
    const list = map.get(group) ?? [];
    for (const t of tests) if (!list.some((x) => testKey(x) === testKey(t))) list.push(t);
    map.set(group, list);
  };
  const checks: ReportCheck[] = [];
  const appPackages = new Set<string>();

  for (const { planned, result } of device) {
    const name = planned.entry.name;
    for (const p of planned.built.check.appPackages()) appPackages.add(p);
    executions.push(...result.executions.map((e) => ({ ...e, check: name })));
    verdicts.push(...result.verdicts.map(({ findingId: _, ...v }) => ({ ...v, check: name })));
    for (const g of result.groups) {
      const prev = groups.get(g.name);
      // a group undetermined for one check stays so for the run
      if (!prev || (g.status === 'undetermined' && prev.status === 'ok')) groups.set(g.name, g);
      add(suiteByGroup, g.name, result.suite);
      add(testsByGroup, g.name, result.tests);
    }
    const own = (result as { undetermined?: HostCheckResult['undetermined'] }).undetermined;
    const failure: { reason: UndeterminedReason; detail?: string; remedy?: string } | undefined =
      own ?? (result.suite.length === 0 ? result.groups.find((g) => g.unavailable)?.unavailable : undefined);
    const outputTail = (result as { outputTail?: string }).outputTail;
    checks.push({
      name,
      kind: planned.entry.kind,
      placement: 'device',
      ...(outputTail ? { outputTail } : {}),
      tests: result.tests.length,
      status: failure ? 'undetermined' : 'ran',
      ...(failure
        ? {
            reason: failure.reason,
            ...(failure.detail ? { detail: failure.detail } : {}),
            ...(failure.remedy ? { remedy: failure.remedy } : {}),
          }
        : {}),
    });
  }

  if (host.length > 0) {
    const hostExecutions: Execution[] = [];
    for (const { planned, check, result } of host) {
      const name = planned.entry.name;
      for (const p of check.appPackages()) appPackages.add(p);
      const own = result.executions.map((e) => hostExecution(name, e));
      // a check that could not run still has a row: otherwise nothing would keep the run from passing
      if (result.undetermined && own.length === 0)
        own.push(
          hostExecution(name, {
            test: wholeCheckTest(name),
            outcome: 'undetermined',
            reason: result.undetermined.reason,
            detail: result.undetermined.detail,
          }),
        );
      hostExecutions.push(...own);
      const tests = own.map((e) => e.test);
      add(suiteByGroup, HOST, tests);
      add(testsByGroup, HOST, tests);
      checks.push({
        name,
        kind: planned.entry.kind,
        placement: 'host',
        tests: new Set(tests.map(testKey)).size,
        status: result.undetermined ? 'undetermined' : 'ran',
        ...(result.undetermined
          ? {
              reason: result.undetermined.reason,
              detail: result.undetermined.detail,
              ...(result.undetermined.remedy ? { remedy: result.undetermined.remedy } : {}),
            }
          : {}),
        ...(result.outputTail ? { outputTail: result.outputTail } : {}),
      });
    }
    executions.push(...hostExecutions);
    const checkOf = new Map(hostExecutions.map((e) => [testKey(e.test), e.check]));
    verdicts.push(
      ...testVerdicts([{ name: HOST, tests: testsByGroup.get(HOST) ?? [] }], hostExecutions).map((v) => ({
        ...v,
        ...(checkOf.get(testKey(v.test)) ? { check: checkOf.get(testKey(v.test))! } : {}),
      })),
    );
    groups.set(HOST, { name: HOST, required: true, status: 'ok' });
  }

  const findings = clusterFindings(verdicts, executions, { appPackages: [...appPackages] });
  const findingOf = new Map(findings.flatMap((f) => f.tests.map((t) => [testKey(t), f.id] as const)));
  const linked = verdicts.map((v) =>
    v.verdict === 'fail' && findingOf.has(testKey(v.test)) ? { ...v, findingId: findingOf.get(testKey(v.test))! } : v,
  );
  const groupList = [...groups.values()];
  const unique = (lists: Iterable<TestId[]>) => [...new Map([...lists].flat().map((t) => [testKey(t), t])).values()];
  const suite = unique(suiteByGroup.values());
  const tests = unique(testsByGroup.values());
  return {
    result: {
      suite,
      tests,
      groups: groupList,
      suiteByGroup: Object.fromEntries(suiteByGroup),
      executions,
      verdicts: linked,
      findings,
      runVerdict: runVerdict(
        linked,
        groupList.map((g) => ({ name: g.name, required: g.required, undetermined: g.status === 'undetermined' })),
      ),
    },
    checks,
  };
}

/** The report's suite name: the one check's (e.g. the test package), or the check names. */
function suiteName(planned: readonly Planned[]): string | undefined {
  if (planned.length === 1) return planned[0]!.built.suiteName ?? planned[0]!.entry.name;
  return planned.map((p) => p.entry.name).join(', ') || undefined;
}
