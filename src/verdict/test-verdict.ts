import { type Execution, groupTestKey, type TestId, type TestVerdict } from '../config/outcome.js';

/**
 * Executions of one test in one group (any device, any attempt) → its verdict (docs/architecture.md, "Verdicts"):
 * - a failure that passed when re-run alone with cleared app data (`orderDependent`) → fail, order-dependent:
 *   the test depends on what earlier tests left behind, so passing elsewhere is no sign of flakiness;
 * - a pass and a fail on the same device, or a single unrepeated fail next to a pass → flaky;
 * - fails on every run on some devices (each re-checked: ≥ 2 fails there) and passes on the others
 *   → fail, device-specific (`failsOn`/`passesOn`): a defect on those devices is not flakiness;
 * - a fail with no pass → fail; an observed pass or fail outweighs undetermined attempts;
 * - only undetermined attempts → undetermined with the last reason; no execution → `not-run`.
 */
export function testVerdict(
  test: TestId,
  group: string,
  executions: readonly Execution[],
  label: (serial: string) => string = (serial) => serial,
): TestVerdict {
  const count = (o: Execution['outcome']) => executions.filter((e) => e.outcome === o);
  const passed = count('passed');
  const failed = count('failed');
  const skipped = count('skipped');
  const base = { test, group };
  const detail = (e: Execution) => (e.detail ? { detail: e.detail } : {});
  // a failure that passed alone with cleared app data is the suite's defect, whatever other runs did
  const orderDependent = failed.find((e) => e.orderDependent);
  if (orderDependent) return { ...base, verdict: 'fail', orderDependent: true, ...detail(orderDependent) };
  if (failed.length > 0 && passed.length > 0) {
    const failsOn = [...new Set(failed.map((e) => e.device))];
    const passesOn = [...new Set(passed.map((e) => e.device))];
    const reproduced = (d: string) => failed.filter((e) => e.device === d).length >= 2;
    const why = failed[0]!.detail ?? 'failure';
    if (failsOn.every((d) => reproduced(d) && !passesOn.includes(d)))
      return {
        ...base,
        verdict: 'fail',
        failsOn,
        passesOn,
        detail: `fails on ${failsOn.map(label).join(', ')} every run, passes on ${passesOn.map(label).join(', ')}: ${why}`,
      };
    return {
      ...base,
      verdict: 'flaky',
      detail: `failed on ${failsOn.map(label).join(', ')}, passed on ${passesOn.map(label).join(', ')}: ${why}`,
    };
  }
  if (failed.length > 0) return { ...base, verdict: 'fail', ...detail(failed[0]!) };
  if (passed.length > 0) return { ...base, verdict: 'pass' };
  if (skipped.length > 0) return { ...base, verdict: 'skipped', ...detail(skipped[0]!) };
  const last = executions.at(-1);
  if (last) return { ...base, verdict: 'undetermined', reason: last.reason ?? 'run-incomplete', ...detail(last) };
  return { ...base, verdict: 'undetermined', reason: 'not-run', detail: 'no execution of this test' };
}

/** Verdicts for every (group, test) of the suite, in suite order; `label` names a device in their details. */
export function testVerdicts(
  groups: ReadonlyArray<{ name: string; tests: readonly TestId[] }>,
  executions: readonly Execution[],
  label?: (serial: string) => string,
): TestVerdict[] {
  const by = new Map<string, Execution[]>();
  for (const e of executions) {
    const k = groupTestKey(e.group, e.test);
    const list = by.get(k);
    if (list) list.push(e);
    else by.set(k, [e]);
  }
  return groups.flatMap((g) =>
    g.tests.map((t) => testVerdict(t, g.name, by.get(groupTestKey(g.name, t)) ?? [], label)),
  );
}
