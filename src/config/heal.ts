import { z } from 'zod';
import { GuardRefusalSchema, RefusalSummarySchema } from './guard.js';
import { RunVerdict, UndeterminedReason } from './outcome.js';

/**
 * The heal loop's file formats (docs/architecture.md, "Heal loop"): the `build` and `heal` keys of droidheal.json, the
 * attempt-ledger note kept in git, and what `droidheal heal --json` prints. Defaults live here only.
 */

const ArgvOrString = z.union([z.array(z.string().min(1)).min(1), z.string().min(1)]);

/** A command from droidheal.json: an argv array as given, or a command line split on whitespace (no shell). */
export function toArgv(command: string | readonly string[]): string[] {
  return typeof command === 'string' ? command.trim().split(/\s+/) : [...command];
}

/** `build` in droidheal.json: how the heal loop rebuilds the APKs in its worktree after a fix. */
export const BuildConfig = z.strictObject({
  command: ArgvOrString.describe(
    'argv array (preferred) or a command line split on spaces, e.g. ["./gradlew", ":app:assembleDebug", ":app:assembleDebugAndroidTest"]; runs in the worktree',
  ),
  appApk: z.string().min(1).optional().describe('the built app APK: a path or glob relative to the repository'),
  testApk: z.string().min(1).optional().describe('the built test APK: a path or glob relative to the repository'),
  timeoutMs: z.number().int().min(1000).default(1_800_000).describe('the build is stopped after this long (ms)'),
});
export type BuildConfig = z.infer<typeof BuildConfig>;

export const EngineName = z.enum(['claude-code', 'codex', 'aider', 'command']);
export type EngineName = z.infer<typeof EngineName>;

/**
 * `heal.sandbox` in droidheal.json: what a fixer session, and the build, regenerators and host checks
 * that run after it, may see besides droidheal's defaults (docs/decisions.md, "Containment").
 */
export const SandboxConfig = z.strictObject({
  allowedDomains: z
    .array(z.string().min(1))
    .default([])
    .describe(
      "hosts a fixer session may reach besides its engine's own API hosts (e.g. your model gateway: llm.example.com, *.example.com)",
    ),
  buildAllowedDomains: z
    .array(z.string().min(1))
    .default([])
    .describe(
      'hosts the build, regenerators and host checks may reach (your Maven repositories); none by default: Gradle works from its cache',
    ),
  passEnv: z
    .array(z.string().min(1))
    .default([])
    .describe(
      "environment variables passed into every confined program besides droidheal's defaults; a trailing * matches a prefix (MY_GATEWAY_*)",
    ),
  readable: z
    .array(z.string().min(1))
    .default([])
    .describe(
      'paths hidden by default (in HOME or the temp dir) to show read-only, e.g. a toolchain installed in HOME',
    ),
  writable: z
    .array(z.string().min(1))
    .default([])
    .describe(
      "extra paths the build, regenerators and host checks may write, besides the worktree and Gradle's caches " +
        '(e.g. the Android SDK, to let AGP install missing packages)',
    ),
});
export type SandboxConfig = z.infer<typeof SandboxConfig>;

/** `heal` in droidheal.json; the CLI flags of `droidheal heal` override each key. */
export const HealConfig = z.strictObject({
  regenerators: z
    .array(ArgvOrString)
    .default([])
    .describe(
      'rewriting commands run in round 1 before any fixer session (formatters, lint --fix, snapshot regenerators); argv arrays or command lines',
    ),
  rounds: z.number().int().min(1).max(10).default(3).describe('most heal rounds'),
  confidenceFloor: z.number().min(0).max(1).default(0.7).describe('a fix reported with a lower confidence is refused'),
  maxAttemptsPerHead: z
    .number()
    .int()
    .min(1)
    .default(3)
    .describe('most fixer attempts per finding on one head commit, across heal runs (kept in git notes)'),
  engineTimeoutMs: z.number().int().min(1000).default(900_000).describe('one fixer session is stopped after this long'),
  maxTurns: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      "most model turns in one fixer session, for the engines that take a limit (claude-code's --max-turns; default 40)",
    ),
  engine: EngineName.optional().describe('the fixer: claude-code, codex, aider, or command'),
  engineCommand: z.string().min(1).optional().describe('the program the `command` engine runs (prompt on stdin)'),
  sandbox: SandboxConfig.prefault({}).describe(
    'what confined programs may see besides the defaults: every fixer session, build, regenerator and host check of a heal runs in the OS sandbox',
  ),
});
export type HealConfig = z.infer<typeof HealConfig>;

/** One counted fixer attempt on a finding at a head commit. */
export const LedgerAttempt = z.object({
  round: z.number().int().min(1),
  level: z.number().int().min(1).max(3),
  engine: z.string(),
  result: z.enum(['applied', 'refused', 'failed', 'build-failed', 'no-change', 'cannot-fix', 'timeout']),
  detail: z.string().optional(),
  at: z.string().describe('ISO 8601'),
});
export type LedgerAttempt = z.infer<typeof LedgerAttempt>;

