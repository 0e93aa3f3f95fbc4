import { existsSync } from 'node:fs';
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
  return path.resolve(path.dirname(path.resolve(opts.config)), config.historyDatabase);
}
