import { constants } from 'node:fs';
import { access, lstat, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DroidhealError, UsageError } from '../errors.js';
import { makeDir } from './make-dir.js';

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
 * Make sure `dir` can be created and written (tried level by level by the shared makeDir, which
 * cannot hang under /proc), or throw a one-line UsageError naming `flag`. The levels it had to
 * create are removed again: a command that fails later (a bad scenario file, no device) leaves
 * nothing behind; the writers create the directory when they write.
 */
export async function prepareOutputDir(dir: string, flag: string): Promise<void> {
  const abs = path.resolve(dir);
  const created: string[] = [];
  for (let d = abs; !(await exists(d)); d = path.dirname(d)) {
    created.push(d);
    if (path.dirname(d) === d) break;
  }
  try {
    try {
      await makeDir(abs);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'ENOTDIR' && e.path) throw new UsageError(`${flag} ${dir}: ${e.path} is not a directory`, REMEDY);
      throw new UsageError(`${flag} ${dir}: ${reason(err)}`, REMEDY);
    }
    try {
      await access(abs, constants.W_OK);
    } catch (err) {
      throw new UsageError(`${flag} ${dir}: ${reason(err)}`, REMEDY);
    }
  } finally {
    // deepest first; one that another process wrote into meanwhile stays
    for (const d of created) await rmdir(d).catch(() => undefined);
  }
}

const exists = (p: string) =>
  lstat(p).then(
    () => true,
    () => false,
  );

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
    code: 'ERR_OUTPUT',
    remedy: REMEDY,
    cause: err,
  });
}