/** The git note on a head commit under refs/notes/droidheal: attempts per finding id. */
export const LedgerNote = z.object({
  droidheal: z.literal('heal-ledger'),
  version: z.literal(1),
  findings: z.record(
    z.string(),
    z.object({
      attempts: z.array(LedgerAttempt),
      cannotFix: z.string().optional().describe("the fixer's reason when it said it cannot fix without the test"),
    }),
  ),
});
export type LedgerNote = z.infer<typeof LedgerNote>;

export const HealOutcome = z
  .enum(['converged', 'fixed-point', 'rounds-exhausted', 'engine-unavailable'])
  .describe(
    'engine-unavailable: the fixer never started (no credentials, usage limit, binary gone); nobody tried, status undetermined',
  );
export type HealOutcome = z.infer<typeof HealOutcome>;
export const HealStatus = z.enum(['clean', 'healed', 'escalated', 'undetermined']);
export type HealStatus = z.infer<typeof HealStatus>;

export const HealAttemptJson = z.object({
  finding: z.string(),
  engine: z.string(),
  level: z.number().int().min(1).max(3),
  exit: z.number().int().nullable().describe('the engine process exit code; null when killed or timed out'),
  durationMs: z.number().nonnegative(),
  confidence: z.number().min(0).max(1).nullable(),
  applied: z.boolean(),
  refused: RefusalSummarySchema.optional(),
  refusedAt: z
    .object({ file: z.string(), line: z.number().int().nonnegative() })
    .optional()
    .describe('where the refused change lost what it lost (repository-relative file, 1-based line)'),
  refusals: z
    .array(GuardRefusalSchema.pick({ rule: true, detail: true, file: true, line: true, test: true }))
    .optional()
    .describe(
      'every rule the guard refused the change under, each with its file and line, as `droidheal guard` gives them',
    ),
  failed: z
    .string()
    .optional()
    .describe('why a session that ran was not a fix: timeout, crash, build failed, no change, cannot fix'),
  touched: z.array(z.string()),
  commit: z.string().optional(),
});
export type HealAttemptJson = z.infer<typeof HealAttemptJson>;

export const RegeneratorRun = z.object({
  command: z.string(),
  exit: z.number().int().nullable(),
  durationMs: z.number().nonnegative(),
});

export const HealRoundJson = z.object({
  round: z.number().int().min(1),
  regenerators: z
    .object({
      runs: z.array(RegeneratorRun),
      changed: z.array(z.string()).describe('files the regenerators changed'),
      result: z.enum(['no-change', 'committed', 'discarded', 'refused']),
      repairs: z.array(z.string()).optional(),
      refused: RefusalSummarySchema.optional(),
      commit: z.string().optional(),
    })
    .optional(),
  attempts: z.array(HealAttemptJson),
  rescan: z
    .object({
      ran: z.boolean(),
      build: z.enum(['ok', 'failed', 'skipped']),
      passed: z.array(z.string()).describe('finding ids whose tests passed on the devices'),
      failing: z.array(z.string()).describe('finding ids still failing (or new) after the rescan'),
      undetermined: z.number().int().nonnegative().describe('tests the rescan could not determine'),
    })
    .nullable(),
});
export type HealRoundJson = z.infer<typeof HealRoundJson>;

/** What `droidheal heal --json` prints (and the report's `heal` section carries). */
export const HealJson = z.object({
  status: HealStatus,
  outcome: HealOutcome.nullable().describe('null when nothing was repairable (clean or undetermined from the start)'),
  rounds: z.array(HealRoundJson),
  remaining: z.array(
    z.object({
      finding: z.string(),
      verdict: z.enum(['fail', 'undetermined', 'flaky']),
      reason: z.string().optional().describe('needs a person, cannot fix, or why it is undetermined'),
    }),
  ),
  escalation_reason: z.string().optional(),
  remedy: z
    .string()
    .optional()
    .describe(
      'the one thing to do when the heal stopped on something a person must fix first: with outcome engine-unavailable, ' +
        'how to get the fixer started (log in, wait for the usage limit, install it)',
    ),
  branch: z.string().optional(),
  patch: z.string().optional(),
  interrupted: z.boolean().optional(),
  verdict: RunVerdict.optional().describe(
    "the release verdict of the heal's last whole-suite run, as `droidheal gate` gives it without waivers: " +
      "heal's exit code follows it (a healed run with a required group that never ran exits 3)",
  ),
  undetermined: z
    .array(
      z.object({
        group: z.string(),
        test: z.string().optional().describe('absent when the whole group could not run'),
        reason: UndeterminedReason.optional(),
        tests: z.number().int().optional().describe('how many tests of the group it left undetermined'),
        detail: z.string().optional(),
        remedy: z.string().optional(),
      }),
    )
    .optional()
    .describe(
      'what kept the verdict undetermined: each required group that could not run once, with its cause and remedy',
    ),
});
export type HealJson = z.infer<typeof HealJson>;
