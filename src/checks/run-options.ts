import type { TestId } from '../config/outcome.js';
import type { ProjectConfig } from '../config/project.js';
import type { Rack } from '../config/rack.js';
import type { ReportCheck } from '../config/report.js';
import type { Confinement } from '../process/sandbox.js';
import type { DurationHistory } from '../schedule/history.js';
import type { ScheduleEvent } from '../schedule/scheduler.js';
import type { Shard } from '../schedule/shard.js';
import type { TestFilter } from './test-filter.js';

export interface RunChecksOptions {
  config: ProjectConfig;
  /** paths in the config resolve against it — the heal loop passes a worktree */
  configDir: string;
  /** named in error messages; default `<configDir>/droidheal.json` */
  configFile?: string;
  rack: Rack;
  /** run only the checks with these names (`droidheal run --check NAME`) */
  checks?: readonly string[];
  /**
   * Run only these tests (the heal loop's re-run of failing tests). A test with `check` set goes to
   * that check only; a check none of the tests belongs to is not run.
   */
  tests?: ReadonlyArray<TestId & { check?: string }>;
  shard?: Shard;
  /** part of each instrumentation suite (`--tests`, `--annotation`): applied when the runner lists it */
  filter?: TestFilter;
  signal?: AbortSignal;
  onEvent?: (e: RunEvent) => void;
  /** droidheal's version, for the report */
  version: string;
  /** the duration history to schedule by; default: read from the config's `historyFile` */
  history?: DurationHistory;
  /** the revision the checks run against, for the report */
  commit?: string;
  /** how long freshly connected devices may take to settle (default 5 s) */
  settleMs?: number;
  /** the OS sandbox host checks' programs run in (the heal loop's checks run code a fixer may have written) */
  confine?: Confinement;
  /**
   * the folder the report will be written to: failed device tests' evidence (screenshots, recordings,
   * output files) is kept in its `attachments/`, bounded by the config's `evidence` key. Absent: none is kept.
   */
  reportDir?: string;
}

/** What a run tells while it runs, for progress. Schedule events carry the check they belong to. */
export type RunEvent =
  | { type: 'note'; text: string }
  | { type: 'devices'; count: number; devices: ReadonlyArray<{ serial: string; model?: string | undefined }> }
  | { type: 'check-start'; check: string; kind: string; placement: 'device' | 'host' }
  | { type: 'check-end'; check: string; status: ReportCheck['status']; tests: number }
  | { type: 'test-start'; check: string; device: string; test: TestId }
  | (ScheduleEvent & { check: string });

/** How a phase of the run tells its progress. */
export type Emit = (e: RunEvent) => void;
