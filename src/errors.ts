import type { ZodError } from 'zod';

/**
 * The exit codes of every droidheal command (docs/architecture.md, "Exit codes"). This is the only
 * place they are defined; the CLI re-exports them from src/cli/exit-codes.ts.
 */
export const ExitCode = {
  /** pass / clean / healed / allowed */
  ok: 0,
  /** fail / escalated / refused */
  fail: 1,
  /** usage or configuration error */
  usage: 2,
  /** undetermined: nothing failed, something could not be determined (including no device) */
  undetermined: 3,
  /**
   * internal error: droidheal itself broke (anything thrown that is not a DroidhealError) — a bug to
   * report, never the user's input. 70 is EX_SOFTWARE of sysexits.h, kept apart from the verdicts
   * 0–3 so no script reads a crash as "fail" or "undetermined" (docs/decisions.md).
   */
  internal: 70,
  /** interrupted by SIGINT or SIGTERM before the command could give its verdict: 128 + SIGINT, as a shell reports it */
  interrupted: 130,
} as const satisfies Record<string, number>;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * Every error droidheal raises has one of these stable codes (Node's `ERR_*` style); its exit code is
 * looked up here and nowhere else. Scripts may match on `code`; the message text may change.
 */
export const errorCodes = {
  /** bad command line: unknown flag, missing argument, bad value */
  ERR_USAGE: ExitCode.usage,
  /** a configuration or input file is wrong: devices.json, droidheal.json, a report, a rack, an APK */
  ERR_CONFIG: ExitCode.usage,
  /** something droidheal needs is missing from the machine: adb, the SDK, a fixer CLI */
  ERR_ENVIRONMENT: ExitCode.usage,
  /** an output could not be written (nothing was replaced) */
  ERR_OUTPUT: ExitCode.usage,
  /** a private adb server droidheal started did not come up */
  ERR_ADB_SERVER_START: ExitCode.usage,
  /** adb: no answer in time */
  ERR_ADB_TIMEOUT: ExitCode.undetermined,
  /** adb: the operation was cancelled (interrupt, lease lost) */
  ERR_ADB_ABORTED: ExitCode.undetermined,
  /** adb: the server cannot be reached */
  ERR_ADB_SERVER_UNREACHABLE: ExitCode.undetermined,
  /** adb: the device refused or went away (offline, unauthorized, lost, install failed) */
  ERR_ADB_DEVICE: ExitCode.undetermined,
  /** adb: an answer droidheal could not read */
  ERR_ADB_PROTOCOL: ExitCode.undetermined,
  /** no device could be leased for a group */
  ERR_NO_DEVICE: ExitCode.undetermined,
  /** a failure built from an exit code alone (the `exitCode` constructor option) */
  ERR_FAILED: ExitCode.fail,
  /** an undetermined outcome built from an exit code alone (the `exitCode` constructor option) */
  ERR_UNDETERMINED: ExitCode.undetermined,
} as const satisfies Record<string, ExitCode>;

export type ErrorCode = keyof typeof errorCodes;

/** Exits no DroidhealError ends with: success, a bug (not raised on purpose) and an interrupt. */
type ErrorFreeExit = typeof ExitCode.ok | typeof ExitCode.internal | typeof ExitCode.interrupted;

/** The code an error built from an exit code alone gets (constructors written before codes existed). */
const codeForExitCode = {
  [ExitCode.fail]: 'ERR_FAILED',
  [ExitCode.usage]: 'ERR_USAGE',
  [ExitCode.undetermined]: 'ERR_UNDETERMINED',
} as const satisfies Record<Exclude<ExitCode, ErrorFreeExit>, ErrorCode>;

export interface DroidhealErrorOptions {
  /** the stable code; its exit code comes from `errorCodes` */
  code?: ErrorCode;
  /** @deprecated give a `code`; an exit code alone maps to ERR_USAGE, ERR_FAILED or ERR_UNDETERMINED */
  exitCode?: Exclude<ExitCode, ErrorFreeExit>;
  /** the one thing to do about it, printed after the message */
  remedy?: string;
  /** the underlying error (an errno, a parse error), shown with --verbose */
  cause?: unknown;
}

/**
 * The root of every error droidheal raises on purpose: a stable `code`, a `remedy`, the `cause`.
 * The CLI prints `line` (message — remedy) without a stack trace and exits with `exitCode`;
 * anything that is not a DroidhealError is a bug and is reported as an internal error.
 */
export class DroidhealError extends Error {
  readonly code: ErrorCode;
  readonly remedy?: string;
  constructor(message: string, opts: DroidhealErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = new.target.name;
    this.code = opts.code ?? codeForExitCode[opts.exitCode ?? ExitCode.usage];
    this.remedy = opts.remedy;
  }
  /** The exit code the CLI ends with, from the code's row in `errorCodes`. */
  get exitCode(): ExitCode {
    return errorCodes[this.code];
  }
  /** The one line the CLI prints. */
  get line(): string {
    return this.remedy ? `${this.message} — ${this.remedy}` : this.message;
  }
}

/** Bad command line: unknown flag, missing argument, bad value. */
export class UsageError extends DroidhealError {
  constructor(message: string, remedy?: string, opts: { cause?: unknown } = {}) {
    super(message, { code: 'ERR_USAGE', remedy, cause: opts.cause });
  }
}

/** Bad configuration or input file (devices.json, droidheal.json, a report, a rack). */
export class ConfigError extends DroidhealError {
  readonly file?: string;
  constructor(message: string, opts: { file?: string; remedy?: string; cause?: unknown } = {}) {
    super(opts.file ? `${opts.file}: ${message}` : message, {
      code: 'ERR_CONFIG',
      remedy: opts.remedy,
      cause: opts.cause,
    });
    this.file = opts.file;
  }
}

/** The environment is missing something (adb, SDK, chromium): exit 2 with the command that fixes it. */
export class EnvironmentError extends DroidhealError {
  constructor(message: string, remedy: string, opts: { cause?: unknown } = {}) {
    super(message, { code: 'ERR_ENVIRONMENT', remedy, cause: opts.cause });
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  let s: string;
  try {
    s = JSON.stringify(v);
  } catch {
    // nested deeper than the stack allows: say what it starts as
    return Array.isArray(v) ? '[[[… (nested too deep)' : '{… (nested too deep)';
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** JSON path of a zod issue, e.g. `$.groups[1].sdk.min`. */
export function jsonPath(path: ReadonlyArray<PropertyKey>): string {
  // a key that is not a plain name (a serial, Class#method) in brackets, so the path stays unambiguous
  const step = (p: PropertyKey) =>
    typeof p === 'number'
      ? `[${p}]`
      : /^[A-Za-z_$][\w$]*$/.test(String(p))
        ? `.${String(p)}`
        : `[${JSON.stringify(String(p))}]`;
  return `$${path.map(step).join('')}`;
}

/** Look up the value a zod issue points at, to say what was found. */
function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

type Issue = ZodError['issues'][number];

/**
 * A union's issue ("Invalid input") hides where the value went wrong: follow the alternative that got
 * furthest into the value (the longest path), so `["./gradlew", 42]` for argv-or-string names `[1]`.
 */
function innermost(issue: Issue, input: unknown): Issue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  // an alternative that stumbled on a value that is there beats one that misses its own key
  // (a step `{ "type": 1, "into": … }` is a bad type step, not a find step without "find")
  const score = (x: Issue) => x.path.length + (valueAt(input, [...issue.path, ...x.path]) === undefined ? 0 : 0.5);
  const best = issue.errors
    .map((branch) => branch[0])
    .filter((x): x is Issue => x !== undefined)
    .sort((a, b) => score(b) - score(a))[0];
  if (!best || best.path.length === 0 || valueAt(input, [...issue.path, ...best.path]) === undefined) return issue;
  return innermost({ ...best, path: [...issue.path, ...best.path] } as Issue, input);
}

/**
 * Turn the first zod issue into one line: path, what was expected, what was found.
 * e.g. `$.groups[0].sdk: min (34) is above max (26)`.
 */
export function formatZodError(err: ZodError, input: unknown): string {
  const first = err.issues[0];
  if (!first) return 'invalid input';
  const issue = innermost(first, input);
  const where = jsonPath(issue.path);
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // every alternative failed at the value itself: say which types would do
    const expected = [...new Set(issue.errors.flatMap((b) => (b[0]?.code === 'invalid_type' ? [b[0].expected] : [])))];
    const found = describeValue(valueAt(input, issue.path));
    if (expected.length === issue.errors.length) return `${where}: expected ${expected.join(' or ')}, found ${found}`;
    return `${where}: matches none of its accepted forms, found ${found}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown key ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
  }
  const value = valueAt(input, issue.path);
  const found = describeValue(value);
  const more =
    err.issues.length > 1 ? ` (and ${err.issues.length - 1} more problem${err.issues.length > 2 ? 's' : ''})` : '';
  // zod's own wording for an absent key ("Invalid input: expected object, received undefined") buries the point
  if (issue.code === 'invalid_type' && value === undefined && issue.message.startsWith('Invalid input'))
    return `${where}: missing, expected ${issue.expected}${more}`;
  return `${where}: ${issue.message}, found ${found}${more}`;
}

/** Parse `input` with a zod schema or throw a ConfigError naming the file, path, expected and found. */
export function parseWith<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
  file: string,
  remedy?: string,
): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw new ConfigError(formatZodError(r.error, input), { file, remedy });
}
