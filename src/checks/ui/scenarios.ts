import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type TestId, testKey } from '../../config/outcome.js';
import { decodeUtf8 } from '../../config/read-json.js';
import type { UiCheckConfig, UiScenario } from '../../config/ui-check.js';
import {
  parseScenarioFile,
  readScenarioText,
  SCENARIO_FILE,
  type ScenarioText,
} from '../../config/ui-scenario-file.js';
import { ConfigError } from '../../errors.js';

/** A scenario with where it was written: its test id is `ui.<file>#<scenario>`. */
export interface LoadedScenario {
  test: TestId;
  /** the file it came from, relative to droidheal.json (droidheal.json itself for inline scenarios) */
  file: string;
  scenario: UiScenario;
  /** the line each step starts on in `file` (1-based), for the finding's frame and editors */
  stepLines: number[];
}

export const UI_CLASS_PREFIX = 'ui';

/** `notes.ui.json` (or `notes.ui.yaml`) → `ui.notes`: a Java-like class name, so traces and findings read as usual. */
export function scenarioClass(file: string): string {
  const base = path
    .basename(file)
    .replace(SCENARIO_FILE, '')
    .replace(/\.(json|ya?ml)$/i, '');
  const safe = base.replace(/[^\w]/g, '_').replace(/^(\d)/, '_$1');
  return `${UI_CLASS_PREFIX}.${safe || 'scenarios'}`;
}

async function expand(baseDir: string, entry: string): Promise<string[]> {
  const abs = path.resolve(baseDir, entry);
  let s: Awaited<ReturnType<typeof stat>>;
  try {
    s = await stat(abs);
  } catch {
    throw new ConfigError(`scenario file ${entry} does not exist`, {
      remedy: 'fix ui.scenarioFiles in droidheal.json (paths are relative to it)',
    });
  }
  if (!s.isDirectory()) return [abs];
  return (await readdir(abs))
    .filter((n) => SCENARIO_FILE.test(n))
    .sort()
    .map((n) => path.join(abs, n));
}

/** Where each step of each scenario starts, in a read file (`scenarios` at `prefix`). */
function stepLines(read: ScenarioText | undefined, prefix: PropertyKey[], scenarios: UiScenario[]): number[][] {
  return scenarios.map((sc, i) => sc.steps.map((_, j) => read?.line([...prefix, i, 'steps', j]) ?? j + 1));
}

/** droidheal.json read for positions only (it was validated already); undefined when it is not where expected. */
async function inlinePositions(baseDir: string, configFile: string): Promise<ScenarioText | undefined> {
  try {
    return readScenarioText(decodeUtf8(await readFile(path.join(baseDir, configFile)), configFile), configFile);
  } catch {
    return undefined;
  }
}

/** Inline scenarios first, then each file's in order. Duplicate test ids are a config error. */
export async function loadScenarios(
  config: UiCheckConfig & { name?: string },
  baseDir: string,
  configFile = 'droidheal.json',
): Promise<LoadedScenario[]> {
  const out: LoadedScenario[] = [];
  if (config.scenarios.length) {
    const read = await inlinePositions(baseDir, configFile);
    const checks = (read?.value as { checks?: Array<{ name?: unknown; kind?: unknown }> } | undefined)?.checks;
    const index = Array.isArray(checks)
      ? checks.findIndex((c) => c?.kind === 'ui' && (config.name === undefined || c.name === config.name))
      : -1;
    const lines = stepLines(index >= 0 ? read : undefined, ['checks', index, 'scenarios'], config.scenarios);
    for (const [i, scenario] of config.scenarios.entries())
      out.push({
        test: { class: scenarioClass(configFile), method: scenario.name },
        file: configFile,
        scenario,
        stepLines: lines[i]!,
      });
  }
  for (const entry of config.scenarioFiles) {
    for (const abs of await expand(baseDir, entry)) {
      const rel = path.relative(baseDir, abs).split(path.sep).join('/');
      const read = readScenarioText(await readScenarioFileText(abs, rel), rel);
      const parsed = parseScenarioFile(read, rel);
      const lines = stepLines(read, ['scenarios'], parsed.scenarios);
      for (const [i, scenario] of parsed.scenarios.entries())
        out.push({
          test: { class: scenarioClass(rel), method: scenario.name },
          file: rel,
          scenario,
          stepLines: lines[i]!,
        });
    }
  }
  const seen = new Set<string>();
  for (const s of out) {
    const key = testKey(s.test);
    if (seen.has(key))
      throw new ConfigError(`two ui scenarios are named ${key}`, {
        file: s.file,
        remedy: 'give each scenario its own name',
      });
    seen.add(key);
  }
  if (out.length === 0)
    throw new ConfigError('the ui check has no scenarios', { remedy: 'add scenarios or *.ui.json / *.ui.yaml files' });
  return out;
}

async function readScenarioFileText(abs: string, rel: string): Promise<string> {
  try {
    return decodeUtf8(await readFile(abs), rel);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`cannot read: ${(err as Error).message.replace(/\s+/g, ' ')}`, { file: rel });
  }
}
