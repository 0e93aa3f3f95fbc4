import type { Execution, Finding, RunVerdict, TestId, TestVerdict, TestVerdictKind } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import type { Report, ReportGroup, ReportSummary, Suite } from '../config/report.js';

/**
 * Pure derivations over report values (DESIGN.md §5): executions → test verdict → run verdict,
 * and the summary counts. `report merge` recomputes verdicts with these after combining shards.
 */

/** Key of a test within a group: the same test may be required on several groups. */
export function groupTestKey(group: string, test: TestId): string {
  return `${group}\u0000${testKey(test)}`;
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

/**
 * The verdict of one test in one group from all its executions (any device, any attempt).
 * Fail then pass is flaky; a pass or fail observed anywhere outweighs undetermined attempts;
 * no execution at all is undetermined `not-run`.
 */
export function verdictFromExecutions(test: TestId, group: string, executions: readonly Execution[]): TestVerdict {
  const passed = executions.filter((e) => e.outcome === 'passed');
  const failed = executions.filter((e) => e.outcome === 'failed');
  const skipped = executions.filter((e) => e.outcome === 'skipped');
  const undetermined = executions.filter((e) => e.outcome === 'undetermined');
  const base = { test, group };
  if (failed.length > 0 && passed.length > 0) {
    return { ...base, verdict: 'flaky', detail: `failed ${failed.length}×, passed ${passed.length}× (${failed[0]!.detail ?? 'failure'})` };
  }
  if (failed.length > 0) return { ...base, verdict: 'fail', ...(failed[0]!.detail ? { detail: failed[0]!.detail } : {}) };
  if (passed.length > 0) return { ...base, verdict: 'pass' };
  if (skipped.length > 0) return { ...base, verdict: 'skipped', ...(skipped[0]!.detail ? { detail: skipped[0]!.detail } : {}) };
  const last = undetermined.at(-1);
  if (last) {
    return { ...base, verdict: 'undetermined', reason: last.reason ?? 'run-incomplete', ...(last.detail ? { detail: last.detail } : {}) };
  }
  return { ...base, verdict: 'undetermined', reason: 'not-run', detail: 'no execution of this test in any report' };
}

/** Verdicts for every test of the suite (plus any executed test the suite does not list), findings linked. */
export function verdictsFor(suite: Suite, executions: readonly Execution[], findings: readonly Finding[]): TestVerdict[] {
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
    const v = verdictFromExecutions(test, group, byKey.get(groupTestKey(group, test)) ?? []);
    const findingId = v.verdict === 'fail' || v.verdict === 'flaky' ? findingOf.get(testKey(test)) : undefined;
    return findingId ? { ...v, findingId } : v;
  });
}

/** Groups are required unless the report says otherwise; unknown groups count as required. */
export function isRequiredGroup(groups: readonly ReportGroup[], name: string): boolean {
  return groups.find((g) => g.name === name)?.required ?? true;
}

/**
 * DESIGN.md §5: fail if any test failed; else undetermined if any required test or group has no
 * determination; else pass. Flaky counts as a pass here; the gate may block on it by policy.
 */
export function computeRunVerdict(verdicts: readonly TestVerdict[], groups: readonly ReportGroup[]): RunVerdict {
  if (verdicts.some((v) => v.verdict === 'fail')) return 'fail';
  if (groups.some((g) => g.required && g.status === 'undetermined')) return 'undetermined';
  if (verdicts.some((v) => v.verdict === 'undetermined' && isRequiredGroup(groups, v.group))) return 'undetermined';
  return 'pass';
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
