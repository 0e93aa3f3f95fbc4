import { z } from 'zod';

/**
 * The parse result of `am instrument -w -r` raw output: the single source of truth for what
 * `InstrumentParser.end()` returns and what `droidheal parse-instrument --json` prints
 * (docs/instrument-json.md describes it for users).
 */

/**
 * How one test ended, as far as the output shows.
 * `incomplete` means "no determination": started and never ended (truncation, system crash,
 * a second test started in its place), or ended with a status code this parser does not know.
 */
export const InstrumentTestStatus = z.enum(['passed', 'failed', 'ignored', 'assumption-failed', 'incomplete']);
export type InstrumentTestStatus = z.infer<typeof InstrumentTestStatus>;

export const InstrumentTest = z.object({
  class: z.string(),
  method: z
    .string()
    .describe('the reported `test=` value; parameterized tests look like `m[0]`, a class-level @Ignore reports `null`'),
  status: InstrumentTestStatus,
  trace: z
    .string()
    .optional()
    .describe('the failure stack trace with its indentation, LF line ends; capped at 64 KiB with a marker'),
  message: z
    .string()
    .optional()
    .describe(
      'why it failed / is incomplete: the exception header (may span lines), a crash shortMsg, or what the parser saw',
    ),
  crashed: z
    .boolean()
    .optional()
    .describe(
      'true when this test was running when the instrumentation process crashed; the trace is the crash. ' +
        'A failure only if the device stayed healthy (the runner decides).',
    ),
  statusCode: z.number().int().optional().describe('the final INSTRUMENTATION_STATUS_CODE, when one was seen'),
  durationMs: z
    .number()
    .nonnegative()
    .optional()
    .describe('start to end with the clock given to the parser; absent for recorded files'),
  stream: z.string().optional().describe("the runner's console text for a test that did not pass"),
  metrics: z
    .record(z.string(), z.string())
    .optional()
    .describe('custom status keys (e.g. additionalTestOutputFile_*), last value wins'),
  segment: z.number().int().nonnegative().describe('index of the run segment (see segments) the test belongs to'),
});
export type InstrumentTest = z.infer<typeof InstrumentTest>;

/**
 * How a run ended:
 * - complete: `INSTRUMENTATION_CODE: -1` (RESULT_OK) with no crash message;
 * - incomplete: the output stopped without `INSTRUMENTATION_CODE`, or ended with a code other than
 *   RESULT_OK and no crash message (e.g. a failed Orchestrator collection: `OK (0 tests)`, code 0);
 * - crashed: the result bundle carries `shortMsg` (e.g. `Process crashed.`) — an app process crash;
 * - aborted: `INSTRUMENTATION_ABORTED` (the system server died) — a device event;
 * - failed-to-start: `INSTRUMENTATION_FAILED`, an `Error=` status from `am`, or `am`'s usage text.
 */
export const InstrumentRunStatus = z.enum(['complete', 'incomplete', 'crashed', 'aborted', 'failed-to-start']);
export type InstrumentRunStatus = z.infer<typeof InstrumentRunStatus>;

/** A failure bundle that names no test (e.g. the runner crashing in onCreate before any test). */
export const UnattributedFailure = z.object({
  statusCode: z.number().int().optional(),
  trace: z.string().optional(),
  stream: z.string().optional(),
});
export type UnattributedFailure = z.infer<typeof UnattributedFailure>;

/** One `am instrument` run. A capture normally holds one; captures that concatenate runs hold several. */
export const InstrumentSegment = z.object({
  status: InstrumentRunStatus,
  message: z
    .string()
    .optional()
    .describe('the crash shortMsg, the abort text, the start error, or why the run is incomplete'),
  crashDetail: z.string().optional().describe("the result bundle's longMsg, when a crash carried one"),
  numTests: z.number().int().nonnegative().optional().describe('the test count the runner announced (numtests)'),
  code: z.number().int().optional().describe('the INSTRUMENTATION_CODE value (-1 = RESULT_OK, 0 after a crash)'),
  elapsedMs: z
    .number()
    .nonnegative()
    .optional()
    .describe("the runner's `Time:` line, exact decimal, locale separators and Unicode digits understood"),
  testCount: z.number().int().nonnegative().describe('tests reported in this segment'),
  unattributed: z.array(UnattributedFailure).optional().describe('failure bundles without class/test'),
  metrics: z.record(z.string(), z.string()).optional().describe('extra INSTRUMENTATION_RESULT keys (e.g. allure-id)'),
});
export type InstrumentSegment = z.infer<typeof InstrumentSegment>;

export const InstrumentCounts = z.object({
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  ignored: z.number().int().nonnegative(),
  'assumption-failed': z.number().int().nonnegative(),
  incomplete: z.number().int().nonnegative(),
});
export type InstrumentCounts = z.infer<typeof InstrumentCounts>;

export const InstrumentRun = z.object({
  status: InstrumentRunStatus.describe(
    'the most severe segment status: failed-to-start > aborted > crashed > incomplete > complete',
  ),
  message: z.string().optional().describe('the message of the segment that gave the status'),
  numTests: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('announced test count, summed over segments that announced one'),
  code: z.number().int().optional().describe('INSTRUMENTATION_CODE of the last segment that had one'),
  elapsedMs: z.number().nonnegative().optional().describe("sum of the segments' `Time:` values"),
  counts: InstrumentCounts.describe('tests per status (counted even when tests are not kept)'),
  tests: z.array(InstrumentTest).describe('in the order they started (or ended, for an end without a start)'),
  segments: z.array(InstrumentSegment).min(1),
});
export type InstrumentRun = z.infer<typeof InstrumentRun>;
