// What guard-history and guard-sweep share: their command-line reading and where the projects' bare
// clones live (DIR/owner+name, or DIR/owner+name/repo; DIR from --mirrors, DROIDHEAL_HISTORY_MIRRORS
// or .cache/guard-history).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** `opt(--name)` reads an option's value; `fail(msg)` prints `script: msg` and exits (2: bad input). */
export function scriptArgs(script) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const fail = (msg, code = 2) => {
    process.stderr.write(`${script}: ${msg}\n`);
    process.exit(code);
  };
  const mirrors = path.resolve(
    opt('--mirrors') ?? process.env.DROIDHEAL_HISTORY_MIRRORS ?? path.join(root, '.cache', 'guard-history'),
  );
  return { args, opt, fail, mirrors };
}

/** The bare clone of `owner+name` (a folder name) under `mirrors`, if there is one. */
export function bareClone(mirrors, folder) {
  const base = path.join(mirrors, folder);
  return [path.join(base, 'repo'), base].find((d) => existsSync(path.join(d, 'HEAD')));
}
