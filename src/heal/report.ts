import type { HealJson } from '../config/heal.js';
import type { HealAttempt, HealRecord, Report } from '../config/report.js';
import { summarize } from '../report/derive.js';
import { collapseGroups, gate } from '../report/gate.js';
import { runVerdict } from '../verdict/run-verdict.js';
import type { SuiteState } from './state.js';

/**
 * report.json after a heal: the latest whole-suite run with the loop's final verdicts (partial
 * rescans folded in) and the `heal` section, so the gate blocks on exactly what remains.
 */
export function healReport(last: Report, state: SuiteState | undefined, heal: HealJson): Report {
  const verdicts = state?.verdicts ?? last.verdicts;
  const findings = state?.findings ?? last.findings;
  const body = { executions: last.executions, verdicts, findings, devices: last.devices };
  return {
    ...last,
    ...body,
    heal: healRecord(heal),
    runVerdict: runVerdict(
      verdicts,
      last.groups.map((g) => ({ name: g.name, required: g.required, undetermined: g.status === 'undetermined' })),
    ),
    summary: summarize(body),
  };
}

export function healRecord(j: HealJson): HealRecord {
  return {
    version: 1,
    rounds: j.rounds.map((r) => ({
      round: r.round,
      attempts: r.attempts.map(
        (a, i): HealAttempt => ({
          finding: a.finding,
          attempt: i + 1,
          engine: a.engine,
          outcome: a.applied
            ? 'applied'
            : a.refused
              ? 'refused'
              : a.failed?.startsWith('cannot fix')
                ? 'cannot-fix'
                : a.failed === 'no change'
                  ? 'no-change'
                  : a.failed?.startsWith('timed out')
                    ? 'timeout'
                    : 'engine-failed',
          ...(a.refused
            ? {
                // the rule the heal named first, then every other rule the guard refused it under
                refusals: [
                  { rule: a.refused.rule, detail: a.refused.detail, ...(a.refusedAt ?? {}) },
                  ...(a.refusals ?? [])
                    .filter((r) => r.rule !== a.refused!.rule || r.detail !== a.refused!.detail)
                    .map((r) => ({
                      rule: r.rule,
                      detail: r.detail,
                      ...(r.file ? { file: r.file, line: r.line } : {}),
                    })),
                ],
              }
            : {}),
          ...(a.failed ? { detail: a.failed } : {}),
          ...(a.confidence !== null ? { confidence: a.confidence } : {}),
          durationMs: a.durationMs,
          ...(a.commit ? { commit: a.commit } : {}),
          level: a.level,
          exit: a.exit,
          touched: a.touched,
        }),
      ),
      ...(r.regenerators
        ? {
            regenerators: r.regenerators.runs.map((x) => ({
              command: x.command,
              changed: r.regenerators!.changed.length > 0,
              answered: r.regenerators!.result === 'committed',
            })),
          }
        : {}),
      ...(r.rescan
        ? { rescan: { passed: r.rescan.passed, failing: r.rescan.failing, undetermined: r.rescan.undetermined } }
        : {}),
    })),
    outcome: j.outcome ?? 'not-started',
    status: j.status,
    ...(j.branch ? { branch: j.branch } : {}),
    ...(j.patch ? { patch: j.patch } : {}),
    ...(j.escalation_reason ? { detail: j.escalation_reason } : {}),
    remaining: j.remaining,
    ...(j.interrupted ? { interrupted: true } : {}),
  };
}

/**
 * The release verdict of the heal's report, from the gate itself (no waivers, flaky not blocking), and
 * what left it undetermined, a group that could not run once: heal's exit code follows it, so a CI job
 * that runs only `droidheal heal` never goes green while a required device group never ran.
 */
export function healVerdict(report: Report): Pick<HealJson, 'verdict' | 'undetermined'> {
  const g = gate(report);
  const undetermined = collapseGroups(
    g.blocking.filter((b) => b.kind === 'group-undetermined' || b.kind === 'test-undetermined'),
  ).map((b) => ({
    group: b.group,
    ...(b.test ? { test: b.test } : {}),
    ...(b.reason ? { reason: b.reason } : {}),
    ...(b.tests !== undefined ? { tests: b.tests } : {}),
    ...(b.detail ? { detail: b.detail } : {}),
    ...(b.remedy ? { remedy: b.remedy } : {}),
  }));
  return { verdict: g.verdict, ...(undetermined.length ? { undetermined } : {}) };
}
