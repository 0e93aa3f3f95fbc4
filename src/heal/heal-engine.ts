import type { EngineName, HealConfig } from '../config/heal.js';
import type { ProjectConfig } from '../config/project.js';
import type { LoopEngine } from './deps.js';
import { engineFor } from './engines/index.js';
import { readOnlyGlobs } from './engines/read-only.js';

/**
 * The fixer engine, checked before any device is touched: a missing binary is exit 2 with its install
 * line. The config's turn limit and write scope reach the engines that can enforce them themselves.
 */
export async function healEngine(
  name: EngineName,
  heal: Pick<HealConfig, 'engineCommand' | 'maxTurns'>,
  guard: ProjectConfig['guard'],
): Promise<LoopEngine> {
  const engine = engineFor(name, {
    ...(heal.engineCommand ? { command: heal.engineCommand } : {}),
    ...(heal.maxTurns !== undefined ? { maxTurns: heal.maxTurns } : {}),
    readOnlyGlobs: readOnlyGlobs(guard),
  });
  await engine.ensureInstalled();
  return engine;
}
