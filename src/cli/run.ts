import path from 'node:path';
import type { Command } from 'commander';
import { type RunEvent, runChecks } from '../checks/run.js';
import type { SuiteResult } from '../checks/run-suite.js';
import { parseTestSelector } from '../checks/test-filter.js';
import { type Execution, type TestId, type TestVerdict, testKey } from '../config/outcome.js';
import { ProjectConfig } from '../config/project.js';
import { loadRack } from '../config/rack.js';
import { readJsonFile } from '../config/read-json.js';
import { HOST, type Report } from '../config/report.js';
import { parseWith } from '../errors.js';
import { prepareOutputDir, writeFailed } from '../fs/output-path.js';
import { recordHistory } from '../history/record.js';
import { renderJson } from '../report/json.js';
import { writeReports } from '../report/write.js';
import { writeHistory } from '../schedule/history.js';
import type { ScheduleEvent } from '../schedule/scheduler.js';
import { parseShard, type Shard } from '../schedule/shard.js';
import { REASON_TEXT } from '../verdict/outcome.js';
import { verdictExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { listenForInterrupt } from './interrupt.js';
import { version } from './main.js';
import { buildBeforeRun } from './run-build.js';
import { applySelection } from './run-selection.js';
import { PROGRESS_RESET } from './terminal.js';

interface RunOptions {
  rack: string;
  config: string;
  json?: boolean;
  reportDir: string;
  shard?: Shard;
  check: string[];
  build?: boolean;
  group: string[];
  serial: string[];
  tests: string[];
  annotation?: string;
  notAnnotation: string[];
}

const repeat = (v: string, prev: string[]) => [...prev, v];

export function register(program: Command): void {
  program
    .command('run')
    .description(
      'run the configured checks (on every device group of the rack, and on the host); exit 0 pass, 1 fail, 3 undetermined',
    )
    .option('--rack <file>', 'rack file (devices.json)', 'devices.json')
    .option('--config <file>', 'check config (droidheal.json)', 'droidheal.json')
    .option(
      '--check <name>',
      'run only this check of droidheal.json (repeatable)',
      (v: string, prev: string[]) => [...prev, v],
      [],
    )
    .option(
      '--tests <selector>',
      'run only these tests: a package, a class or Class#method (repeatable)',
      (v: string, prev: string[]) => [...prev, parseTestSelector(v)],
      [],
    )
    .option('--annotation <class>', 'run only tests with this annotation, e.g. androidx.test.filters.SmallTest')
    .option('--not-annotation <class>', 'skip tests with this annotation (repeatable)', repeat, [])
    .option('--group <name>', 'run only on this device group of the rack (repeatable)', repeat, [])
    .option(
      '--serial <serial>',
      'use only this device (repeatable); groups with none of them are undetermined',
      repeat,
      [],
    )
    .option('--build', "build the instrumentation checks' APKs before the run (default: when they are missing)")
    .option('--no-build', 'never build: checks whose APKs are missing are undetermined (not-built)')
    .option('--json', 'print the JSON report on stdout (progress and summary go to stderr)')
    .option('--report-dir <dir>', 'where the report files are written', path.join('.droidheal', 'reports'))
    .option(
      '--shard <I/N>',
      "run only shard I of N, numbered from 0 like AndroidJUnitRunner's shardIndex (0/4 … 3/4; a stable split, so N CI jobs cover the suite once)",
      parseShard,
    )
    .action(async (opts: RunOptions) => {
      const report = await runCommand(opts);
      setExitCode(verdictExitCode[report.runVerdict]);
    });
}

/** Parse, run through runChecks, render progress, write the reports and the history. */
async function runCommand(opts: RunOptions): Promise<Report> {
  const configDir = path.dirname(path.resolve(opts.config));
  const config = parseWith(
    ProjectConfig,
    await readJsonFile(opts.config, {
      whenMissing: 'check the path, or run `droidheal init` to write one for the Android project here',
    }),
    opts.config,
    'see `droidheal schema config`',
  );
  const selected = applySelection(config, await loadRack(opts.rack), opts);
  const rack = selected.rack;
  // before the run, so an unwritable --report-dir fails in a second, not after the whole suite
  await prepareOutputDir(opts.reportDir, '--report-dir');
  await prepareOutputDir(path.dirname(path.resolve(configDir, config.historyFile)), `historyFile of ${opts.config}:`);

  // SIGINT/SIGTERM: stop taking work, let running batches end, release everything, still report.
  const interrupt = listenForInterrupt();
  const log = opts.json ? process.stderr : process.stdout;
  const progress = new Progress(process.stderr);
  try {
    await buildBeforeRun(config, configDir, opts.build, interrupt.signal, process.stderr);
    const run = await runChecks({
      config: selected.config,
      ...(selected.filter ? { filter: selected.filter } : {}),
      configDir,
      configFile: opts.config,
      rack,
      ...(opts.check.length > 0 ? { checks: opts.check } : {}),
      ...(opts.shard ? { shard: opts.shard } : {}),
      signal: interrupt.signal,
      onEvent: (e) => progress.event(e),
      version,
    });
    progress.done();
    // the report first: a history that cannot be updated only costs scheduling, never the results
    const written = await writeReports(run.report, opts.reportDir).catch((err: unknown) => {
      throw writeFailed(opts.reportDir, '--report-dir', err);
    });
    await writeHistory(run.historyFile, run.history).catch((err: Error) =>
      progress.note(`could not update the duration history ${run.historyFile}: ${err.message}`),
    );
    const exitCode = verdictExitCode[run.report.runVerdict];
    const recorded = await recordHistory(run.historyDatabase, run.report, { command: 'run', exitCode });
    if ('warning' in recorded) progress.note(recorded.warning);
    log.write(summary(run.result, run.interrupted));
    log.write(`report: ${written.json}\n`);
    if (opts.json) process.stdout.write(renderJson(run.report));
    return run.report;
  } finally {
    progress.done();
    interrupt.stop();
  }
}

/** Verdict first, then what failed, then what could not be determined and why. */
function summary(r: SuiteResult, interrupted: boolean): string {
  const count = (v: string) => r.verdicts.filter((x) => x.verdict === v).length;
  const groups = `${r.groups.length} group${r.groups.length === 1 ? '' : 's'}`;
  const lines = [
    `\n${r.runVerdict.toUpperCase()}${interrupted ? ' (interrupted)' : ''} — ${r.verdicts.length} test runs over ${groups}: ` +
      `${count('pass')} passed, ${count('fail')} failed, ${count('flaky')} flaky, ${count('skipped')} skipped, ` +
      `${count('undetermined')} undetermined`,
  ];
  if (r.suite.length === 0)
    lines.push('No tests: the suite could not be listed (see the groups below), or the config lists none.');
  const failed = r.verdicts.filter((v) => v.verdict === 'fail');
  if (failed.length) {
    lines.push('', 'Failed:');
    for (const v of failed)
      lines.push(
        `  ✗ [${v.group}] ${testKey(v.test)}${v.detail ? ` — ${v.detail}` : ''}${v.findingId ? ` (${v.findingId})` : ''}`,
      );
  }
  const flaky = r.verdicts.filter((v) => v.verdict === 'flaky');
  if (flaky.length) {
    lines.push('', 'Flaky (failed, then passed on a re-run):');
    for (const v of flaky) lines.push(`  ~ [${v.group}] ${testKey(v.test)}${v.detail ? ` — ${v.detail}` : ''}`);
  }
  const groupsOut = r.groups.filter((g) => g.unavailable);
  const und = r.verdicts.filter((v) => v.verdict === 'undetermined' && !groupsOut.some((g) => g.name === v.group));
  if (groupsOut.length || und.length) {
    lines.push('', 'Undetermined (not failures; they block a release until determined):');
    for (const g of groupsOut)
      lines.push(
        `  ? group ${g.name}: ${g.unavailable!.reason} — ${g.unavailable!.detail ?? REASON_TEXT[g.unavailable!.reason]}`,
      );
    lines.push(...undeterminedLines(und));
  }
  if (r.findings.length) {
    lines.push('', `Findings: ${r.findings.length}`);
    for (const f of r.findings)
      lines.push(`  ${f.id} ${f.signature} (${f.tests.length} test${f.tests.length === 1 ? '' : 's'})`);
  }
  return `${lines.join('\n')}\n\n`;
}

/**
 * One line per undetermined test, except tests of one group with one cause: one line with their count.
 * A host check's row carries its own cause and remedy (the reason texts speak of devices), and so
 * does a setup failure of one test (a name `am instrument` cannot carry is not a bad runner).
 */
export function undeterminedLines(und: readonly TestVerdict[]): string[] {
  const why = (v: TestVerdict) =>
    (v.group === HOST || v.reason === 'setup-failed') && v.detail ? v.detail : REASON_TEXT[v.reason ?? 'not-run'];
  const cause = (v: TestVerdict) => `${v.group}\u0000${v.reason}\u0000${why(v)}`;
  const count = new Map<string, number>();
  for (const v of und) count.set(cause(v), (count.get(cause(v)) ?? 0) + 1);
  const lines: string[] = [];
  const shown = new Set<string>();
  for (const v of und) {
    const n = count.get(cause(v)) ?? 1;
    if (n === 1) lines.push(`  ? [${v.group}] ${testKey(v.test)}: ${v.reason} — ${why(v)}`);
    else if (!shown.has(cause(v))) {
      shown.add(cause(v));
      lines.push(`  ? [${v.group}] ${n} tests: ${v.reason} — ${why(v)}`);
    }
  }
  return lines;
}

/** Live progress: a redrawn status line on a TTY, plain log lines otherwise. */
class Progress {
  private total = 0;
  private devices = 0;
  private done_ = 0;
  private failed = 0;
  private undetermined = 0;
  private readonly running_ = new Map<string, string>();
  private finished = false;
  private readonly tty: boolean;

  constructor(private readonly out: NodeJS.WriteStream) {
    this.tty = Boolean(out.isTTY) && process.env.CI === undefined;
  }

  start(devices: number): void {
    this.devices = devices;
    this.line(`running on ${devices} device${devices === 1 ? '' : 's'}`);
  }

  note(text: string): void {
    this.line(text);
  }

  running(serial: string, test: TestId): void {
    this.running_.set(serial, testKey(test));
    this.redraw();
  }

  event(e: RunEvent): void {
    if (e.type === 'note') this.note(e.text);
    else if (e.type === 'devices') this.start(e.count);
    else if (e.type === 'test-start') this.running(e.device, e.test);
    else if (e.type === 'check-start') {
      if (e.placement === 'host') this.line(`${e.check}: running on the host (${e.kind})`);
    } else if (e.type === 'check-end') {
      // the rows of the check were told as they came
    } else this.schedule(e);
  }

  private schedule(e: ScheduleEvent): void {
    if (e.type === 'batch-start') {
      this.total = Math.max(this.total, this.done_ + e.batch.tests.length);
      if (!this.tty) {
        const { purpose, tests, group } = e.batch;
        const doing = purpose === 'run' ? 'running' : purpose === 'confirm' ? 'confirming' : 're-running';
        this.line(`${e.device}: ${doing} ${tests.length} test${tests.length === 1 ? '' : 's'} of group ${group}`);
      }
    } else if (e.type === 'execution') {
      this.done_++;
      if (this.running_.get(e.execution.device) === testKey(e.execution.test)) this.running_.delete(e.execution.device);
      this.outcome(e.execution);
    } else if (e.type === 'device-retired') {
      this.devices--;
      this.running_.delete(e.device);
      this.line(`${e.device} retired${e.reason ? `: ${e.reason}` : ''}`);
    }
    this.redraw();
  }

  done(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.tty) this.out.write(PROGRESS_RESET);
  }

  private outcome(e: Execution): void {
    if (e.outcome === 'failed') {
      this.failed++;
      this.line(`✗ ${testKey(e.test)} on ${e.device}: ${e.detail ?? e.failureKind ?? 'failed'}`);
    } else if (e.outcome === 'undetermined') {
      this.undetermined++;
      this.line(`? ${testKey(e.test)}${e.device ? ` on ${e.device}` : ''}: ${e.reason}`);
    } else if (!this.tty) {
      this.line(
        `${e.outcome === 'passed' ? '✓' : '-'} ${testKey(e.test)} on ${e.device}${e.durationMs !== undefined ? ` (${e.durationMs} ms)` : ''}`,
      );
    }
  }

  private line(text: string): void {
    if (this.tty) this.out.write(PROGRESS_RESET);
    this.out.write(`${text}\n`);
    this.redraw();
  }

  private redraw(): void {
    if (!this.tty || this.finished) return;
    const now = [...this.running_.entries()]
      .map(([s, t]) => `${s}:${t.split('.').pop()}`)
      .slice(0, 3)
      .join(' ');
    const status = `[${this.done_} done · ${this.failed} failed · ${this.undetermined} undetermined · ${this.devices} devices] ${now}`;
    this.out.write(`${PROGRESS_RESET}${status.slice(0, (this.out.columns ?? 100) - 1)}`);
  }
}
