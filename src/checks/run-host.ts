import type { Execution, TestId } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import { HOST } from '../config/report.js';
import type { BuiltCheck, HostCheck, HostCheckResult, HostExecution } from './kind.js';
import type { Emit, RunChecksOptions } from './run-options.js';
import { type Planned, testsFor } from './run-plan.js';

/** A host check's run: the check that ran and what it gave back. */
export interface HostRun {
  planned: Planned;
  check: HostCheck;
  result: HostCheckResult;
}

/** The host phase of a run, for one check: run it once on the host, cut to the wanted tests. Never throws. */
export async function runHost(
  p: Planned,
  tests: RunChecksOptions['tests'],
  signal: AbortSignal,
  emit: Emit,
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

/** A host check's execution as the run records it: on the device and in the group `host`. */
export function hostExecution(check: string, e: HostExecution): Execution {
  return { ...e, check, device: HOST, group: HOST, attempt: 1 };
}
