import path from 'node:path';
import type { Command } from 'commander';
import { groupsToCover } from '../checks/groups.js';
import { runChecks, selectChecks } from '../checks/run.js';
import { EngineName, type HealJson } from '../config/heal.js';
import { checksOf, ProjectConfig } from '../config/project.js';
import { loadRack } from '../config/rack.js';
import { readJsonFile } from '../config/read-json.js';
import { ConfigError, parseWith, UsageError } from '../errors.js';
import { makeDir } from '../fs/make-dir.js';
import { guardChange } from '../guard/change.js';
import { type Containment, openContainment, sandboxRequired } from '../heal/containment.js';
import type { LoopEngine, PromptRequest } from '../heal/deps.js';
import { openLedger } from '../heal/ledger.js';
import { healLoop } from '../heal/loop.js';
import { healReport, healVerdict } from '../heal/report.js';
import { applyToUserBranch, type HealWorktree, openWorktree, resolveHead } from '../heal/worktree.js';
import { closeSandbox } from '../process/sandbox.js';
import { checkSandbox } from '../process/sandbox-probe.js';
import { writeReports } from '../report/write.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { healEngine, healPrompt } from './heal-engine.js';
import { listenForInterrupt } from './interrupt.js';
import { version } from './main.js';
import { prepareOutputDir, writeFailed } from './output-path.js';

interface HealOptions {
  repo: string;
  rack?: string;
  config?: string;
  engine?: string;
  engineCommand?: string;
  rounds?: string;
  confidenceFloor?: string;
  maxAttemptsPerHead?: string;
  engineTimeout?: string;
  apply?: boolean;
  keepWorktree?: boolean;
  json?: boolean;
  reportDir?: string;
  promptLog?: string;
  /** false with --no-sandbox */
  sandbox: boolean;
  check: string[];
}

/** exit codes of `droidheal heal` by status (docs/architecture.md, "Heal loop") */
export const healExitCode = {
  clean: ExitCode.ok,
  healed: ExitCode.ok,
  escalated: ExitCode.fail,
  undetermined: ExitCode.undetermined,
} as const satisfies Record<HealJson['status'], ExitCode>;

export function register(program: Command): void {
  program
    .command('heal')
    .description(
      'repair genuine failures with a fixer in a git worktree, refuse every fix that weakens a check, prove the rest on devices; exit 0 clean/healed, 1 escalated, 3 undetermined',
    )
    .option('--repo <dir>', 'the git repository to heal (its HEAD; your working tree is never touched)', '.')
    .option('--rack <file>', 'rack file (default: devices.json in the repository)')
    .option('--config <file>', 'check config (default: droidheal.json in the repository)')
    .option(
      '--check <name>',
      'heal only this check of droidheal.json (repeatable); the final proof runs these checks only',
      (v: string, prev: string[]) => [...prev, v],
      [],
    )
    .option('--engine <name>', `the fixer: ${EngineName.options.join(', ')} (default: heal.engine of the config)`)
    .option('--engine-command <cmd>', 'the program of the command engine (prompt on stdin, worktree as cwd)')
    .option('--rounds <n>', 'most heal rounds (default 3)')
    .option('--confidence-floor <x>', 'refuse fixes the fixer reports with a lower confidence, 0..1 (default 0.7)')
    .option('--max-attempts-per-head <n>', 'most fixer attempts per finding on this commit, across runs (default 3)')
    .option('--engine-timeout <duration>', 'stop one fixer session after this long: 90s, 15m, 1h (default 15m)')
    .option('--apply', 'merge the fixes into your branch when the status is healed and your tree is clean')
    .option('--keep-worktree', 'leave the heal worktree in place for inspection')
    .option('--json', 'print the heal result as JSON on stdout (log lines go to stderr)')
    .option(
      '--no-sandbox',
      'run fixers unconfined (when the OS sandbox cannot start): writes outside the worktree are detected after each session and refused, not prevented',
    )
    .option(
      '--prompt-log <dir>',
      'keep every prompt sent to the fixer in DIR as <finding>-r<round>.md (what left for the model)',
    )
    .option(
      '--report-dir <dir>',
      'where report.json, heal.patch and the other reports are written',
      path.join('.droidheal', 'heal'),
    )
    .action(async (opts: HealOptions) => {
      setExitCode(await healCommand(opts));
    });
}

function intOption(v: string | undefined, flag: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`${flag} ${JSON.stringify(v)} is not a whole number ≥ ${min}`, `e.g. ${flag} 3`);
  return n;
}

