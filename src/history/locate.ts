import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ProjectConfig } from '../config/project.js';
import { readConfigFile } from '../config/read-json.js';

export const DEFAULT_HISTORY_DATABASE = path.join('.droidheal', 'history.sqlite');

/**
 * The history database a command reads: `--db`, else `historyDatabase` of the config (relative to it),
 * else the default beside the working directory when there is no config.
 */
export async function locateHistory(opts: { db?: string; config: string }): Promise<string> {
  if (opts.db !== undefined) return path.resolve(opts.db);
  if (!existsSync(opts.config)) return path.resolve(DEFAULT_HISTORY_DATABASE);
  const config = await readConfigFile(opts.config, ProjectConfig, 'see `droidheal schema config`');
  return historyDatabaseOf(path.dirname(path.resolve(opts.config)), config.historyDatabase);
}

/**
 * Where the history of the project whose config lives in `configDir` is kept: `historyDatabase` when the
 * config names one (relative to it); else inside the git directory of the repository (its common directory for
 * a linked worktree), where it survives every run and never shows in `git status` or a heal's working tree;
 * else `.droidheal/history.sqlite` beside the config.
 */
export function historyDatabaseOf(configDir: string, configured: string | undefined): string {
  if (configured !== undefined) return path.resolve(configDir, configured);
  const gitDir = gitCommonDir(path.resolve(configDir));
  return gitDir ? path.join(gitDir, 'droidheal', 'history.sqlite') : path.resolve(configDir, DEFAULT_HISTORY_DATABASE);
}

/** The git directory shared by every worktree of the repository holding `dir`; read from disk, no git process. */
function gitCommonDir(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    const dotGit = path.join(d, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return dotGit;
      // a linked worktree or submodule: `.git` is a file naming its git directory
      const named = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
      if (!named) return undefined;
      const gitDir = path.resolve(d, named);
      const common = path.join(gitDir, 'commondir');
      return existsSync(common) ? path.resolve(gitDir, readFileSync(common, 'utf8').trim()) : gitDir;
    }
    if (path.dirname(d) === d) return undefined;
  }
}
