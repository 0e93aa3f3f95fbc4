import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HealAttemptJson } from '../config/heal.js';
import type { Finding } from '../config/outcome.js';
import { refusalPlace, refusalSummary } from '../guard/summary.js';
import type { BuildResult } from './build.js';
import type { Containment } from './containment.js';
import type { Guard, LoopEngine, PreviousAttempt, PromptDeviceFacts, PromptRequest } from './deps.js';
import { removeDroppings } from './engines/droppings.js';
import { inspectWorktree, snapshotGitDir } from './escape.js';
import { findingSite, guardFinding } from './finding-site.js';
import { gitOk } from './git.js';
import type { HealWorktree } from './worktree.js';

/**
 * One fixer session on one finding (docs/architecture.md, "Heal loop"): prompt at the ledger's escalation level →
 * engine in the worktree → read what the worktree holds → refuse escapes and whatever the guard
 * refuses (reset) → else one commit with `Repairs:` and `Droidheal-Round:` trailers → build.
 * The engine's account (summary, confidence) is recorded, never trusted for what changed.
 */
export interface SessionContext {
  worktree: HealWorktree;
  engine: LoopEngine;
  /** the sandbox the engine runs in (or, with --no-sandbox, the outside-write detection) */
  containment: Containment;
  engineCommand?: string;
  buildPrompt: (req: PromptRequest) => string | Promise<string>;
  guard: Guard;
  build: (signal: AbortSignal) => Promise<BuildResult>;
  confidenceFloor: number;
  engineTimeoutMs: number;
  signal: AbortSignal;
  /** repository files of the programs that judge the fix (judges.ts): read-only to the fixer */
  judges?: readonly string[];
  /** keep every prompt sent, as `<finding>-r<round>.md` in this directory (`--prompt-log`): what left for the model */
  promptLog?: string;
}

export type SessionResult =
  | { kind: 'not-started'; reason: string; remedy: string }
  /** SIGINT/SIGTERM stopped the engine: the user's interrupt, not the fixer's attempt */
  | { kind: 'interrupted' }
  | { kind: 'infrastructure'; detail: string; attempt: HealAttemptJson }
  | {
      kind: 'attempt';
      attempt: HealAttemptJson;
      /** what the next, escalated prompt is told */
      previous: PreviousAttempt;
      cannotFix?: string;
      build?: BuildResult;
    };