function fraction(v: string | undefined, flag: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new UsageError(`${flag} ${JSON.stringify(v)} is not a number between 0 and 1`, `e.g. ${flag} 0.7`);
  return n;
}

/** `90s`, `15m`, `1h`, `1500ms` or plain milliseconds. */
export function parseDuration(v: string | undefined, flag: string): number | undefined {
  if (v === undefined) return undefined;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(v.trim());
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  const ms = m ? Math.round(Number(m[1]) * unit[(m[2] ?? 'ms') as keyof typeof unit]) : Number.NaN;
  if (!Number.isFinite(ms) || ms < 1000)
    throw new UsageError(`${flag} ${JSON.stringify(v)} is not a duration of at least 1 s`, `e.g. ${flag} 15m`);
  return ms;
}

async function healCommand(opts: HealOptions): Promise<ExitCode> {
  const { repo, head } = await resolveHead(path.resolve(opts.repo));
  const configFile = path.resolve(opts.config ?? path.join(repo, 'droidheal.json'));
  const rackFile = path.resolve(opts.rack ?? path.join(repo, 'devices.json'));
  const configRel = path.relative(repo, path.dirname(configFile));
  if (configRel.startsWith('..') || path.isAbsolute(configRel))
    throw new UsageError(
      `--config ${configFile} is outside the repository ${repo}`,
      'the config must be part of the project the heal repairs',
    );
  const parsed = parseWith(ProjectConfig, await readJsonFile(configFile), configFile, 'see `droidheal schema config`');
  const heal = {
    ...parsed.heal,
    ...defined({
      rounds: intOption(opts.rounds, '--rounds', 1),
      confidenceFloor: fraction(opts.confidenceFloor, '--confidence-floor'),
      maxAttemptsPerHead: intOption(opts.maxAttemptsPerHead, '--max-attempts-per-head', 1),
      engineTimeoutMs: parseDuration(opts.engineTimeout, '--engine-timeout'),
      engineCommand: opts.engineCommand,
    }),
  };
  const engineName = opts.engine ?? heal.engine;
  if (engineName === undefined)
    throw new UsageError(
      'no fixer engine',
      `pass --engine ${EngineName.options.join('|')} or set heal.engine in ${path.basename(configFile)}`,
    );
  const name = EngineName.safeParse(engineName);
  if (!name.success)
    throw new UsageError(`--engine "${engineName}": unknown engine`, `use one of: ${EngineName.options.join(', ')}`);
  if (!parsed.build)
    throw new ConfigError('no "build" key: droidheal heal rebuilds the APKs after every fix to prove it on devices', {
      file: configFile,
      remedy: 'add "build": { "command": [...], "appApk": "...", "testApk": "..." } (see `droidheal schema config`)',
    });
  const config = { ...parsed, heal, build: parsed.build };
  // an unknown --check is a usage error before any worktree or device is touched
  selectChecks(checksOf(config), opts.check);
  const rack = await loadRack(rackFile);
  // a group the config names that the rack lacks is a configuration error, before any device is touched
  groupsToCover(rack, config.groups, configFile);
  // an engine that is not installed is a usage error before any device is touched
  const engine: LoopEngine = await healEngine(name.data, heal, parsed.guard);
  const reportDir = path.resolve(opts.reportDir ?? path.join('.droidheal', 'heal'));
  await prepareOutputDir(reportDir, '--report-dir');
  // no fixer runs unconfined by accident: a sandbox that cannot start stops the heal before any device is touched
  let confinedBy = '';
  if (opts.sandbox) {
    const sandbox = await checkSandbox();
    if (!sandbox.available) throw sandboxRequired(sandbox.reason, sandbox.remedy);
    confinedBy = sandbox.platform;
  }

  const out = opts.json ? process.stderr : process.stdout;
  const log = (line: string) => out.write(`${line}\n`);
  const noted = new Set<string>();
  const interrupt = listenForInterrupt();
  let wt: HealWorktree | undefined;
  let containment: Containment | undefined;
  try {
    if (!opts.sandbox)
      log(
        '--no-sandbox: fixers run unconfined; a session that writes outside its worktree is refused, and what it created removed',
      );
    containment = await openContainment({
      mode: opts.sandbox ? 'sandbox' : 'detect',
      repo,
      engine: name.data,
      ...(heal.engineCommand ? { engineCommand: heal.engineCommand } : {}),
      settings: heal.sandbox,
      stateDirs: [reportDir, ...(opts.promptLog ? [path.resolve(opts.promptLog)] : [])],
    });
    wt = await openWorktree(repo);
    log(`heal ${head.slice(0, 7)} in ${wt.dir} (branch ${wt.branch}), engine ${engine.name}`);
    if (confinedBy) log(sandboxLine(confinedBy, containment.engineHosts));
    const run = await healLoop({
      config,
      configRel,
      worktree: wt,
      ledger: await openLedger(repo, head),
      runChecks: async (req) => {
        const r = await runChecks({
          ...req,
          ...(opts.check.length > 0 ? { checks: opts.check } : {}),
          configFile: path.join(req.configDir, path.basename(configFile)),
          rack,
          version,
          commit: head,
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
      },
      engine,
      containment,
      ...(opts.promptLog ? { promptLog: path.resolve(opts.promptLog) } : {}),
      buildPrompt: (req: PromptRequest) => healPrompt(req, config),
      guard: guardChange,
      log,
      signal: interrupt.signal,
    });
    const json: HealJson = { ...run.json, ...(interrupt.signal.aborted ? { interrupted: true } : {}) };
    const commits = await wt.commits();
    if (commits.length > 0) {
      json.branch = wt.branch;
      // prepareOutputDir only proved the directory can be made; it is made when something is written
      await makeDir(reportDir);
      const patch = await wt.writePatch(path.join(reportDir, 'heal.patch'));
      if (patch) json.patch = patch;
    }
    if (run.last) {
      Object.assign(json, healVerdict(healReport(run.last, run.state, json)));
      const report = healReport(run.last, run.state, json);
      await writeReports(report, reportDir).catch((err: unknown) => {
        throw writeFailed(reportDir, '--report-dir', err);
      });
    }
    if (opts.apply) {
      if (json.status !== 'healed') log(`--apply: not applied — the status is ${json.status}, not healed`);
      else {
        const a = await applyToUserBranch(repo, wt.branch);
        log(a.applied ? `--apply: merged ${wt.branch} into your branch` : `--apply: not applied — ${a.why}`);
      }
    }
    log(summaryLine(json));
    if (opts.json) process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return interrupt.signal.aborted ? ExitCode.interrupted : healExit(json);
  } finally {
    if (wt) {
      if (opts.keepWorktree) log(`worktree kept: ${wt.dir}`);
      else await wt.remove();
    }
    await containment?.close();
    await closeSandbox();
    interrupt.stop();
  }
}

/** What the fixer may touch, said once at the start: a reviewer reads the heal's log, not its source. */
function sandboxLine(platform: string, hosts: readonly string[]): string {
  return `sandbox (${platform}): the fixer writes only its worktree; HOME and TMPDIR are private; network: ${hosts.length ? hosts.join(', ') : 'none'}`;
}

/**
 * The exit follows the verdict table: what the heal did (its status), then what the release gate says
 * of the result — a healed or clean run with a required group that never ran is undetermined (3).
 */
export function healExit(j: HealJson): ExitCode {
  const byStatus = healExitCode[j.status];
  if (byStatus !== ExitCode.ok) return byStatus;
  if (j.verdict === 'undetermined') return ExitCode.undetermined;
  if (j.verdict === 'fail') return ExitCode.fail;
  return ExitCode.ok;
}

/**
 * The heal's last line: what it did, and — when the exit is not what the status alone would give —
 * why, with the remedy: the engine that never started, or each required group or check the final run
 * could not determine (so the line a CI log ends with explains its exit 3).
 */
export function summaryLine(j: HealJson): string {
  const remaining = j.remaining.length
    ? ` — remaining: ${j.remaining.map((r) => `${r.finding} (${r.verdict})`).join(', ')}`
    : '';
  const head = `${j.status.toUpperCase()}${j.outcome ? ` (${j.outcome})` : ''}${remaining}${j.branch ? ` — branch ${j.branch}` : ''}`;
  if (j.outcome === 'engine-unavailable' && j.escalation_reason) return `${head} — ${j.escalation_reason}`;
  if (j.verdict !== 'undetermined' || !j.undetermined?.length) return head;
  const why = j.undetermined
    .map((u) =>
      u.test
        ? `${u.test} on ${u.group} undetermined (${u.reason ?? 'unknown'})${u.remedy ? ` — ${u.remedy}` : ''}`
        : `group ${u.group} could not run (${u.reason ?? 'unknown'}): ${u.tests ?? 0} test${u.tests === 1 ? '' : 's'}${u.remedy ? ` — ${u.remedy}` : ''}`,
    )
    .join('; ');
  if (j.status === 'undetermined') return `${head}: ${why}`;
  return `${head} — but UNDETERMINED (exit 3): ${why}`;
}

function defined<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
