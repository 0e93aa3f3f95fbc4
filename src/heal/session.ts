import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HealAttemptJson } from '../config/heal.js';
import type { Finding } from '../config/outcome.js';
import { refusalPlace, refusalSummary } from '../guard/summary.js';
import type { BuildResult } from './build.js';
import type { Containment } from './containment.js';
import type { EngineResult, Guard, LoopEngine, PromptDeviceFacts, PromptRequest } from './deps.js';
import { removeDroppings } from './engines/droppings.js';
import { inspectWorktree, snapshotGitDir } from './escape.js';
import { type FindingSite, findingSite, guardFinding } from './finding-site.js';
import { gitOk } from './git.js';
import type { PreviousAttempt } from './prompt.js';
import type { HealWorktree } from './worktree.js';

/**
 * One fixer session on one finding (docs/architecture.md, "Heal loop"), in phases: the prompt at the
 * ledger's escalation level → the engine in the worktree → what the worktree holds (escapes, the judges,
 * a crash or no change) → the guard (refused: reset) → one commit with `Repairs:` and `Droidheal-Round:`
 * trailers → the build. The engine's account (summary, confidence) is recorded, never trusted for what changed.
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

/** The finding a session is on, at which round and level, with what the prompt is told of it. */
export interface SessionRequest {
  finding: Finding;
  round: number;
  level: 1 | 2 | 3;
  previous: PreviousAttempt | undefined;
  where: {
    groups: string[];
    devices: string[];
    deviceFacts?: PromptDeviceFacts[];
    regression?: PromptRequest['regression'];
  };
}

/** What the next, escalated prompt is told of this session (the loop adds its round and level). */
export type SessionPrevious = Omit<PreviousAttempt, 'round' | 'level'>;

export type SessionResult =
  | { kind: 'not-started'; reason: string; remedy: string }
  /** SIGINT/SIGTERM stopped the engine: the user's interrupt, not the fixer's attempt */
  | { kind: 'interrupted' }
  | { kind: 'infrastructure'; detail: string; attempt: HealAttemptJson }
  | {
      kind: 'attempt';
      attempt: HealAttemptJson;
      /** what the next, escalated prompt is told */
      previous: SessionPrevious;
      cannotFix?: string;
      build?: BuildResult;
    };

/** What the engine run left: its result, the writes outside the worktree, and the state it started from. */
interface EngineRun {
  base: string;
  site: FindingSite | undefined;
  result: EngineResult;
  outside: string[];
  snap: Awaited<ReturnType<typeof snapshotGitDir>>;
}

export async function runSession(ctx: SessionContext, req: SessionRequest): Promise<SessionResult> {
  const ran = await runEngine(ctx, req);
  const read = await readWorktree(ctx, req, ran);
  if ('kind' in read) return read;
  const judged = await judgeChange(ctx, req, ran, read.attempt);
  if ('kind' in judged) return judged;
  return commitAndBuild(ctx, req, ran.base, read.attempt, judged.diff);
}

