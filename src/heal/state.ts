import type { Finding, TestId, TestVerdict } from '../config/outcome.js';
import { groupTestKey, testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import { findingId } from '../verdict/findings.js';

/**
 * What the heal loop knows about the suite: the latest verdict of every (group, test) and the
 * findings behind the failing ones. Repairable = findings whose tests failed (never undetermined,
 * never flaky: docs/decisions.md). A partial rescan replaces only the verdicts it observed.
 */
export interface SuiteState {
  verdicts: TestVerdict[];
  findings: Finding[];
}

export function stateOf(report: Pick<Report, 'verdicts' | 'findings'>): SuiteState {
  return { verdicts: [...report.verdicts], findings: [...report.findings] };
}

const vkey = (v: Pick<TestVerdict, 'group' | 'test'>) => groupTestKey(v.group, v.test);

/** Findings with at least one failing test: what a fixer may be asked to repair. */
export function repairable(state: SuiteState): Finding[] {
  const failing = new Set(state.verdicts.filter((v) => v.verdict === 'fail').map((v) => testKey(v.test)));
  return state.findings.filter((f) => f.tests.some((t) => failing.has(testKey(t))));
}

/** A partial rescan (only `tests` re-run): its verdicts replace those tests' old ones; findings follow. */
export function mergeRescan(prev: SuiteState, rescan: SuiteState, tests: readonly TestId[]): SuiteState {
  const rerun = new Set(tests.map(testKey));
  const seen = new Set(rescan.verdicts.map(vkey));
  const verdicts = [...prev.verdicts.filter((v) => !seen.has(vkey(v))), ...rescan.verdicts];
  const findings = [
    ...prev.findings.filter((f) => !f.tests.every((t) => rerun.has(testKey(t)))),
    ...rescan.findings.filter(
      (f) => !prev.findings.some((p) => p.id === f.id && !p.tests.every((t) => rerun.has(testKey(t)))),
    ),
  ];
  return { verdicts, findings };
}

export interface Remaining {
  finding: string;
  verdict: 'fail' | 'undetermined' | 'flaky';
  reason?: string;
}

/**
 * What is left for a person: failing findings, undetermined tests grouped by (group, reason) — one
 * "finding" each, never dispatched — and flaky tests. Ids are derived like finding ids, so the
 * same cause has the same id in every run.
 */
export function remainingOf(state: SuiteState, reasons: ReadonlyMap<string, string> = new Map()): Remaining[] {
  const out: Remaining[] = repairable(state).map((f) => ({
    finding: f.id,
    verdict: 'fail' as const,
    ...(reasons.get(f.id) ? { reason: reasons.get(f.id)! } : {}),
  }));
  const undetermined = new Map<string, Remaining>();
  for (const v of state.verdicts) {
    if (v.verdict === 'undetermined') {
      const sig = `undetermined ${v.reason ?? 'unknown'} in group ${v.group}`;
      undetermined.set(sig, {
        finding: findingId(sig),
        verdict: 'undetermined',
        reason: `${v.reason ?? 'unknown'} (group ${v.group})`,
      });
    }
  }
  out.push(...undetermined.values());
  for (const v of state.verdicts) {
    if (v.verdict === 'flaky')
      out.push({ finding: findingId(`flaky ${testKey(v.test)}`), verdict: 'flaky', reason: testKey(v.test) });
  }
  return out;
}

export function hasUndetermined(state: SuiteState): boolean {
  return state.verdicts.some((v) => v.verdict === 'undetermined');
}
