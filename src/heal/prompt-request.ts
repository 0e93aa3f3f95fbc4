import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultGuardConfig } from '../config/guard-defaults.js';
import type { ProjectConfig } from '../config/project.js';
import type { PromptRequest } from './deps.js';
import { buildPrompt, type SourceExcerpt, writeScopeOf } from './prompt.js';
import { implicatedSources } from './prompts/sources.js';

/**
 * The loop's prompt request (finding, level, site, devices, previous attempt) turned into the prompt
 * templates' input: the write scope of the project's guard config, the files the trace implicates
 * and, from level 2, the source around the frames (prompts/sources.ts).
 */

/** Lines around the failing assertion: what a level-2+ prompt shows when no frame of the trace matched a file. */
async function excerpt(worktree: string, file: string, line: number): Promise<SourceExcerpt[] | undefined> {
  const text = await readFile(path.join(worktree, file), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const from = Math.max(1, line - 15);
  return [{ path: file, from, text: lines.slice(from - 1, line + 15).join('\n'), readOnly: true, marks: [line] }];
}

/** The app's packages the config names (frames in them are the app's); none → every non-framework class. */
function appPackagesOf(config: ProjectConfig): string[] {
  const entries = [config.instrumentation, ...(config.checks ?? [])] as Array<{ targetPackage?: string } | undefined>;
  return [...new Set(entries.flatMap((e) => (e?.targetPackage ? [e.targetPackage] : [])))];
}

/** The loop's prompt request in the prompt templates' terms. */
export async function healPrompt(req: PromptRequest, config: ProjectConfig): Promise<string> {
  const writeScope = writeScopeOf(config.guard?.writeScope ?? defaultGuardConfig.writeScope);
  const site = req.site;
  const prev = req.previous;
  const readOnlyFiles = [...new Set([...(site ? [site.file] : []), ...(req.readOnlyFiles ?? [])])];
  // the files the trace's frames point into, with the source around those lines (shown from level 2)
  const implicated = await implicatedSources({
    worktree: req.worktree,
    finding: req.finding,
    writeScope,
    readOnlyFiles,
    appPackages: appPackagesOf(config),
  });
  const implicatedFiles = [...implicated.implicatedFiles];
  if (site && !implicatedFiles.some((f) => f.path === site.file))
    implicatedFiles.unshift({ path: site.file, readOnly: true });
  const sources =
    implicated.sources.length > 0
      ? implicated.sources
      : site
        ? await excerpt(req.worktree, site.file, site.line)
        : undefined;
  const facts = new Map((req.deviceFacts ?? []).map((d) => [d.serial, d]));
  return buildPrompt({
    finding: req.finding,
    level: req.level,
    devices: req.devices.map((serial) => {
      const d = facts.get(serial);
      return {
        serial,
        ...(d?.model ? { model: d.model } : {}),
        ...(d?.manufacturer ? { manufacturer: d.manufacturer } : {}),
        ...(d?.sdk !== undefined ? { sdk: d.sdk } : {}),
        ...(d?.abis ? { abis: d.abis } : {}),
        ...(d?.kind ? { kind: d.kind } : {}),
        ...(d?.groups?.length ? { group: d.groups.join(', ') } : {}),
      };
    }),
    counts: { devices: req.devices.length, groups: req.groups.length },
    writeScope,
    readOnlyFiles,
    implicatedFiles,
    ...(req.regression ? { regression: req.regression } : {}),
    ...(req.finding.logcat ? { logcat: req.finding.logcat } : {}),
    ...(req.level >= 2 && sources ? { sources } : {}),
    ...(req.level >= 2 && prev ? { previous: prev } : {}),
  });
}
