import type { HealRoundJson } from '../config/heal.js';
import type { LoopRun } from './loop-run.js';
import { runRegenerators } from './regenerators.js';
import { failingTests, testsOf, undeterminedTests, whereFailed } from './rescan.js';
import { mergeRescan, repairable, stateOf } from './state.js';

type RegeneratorsJson = NonNullable<HealRoundJson['regenerators']>;

/**
 * Round 1's regenerator phase: the project's `heal.regenerators` (regenerators.ts), kept only when the
 * worktree still builds and some failing check then passes; otherwise discarded and the worktree rebuilt.
 */
export async function regenerate(run: LoopRun, round: number): Promise<RegeneratorsJson> {
  const wt = run.opts.worktree;
  const r = await runRegenerators(
    wt,
    run.heal.regenerators,
    run.configDir,
    run.opts.guard,
    run.signal,
    run.opts.config.build.timeoutMs,
    run.opts.containment.judges(wt.dir),
  );
  if (r.result === 'refused') {
    run.log(`round ${round}: regenerators REFUSED — ${r.refused!.rule}: ${r.refused!.detail}`);
    return r;
  }
  if (r.changed.length === 0) {
    run.log(`round ${round}: regenerators changed nothing`);
    return r;
  }
  const todo = repairable(run.state);
  const b = await run.build(run.signal);
  if (b.status !== 'ok') {
    await wt.reset();
    run.log(
      `round ${round}: regenerators discarded — the build ${b.status === 'failed' ? 'failed' : 'could not run'} after them`,
    );
    return { ...r, result: 'discarded' };
  }
  const tests = testsOf(run.state, todo);
  const partial = await run.checks(tests);
  const after = mergeRescan(run.state, stateOf(partial), tests);
  const answered = todo.filter(
    (f) => !failingTests(after, f.tests) && !undeterminedTests(after, f.tests, whereFailed(run.state, f).groups),
  );
  if (answered.length === 0) {
    await wt.reset();
    run.lastBuild = undefined;
    await run.build(run.signal);
    run.log(
      `round ${round}: regenerators discarded — they changed ${r.changed.length} file(s) but no failing check passed`,
    );
    return { ...r, result: 'discarded' };
  }
  const ids = answered.map((f) => f.id);
  const commit = await wt.commit(
    `style: regenerate (round ${round})\n\n${r.runs.map((x) => x.command).join('\n')}\n\nRepairs: ${ids.join(', ')}\nDroidheal-Regenerated: true\n`,
  );
  run.state = after;
  run.log(`round ${round}: regenerated ${ids.join(', ')} (touched ${r.changed.join(', ')})`);
  return { ...r, result: 'committed', repairs: ids, commit };
}
