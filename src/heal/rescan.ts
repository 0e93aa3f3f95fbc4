import type { HealRoundJson } from '../config/heal.js';
import type { Finding, TestId } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import type { RescanTest } from './deps.js';
import { gitOk } from './git.js';
import type { LoopRun } from './loop-run.js';
import { mergeRescan, repairable, type SuiteState, stateOf } from './state.js';

/**
 * The proof phase of a round: re-run the tests of the findings fixed this round, each in the check its
 * verdict came from, on the groups they failed in; when every one passed, the whole suite once — a test a
 * fix broke becomes a new finding for the next round, never a healed heal.
 */
export async function rescan(
  run: LoopRun,
  fixed: Finding[],
  round: number,
): Promise<NonNullable<HealRoundJson['rescan']>> {
  const tests = testsOf(run.state, fixed);
  // judged on the groups they failed in: a group that never had a device stays undetermined and proves nothing
  const groupsOf = new Map(fixed.map((f) => [f.id, whereFailed(run.state, f).groups]));
  const partial = await run.checks(tests);
  run.state = mergeRescan(run.state, stateOf(partial), tests);
  const lost = (f: Finding) => undeterminedTests(run.state, f.tests, groupsOf.get(f.id));
  // only a clean pass of every re-run test earns the whole-suite run; a lost device leaves its tests undetermined
  const notPassed = fixed.filter((f) => failingTests(run.state, f.tests) || lost(f));
  const undetermined = fixed.filter(lost).length;
  for (const f of fixed) lost(f) ? run.unproven.add(f.id) : run.unproven.delete(f.id);
  if (notPassed.length === 0) await wholeSuite(run, fixed, round);
  const failing = repairable(run.state).map((f) => f.id);
  const passed = fixed
    .filter((f) => !failing.includes(f.id) && !failingTests(run.state, f.tests) && !lost(f))
    .map((f) => f.id);
  run.log(
    `rescan: ${passed.length ? `passed ${passed.join(', ')}` : 'nothing passed'}` +
      `${failing.length ? `; failing ${failing.join(', ')}` : ''}` +
      `${undetermined ? `; ${undetermined} undetermined (not re-dispatched)` : ''}`,
  );
  return { ran: true, build: 'ok', passed, failing, undetermined };
}

/** A fix that breaks another test is not healed: the whole suite once, its new findings go to the next round. */
async function wholeSuite(run: LoopRun, fixed: Finding[], round: number): Promise<void> {
  const failedBefore = new Set(run.state.verdicts.filter((v) => v.verdict === 'fail').map((v) => testKey(v.test)));
  run.last = await run.checks();
  run.state = stateOf(run.last);
  const broken = repairable(run.state).filter(
    (f) => !run.regressions.has(f.id) && f.tests.every((t) => !failedBefore.has(testKey(t))),
  );
  if (broken.length === 0) return;
  const fixes = fixed.map((f) => f.id);
  const diff = await gitOk(run.opts.worktree.dir, ['diff', run.roundBase, 'HEAD']).catch(() => '');
  for (const f of broken) {
    run.regressions.set(f.id, { round, fixes, ...(diff ? { diff } : {}) });
    run.reasons.set(f.id, `broken by the fixes of round ${round} (${fixes.join(', ')})`);
  }
  run.log(
    `rescan: the fixes of round ${round} broke ${broken.map((f) => f.id).join(', ')} — not healed; a new finding for the next round`,
  );
}

/**
 * The tests of these findings as the checks know them: each with the check its verdict came from, so a
 * rescan runs it in that check only (a check with its own `tests` list is not handed another check's tests).
 */
export const testsOf = (state: SuiteState, fs: readonly Finding[]): RescanTest[] => {
  const out = new Map<string, RescanTest>();
  for (const f of fs)
    for (const t of f.tests) {
      const checks = new Set(state.verdicts.filter((v) => testKey(v.test) === testKey(t)).map((v) => v.check));
      if (checks.size === 0 || checks.has(undefined)) out.set(testKey(t), { class: t.class, method: t.method });
      else for (const check of checks) out.set(`${check}|${testKey(t)}`, { class: t.class, method: t.method, check });
    }
  return [...out.values()];
};

export function failingTests(state: SuiteState, tests: readonly TestId[]): boolean {
  const keys = new Set(tests.map(testKey));
  return state.verdicts.some((v) => v.verdict === 'fail' && keys.has(testKey(v.test)));
}

export function undeterminedTests(state: SuiteState, tests: readonly TestId[], groups?: readonly string[]): boolean {
  const keys = new Set(tests.map(testKey));
  return state.verdicts.some(
    (v) => v.verdict === 'undetermined' && keys.has(testKey(v.test)) && (!groups || groups.includes(v.group)),
  );
}

export function whereFailed(state: SuiteState, f: Finding): { groups: string[]; devices: string[] } {
  const keys = new Set(f.tests.map(testKey));
  const groups = [
    ...new Set(state.verdicts.filter((v) => v.verdict === 'fail' && keys.has(testKey(v.test))).map((v) => v.group)),
  ];
  return { groups, devices: [...f.devices] };
}
