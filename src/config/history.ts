import { z } from 'zod';
import { ExecutionOutcome, TestVerdictKind, UndeterminedReason } from './outcome.js';

/**
 * The run history (`.droidheal/history.sqlite`, src/history/): the rows droidheal reads back from its
 * SQLite database, and what `droidheal history --json` and `droidheal flaky --json` print. The tables
 * themselves are defined once, as SQL, in src/history/schema.ts; every row read back is parsed here, so
 * a database written by another version or edited by hand is named, never misread.
 */

/** Which command wrote a run. */
export const HistoryCommand = z.enum(['run', 'heal']);
export type HistoryCommand = z.infer<typeof HistoryCommand>;

export const HistoryRunRow = z.strictObject({
  id: z.number().int(),
  started_at: z.string().describe('ISO 8601'),
  finished_at: z.string().describe('ISO 8601'),
  duration_ms: z.number().nonnegative(),
  command: HistoryCommand,
  git_commit: z.string().nullable(),
  verdict: z.enum(['pass', 'fail', 'undetermined']),
  exit_code: z.number().int().nullable(),
  tool_version: z.string(),
  shard: z.string().nullable().describe('I/N when the run was one shard of a CI matrix'),
});
export type HistoryRunRow = z.infer<typeof HistoryRunRow>;

export const HistoryExecutionRow = z.strictObject({
  run_id: z.number().int(),
  test: z.string().describe('Class#method'),
  grp: z.string().describe('the device group'),
  check_name: z.string().nullable(),
  serial: z.string().describe('empty when it never reached a device'),
  model: z.string().nullable(),
  api_level: z.number().int().nullable(),
  attempt: z.number().int().min(1),
  outcome: ExecutionOutcome,
  reason: UndeterminedReason.nullable(),
  duration_ms: z.number().nonnegative().nullable(),
  started_at: z.string().nullable(),
});
export type HistoryExecutionRow = z.infer<typeof HistoryExecutionRow>;

export const HistoryVerdictRow = z.strictObject({
  run_id: z.number().int(),
  test: z.string(),
  grp: z.string(),
  verdict: TestVerdictKind,
  order_dependent: z
    .union([z.literal(0), z.literal(1)])
    .describe('1: a fail that passed alone with cleared app data (history version 2; older rows 0)'),
});
export type HistoryVerdictRow = z.infer<typeof HistoryVerdictRow>;

const VerdictCounts = z.strictObject({
  pass: z.number().int(),
  fail: z.number().int(),
  flaky: z.number().int(),
  skipped: z.number().int(),
  undetermined: z.number().int(),
});

/** What `droidheal history --json` prints. */
export const HistorySummary = z.strictObject({
  database: z.string(),
  test: z.string().optional().describe('with --test: counts, devices and durations are of this test only'),
  runs: z.array(
    z.strictObject({
      id: z.number().int(),
      startedAt: z.string(),
      durationMs: z.number(),
      command: HistoryCommand,
      commit: z.string().optional(),
      verdict: z.enum(['pass', 'fail', 'undetermined']),
      exitCode: z.number().int().optional(),
      tests: VerdictCounts,
      testDurationMs: z
        .number()
        .optional()
        .describe("with --test: the median of the test's passed or failed executions in this run (did it get slower?)"),
    }),
  ),
  devices: z
    .array(
      z.strictObject({
        serial: z.string(),
        model: z.string().optional(),
        apiLevel: z.number().int().optional(),
        executions: z.number().int(),
        passed: z.number().int(),
        failed: z.number().int(),
        undetermined: z.number().int(),
        medianDurationMs: z.number().optional(),
      }),
    )
    .describe('per device, over the runs listed'),
});
export type HistorySummary = z.infer<typeof HistorySummary>;

const FlakeRate = z.strictObject({
  runs: z.number().int().describe('runs with a pass, fail or flaky verdict for it'),
  flaky: z.number().int(),
  rate: z.number().min(0).max(1),
});

/** What `droidheal flaky --json` prints. */
export const FlakyReport = z.strictObject({
  database: z.string(),
  since: z.string().describe('ISO 8601: the start of the period'),
  until: z.string(),
  tests: z.array(
    FlakeRate.extend({
      test: z.string(),
      firstHalf: FlakeRate.describe('the older half of the period'),
      secondHalf: FlakeRate.describe('the newer half of the period'),
      trend: z.enum(['rising', 'falling', 'steady', 'new']),
      models: z.array(
        z.strictObject({
          model: z.string(),
          executions: z.number().int().describe('passed or failed executions of the test on this model'),
          flakyFailures: z.number().int().describe('failures in a run whose verdict for the test was flaky'),
          rate: z.number().min(0).max(1),
        }),
      ),
    }),
  ),
  models: z
    .array(
      z.strictObject({
        model: z.string(),
        executions: z.number().int(),
        flakyFailures: z.number().int(),
        rate: z.number().min(0).max(1),
      }),
    )
    .describe('every device model over all tests, highest rate first'),
  orderDependent: z
    .array(
      z.strictObject({
        test: z.string(),
        runs: z.number().int().describe('runs in the period where it failed order-dependently'),
        last: z.string().describe('ISO 8601: the start of the latest of them'),
      }),
    )
    .describe(
      'tests that failed after other tests and passed alone with cleared app data: a leak between tests, not ' +
        'flakiness — those runs count in no flake rate above; most runs first',
    ),
});
export type FlakyReport = z.infer<typeof FlakyReport>;
