import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DroidhealError, UsageError } from '../errors.js';
import { ExitCode } from './exit-codes.js';

const REMEDY = 'choose a writable location';

function reason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'read-only file system';
  if (code === 'ENOSPC') return 'no space left on the device';
  if (code === 'ENOENT') return 'cannot be created there';
  return code ?? (err as Error).message;
}

/**
 * Make sure `dir` exists and is a writable directory, creating missing levels one at a time, or
 * throw a one-line UsageError naming `flag`. One level at a time because Node 20's recursive mkdir
 * never returns for a path under /proc (it retries ENOENT forever).
 */
export async function prepareOutputDir(dir: string, flag: string): Promise<void> {
  const abs = path.resolve(dir);
  const missing: string[] = [];
  let cur = abs;
  for (;;) {
    const s = await stat(cur).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? undefined : e));
    if (s instanceof Error) throw new UsageError(`${flag} ${dir}: ${reason(s)}`, REMEDY);
    if (s) {
      if (!s.isDirectory()) throw new UsageError(`${flag} ${dir}: ${cur} is not a directory`, REMEDY);
      break;
    }
    missing.unshift(cur);
    const up = path.dirname(cur);
    if (up === cur) break;
    cur = up;
  }
  for (const d of missing) {
    try {
      await mkdir(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new UsageError(`${flag} ${dir}: ${reason(err)}`, REMEDY);
    }
  }
  try {
    await access(abs, constants.W_OK);
  } catch (err) {
    throw new UsageError(`${flag} ${dir}: ${reason(err)}`, REMEDY);
  }
}

/** The directory of an output file must be writable, and the file itself must not be a directory. */
export async function prepareOutputFile(file: string, flag: string): Promise<void> {
  const s = await stat(file).catch(() => undefined);
  if (s?.isDirectory())
    throw new UsageError(`${flag} ${file} is a directory`, `give a file path, e.g. ${path.join(file, 'report.json')}`);
  await prepareOutputDir(path.dirname(file), flag);
}

/** A write that failed after the checks (disk full, raced away): one line naming the output. */
export function writeFailed(target: string, flag: string, err: unknown): DroidhealError {
  return new DroidhealError(`${flag} ${target}: could not write (${reason(err)}); nothing was replaced`, {
    exitCode: ExitCode.usage,
    remedy: REMEDY,
    cause: err,
  });
}
