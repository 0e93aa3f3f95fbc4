import { EngineName } from '../../config/heal.js';
import type { Confinement } from '../../process/sandbox.js';

/**
 * The fixer engine contract: one small interface every engine (claude-code, codex, aider, any command)
 * implements, so the heal loop never knows which program edits the worktree. What an engine changed is
 * read from the worktree afterwards; what it says about itself (confidence, summary) is recorded, never trusted.
 */

// the one definition of the names is droidheal.json's schema (`heal.engine`)
export type { EngineName } from '../../config/heal.js';

/** Every engine name, in the order `--help` lists them. */
export const engineNames = EngineName.options;

export interface EngineRequest {
  /** the heal worktree: the engine's cwd and the only tree it may edit */
  worktree: string;
  /** the full prompt (also in `promptFile`) */
  prompt: string;
  /** a file holding `prompt`, outside the worktree (engines that take a file read it; the rest get stdin) */
  promptFile: string;
  findingId: string;
  round: number;
  /** escalation level: 1 targeted, 2 context-enriched, 3 simplified */
  level: 1 | 2 | 3;
  timeoutMs: number;
  /** aborting stops the engine's whole process tree */
  signal: AbortSignal;
  /** worktree-relative paths the engine must not edit (tests, fixtures, config): passed read-only where the CLI can */
  readOnlyFiles: string[];
  /** `--engine-command`: the program of the `command` engine (overrides the one given to `engineFor`) */
  command?: string;
  /** the OS sandbox the engine's process runs in (src/heal/containment.ts); absent only with --no-sandbox */
  confine?: Confinement;
}

export interface EngineResult {
  /** false: the engine never ran (no credentials, usage limit, binary vanished) — nobody's attempt */
  started: boolean;
  notStarted?: { reason: string; remedy: string };
  /** absent when the process was killed by a signal (timeout, abort) or never started */
  exitCode?: number;
  timedOut: boolean;
  durationMs: number;
  /** the engine's own account: 0..1 */
  confidence?: number;
  summary?: string;
  /** the engine says the failure cannot be fixed without changing the test: ends this finding's attempts */
  cannotFix?: boolean;
  /** the last part of what the engine printed (stdout and stderr interleaved), bounded */
  outputTail: string;
  /** what the session cost, as the engine reports it (CLI engines) */
  usage?: EngineUsage;
}

export interface EngineUsage {
  turns?: number;
  costUsd?: number;
  inputTokens?: number;
  outputTokens?: number;
}

export interface Engine {
  readonly name: EngineName;
  /** throws UsageError (exit 2) naming the install command */
  ensureInstalled(): Promise<void>;
  run(req: EngineRequest): Promise<EngineResult>;
}
