import { commandEngine, type EngineCommand } from './command.js';
import type { Engine, EngineName } from './engine.js';

export type { Engine, EngineName, EngineRequest, EngineResult } from './engine.js';
export { engineNames } from './engine.js';

export interface EngineOptions {
  /** `--engine-command` (the `command` engine only): a shell string, or an argv array from config */
  command?: EngineCommand;
}

/** Every engine by name: a missing engine fails to compile. */
export const engines = {
  'claude-code': () => notYet('claude-code'),
  codex: () => notYet('codex'),
  aider: () => notYet('aider'),
  command: (opts) => commandEngine({ command: opts.command }),
} as const satisfies Record<EngineName, (opts: EngineOptions) => Engine>;

function notYet(name: EngineName): Engine {
  const missing = async (): Promise<never> => {
    const { UsageError } = await import('../../errors.js');
    throw new UsageError(`the ${name} engine is not available in this build`, 'use --engine command');
  };
  return { name, ensureInstalled: missing, run: missing };
}

/** The engine called `name`. */
export function engineFor(name: EngineName, opts: EngineOptions = {}): Engine {
  return engines[name](opts);
}
