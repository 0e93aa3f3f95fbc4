import { labelOf } from '../config/device-facts.js';
import type { Execution, Finding, RunVerdict, TestId, TestVerdict, TestVerdictKind } from '../config/outcome.js';
import { groupTestKey, testKey } from '../config/outcome.js';
import type { Report, ReportDevice, ReportGroup, ReportSummary, Suite } from '../config/report.js';
import { runVerdict } from '../verdict/run-verdict.js';
import { testVerdict } from '../verdict/test-verdict.js';

/**
 * Pure derivations over report values: the suite's verdicts (using the runner's verdict functions
 * in src/verdict/, never a second copy of the rules), findings linked, and the summary counts.
 * `report merge` recomputes verdicts with these after combining shards.
 */

/** Names of the groups in a stable order: declared groups first, then any that only tests mention. */
export function groupNames(report: Report): string[] {
  const names: string[] = [];
  const add = (n: string): void => {
    if (!names.includes(n)) names.push(n);
  };
  for (const g of report.groups) add(g.name);
  for (const g of report.suite.groups) add(g.group);
  for (const v of report.verdicts) add(v.group);
  return names;
}

/** Executions grouped by (group, test), in report order. */
export function executionsByTest(executions: readonly Execution[]): Map<string, Execution[]> {
  const byKey = new Map<string, Execution[]>();
  for (const e of executions) {
    const k = groupTestKey(e.group, e.test);
    const list = byKey.get(k);
    if (list) list.push(e);
    else byKey.set(k, [e]);
  }
  return byKey;
}

/** Verdicts for every test of the suite (plus any executed test the suite does not list), findings linked. */
export function verdictsFor(
  suite: Suite,
  executions: readonly Execution[],
  findings: readonly Finding[],
  devices: readonly ReportDevice[] = [],
): TestVerdict[] {
  const byKey = executionsByTest(executions);
  const wanted: Array<{ group: string; test: TestId }> = [];
  const seen = new Set<string>();
  const want = (group: string, test: TestId): void => {
    const k = groupTestKey(group, test);
    if (seen.has(k)) return;
    seen.add(k);
    wanted.push({ group, test });
  };
  for (const g of suite.groups) for (const t of g.tests) want(g.group, t);
  for (const e of executions) want(e.group, e.test);

  const findingOf = new Map<string, string>();
  for (const f of findings) for (const t of f.tests) if (!findingOf.has(testKey(t))) findingOf.set(testKey(t), f.id);

  return wanted.map(({ group, test }) => {
    const v = testVerdict(test, group, byKey.get(groupTestKey(group, test)) ?? [], (s) => labelOf(devices, s));
    const findingId = v.verdict === 'fail' || v.verdict === 'flaky' ? findingOf.get(testKey(test)) : undefined;
    return findingId ? { ...v, findingId } : v;
  });
}

/** Groups are required unless the report says otherwise; unknown groups count as required. */
export function isRequiredGroup(groups: readonly ReportGroup[], name: string): boolean {
  return groups.find((g) => g.name === name)?.required ?? true;
}

/**
 * The run verdict with the runner's own rule (src/verdict/run-verdict.ts), fed the report's
 * group states, so a merged or re-judged report is decided exactly as the run decided it.
 */
export function computeRunVerdict(verdicts: readonly TestVerdict[], groups: readonly ReportGroup[]): RunVerdict {
  return runVerdict(
    verdicts,
    groups.map((g) => ({ name: g.name, required: g.required, undetermined: g.status === 'undetermined' })),
  );
}

export function summarize(report: Pick<Report, 'verdicts' | 'executions' | 'devices' | 'findings'>): ReportSummary {
  const verdicts: Record<TestVerdictKind, number> = { pass: 0, fail: 0, flaky: 0, skipped: 0, undetermined: 0 };
  for (const v of report.verdicts) verdicts[v.verdict] += 1;
  return {
    tests: report.verdicts.length,
    verdicts,
    executions: report.executions.length,
    devices: report.devices.length,
    devicesReady: report.devices.filter((d) => d.state === 'ready').length,
    findings: report.findings.length,
  };
}

/** Undetermined tests of one group with one cause, shown as one line: how many, and why. */
export interface UndeterminedFold {
  group: string;
  reason: string;
  detail?: string;
  tests: TestVerdict[];
}

/**
 * Verdicts as people read them: every undetermined test of a group sharing its cause (reason and
 * detail) with another is folded into one `UndeterminedFold` at the place of the first; the rest as they are.
 */
export function foldUndetermined(verdicts: readonly TestVerdict[]): Array<TestVerdict | UndeterminedFold> {
  const cause = (v: TestVerdict) => `${v.group}\u0000${v.reason ?? 'unknown'}\u0000${v.detail ?? ''}`;
  const counts = new Map<string, number>();
  for (const v of verdicts) if (v.verdict === 'undetermined') counts.set(cause(v), (counts.get(cause(v)) ?? 0) + 1);
  const folds = new Map<string, UndeterminedFold>();
  const out: Array<TestVerdict | UndeterminedFold> = [];
  for (const v of verdicts) {
    if (v.verdict !== 'undetermined' || (counts.get(cause(v)) ?? 0) < 2) {
      out.push(v);
      continue;
    }
    const fold = folds.get(cause(v));
    if (fold) fold.tests.push(v);
    else {
      const f: UndeterminedFold = { group: v.group, reason: v.reason ?? 'unknown', tests: [v] };
      if (v.detail) f.detail = v.detail;
      folds.set(cause(v), f);
      out.push(f);
    }
  }
  return out;
}

export function isFold(x: TestVerdict | UndeterminedFold): x is UndeterminedFold {
  return 'tests' in x;
}
