import path from 'node:path';
import { groupsToCover } from '../checks/groups.js';
import { selectChecks } from '../checks/run.js';
import { type BuildConfig, EngineName, type HealConfig } from '../config/heal.js';
import { checksOf, ProjectConfig } from '../config/project.js';
import { loadRack, type Rack } from '../config/rack.js';
import { readJsonFile } from '../config/read-json.js';
import { ConfigError, parseWith, UsageError } from '../errors.js';
import { prepareOutputDir } from '../fs/output-path.js';
import { checkSandbox } from '../process/sandbox-probe.js';
import { sandboxRequired } from './containment.js';
import type { LoopEngine } from './deps.js';
import { healEngine } from './heal-engine.js';
import { resolveHead } from './worktree.js';

/**
 * The setup phase of `healRepository` (repository.ts): every usage and configuration error a heal can
 * know of before it starts anything — the repository and its HEAD, droidheal.json with the caller's
 * settings over its `heal` key, the engine, the checks, the rack and its groups, the report directory,
 * the OS sandbox — in the order `droidheal heal` has always reported them.
 */

/** Settings over droidheal.json's `heal` key (`droidheal heal --rounds …`); an absent one keeps the config's. */
export type HealSettings = Partial<
  Pick<HealConfig, 'rounds' | 'confidenceFloor' | 'maxAttemptsPerHead' | 'engineTimeoutMs' | 'engineCommand'>
>;

export interface HealSetupOptions {
  /** the git repository to heal: its HEAD, in a worktree of its own (the working tree is never touched) */
  repo: string;
  /** droidheal.json, inside the repository (default: droidheal.json at its top) */
  configFile?: string;
  /** devices.json (default: devices.json at the repository's top) */
  rackFile?: string;
  /** heal only these checks of the config; the final proof runs these checks only */
  checks?: readonly string[];
  /** the fixer: claude-code, codex, aider or command (default: heal.engine of the config) */
  engine?: string;
  heal?: HealSettings;
  /** where report.json, heal.patch and the other reports go (default: .droidheal/heal under the cwd) */
  reportDir?: string;
  /** false: run fixers unconfined, writes outside the worktree detected and refused (`--no-sandbox`) */
  sandbox?: boolean;
}

/** What a heal runs with, every part checked. */
export interface HealSetup {
  repo: string;
  head: string;
  configFile: string;
  /** the config file's directory relative to the repository top ('' at the top) */
  configRel: string;
  config: ProjectConfig & { build: BuildConfig };
  engineName: EngineName;
  engine: LoopEngine;
  rack: Rack;
  reportDir: string;
  /** the sandbox's platform (bubblewrap, …); '' when the fixers run unconfined */
  confinedBy: string;
}

type HealProject = Pick<HealSetup, 'repo' | 'head' | 'configFile' | 'configRel' | 'config' | 'engineName'>;

/** Check everything a heal needs, in order, before any worktree, device or fixer is started. */
export async function prepareHeal(opts: HealSetupOptions): Promise<HealSetup> {
  const project = await readHealProject(opts);
  const { config, configFile } = project;
  // an unknown check is a usage error before any worktree or device is touched
  selectChecks(checksOf(config), opts.checks);
  const rack = await loadRack(path.resolve(opts.rackFile ?? path.join(project.repo, 'devices.json')));
  // a group the config names that the rack lacks is a configuration error, before any device is touched
  groupsToCover(rack, config.groups, configFile);
  // an engine that is not installed is a usage error before any device is touched
  const engine = await healEngine(project.engineName, config.heal, config.guard);
  const reportDir = path.resolve(opts.reportDir ?? path.join('.droidheal', 'heal'));
  await prepareOutputDir(reportDir, '--report-dir');
  // no fixer runs unconfined by accident: a sandbox that cannot start stops the heal before any device is touched
  const confinedBy = opts.sandbox === false ? '' : await sandboxPlatform();
  return { ...project, rack, engine, reportDir, confinedBy };
}

/** The repository's HEAD and its droidheal.json, the caller's settings over the config's `heal` key. */
async function readHealProject(opts: HealSetupOptions): Promise<HealProject> {
  const { repo, head } = await resolveHead(path.resolve(opts.repo));
  const configFile = path.resolve(opts.configFile ?? path.join(repo, 'droidheal.json'));
  const configRel = path.relative(repo, path.dirname(configFile));
  if (configRel.startsWith('..') || path.isAbsolute(configRel))
    throw new UsageError(
      `--config ${configFile} is outside the repository ${repo}`,
      'the config must be part of the project the heal repairs',
    );
  const parsed = parseWith(ProjectConfig, await readJsonFile(configFile), configFile, 'see `droidheal schema config`');
  const heal = { ...parsed.heal, ...defined(opts.heal ?? {}) };
  const engineName = engineNameOf(opts.engine ?? heal.engine, configFile);
  if (!parsed.build)
    throw new ConfigError('no "build" key: droidheal heal rebuilds the APKs after every fix to prove it on devices', {
      file: configFile,
      remedy: 'add "build": { "command": [...], "appApk": "...", "testApk": "..." } (see `droidheal schema config`)',
    });
  return { repo, head, configFile, configRel, engineName, config: { ...parsed, heal, build: parsed.build } };
}

function engineNameOf(engineName: string | undefined, configFile: string): EngineName {
  if (engineName === undefined)
    throw new UsageError(
      'no fixer engine',
      `pass --engine ${EngineName.options.join('|')} or set heal.engine in ${path.basename(configFile)}`,
    );
  const name = EngineName.safeParse(engineName);
  if (!name.success)
    throw new UsageError(`--engine "${engineName}": unknown engine`, `use one of: ${EngineName.options.join(', ')}`);
  return name.data;
}

async function sandboxPlatform(): Promise<string> {
  const sandbox = await checkSandbox();
  if (!sandbox.available) throw sandboxRequired(sandbox.reason, sandbox.remedy);
  return sandbox.platform;
}

function defined<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
