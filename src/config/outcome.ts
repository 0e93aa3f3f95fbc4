import { z } from 'zod';

/**
 * Stage values shared by run, verdict, report and heal (docs/architecture.md, "Data flow"). Schemas are the single
 * source of truth; types are inferred. No stage logic lives here.
 */

/** Why a check has no verdict. Each reason says what happened to the device or setup, never to the test. */
export const UndeterminedReason = z.enum([
  'no-device', // no ready device in the group (none attached, all unusable)
  'offline', // the device is listed offline
  'unauthorized', // USB debugging prompt not accepted
  'booting', // the device never finished booting while we waited
  'boot-timeout', // a declared emulator did not boot within its bootTimeout
  'adb-down', // the adb server could not be reached
  'device-lost', // the output stopped and the device is gone, offline or rebooted
  'device-hung', // silence past the timeout and the device does not answer a probe
  'run-incomplete', // the output stopped without INSTRUMENTATION_CODE while the device stayed healthy
  'system-crash', // INSTRUMENTATION_ABORTED / system_server crash
  'install-failed', // install failed for a device reason (e.g. no space)
  'setup-failed', // instrumentation not found, bad runner, bad APK: configuration, shown with its fix
  'not-built', // the check's APKs are not built (and `run` could not build them): the build is the next step
  'infrastructure', // a host check's environment failed (network, build daemon, memory, JDK), not the code
  'unexplained-exit', // a host check's program failed but neither its reports nor its output say why
  'not-run', // the test was in the suite but no shard/run executed it
  'retries-exhausted', // rescheduled the maximum number of times without a determination
]);
export type UndeterminedReason = z.infer<typeof UndeterminedReason>;

export const TestId = z.object({
  class: z.string(),
  method: z.string(),
});
export type TestId = z.infer<typeof TestId>;

/** `com.example.FooTest#bar` — the key used in reports, history and findings. */
export function testKey(t: TestId): string {
  return `${t.class}#${t.method}`;
}

/** Key of a test within a group (the same test may be required on several groups): for maps, never shown. */
export function groupTestKey(group: string, test: TestId): string {
  return `${group}\u0000${testKey(test)}`;
}

export const ExecutionOutcome = z.enum(['passed', 'failed', 'skipped', 'undetermined']);
export type ExecutionOutcome = z.infer<typeof ExecutionOutcome>;

/** What a piece of evidence is (docs/reports.md, "Evidence"). */
export const AttachmentKind = z.enum(['screenshot', 'screenrecord', 'test-output', 'logcat']);
export type AttachmentKind = z.infer<typeof AttachmentKind>;

/** A file kept beside the report for one execution: a screenshot, a recording, a file the test wrote. */
export const Attachment = z.object({
  kind: AttachmentKind,
  path: z
    .string()
    .min(1)
    .describe("relative to the report's folder, `/`-separated: attachments/<device>/<Class>#<method>/<n>/<file>"),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  source: z.string().optional().describe('where it was on the device (a test output file)'),
});
export type Attachment = z.infer<typeof Attachment>;

/** One test run once on one device. */
export const Execution = z.object({
  test: TestId,
  check: z.string().optional().describe('the name of the check (droidheal.json `checks`) the test belongs to'),
  device: z.string().describe('serial of the device it ran (or was to run) on; empty when no device'),
  group: z.string(),
  attempt: z.number().int().min(1),
  outcome: ExecutionOutcome,
  reason: UndeterminedReason.optional().describe('set when outcome is undetermined'),
  failureKind: z.enum(['assertion', 'exception', 'crash', 'timeout']).optional(),
  skipKind: z.enum(['ignored', 'assumption']).optional(),
  detail: z
    .string()
    .optional()
    .describe('one line: the failure message, the crash shortMsg, or what happened to the device'),
  trace: z.string().optional(),
  logcat: z
    .string()
    .optional()
    .describe(
      "a failed device test's own part of the device log (threadtime lines from the runner's `started:` to its `finished:`, or to the crash), bounded",
    ),
  attachments: z
    .array(Attachment)
    .optional()
    .describe("a failed device test's evidence: screenshot, screen recording, the files it wrote, its log"),
  evidenceNotes: z
    .array(z.string())
    .optional()
    .describe(
      'why evidence is missing or partial: "evidence unavailable: device lost", a file over maxFileBytes, the run\'s byte limit reached',
    ),
  location: z
    .object({ file: z.string(), line: z.number().int().optional(), column: z.number().int().optional() })
    .optional()
    .describe('where a host check found the problem (compile error, lint or formatter finding), relative to its cwd'),
  durationMs: z.number().nonnegative().optional(),
  startedAt: z.string().optional().describe('ISO 8601'),
  ui: z
    .object({
      step: z.number().int().min(1).describe('1-based index of the step that failed'),
      stepText: z.string(),
      file: z.string().describe('the scenario file, relative to droidheal.json'),
      pageSource: z.string().optional().describe('page source lines around the node the step looked for'),
      screenshot: z.string().optional().describe('PNG, base64'),
    })
    .optional()
    .describe('ui checks: what the failing step saw'),
});
export type Execution = z.infer<typeof Execution>;

export const TestVerdictKind = z.enum(['pass', 'fail', 'flaky', 'skipped', 'undetermined']);
export type TestVerdictKind = z.infer<typeof TestVerdictKind>;

export const TestVerdict = z.object({
  test: TestId,
  check: z.string().optional().describe('the name of the check the test belongs to'),
  group: z.string(),
  verdict: TestVerdictKind,
  reason: UndeterminedReason.optional(),
  detail: z.string().optional(),
  findingId: z.string().optional(),
  failsOn: z
    .array(z.string())
    .optional()
    .describe(
      'a device-specific fail: serials where it failed on every run (re-checked there) while it passed on others of the group',
    ),
  passesOn: z.array(z.string()).optional().describe('with failsOn: serials of the group where it passed'),
});
export type TestVerdict = z.infer<typeof TestVerdict>;

export const RunVerdict = z.enum(['pass', 'fail', 'undetermined']);
export type RunVerdict = z.infer<typeof RunVerdict>;

export const StackFrame = z.object({
  class: z.string(),
  method: z.string(),
  file: z.string().optional(),
  line: z.number().int().optional(),
});
export type StackFrame = z.infer<typeof StackFrame>;

/** A device as a finding names it: what a person needs to find it on the rack and reproduce. */
export const FindingDevice = z.object({
  serial: z.string(),
  model: z.string().optional(),
  manufacturer: z.string().optional(),
  sdk: z.number().int().optional(),
  abi: z.string().optional().describe('primary ABI'),
});
export type FindingDevice = z.infer<typeof FindingDevice>;

/** Failures clustered by root cause: one finding, one fixer session. */
export const Finding = z.object({
  id: z.string().describe('stable: derived from the signature'),
  signature: z.string().describe('exception type + first app frame, or the failing assertion site'),
  exceptionType: z.string().optional(),
  message: z.string().optional(),
  frame: StackFrame.optional().describe('first app frame, or the assertion call site in the test'),
  tests: z.array(TestId).min(1),
  devices: z.array(z.string()),
  trace: z.string().optional().describe('a representative trace'),
  logcat: z
    .string()
    .optional()
    .describe("the device log of one failing run of the finding's tests (an execution's `logcat`)"),
  deviceSpecific: z
    .object({ failsOn: z.array(FindingDevice).min(1), passesOn: z.array(FindingDevice).min(1) })
    .optional()
    .describe(
      'set when every test of the finding failed again on the same device(s) and passed on others of the group: a defect on those devices, not flakiness',
    ),
});
export type Finding = z.infer<typeof Finding>;
