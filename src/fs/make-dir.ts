import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * `mkdir -p` for every writer in droidheal (reports, history, CLI outputs), without Node's
 * recursive mkdir: on Node 20 that never returns for a path under /proc (it retries ENOENT
 * forever), so a library caller that skips the CLI's path checks would hang. The missing levels
 * are created one at a time, top down; a level that cannot be created rejects with its own error
 * (ENOENT, EACCES, EROFS, ENOTDIR…) at once. A level created meanwhile by someone else is fine.
 */
export async function makeDir(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let cur = path.resolve(dir); ; ) {
    const s = await stat(cur).catch((err: NodeJS.ErrnoException) => {
      // ENOTDIR: a level above is a file; walking up finds it and names it
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return undefined;
      throw err;
    });
    if (s) {
      if (!s.isDirectory())
        throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${cur}'`), {
          code: 'ENOTDIR',
          syscall: 'mkdir',
          path: cur,
        });
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
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
