import type { EngineName } from '../config/heal.js';
import type { LoopEngine } from '../heal/deps.js';
import { engineFor } from '../heal/engines/index.js';

/** The fixer engine, checked before any device is touched: a missing binary is exit 2 with its install line. */
export async function healEngine(name: EngineName, command: string | undefined): Promise<LoopEngine> {
  const engine = engineFor(name, command ? { command } : {});
  await engine.ensureInstalled();
  return engine;
}

export { healPrompt } from '../heal/prompt-request.js';