/** The prompt, in a file outside the worktree (so never part of the diff), and the engine run on it, confined. */
async function runEngine(ctx: SessionContext, req: SessionRequest): Promise<EngineRun> {
  const wt = ctx.worktree;
  const base = (await gitOk(wt.dir, ['rev-parse', 'HEAD'])).trim();
  const site = await findingSite(wt.dir, req.finding);
  const prompt = await promptFor(ctx, req, site);
  const promptDir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-prompt-'));
  const promptFile = path.join(promptDir, 'prompt.md');
  await writeFile(promptFile, prompt);
  if (ctx.promptLog) {
    await mkdir(ctx.promptLog, { recursive: true });
    await writeFile(path.join(ctx.promptLog, `${req.finding.id}-r${req.round}.md`), prompt);
  }
  const snap = await snapshotGitDir(wt);
  const confinement = await ctx.containment.engineSession(wt.dir, promptDir);
  let result: EngineResult;
  let outside: string[];
  try {
    result = await ctx.engine.run({
      worktree: wt.dir,
      prompt,
      promptFile,
      findingId: req.finding.id,
      round: req.round,
      level: req.level,
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
  return { base, site, result, outside, snap };
}

function promptFor(ctx: SessionContext, req: SessionRequest, site: FindingSite | undefined): string | Promise<string> {
  const { where, previous } = req;
  return ctx.buildPrompt({
    finding: req.finding,
    level: req.level,
    round: req.round,
    worktree: ctx.worktree.dir,
    ...(site ? { site } : {}),
    groups: where.groups,
    devices: where.devices,
    ...(where.deviceFacts ? { deviceFacts: where.deviceFacts } : {}),
    ...(where.regression ? { regression: where.regression } : {}),
    ...(ctx.judges?.length ? { readOnlyFiles: [...ctx.judges] } : {}),
    ...(previous ? { previous } : {}),
  });
}

/**
 * What the session left, read from the worktree, never from the engine's account: a write outside it,
 * an engine that never started, an interrupt, "cannot fix", escapes, edits of the judges, a timeout, a
 * non-zero exit or no change end the session here (the worktree reset); else the attempt goes to the guard.
 */
async function readWorktree(
  ctx: SessionContext,
  req: SessionRequest,
  ran: EngineRun,
): Promise<SessionResult | { attempt: HealAttemptJson }> {
  const wt = ctx.worktree;
  const { result } = ran;
  if (ran.outside.length) {
    // a write outside the worktree is refused whatever else the session did: nothing it made is trusted
    await wt.reset();
    return refusedAttempt(attemptOf(ctx, req, result, []), `wrote outside its worktree: ${ran.outside.join('; ')}`);
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
    await inspectWorktree(wt, ran.base, ran.snap);
    await wt.reset();
    return { kind: 'interrupted' };
  }
  const change = await inspectWorktree(wt, ran.base, ran.snap);
  const attempt = attemptOf(ctx, req, result, change.files);
  const judged = change.files.filter((f) => ctx.judges?.includes(f));
  const ended = result.cannotFix
    ? cannotFix(attempt, result)
    : change.escapes.length
      ? refusedAttempt(attempt, change.escapes.map((e) => e.detail).join('; '))
      : judged.length
        ? refusedAttempt(attempt, `changed a program droidheal runs to judge the fix: ${judged.join(', ')}`)
        : failedRun(ctx, attempt, result, change.files.length);
  if (!ended) return { attempt };
  await wt.reset();
  return ended;
}

function attemptOf(ctx: SessionContext, req: SessionRequest, result: EngineResult, touched: string[]): HealAttemptJson {
  return {
    finding: req.finding.id,
    engine: ctx.engine.name,
    level: req.level,
    exit: result.exitCode ?? null,
    durationMs: result.durationMs,
    confidence: result.confidence ?? null,
    applied: false,
    touched,
  };
}

function cannotFix(attempt: HealAttemptJson, result: EngineResult): SessionResult {
  const why = result.summary?.trim() || 'the fixer says it cannot fix this without changing the test';
  return {
    kind: 'attempt',
    attempt: { ...attempt, failed: `cannot fix: ${why}` },
    previous: failed(why),
    cannotFix: why,
  };
}

/** A session that escaped its write scope (outside writes, escapes, the judges) is refused under `scope`. */
function refusedAttempt(attempt: HealAttemptJson, detail: string): SessionResult {
  const refused = { rule: 'scope' as const, detail };
  return { kind: 'attempt', attempt: { ...attempt, refused }, previous: refusedWith(refused) };
}

/** A timeout, a non-zero exit or no change is a counted failed attempt; undefined when the run itself was fine. */
function failedRun(
  ctx: SessionContext,
  attempt: HealAttemptJson,
  result: EngineResult,
  changed: number,
): SessionResult | undefined {
  const fail = (why: string, previous: SessionPrevious): SessionResult => ({
    kind: 'attempt',
    attempt: { ...attempt, failed: why },
    previous,
  });
  if (result.timedOut)
    return fail(
      `timed out after ${ctx.engineTimeoutMs} ms`,
      failed(`the previous session timed out:\n${result.outputTail}`),
    );
  if (result.exitCode !== 0)
    return fail(
      `engine exited ${result.exitCode ?? 'by a signal'}`,
      failed(`the previous session failed (exit ${result.exitCode}):\n${result.outputTail}`),
    );
  if (changed === 0) return fail('no change', { outcome: { kind: 'no-change' } });
  return undefined;
}

/** The guard on the worktree's diff (heal policy, the finding's assertion site, the confidence); refused: reset. */
async function judgeChange(
  ctx: SessionContext,
  req: SessionRequest,
  ran: EngineRun,
  attempt: HealAttemptJson,
): Promise<SessionResult | { diff: string }> {
  const wt = ctx.worktree;
  const diff = await gitOk(wt.dir, ['diff', 'HEAD']).catch(() => '');
  const verdict = await ctx.guard({
    repo: wt.dir,
    base: ran.base,
    policy: 'heal',
    finding: guardFinding(req.finding, ran.site),
    confidenceFloor: ctx.confidenceFloor,
    // a session that reported no confidence is judged below the floor, never skipped
    confidence: ran.result.confidence ?? null,
  });
  if (verdict.allowed) return { diff };
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
    previous: refusedWith(refused, diff),
  };
}

/** One commit with droidheal's trailers, then the build: a fix that does not build is a failed attempt. */
async function commitAndBuild(
  ctx: SessionContext,
  req: SessionRequest,
  base: string,
  attempt: HealAttemptJson,
  diff: string,
): Promise<SessionResult> {
  const wt = ctx.worktree;
  const { finding, round } = req;
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
      previous: failed(`the build failed after the previous fix:\n${build.outputTail}`, diff),
      build,
    };
  }
  // told to the next prompt only if the finding comes back: applied, and still failing (as before, "failed")
  return { kind: 'attempt', attempt: { ...attempt, applied: true, commit }, previous: failed(undefined, diff), build };
}

/** A failed attempt for the next prompt: the first line of what happened, the whole text as its log tail. */
function failed(failure: string | undefined, diff?: string): SessionPrevious {
  return {
    outcome: {
      kind: 'failed',
      what: failure?.split('\n', 1)[0] ?? 'failed',
      ...(failure ? { logTail: failure } : {}),
    },
    ...(diff ? { diff } : {}),
  };
}

function refusedWith(refusal: { rule: string; detail: string }, diff?: string): SessionPrevious {
  return { outcome: { kind: 'refused', ...refusal }, ...(diff ? { diff } : {}) };
}
