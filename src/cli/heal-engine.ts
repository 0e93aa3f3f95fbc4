import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EngineName } from '../config/heal.js';
import type { ProjectConfig } from '../config/project.js';
import { defaultGuardConfig } from '../guard/config-defaults.js';
import type { LoopEngine, PromptRequest } from '../heal/deps.js';
import { engineFor } from '../heal/engines/index.js';
import { buildPrompt, type PromptInput, writeScopeOf } from '../heal/prompt.js';

/** The fixer engine, checked before any device is touched: a missing binary is exit 2 with its install line. */
export async function healEngine(name: EngineName, command: string | undefined): Promise<LoopEngine> {
  const engine = engineFor(name, command ? { command } : {});
  await engine.ensureInstalled();
  return engine;
}

/** Lines around the failing assertion (level ≥ 2 prompts). */
async function excerpt(worktree: string, file: string, line: number): Promise<PromptInput['sources']> {
  const text = await readFile(path.join(worktree, file), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const from = Math.max(1, line - 15);
  return [{ path: file, from, text: lines.slice(from - 1, line + 15).join('\n'), readOnly: true, marks: [line] }];
}

/** The loop's prompt request in the prompt templates' terms. */
export async function healPrompt(req: PromptRequest, config: ProjectConfig): Promise<string> {
  const scope = config.guard?.writeScope ?? defaultGuardConfig.writeScope;
  const site = req.site;
  const prev = req.previous;
  return buildPrompt({
    finding: req.finding,
    level: req.level,
    devices: req.devices.map((serial) => ({ serial })),
    counts: { devices: req.devices.length, groups: req.groups.length },
    writeScope: writeScopeOf(scope),
    readOnlyFiles: site ? [site.file] : [],
    implicatedFiles: site ? [{ path: site.file, readOnly: true }] : [],
    ...(req.level >= 2 && site ? { sources: await excerpt(req.worktree, site.file, site.line) } : {}),
    ...(req.level >= 2 && prev
      ? {
          previous: {
            round: prev.round ?? req.round - 1,
            level: prev.level ?? 1,
            outcome: prev.refusal
              ? { kind: 'refused' as const, ...prev.refusal }
              : prev.failure === 'the previous session changed nothing'
                ? { kind: 'no-change' as const }
                : {
                    kind: 'failed' as const,
                    what: prev.failure?.split('\n', 1)[0] ?? 'failed',
                    ...(prev.failure ? { logTail: prev.failure } : {}),
                  },
            ...(prev.diff ? { diff: prev.diff } : {}),
          },
        }
      : {}),
  });
}
