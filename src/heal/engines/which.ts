import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';

/** The executable `name` resolves to on `PATH` (or the path itself when it contains a slash), or undefined. */
export async function findExecutable(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const candidates = name.includes('/')
    ? [path.resolve(name)]
    : (env.PATH ?? '')
        .split(path.delimiter)
        .filter((d) => d !== '')
        .map((d) => path.join(d, name));
  for (const c of candidates) {
    try {
      await access(c, constants.X_OK);
      if ((await stat(c)).isFile()) return c;
    } catch {
      // not here
    }
  }
  return undefined;
}
