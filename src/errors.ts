import type { ZodError } from 'zod';
import { ExitCode } from './cli/exit-codes.js';

/**
 * An error the user can act on: printed as one line (message + remedy) without a stack trace,
 * and mapped to its exit code. Anything that is not a DroidhealError is a bug and shows its stack.
 */
export class DroidhealError extends Error {
  readonly exitCode: ExitCode;
  readonly remedy?: string;
  constructor(message: string, opts: { exitCode?: ExitCode; remedy?: string; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = new.target.name;
    this.exitCode = opts.exitCode ?? ExitCode.usage;
    this.remedy = opts.remedy;
  }
  /** The one line the CLI prints. */
  get line(): string {
    return this.remedy ? `${this.message} — ${this.remedy}` : this.message;
  }
}

/** Bad command line: unknown flag, missing argument, bad value. */
export class UsageError extends DroidhealError {
  constructor(message: string, remedy?: string) {
    super(message, { exitCode: ExitCode.usage, remedy });
  }
}

/** Bad configuration or input file (devices.json, droidheal.json, a report, a rack). */
export class ConfigError extends DroidhealError {
  readonly file?: string;
  constructor(message: string, opts: { file?: string; remedy?: string; cause?: unknown } = {}) {
    super(opts.file ? `${opts.file}: ${message}` : message, {
      exitCode: ExitCode.usage,
      remedy: opts.remedy,
      cause: opts.cause,
    });
    this.file = opts.file;
  }
}

/** The environment is missing something (adb, SDK, chromium): exit 2 with the command that fixes it. */
export class EnvironmentError extends DroidhealError {
  constructor(message: string, remedy: string) {
    super(message, { exitCode: ExitCode.usage, remedy });
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** JSON path of a zod issue, e.g. `$.groups[1].sdk.min`. */
export function jsonPath(path: ReadonlyArray<PropertyKey>): string {
  return `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;
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

/**
 * Turn the first zod issue into one line: path, what was expected, what was found.
 * e.g. `$.groups[0].sdk: min (34) is above max (26)`.
 */
export function formatZodError(err: ZodError, input: unknown): string {
  const issue = err.issues[0];
  if (!issue) return 'invalid input';
  const where = jsonPath(issue.path);
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
