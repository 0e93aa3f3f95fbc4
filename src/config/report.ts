import { z } from 'zod';
import { DeviceFacts } from './device-facts.js';
import { GuardRefusalSchema } from './guard.js';
import { Execution, Finding, RunVerdict, TestId, TestVerdict, TestVerdictKind, UndeterminedReason } from './outcome.js';

/**
 * The JSON report (docs/reports.md): the single value every other format (JUnit XML, Markdown, HTML,
 * GitHub annotations) and the release gate are computed from. `droidheal run` writes it,
 * `droidheal report merge` combines shard reports, `droidheal gate` judges it.
 *
 * Bump REPORT_SCHEMA_VERSION on any change a reader of an older report could misread;
 * readers reject versions they do not know (exit 2) rather than guess.
 */
export const REPORT_SCHEMA_VERSION = 1;

/**
 * One device of the rack snapshot: the pool's own DeviceFacts (facts and state with reason and
 * remedy at the end of the run), so the report never re-describes a device differently.
 * Offline and unauthorized devices are listed, never dropped.
 */
export const ReportDevice = DeviceFacts;
export type ReportDevice = DeviceFacts;

/** The tests a group is expected to run: the whole suite, not just this shard's part (merge needs it). */
export const GroupSuite = z.object({
  group: z.string(),
  tests: z.array(TestId),
});
export type GroupSuite = z.infer<typeof GroupSuite>;

export const Suite = z.object({
  name: z.string().optional().describe('e.g. the test APK package or the check name'),
  groups: z.array(GroupSuite),
});
export type Suite = z.infer<typeof Suite>;

/** A device group (docs/devices.md) and whether it could be served at all in this run. */
export const ReportGroup = z.object({
  name: z.string(),
  required: z.boolean().describe('an undetermined test or status in a required group blocks the release'),
  devices: z.array(z.string()).describe('serials selected for the group (any state)'),
  status: z.enum(['ok', 'undetermined']).describe('undetermined when the group had no usable device at all'),
  reason: UndeterminedReason.optional().describe('set when status is undetermined (e.g. no-device, boot-timeout)'),
  detail: z.string().optional(),
  remedy: z.string().optional(),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

/** The name `group` and `device` take for the results of checks that run on the host, not on a device. */
export const HOST = 'host';

/** An APK a check installed, as its manifest names it: which build of the app and of its tests ran. */
export const ReportApk = z.object({
  role: z.enum(['app', 'test']),
  file: z.string().describe("the APK's file name"),
  package: z.string(),
  versionName: z.string().optional(),
  versionCode: z.number().int().optional(),
});
export type ReportApk = z.infer<typeof ReportApk>;

/** One configured check of the run: its kind, where it ran, and whether it could determine anything. */
export const ReportCheck = z.object({
  name: z.string(),
  kind: z.string().describe('instrumentation, command, gradle, …'),
  placement: z.enum(['device', 'host']).describe('device: on leased devices; host: once on the host (group "host")'),
  tests: z.number().int().nonnegative().describe('tests (or lint/format problems) it reported'),
  status: z.enum(['ran', 'undetermined']).describe('undetermined: it could not run at all (see reason)'),
  reason: UndeterminedReason.optional(),
  detail: z.string().optional(),
  remedy: z.string().optional(),
  outputTail: z.string().optional().describe("the bounded end of a host check's output"),
  apks: z.array(ReportApk).optional().describe('the app and test APKs it installed, with their versions'),
});
export type ReportCheck = z.infer<typeof ReportCheck>;

/** A guard refusal (docs/architecture.md, "Guard"): the guard's own shape, its place optional (heal keeps only rule and detail). */
export const ReportRefusal = GuardRefusalSchema.partial({ file: true, line: true });
export type ReportRefusal = z.infer<typeof ReportRefusal>;

export const HealAttempt = z.object({
  finding: z.string().describe('Finding.id'),
  attempt: z.number().int().min(1),
  engine: z.string().optional(),
  outcome: z.enum(['applied', 'refused', 'no-change', 'cannot-fix', 'engine-failed', 'timeout', 'not-fixed']),
  refusals: z.array(ReportRefusal).optional(),
  detail: z.string().optional(),
  confidence: z.number().min(0).max(1).optional(),
  durationMs: z.number().nonnegative().optional(),
  commit: z.string().optional(),
  level: z
    .number()
    .int()
    .min(1)
    .max(3)
    .optional()
    .describe('escalation level: 1 targeted, 2 context-enriched, 3 simplified'),
  exit: z.number().int().nullable().optional().describe("the engine's exit code; null when it was killed"),
  touched: z.array(z.string()).optional().describe('files the session changed, read from the worktree'),
});
export type HealAttempt = z.infer<typeof HealAttempt>;

export const HealRound = z.object({
  round: z.number().int().min(1),
  attempts: z.array(HealAttempt),
  regenerators: z
    .array(z.object({ command: z.string(), changed: z.boolean(), answered: z.boolean().optional() }))
    .optional(),
  rescan: z
    .object({
      passed: z.array(z.string()).describe('finding ids whose tests passed on devices after the round'),
      failing: z.array(z.string()),
      undetermined: z.number().int().nonnegative(),
    })
    .optional()
    .describe('the proof on devices after the round; absent when nothing was applied'),
});
export type HealRound = z.infer<typeof HealRound>;

/** The heal loop's record (docs/architecture.md, "Heal loop"); absent when no heal ran. */
export const HealRecord = z.object({
  rounds: z.array(HealRound),
  outcome: z.enum(['converged', 'fixed-point', 'rounds-exhausted', 'engine-unavailable', 'not-started']),
  status: z.enum(['clean', 'healed', 'escalated', 'undetermined']),
  branch: z.string().optional(),
  patch: z.string().optional().describe('path of the patch file'),
  detail: z.string().optional(),
  version: z
    .literal(1)
    .optional()
    .describe('version of the heal section; absent in reports written before the heal loop existed'),
  remaining: z
    .array(
      z.object({
        finding: z.string(),
        verdict: z.enum(['fail', 'undetermined', 'flaky']),
        reason: z.string().optional(),
      }),
    )
    .optional()
    .describe('what is left for a person; the gate blocks on it as on the verdicts'),
  interrupted: z.boolean().optional(),
});
export type HealRecord = z.infer<typeof HealRecord>;

/** Counts derived from verdicts and executions; readers may recompute them. */
export const ReportSummary = z.object({
  tests: z.number().int().nonnegative(),
  verdicts: z.record(TestVerdictKind, z.number().int().nonnegative()),
  executions: z.number().int().nonnegative(),
  devices: z.number().int().nonnegative(),
  devicesReady: z.number().int().nonnegative(),
  findings: z.number().int().nonnegative(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const Report = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('droidheal'), version: z.string() }),
  startedAt: z.string().describe('ISO 8601'),
  finishedAt: z.string().describe('ISO 8601'),
  commit: z.string().optional().describe('the revision the checks ran against'),
  shard: z.object({ index: z.number().int().min(0), count: z.number().int().min(1) }).optional(),
  suite: Suite,
  checks: z.array(ReportCheck).optional().describe('the checks this run ran (absent in reports of older versions)'),
  groups: z.array(ReportGroup),
  devices: z.array(ReportDevice),
  executions: z.array(Execution),
  verdicts: z.array(TestVerdict),
  findings: z.array(Finding),
  heal: HealRecord.optional(),
  runVerdict: RunVerdict,
  summary: ReportSummary,
});
export type Report = z.infer<typeof Report>;
