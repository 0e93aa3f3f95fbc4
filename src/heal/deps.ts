import type { Finding, TestId } from '../config/outcome.js';
import type { ProjectConfig } from '../config/project.js';
import type { Report } from '../config/report.js';
import type { GuardChangeOptions, GuardResult } from '../guard/index.js';
import type { Confinement } from '../process/sandbox.js';
import type { EngineRequest, EngineResult } from './engines/engine.js';
import type { PreviousAttempt } from './prompt.js';

/**
 * What the loop is given rather than what it imports, so each piece can be replaced in tests and
 * the loop depends on contracts only: the checks (`runChecks`), the fixer engine and its prompt,
 * the guard.
 */
// the one engine contract (src/heal/engines/engine.ts), not a copy of it
export type { EngineRequest, EngineResult } from './engines/engine.js';

export interface LoopEngine {
  readonly name: string;
  run(req: EngineRequest): Promise<EngineResult>;
}

export interface PromptDeviceFacts {
  serial: string;
  model?: string;
  manufacturer?: string;
  sdk?: number;
  abis?: readonly string[];
  kind?: string;
  groups?: readonly string[];
}

export interface PromptRequest {
  finding: Finding;
  level: 1 | 2 | 3;
  round: number;
  worktree: string;
  /** the failing assertion's site, when the trace names one */
  site?: { file: string; line: number; assertion?: string };
  /** groups and devices the finding failed on */
  groups: string[];
  devices: string[];
  /** the finding's tests passed at the start and fail since the fixes of `round` (found by the proof run) */
  regression?: { round: number; fixes: string[]; diff?: string };
  /** files the fixer must not change besides the write scope: the programs that judge the fix */
  readOnlyFiles?: string[];
  /** what the latest run knew of those devices (model, API level, ABIs), for the prompt's device facts */
  deviceFacts?: PromptDeviceFacts[];
  /** the previous attempt on this finding and why it was not kept (prompt.ts renders it from level 2) */
  previous?: PreviousAttempt;
}

/** A test to re-run, in the check (droidheal.json `checks[].name`) its verdict came from. */
export type RescanTest = TestId & { check?: string };

export interface RunChecksRequest {
  config: ProjectConfig;
  /** paths in the config resolve against it: the user's project, or the heal worktree */
  configDir: string;
  /** only these tests (a rescan of the failing ones), each in the check it belongs to when known */
  tests?: RescanTest[];
  signal: AbortSignal;
  /** the sandbox host checks run in: the heal's checks run code a fixer may have written */
  confine?: Confinement;
}

/** A run of the checks; `report` is the run's report.json value. Throws only for infrastructure. */
export type RunChecks = (req: RunChecksRequest) => Promise<{ report: Report }>;

export type Guard = (opts: GuardChangeOptions & { confidenceFloor?: number }) => Promise<GuardResult>;