export async function runSession(
  ctx: SessionContext,
  finding: Finding,
  round: number,
  level: 1 | 2 | 3,
  previous: PreviousAttempt | undefined,
  where: {
    groups: string[];
    devices: string[];
    deviceFacts?: PromptDeviceFacts[];
    regression?: PromptRequest['regression'];
  },
): Promise<SessionResult> {
  const wt = ctx.worktree;
  const base = (await gitOk(wt.dir, ['rev-parse', 'HEAD'])).trim();
  const site = await findingSite(wt.dir, finding);
  const prompt = await ctx.buildPrompt({
    finding,
    level,
    round,
    worktree: wt.dir,
    ...(site ? { site } : {}),
    groups: where.groups,
    devices: where.devices,
    ...(where.deviceFacts ? { deviceFacts: where.deviceFacts } : {}),
    ...(where.regression ? { regression: where.regression } : {}),
    ...(ctx.judges?.length ? { readOnlyFiles: [...ctx.judges] } : {}),
    ...(previous ? { previous } : {}),
  });
  // the prompt file lives outside the worktree, so it is never part of the diff
  const promptDir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-prompt-'));
  const promptFile = path.join(promptDir, 'prompt.md');
  await writeFile(promptFile, prompt);
  if (ctx.promptLog) {
    await mkdir(ctx.promptLog, { recursive: true });
    await writeFile(path.join(ctx.promptLog, `${finding.id}-r${round}.md`), prompt);
  }
  const snap = await snapshotGitDir(wt);
  const confinement = await ctx.containment.engineSession(wt.dir, promptDir);
  let result: Awaited<ReturnType<LoopEngine['run']>>;
  let outside: string[];
  try {
    result = await ctx.engine.run({
      worktree: wt.dir,
      prompt,
      promptFile,
      findingId: finding.id,
      round,
      level,
      timeoutMs: ctx.engineTimeoutMs,
      signal: ctx.signal,
      readOnlyFiles: [...(site ? [site.file] : []), ...(ctx.judges ?? [])],
      ...(ctx.engineCommand ? { command: ctx.engineCommand } : {}),
      ...(confinement.confine ? { confine: confinement.confine } : {}),
    });
  } finally {
    outside = (await confinement.end()).outside;
    await rm(promptDir, { recursive: true, force: true });
  }
  const attemptOf = (touched: string[]): HealAttemptJson => ({
    finding: finding.id,
    engine: ctx.engine.name,
    level,
    exit: result.exitCode ?? null,
    durationMs: result.durationMs,
    confidence: result.confidence ?? null,
    applied: false,
    touched,
  });
  if (outside.length) {
    // a write outside the worktree is refused whatever else the session did: nothing it made is trusted
    await wt.reset();
    const refused = { rule: 'scope' as const, detail: `wrote outside its worktree: ${outside.join('; ')}` };
    return { kind: 'attempt', attempt: { ...attemptOf([]), refused }, previous: { refusal: refused } };
  }
  // the CLIs' own caches (aider's repo map, Claude's project settings) are nobody's fix
  await removeDroppings(wt.dir);
  if (!result.started) {
    await wt.reset();
    return {
      kind: 'not-started',
      reason: result.notStarted?.reason ?? 'the engine did not start',
      remedy: result.notStarted?.remedy ?? '',
    };
  }
  if (ctx.signal.aborted) {
    await inspectWorktree(wt, base, snap);
    await wt.reset();
    return { kind: 'interrupted' };
  }
  const change = await inspectWorktree(wt, base, snap);
  const attempt = attemptOf(change.files);
  const fail = async (why: string, failure: string): Promise<SessionResult> => {
    await wt.reset();
    return { kind: 'attempt', attempt: { ...attempt, failed: why }, previous: { failure } };
  };
  if (result.cannotFix) {
    await wt.reset();
    const why = result.summary?.trim() || 'the fixer says it cannot fix this without changing the test';
    return {
      kind: 'attempt',
      attempt: { ...attempt, failed: `cannot fix: ${why}` },
      previous: { failure: why },
      cannotFix: why,
    };
  }
  if (change.escapes.length) {
    await wt.reset();
    const refused = { rule: 'scope' as const, detail: change.escapes.map((e) => e.detail).join('; ') };
    return { kind: 'attempt', attempt: { ...attempt, refused }, previous: { refusal: refused } };
  }
  const judged = change.files.filter((f) => ctx.judges?.includes(f));
  if (judged.length) {
    await wt.reset();
    const refused = {
      rule: 'scope' as const,
      detail: `changed a program droidheal runs to judge the fix: ${judged.join(', ')}`,
    };
    return { kind: 'attempt', attempt: { ...attempt, refused }, previous: { refusal: refused } };
  }
  if (result.timedOut)
    return fail(`timed out after ${ctx.engineTimeoutMs} ms`, `the previous session timed out:\n${result.outputTail}`);
  if (result.exitCode !== 0)
    return fail(
      `engine exited ${result.exitCode ?? 'by a signal'}`,
      `the previous session failed (exit ${result.exitCode}):\n${result.outputTail}`,
    );
  if (change.files.length === 0) return fail('no change', 'the previous session changed nothing');

  const diff = await gitOk(wt.dir, ['diff', 'HEAD']).catch(() => '');
  const verdict = await ctx.guard({
    repo: wt.dir,
    base,
    policy: 'heal',
    finding: guardFinding(finding, site),
    confidenceFloor: ctx.confidenceFloor,
    // a session that reported no confidence is judged below the floor, never skipped
    confidence: result.confidence ?? null,
  });
  if (!verdict.allowed) {
    const refused = refusalSummary(verdict.refusals);
    const refusedAt = refusalPlace(verdict.refusals);
    await wt.reset();
    const all = verdict.refusals.map((r) => ({
      rule: r.rule,
      detail: r.detail,
      file: r.file,
      line: r.line,
      ...(r.test ? { test: r.test } : {}),
    }));
    return {
      kind: 'attempt',
      attempt: { ...attempt, refused, ...(refusedAt ? { refusedAt } : {}), refusals: all },
      previous: { diff, refusal: refused },
    };
  }
  const commit = await wt.commit(
    `fix: repair ${finding.id} (round ${round})\n\n${finding.signature}\n\nRepairs: ${finding.id}\nDroidheal-Round: ${round}\n`,
  );
  await gitOk(wt.dir, ['clean', '-fdxq']);
  const build = await ctx.build(ctx.signal);
  if (build.status === 'infrastructure') {
    await gitOk(wt.dir, ['reset', '--hard', '--quiet', base]);
    return { kind: 'infrastructure', detail: build.detail, attempt: { ...attempt, failed: 'build could not run' } };
  }
  if (build.status === 'failed') {
    // the fix does not build: it is a failed attempt, and the next prompt sees the log tail
    await gitOk(wt.dir, ['reset', '--hard', '--quiet', base]);
    await wt.reset();
    return {
      kind: 'attempt',
      attempt: { ...attempt, failed: `build failed${build.timedOut ? ' (timed out)' : ` (exit ${build.exitCode})`}` },
      previous: { diff, failure: `the build failed after the previous fix:\n${build.outputTail}` },
      build,
    };
  }
  return { kind: 'attempt', attempt: { ...attempt, applied: true, commit }, previous: { diff }, build };
}
