import type { Execution, TestId, TestVerdict, UndeterminedReason } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { HOST, type ReportCheck } from '../config/report.js';
import { clusterFindings } from '../verdict/findings.js';
import { runVerdict } from '../verdict/run-verdict.js';
import { testVerdicts } from '../verdict/test-verdict.js';
import type { DeviceRun } from './run-devices.js';
import { type HostRun, hostExecution, wholeCheckTest } from './run-host.js';
import type { SuiteGroupStatus, SuiteResult } from './run-suite.js';

/** The run's results as they are gathered, check by check, before they are judged together. */
interface Gathered {
  executions: Execution[];
  verdicts: TestVerdict[];
  groups: Map<string, SuiteGroupStatus>;
  suiteByGroup: Map<string, TestId[]>;
  testsByGroup: Map<string, TestId[]>;
  checks: ReportCheck[];
  appPackages: Set<string>;
}

/**
 * The combine phase of a run: device and host results as one suite — one set of verdicts, findings
 * clustered across kinds, one run verdict — and one report row per check.
 */
export function combine(
  device: readonly DeviceRun[],
  host: readonly HostRun[],
): { result: SuiteResult; checks: ReportCheck[] } {
  const gathered: Gathered = {
    executions: [],
    verdicts: [],
    groups: new Map(),
    suiteByGroup: new Map(),
    testsByGroup: new Map(),
    checks: [],
    appPackages: new Set(),
  };
  for (const run of device) gatherDeviceRun(gathered, run);
  if (host.length > 0) gatherHostRuns(gathered, host);
  return { result: judge(gathered), checks: gathered.checks };
}

/** Add tests to a group's list, each test once. */
function addTests(map: Map<string, TestId[]>, group: string, tests: readonly TestId[]): void {
  const list = map.get(group) ?? [];
  for (const t of tests) if (!list.some((x) => testKey(x) === testKey(t))) list.push(t);
  map.set(group, list);
}

/** One device-bound check's results, verdicts already judged per group by its suite run. */
function gatherDeviceRun(into: Gathered, { planned, result }: DeviceRun): void {
  const name = planned.entry.name;
  for (const p of planned.built.check.appPackages()) into.appPackages.add(p);
  into.executions.push(...result.executions.map((e) => ({ ...e, check: name })));
  into.verdicts.push(...result.verdicts.map(({ findingId: _, ...v }) => ({ ...v, check: name })));
  for (const g of result.groups) {
    const prev = into.groups.get(g.name);
    // a group undetermined for one check stays so for the run
    if (!prev || (g.status === 'undetermined' && prev.status === 'ok')) into.groups.set(g.name, g);
    addTests(into.suiteByGroup, g.name, result.suite);
    addTests(into.testsByGroup, g.name, result.tests);
  }
  into.checks.push(deviceCheckRow(planned, result));
}

/** A device-bound check's report row: undetermined when it could not run, or no group of it could. */
function deviceCheckRow({ entry, built }: DeviceRun['planned'], result: SuiteResult): ReportCheck {
  const apks = built.placement === 'device' ? built.apks : undefined;
  const failure: { reason: UndeterminedReason; detail?: string; remedy?: string } | undefined =
    result.undetermined ??
    (result.suite.length === 0 ? result.groups.find((g) => g.unavailable)?.unavailable : undefined);
  const outputTail = result.outputTail;
  return {
    name: entry.name,
    kind: entry.kind,
    placement: 'device',
    ...(outputTail ? { outputTail } : {}),
    ...(apks?.length ? { apks } : {}),
    tests: result.tests.length,
    status: failure ? 'undetermined' : 'ran',
    ...(failure
      ? {
          reason: failure.reason,
          ...(failure.detail ? { detail: failure.detail } : {}),
          ...(failure.remedy ? { remedy: failure.remedy } : {}),
        }
      : {}),
  };
}

/** The host checks' results, judged together as the group `host`. */
function gatherHostRuns(into: Gathered, host: readonly HostRun[]): void {
  const hostExecutions: Execution[] = [];
  for (const run of host) {
    const own = hostRunExecutions(run);
    hostExecutions.push(...own);
    const tests = own.map((e) => e.test);
    addTests(into.suiteByGroup, HOST, tests);
    addTests(into.testsByGroup, HOST, tests);
    for (const p of run.check.appPackages()) into.appPackages.add(p);
    into.checks.push(hostCheckRow(run, tests));
  }
  into.executions.push(...hostExecutions);
  const checkOf = new Map(hostExecutions.map((e) => [testKey(e.test), e.check]));
  into.verdicts.push(
    ...testVerdicts([{ name: HOST, tests: into.testsByGroup.get(HOST) ?? [] }], hostExecutions).map((v) => ({
      ...v,
      ...(checkOf.get(testKey(v.test)) ? { check: checkOf.get(testKey(v.test))! } : {}),
    })),
  );
  into.groups.set(HOST, { name: HOST, required: true, status: 'ok' });
}

/** A host check's executions; a check that could not run still has a row, or nothing would keep the run from passing. */
function hostRunExecutions({ planned, result }: HostRun): Execution[] {
  const name = planned.entry.name;
  const own = result.executions.map((e) => hostExecution(name, e));
  if (result.undetermined && own.length === 0)
    own.push(
      hostExecution(name, {
        test: wholeCheckTest(name),
        outcome: 'undetermined',
        reason: result.undetermined.reason,
        detail: result.undetermined.detail,
      }),
    );
  return own;
}

/** A host check's report row. */
function hostCheckRow({ planned, result }: HostRun, tests: readonly TestId[]): ReportCheck {
  return {
    name: planned.entry.name,
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
  };
}

/** Everything gathered judged as one suite: findings clustered across kinds, failures linked to them, one run verdict. */
function judge(g: Gathered): SuiteResult {
  const findings = clusterFindings(g.verdicts, g.executions, { appPackages: [...g.appPackages] });
  const findingOf = new Map(findings.flatMap((f) => f.tests.map((t) => [testKey(t), f.id] as const)));
  const linked = g.verdicts.map((v) =>
    v.verdict === 'fail' && findingOf.has(testKey(v.test)) ? { ...v, findingId: findingOf.get(testKey(v.test))! } : v,
  );
  const groupList = [...g.groups.values()];
  const unique = (lists: Iterable<TestId[]>) => [...new Map([...lists].flat().map((t) => [testKey(t), t])).values()];
  return {
    suite: unique(g.suiteByGroup.values()),
    tests: unique(g.testsByGroup.values()),
    groups: groupList,
    suiteByGroup: Object.fromEntries(g.suiteByGroup),
    executions: g.executions,
    verdicts: linked,
    findings,
    runVerdict: runVerdict(
      linked,
      groupList.map((x) => ({ name: x.name, required: x.required, undetermined: x.status === 'undetermined' })),
    ),
  };
}
