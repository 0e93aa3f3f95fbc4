import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runChecks } from '../checks/run.js';
import { guardChange } from '../guard/change.js';
import { historyDatabaseOf } from '../history/locate.js';
import { closeSandbox } from '../process/sandbox.js';
import { type Containment, openContainment } from './containment.js';
import type { PromptRequest, RunChecks } from './deps.js';
import { openLedger } from './ledger.js';
import { type HealLoopOptions, healLoop } from './loop.js';
import { finishHeal, type HealOutputs } from './outputs.js';
import { healPrompt } from './prompt-request.js';
import { type HealSetup, type HealSetupOptions, prepareHeal } from './setup.js';
import { type HealWorktree, openWorktree } from './worktree.js';

/**
 * A whole heal of a repository, as `droidheal heal` runs it (docs/architecture.md, "Heal loop"), in
 * three phases: setup (setup.ts: config, rack, engine, report directory, sandbox — every usage error
 * before anything starts), the heal (containment, a worktree at HEAD, the loop with the real checks,
 * prompts and guard), and its outputs (outputs.ts: branch, heal.patch, reports, `apply`, the last line).
 * It prints nothing unless given `log`, holds no process-global state besides the sandbox it closes, and
 * never exits: the caller turns the result into an exit code.
 */
export interface HealRepositoryOptions extends HealSetupOptions {
  /** keep every prompt sent to the fixer in this directory, as `<finding>-r<round>.md` */
  promptLog?: string;
  /** merge the fixes into the user's branch when the status is healed and the tree is clean */
  apply?: boolean;
  /** leave the heal's worktree in place (its path is logged) */
  keepWorktree?: boolean;
  /** abort: the fixer's process tree stops, devices are released, a partial report is written */
  signal?: AbortSignal;
  /** the heal's progress lines (the log lines of src/heal/README.md); default: silent */
  log?: (line: string) => void;
  /** droidheal's version, for the report (default: this package's) */
  version?: string;
}

export type HealRepositoryResult = HealOutputs;

export async function healRepository(opts: HealRepositoryOptions): Promise<HealRepositoryResult> {
  const setup = await prepareHeal(opts);
  const log = opts.log ?? (() => {});
  const signal = opts.signal ?? new AbortController().signal;
  const opened: { wt?: HealWorktree; containment?: Containment } = {};
  try {
    if (opts.sandbox === false)
      log(
        '--no-sandbox: fixers run unconfined; a session that writes outside its worktree is refused, and what it created removed',
      );
    const containment = await openContainment({
      mode: opts.sandbox === false ? 'detect' : 'sandbox',
      repo: setup.repo,
      engine: setup.engineName,
      ...(setup.config.heal.engineCommand ? { engineCommand: setup.config.heal.engineCommand } : {}),
      settings: setup.config.heal.sandbox,
      stateDirs: [setup.reportDir, ...(opts.promptLog ? [path.resolve(opts.promptLog)] : [])],
    });
    opened.containment = containment;
    const wt = await openWorktree(setup.repo);
    opened.wt = wt;
    log(`heal ${setup.head.slice(0, 7)} in ${wt.dir} (branch ${wt.branch}), engine ${setup.engine.name}`);
    if (setup.confinedBy) log(sandboxLine(setup.confinedBy, containment.engineHosts));
    const run = await healLoop(await loopOptions(setup, opts, { wt, containment, log, signal }));
    const historyDatabase = historyDatabaseOf(path.dirname(setup.configFile), setup.config.historyDatabase);
    return await finishHeal(wt, run, {
      reportDir: setup.reportDir,
      historyDatabase,
      repo: setup.repo,
      apply: opts.apply,
      signal,
      log,
    });
  } finally {
    if (opened.wt) {
      if (opts.keepWorktree) log(`worktree kept: ${opened.wt.dir}`);
      else await opened.wt.remove();
    }
    await opened.containment?.close();
    await closeSandbox();
  }
}

interface Opened {
  wt: HealWorktree;
  containment: Containment;
  log: (line: string) => void;
  signal: AbortSignal;
}

/** The loop with the real parts: droidheal's checks on the rack, its prompts and guard, the ledger in git notes. */
async function loopOptions(setup: HealSetup, opts: HealRepositoryOptions, o: Opened): Promise<HealLoopOptions> {
  const { config } = setup;
  return {
    config,
    configRel: setup.configRel,
    worktree: o.wt,
    ledger: await openLedger(setup.repo, setup.head),
    runChecks: checksOnRack(setup, opts, o.log),
    engine: setup.engine,
    containment: o.containment,
    ...(opts.promptLog ? { promptLog: path.resolve(opts.promptLog) } : {}),
    buildPrompt: (req: PromptRequest) => healPrompt(req, config),
    guard: guardChange,
    log: o.log,
    signal: o.signal,
  };
}

/** Every run of the heal (first, rescans, proof) on the setup's rack; a device note is said once. */
function checksOnRack(setup: HealSetup, opts: HealRepositoryOptions, log: (line: string) => void): RunChecks {
  const noted = new Set<string>();
  const version = opts.version ?? packageVersion();
  return async (req) => {
    const r = await runChecks({
      ...req,
      ...(opts.checks?.length ? { checks: [...opts.checks] } : {}),
      configFile: path.join(req.configDir, path.basename(setup.configFile)),
      rack: setup.rack,
      version,
      commit: setup.head,
      onEvent: (e) => {
        // every rescan meets the same unusable devices: say so once
        const key = e.type === 'note' ? e.text.replace(/\b[\w.-]+:\d{2,5}\b/g, 'SERIAL') : '';
        if (e.type === 'note' && !noted.has(key)) {
          noted.add(key);
          log(e.text);
        }
      },
    });
    return { report: r.report };
  };
}

/** What the fixer may touch, said once at the start: a reviewer reads the heal's log, not its source. */
function sandboxLine(platform: string, hosts: readonly string[]): string {
  return `sandbox (${platform}): the fixer writes only its worktree; HOME and TMPDIR are private; network: ${hosts.length ? hosts.join(', ') : 'none'}`;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
