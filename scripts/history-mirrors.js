// What guard-history and guard-sweep share: their command-line reading and where the projects' bare
// clones live (DIR/owner+name, or DIR/owner+name/repo; DIR from --mirrors, DROIDHEAL_HISTORY_MIRRORS
// or .cache/guard-history).
import { existsSync, readdirSync } from 'node:fs';
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

/** `--commits N` (a whole number above 0, `fallback` when not given), or a usage failure. */
export function commitsOption(opt, fail, fallback) {
  const n = Number(opt('--commits') ?? fallback);
  if (!Number.isInteger(n) || n < 1) fail(`--commits takes a whole number above 0, not ${opt('--commits')}`);
  return n;
}

/**
 * Every project with a bare clone under `mirrors` (owner+name folders, directly or in repo/), or the
 * one named `only` (owner/name); a usage failure when there are none.
 */
export function mirroredRepos(mirrors, only, fail) {
  if (!existsSync(mirrors))
    fail(`no mirrors in ${mirrors}; run \`npm run guard-history -- --fetch\` to clone them, or pass --mirrors DIR`);
  const repos = readdirSync(mirrors, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.includes('+'))
    .map((d) => ({ repo: d.name.replace('+', '/'), dir: bareClone(mirrors, d.name) }))
    .filter((r) => r.dir && (!only || r.repo === only));
  if (repos.length === 0) fail(`no bare clone${only ? ` of ${only}` : ''} in ${mirrors}`);
  return repos;
}
