import { testKey } from '../../config/outcome.js';
import type { HostCheckResult, HostExecution } from '../kind.js';
import { ENVIRONMENT_CAUSES, type EnvironmentCause, environmentCauses } from './causes.js';
import { cap } from './junit.js';
import type { ProgramResult } from './program.js';

export interface JudgeInput {
  check: string;
  run: ProgramResult;
  /** results from the tool's own reports and from defects its console names */
  results: readonly HostExecution[];
  /**
   * the exit status is the tool's own report: a plain command with no report files is one test
   * that passes on 0 and fails otherwise (unless an environment cause explains the failure)
   */
  exitIsReport: boolean;
  /** what the tool should have written but did not (report files missing, unreadable) */
  missingReports?: string;
}

/**
 * A host check's results from its program run, by the infrastructure-vs-defect table: an environment
 * cause makes the check undetermined with its remedy (determined results it reported are kept);
 * defects are failed results; a non-zero exit nobody explains is undetermined, never a red.
 */
export function judge(input: JudgeInput): HostCheckResult {
  const { run, check } = input;
  const outputTail = run.output;
  const whole = { class: check, method: check };
  const results = dedupe(input.results);
  if (run.aborted)
    return {
      executions: [...results, { test: whole, outcome: 'undetermined', reason: 'not-run', detail: 'interrupted' }],
      undetermined: { reason: 'not-run', detail: 'interrupted before it finished' },
      outputTail,
    };
  const causes = environmentCauses(run);
  if (causes.length > 0) {
    const row: EnvironmentCause = ENVIRONMENT_CAUSES[causes[0]!];
    const detail = cap(`${row.explain}${evidence(run, row)}`, 2000);
    return {
      executions: [
        ...results.filter((r) => !sameTest(r, whole)),
        { test: whole, outcome: 'undetermined', reason: row.reason, detail: `${detail} — ${row.remedy}` },
      ],
      undetermined: { reason: row.reason, detail, remedy: row.remedy },
      outputTail,
    };
  }
  const failed = results.some((r) => r.outcome === 'failed');
  if (run.exitCode === 0 || failed) {
    if (results.length > 0) return { executions: results, outputTail };
    if (input.missingReports)
      return undetermined(
        whole,
        'setup-failed',
        input.missingReports,
        'make the tool write them, or fix the globs',
        outputTail,
      );
    return { executions: [{ test: whole, outcome: 'passed', durationMs: run.durationMs }], outputTail };
  }
  const status = run.exitCode === undefined ? 'no exit status' : `exit status ${run.exitCode}`;
  if (input.exitIsReport)
    return {
      executions: [
        {
          test: whole,
          outcome: 'failed',
          failureKind: 'assertion',
          detail: cap(`${status}${lastLine(run.output)}`, 2000),
          durationMs: run.durationMs,
        },
      ],
      outputTail,
    };
  return undetermined(
    whole,
    'unexplained-exit',
    `${status} with no failure in its reports and no known cause${lastLine(run.output)}`,
    'see the output tail in the report; if it is a defect the tool should report it (test or lint report file)',
    outputTail,
    results,
  );
}

function undetermined(
  whole: HostExecution['test'],
  reason: 'setup-failed' | 'unexplained-exit',
  detail: string,
  remedy: string,
  outputTail: string,
  results: readonly HostExecution[] = [],
): HostCheckResult {
  return {
    executions: [
      ...results,
      { test: whole, outcome: 'undetermined', reason, detail: cap(`${detail} — ${remedy}`, 2000) },
    ],
    undetermined: { reason, detail: cap(detail, 2000), remedy },
    outputTail,
  };
}

/** The output line that shows the cause, for the detail. */
function evidence(run: ProgramResult, row: EnvironmentCause): string {
  if (run.spawnError) return `: ${run.spawnError.message}`;
  if (row.when === 'killed') return ` (${run.killedBy})`;
  if (!row.pattern) return '';
  const line = run.output.split('\n').find((l) => row.pattern!.test(l));
  return line ? `: ${line.trim()}` : '';
}

function lastLine(output: string): string {
  const line = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1);
  return line ? `; last line: ${line}` : '';
}

function sameTest(a: HostExecution, b: HostExecution['test']): boolean {
  return testKey(a.test) === testKey(b);
}

/** One result per test: a test reported twice (two report files, report and console) keeps its worst outcome. */
function dedupe(results: readonly HostExecution[]): HostExecution[] {
  const rank = { failed: 3, undetermined: 2, passed: 1, skipped: 0 } as const;
  const byKey = new Map<string, HostExecution>();
  for (const r of results) {
    const prev = byKey.get(testKey(r.test));
    if (!prev || rank[r.outcome] > rank[prev.outcome]) byKey.set(testKey(r.test), r);
  }
  return [...byKey.values()];
}
