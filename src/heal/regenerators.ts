import type { HealRoundJson } from '../config/heal.js';
import { refusalSummary } from '../guard/summary.js';
import { runProcess } from '../process/run.js';
import type { Confinement } from '../process/sandbox.js';
import { commandText, toArgv } from './command-line.js';
import type { Guard } from './deps.js';
import { gitOk } from './git.js';
import type { HealWorktree } from './worktree.js';

/**
 * Round 1's regenerators (`heal.regenerators`: formatters, `lint --fix`, snapshot regenerators).
 * Nothing classifies the red first: they all run, and their exit status is not a verdict (a fixer
 * that fixes some problems exits non-zero on the rest). What they changed is judged by the guard's
 * semantic rules without the write scope (a formatter may reformat test files; a regenerator that
 * rewrites what a check asserts is refused). Whether they answered the red is for the checks to say.
 */
export type RegeneratorsResult = NonNullable<HealRoundJson['regenerators']>;

export async function runRegenerators(
  wt: HealWorktree,
  commands: ReadonlyArray<string | readonly string[]>,
  cwd: string,
  guard: Guard,
  signal: AbortSignal,
  timeoutMs: number,
  /** the sandbox they run in: a regenerator runs the repository's code (a Gradle plugin, a script) */
  confine?: Confinement,
): Promise<RegeneratorsResult> {
  const base = (await gitOk(wt.dir, ['rev-parse', 'HEAD'])).trim();
  const runs: RegeneratorsResult['runs'] = [];
  for (const command of commands) {
    const [file, ...args] = toArgv(command);
    const r = await runProcess({
      file: file!,
      args,
      cwd,
      timeoutMs,
      signal,
      // their output is not a verdict: only what they changed is judged
      outputTailChars: 0,
      ...(confine ? { confine } : {}),
    });
    runs.push({
      command: commandText(command),
      exit: r.spawned ? (r.exitCode ?? null) : null,
      durationMs: r.durationMs,
    });
    if (signal.aborted) break;
  }
  const status = await gitOk(wt.dir, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  const changed = status
    .split('\0')
    .filter(Boolean)
    .map((e) => e.slice(3))
    .sort();
  if (changed.length === 0) return { runs, changed, result: 'no-change' };
  const verdict = await guard({ repo: wt.dir, base, policy: 'review' });
  if (!verdict.allowed) {
    await wt.reset();
    return { runs, changed, result: 'refused', refused: refusalSummary(verdict.refusals) };
  }
  return { runs, changed, result: 'no-change' };
}
