import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ExitCode } from '../errors.js';

/**
 * Anything thrown that is not a DroidhealError is droidheal's bug, never the user's input: one line
 * saying so and where the whole story was written (the stack, its causes, the command line, the
 * versions), exit 70 (`ExitCode.internal`). Synchronous, so it also serves an uncaught exception
 * (bin/droidheal.js) where nothing may be awaited.
 */

/**
 * Where internal-error logs go: `$DROIDHEAL_LOG_DIR`, else `droidheal-logs-<uid>` in the temp directory
 * (one per user: a directory another user made first would refuse the write).
 */
export function internalErrorLogDir(env: NodeJS.ProcessEnv = process.env): string {
  const uid = process.getuid?.();
  return env.DROIDHEAL_LOG_DIR || path.join(os.tmpdir(), `droidheal-logs${uid === undefined ? '' : `-${uid}`}`);
}

export interface InternalErrorContext {
  argv: readonly string[];
  version?: string;
  /** also print the stack on stderr */
  verbose?: boolean;
  /** how it reached droidheal: thrown by a command, or uncaught afterwards */
  origin?: string;
}

/** The stack of an error and of every cause under it. */
function story(err: unknown): string {
  const parts: string[] = [];
  let cur: unknown = err;
  for (let depth = 0; cur !== undefined && depth < 8; depth++) {
    const text = cur instanceof Error ? (cur.stack ?? `${cur.name}: ${cur.message}`) : String(cur);
    parts.push(depth === 0 ? text : `caused by: ${text}`);
    cur = cur instanceof Error ? cur.cause : undefined;
  }
  return parts.join('\n');
}

function headline(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`.split('\n')[0]!;
  return String(err).split('\n')[0]!;
}

/** Write the log (mode 0600: a command line may hold a path or a token) and return its path, or why it could not be. */
function writeLog(err: unknown, ctx: InternalErrorContext): { file: string } | { failed: string } {
  const dir = internalErrorLogDir();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `internal-error-${stamp}-${process.pid}.log`);
  const text = [
    'droidheal internal error — this is a droidheal bug; please attach this file to the report.',
    `time: ${new Date().toISOString()}`,
    `droidheal: ${ctx.version ?? 'unknown'}`,
    `node: ${process.version} (${process.platform} ${process.arch})`,
    `command: droidheal ${ctx.argv.slice(2).join(' ')}`,
    `origin: ${ctx.origin ?? 'a command'}`,
    '',
    story(err),
    '',
  ].join('\n');
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return { file };
  } catch (e) {
    return { failed: e instanceof Error ? e.message : String(e) };
  }
}

/** Print the one line (and the stack with --verbose), write the log; returns the exit code. */
export function reportInternalError(err: unknown, ctx: InternalErrorContext): typeof ExitCode.internal {
  const log = writeLog(err, ctx);
  const where = 'file' in log ? `the log is ${log.file}` : `no log could be written (${log.failed}), the stack follows`;
  process.stderr.write(
    `droidheal: internal error: ${headline(err)} — this is a droidheal bug, please report it; ${where}\n`,
  );
  if (ctx.verbose || 'failed' in log) process.stderr.write(`${story(err)}\n`);
  return ExitCode.internal;
}
