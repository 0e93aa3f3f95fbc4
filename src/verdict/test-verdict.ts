import { type Execution, groupTestKey, type TestId, type TestVerdict } from '../config/outcome.js';

/**
 * Executions of one test in one group (any device, any attempt) → its verdict (docs/architecture.md, "Verdicts"):
 * fail then pass is flaky; a fail with no pass is fail; an observed pass or fail outweighs
 * undetermined attempts (a determination exists); only undetermined attempts → undetermined with
 * the last reason; no execution → undetermined `not-run`.
 */
export function testVerdict(test: TestId, group: string, executions: readonly Execution[]): TestVerdict {
  const count = (o: Execution['outcome']) => executions.filter((e) => e.outcome === o);
  const passed = count('passed');
  const failed = count('failed');
  const skipped = count('skipped');
  const base = { test, group };
  const detail = (e: Execution | undefined) => (e?.detail ? { detail: e.detail } : {});
  if (failed.length > 0 && passed.length > 0) {
    const devices = new Set(failed.map((e) => e.device));
    return {
      ...base,
      verdict: 'flaky',
      detail: `failed on ${[...devices].join(', ')}, passed on ${[...new Set(passed.map((e) => e.device))].join(', ')}: ${failed[0]!.detail ?? 'failure'}`,
    };
  }
  if (failed.length > 0) return { ...base, verdict: 'fail', ...detail(failed[0]) };
  if (passed.length > 0) return { ...base, verdict: 'pass' };
  if (skipped.length > 0) return { ...base, verdict: 'skipped', ...detail(skipped[0]) };
  const last = executions.at(-1);
  if (last) return { ...base, verdict: 'undetermined', reason: last.reason ?? 'run-incomplete', ...detail(last) };
  return { ...base, verdict: 'undetermined', reason: 'not-run', detail: 'no execution of this test' };
}

/** Verdicts for every (group, test) of the suite, in suite order. */
export function testVerdicts(
  groups: ReadonlyArray<{ name: string; tests: readonly TestId[] }>,
  executions: readonly Execution[],
): TestVerdict[] {
  const by = new Map<string, Execution[]>();
  for (const e of executions) {
    const k = groupTestKey(e.group, e.test);
    by.set(k, [...(by.get(k) ?? []), e]);
  }
  return groups.flatMap((g) => g.tests.map((t) => testVerdict(t, g.name, by.get(groupTestKey(g.name, t)) ?? [])));
}
