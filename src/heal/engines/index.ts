import { aiderEngine } from './aider.js';
import { claudeCodeEngine } from './claude-code.js';
import { codexEngine } from './codex.js';
import { commandEngine, type EngineCommand } from './command.js';
import type { Engine, EngineName } from './engine.js';

export type { Engine, EngineName, EngineRequest, EngineResult, EngineUsage } from './engine.js';
export { engineNames } from './engine.js';

export interface EngineOptions {
  /** `--engine-command` (the `command` engine only): a shell string, or an argv array from config */
  command?: EngineCommand;
  /** claude-code: the session's turn limit */
  maxTurns?: number;
  /** claude-code: write-scope globs denied to its edit tools (the guard refuses them anyway) */
  readOnlyGlobs?: readonly string[];
}

/** Every engine by name: a missing engine fails to compile. */
export const engines = {
  'claude-code': (opts) => claudeCodeEngine({ maxTurns: opts.maxTurns, readOnlyGlobs: opts.readOnlyGlobs }),
  codex: () => codexEngine(),
  aider: () => aiderEngine(),
  command: (opts) => commandEngine({ command: opts.command }),
} as const satisfies Record<EngineName, (opts: EngineOptions) => Engine>;

/**
 * The engine called `name`.
 * @example const engine = engineFor('command', { command: 'node fix.mjs' }); await engine.ensureInstalled();
 */
export function engineFor(name: EngineName, opts: EngineOptions = {}): Engine {
  return engines[name](opts);
}
