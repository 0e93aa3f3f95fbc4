import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TestId } from '../../config/outcome.js';
import { readConfigFile } from '../../config/read-json.js';
import { type UiCheckConfig, type UiScenario, UiScenarioFile } from '../../config/ui-check.js';
import { ConfigError } from '../../errors.js';

/** A scenario with where it was written: its test id is `ui.<file>#<scenario>`. */
export interface LoadedScenario {
  test: TestId;
  /** the file it came from, relative to droidheal.json (droidheal.json itself for inline scenarios) */
  file: string;
  scenario: UiScenario;
}

export const UI_CLASS_PREFIX = 'ui';
const SCENARIO_FILE = /\.ui\.json$/;

/** `notes.ui.json` → `ui.notes`: a Java-like class name, so traces and findings read as usual. */
export function scenarioClass(file: string): string {
  const base = path
    .basename(file)
    .replace(SCENARIO_FILE, '')
    .replace(/\.json$/, '');
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

/** Inline scenarios first, then each file's in order. Duplicate test ids are a config error. */
export async function loadScenarios(
  config: UiCheckConfig,
  baseDir: string,
  configFile = 'droidheal.json',
): Promise<LoadedScenario[]> {
  const out: LoadedScenario[] = config.scenarios.map((scenario) => ({
    test: { class: scenarioClass(configFile), method: scenario.name },
    file: configFile,
    scenario,
  }));
  for (const entry of config.scenarioFiles) {
    for (const abs of await expand(baseDir, entry)) {
      const parsed = await readConfigFile(abs, UiScenarioFile, 'see `droidheal schema ui-scenarios`');
      const rel = path.relative(baseDir, abs).split(path.sep).join('/');
      for (const scenario of parsed.scenarios)
        out.push({ test: { class: scenarioClass(rel), method: scenario.name }, file: rel, scenario });
    }
  }
  const seen = new Set<string>();
  for (const s of out) {
    const key = `${s.test.class}#${s.test.method}`;
    if (seen.has(key))
      throw new ConfigError(`two ui scenarios are named ${key}`, {
        file: s.file,
        remedy: 'give each scenario its own name',
      });
    seen.add(key);
  }
  if (out.length === 0)
    throw new ConfigError('the ui check has no scenarios', { remedy: 'add scenarios or *.ui.json files' });
  return out;
}
