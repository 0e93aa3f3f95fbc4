import { testKey } from '../config/outcome.js';
import type { ChaosScenario } from './scenario.js';
import type { SimResult } from './sim.js';

/** The invariants of issue #14 this in-process rack can check (4, 5, 7 need real processes and heal). */
export const INVARIANTS = {
  1: 'no infrastructure fault produces a fail verdict or a finding; a test fails only if its script says so',
  2: 'no observed pass is lost; no executed result is reported twice',
  3: 'every run ends within its bound (batches and virtual time)',
  6: 'the run verdict is never pass while a required test lacks a determination',
  9: 'device-specific and flaky are told apart: failsOn names only scripted devices; a failure reproduced on its device is never flaky',
} as const;
export type InvariantId = keyof typeof INVARIANTS;

export interface Violation {
  invariant: InvariantId;
  detail: string;
}

export function checkInvariants(s: ChaosScenario, r: SimResult): Violation[] {
  const out: Violation[] = [];
  const script = new Map(s.tests.map((t) => [testKey(t), t.script]));
  const canFail = (test: string, device: string): boolean => {
    const x = script.get(test)!;
    return (
      x.kind === 'fail' ||
      x.kind === 'crash' ||
      x.kind === 'flaky' ||
      (x.kind === 'device-specific' && x.failsOn.includes(device))
    );
  };
  // 1: failures only where scripted, never from a fault
  for (const e of r.executions)
    if (e.outcome === 'failed' && !canFail(testKey(e.test), e.device))
      out.push({
        invariant: 1,
        detail: `${testKey(e.test)} failed on ${e.device}, scripted ${script.get(testKey(e.test))!.kind}`,
      });
  for (const v of r.verdicts)
    if ((v.verdict === 'fail' || v.verdict === 'flaky') && script.get(testKey(v.test))!.kind === 'pass')
      out.push({ invariant: 1, detail: `${testKey(v.test)} is ${v.verdict} but always passes` });
  for (const f of r.findings)
    for (const t of f.tests)
      if (script.get(testKey(t))!.kind === 'pass')
        out.push({ invariant: 1, detail: `finding ${f.id} for ${testKey(t)}` });
  // 2: every determined result a device reported is recorded exactly as often as it was reported
  const count = (xs: Array<{ device: string; test: string; outcome: string }>) => {
    const m = new Map<string, number>();
    for (const x of xs)
      m.set(`${x.device}|${x.test}|${x.outcome}`, (m.get(`${x.device}|${x.test}|${x.outcome}`) ?? 0) + 1);
    return m;
  };
  const reported = count(r.observed.reported);
  const recorded = count(
    r.executions
      .filter((e) => e.outcome === 'passed' || e.outcome === 'failed')
      .map((e) => ({ device: e.device, test: testKey(e.test), outcome: e.outcome })),
  );
  // a test runs in every group, so a group's records are compared through the sum over groups
  for (const [k, n] of reported)
    if ((recorded.get(k) ?? 0) !== n)
      out.push({ invariant: 2, detail: `${k}: reported ${n}, recorded ${recorded.get(k) ?? 0}` });
  for (const [k, n] of recorded)
    if (!reported.has(k)) out.push({ invariant: 2, detail: `${k}: recorded ${n}, never reported` });
  // 3: bounded work and time
  const runsPerTest = 1 + s.reschedule + 2;
  const maxBatches = s.tests.length * s.groups.length * runsPerTest;
  if (r.observed.batches > maxBatches)
    out.push({ invariant: 3, detail: `${r.observed.batches} batches > ${maxBatches}` });
  const totalMs = s.tests.reduce((n, t) => n + t.durationMs + 200, 0) * s.groups.length * runsPerTest;
  if (r.makespanMs > totalMs) out.push({ invariant: 3, detail: `makespan ${r.makespanMs} ms > bound ${totalMs} ms` });
  // 6: pass needs every required test determined
  const required = (g: string) => r.groups.find((x) => x.name === g)?.required ?? true;
  if (
    r.runVerdict === 'pass' &&
    (r.verdicts.some((v) => v.verdict === 'undetermined' && required(v.group)) ||
      r.groups.some((g) => g.required && g.undetermined))
  )
    out.push({ invariant: 6, detail: 'run verdict pass with an undetermined required test or group' });
  // 9: a device-specific verdict names only devices the script fails on
  for (const v of r.verdicts) {
    const x = script.get(testKey(v.test))!;
    for (const d of v.failsOn ?? [])
      if (x.kind === 'device-specific' ? !x.failsOn.includes(d) : x.kind === 'pass')
        out.push({ invariant: 9, detail: `${testKey(v.test)} said to fail on ${d}` });
    // flaky is right only when the failing device never got its re-check (lost first): never reproduced
    const failsTwice = (d: string) =>
      r.executions.filter(
        (e) => e.group === v.group && testKey(e.test) === testKey(v.test) && e.device === d && e.outcome === 'failed',
      ).length >= 2;
    if (x.kind === 'device-specific' && v.verdict === 'flaky' && x.failsOn.some(failsTwice))
      out.push({
        invariant: 9,
        detail: `${testKey(v.test)} failed twice on ${x.failsOn.join(', ')} but was called flaky`,
      });
  }
  return out;
}
