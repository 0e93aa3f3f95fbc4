import path from 'node:path';
import type { Command } from 'commander';
import { EngineName, type HealJson } from '../config/heal.js';
import { UsageError } from '../errors.js';
import { healRepository } from '../heal/repository.js';
import type { HealSettings } from '../heal/setup.js';
import { recordHistory } from '../history/record.js';
import { ExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { listenForInterrupt } from './interrupt.js';
import { version } from './main.js';

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
      'repair genuine failures with a fixer in a git worktree, refuse every fix that weakens a check, ' +
        'prove the rest on devices; exit 0 clean/healed, 1 escalated, 3 undetermined',
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

/** Parse the flags, heal through healRepository, print its JSON; the exit follows its result. */
async function healCommand(opts: HealOptions): Promise<ExitCode> {
  const heal = healSettings(opts);
  const out = opts.json ? process.stderr : process.stdout;
  // listening before anything starts: an interrupted heal still removes its worktree and writes its report
  const interrupt = listenForInterrupt();
  try {
    const { json, report, historyDatabase } = await healRepository({
      repo: opts.repo,
      ...(opts.config !== undefined ? { configFile: opts.config } : {}),
      ...(opts.rack !== undefined ? { rackFile: opts.rack } : {}),
      checks: opts.check,
      ...(opts.engine !== undefined ? { engine: opts.engine } : {}),
      heal,
      reportDir: opts.reportDir ?? path.join('.droidheal', 'heal'),
      ...(opts.promptLog ? { promptLog: opts.promptLog } : {}),
      sandbox: opts.sandbox,
      apply: Boolean(opts.apply),
      keepWorktree: Boolean(opts.keepWorktree),
      signal: interrupt.signal,
      log: (line) => out.write(`${line}\n`),
      version,
    });
    if (opts.json) process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    const exitCode = interrupt.signal.aborted ? ExitCode.interrupted : healExit(json);
    const recorded = report ? await recordHistory(historyDatabase, report, { command: 'heal', exitCode }) : undefined;
    if (recorded && 'warning' in recorded) process.stderr.write(`${recorded.warning}\n`);
    return exitCode;
  } finally {
    interrupt.stop();
  }
}

/** The flags that override droidheal.json's `heal` key, as numbers (a bad one is a usage error naming the flag). */
function healSettings(opts: HealOptions): HealSettings {
  return {
    rounds: intOption(opts.rounds, '--rounds', 1),
    confidenceFloor: fraction(opts.confidenceFloor, '--confidence-floor'),
    maxAttemptsPerHead: intOption(opts.maxAttemptsPerHead, '--max-attempts-per-head', 1),
    engineTimeoutMs: parseDuration(opts.engineTimeout, '--engine-timeout'),
    engineCommand: opts.engineCommand,
  };
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
