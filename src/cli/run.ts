import path from 'node:path';
import type { Command } from 'commander';
import { instrumentationCheck, resolveInstrumentation } from '../checks/instrumentation/check.js';
import { openRackSession, type RackSession } from '../checks/rack-session.js';
import { runReport } from '../checks/run-report.js';
import { runSuite, type SuiteResult } from '../checks/run-suite.js';
import { type Execution, type TestId, testKey } from '../config/outcome.js';
import { ProjectConfig } from '../config/project.js';
import { type Group, loadRack, type Rack } from '../config/rack.js';
import { readJsonFile } from '../config/read-json.js';
import type { Report } from '../config/report.js';
import { ConfigError, parseWith } from '../errors.js';
import { renderJson } from '../report/json.js';
import { writeReports } from '../report/write.js';
import { readHistory, recordDurations, writeHistory } from '../schedule/history.js';
import type { ScheduleEvent } from '../schedule/scheduler.js';
import { parseShard, type Shard } from '../schedule/shard.js';
import { REASON_TEXT } from '../verdict/outcome.js';
import { verdictExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { version } from './main.js';
import { prepareOutputDir, writeFailed } from './output-path.js';

interface RunOptions {
  rack: string;
  config: string;
  json?: boolean;
  reportDir: string;
  shard?: Shard;
}

export function register(program: Command): void {
  program
    .command('run')
    .description('run the instrumented checks on every device group of the rack; exit 0 pass, 1 fail, 3 undetermined')
    .option('--rack <file>', 'rack file (devices.json)', 'devices.json')
    .option('--config <file>', 'check config (droidheal.json)', 'droidheal.json')
    .option('--json', 'print the JSON report on stdout (progress and summary go to stderr)')
    .option('--report-dir <dir>', 'where the report files are written', path.join('.droidheal', 'reports'))
    .option(
      '--shard <I/N>',
      'run only shard I of N (1-based; a stable split, so N CI jobs cover the suite once)',
      parseShard,
    )
    .action(async (opts: RunOptions) => {
      const report = await runCommand(opts);
      setExitCode(verdictExitCode[report.runVerdict]);
    });
}

async function runCommand(opts: RunOptions): Promise<Report> {
  const startedAt = new Date();
  const configDir = path.dirname(path.resolve(opts.config));
  const config = parseWith(
    ProjectConfig,
    await readJsonFile(opts.config, {
      whenMissing: 'check the path, or run `droidheal init` to write one for the Android project here',
    }),
    opts.config,
    'see `droidheal schema config`',
  );
  const rack = await loadRack(opts.rack);
  const groups = groupsToCover(rack, config.groups, opts.config);
  const target = await resolveInstrumentation(config.instrumentation, configDir);
  const historyFile = path.resolve(configDir, config.historyFile);
  const history = await readHistory(historyFile);
  // before the run, so an unwritable --report-dir fails in a second, not after the whole suite
  await prepareOutputDir(opts.reportDir, '--report-dir');
  await prepareOutputDir(path.dirname(historyFile), `historyFile of ${opts.config}:`);

  // SIGINT/SIGTERM: stop taking work, let running batches end, release everything, still report.
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort(new Error('interrupted'));
  // `on`, not `once`: execa's child cleanup (signal-exit) re-raises a signal when it finds itself
  // the only listener, which a fired `once` listener leaves it, killing us before the finally runs
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const log = opts.json ? process.stderr : process.stdout;
  const progress = new Progress(process.stderr);
  let session: RackSession | undefined;
  try {
    session = await openRackSession(rack, {
      groups,
      signal: interrupt.signal,
      leaseWaitMs: config.timeouts.leaseWaitMs,
      onWait: (group, ms) =>
        progress.note(
          `group ${group}: every ready device is held by another droidheal job; waiting up to ${Math.round(ms / 1000)} s for one`,
        ),
    });
    const unusable = session.snapshot().devices.filter((d) => d.state !== 'ready');
    for (const g of session.groups.filter((x) => !x.canRun))
      progress.note(`group ${g.name} cannot run: ${g.detail ?? g.reason}${g.remedy ? ` — ${g.remedy}` : ''}`);
    for (const d of unusable)
      progress.note(
        `device ${d.serial} is ${d.state}${d.reason ? `: ${d.reason}` : ''}${d.remedy ? ` — ${d.remedy}` : ''}`,
      );
    progress.start(session.devices.length);
    const check = instrumentationCheck(target, config.timeouts, {
      onTestStart: (serial, test) => progress.running(serial, test),
    });
    const result = await runSuite({
      check,
      groups: session.groups.map((g) => ({
        name: g.name,
        required: g.required,
        ...(g.canRun
          ? {}
          : { unavailable: { reason: g.reason ?? 'no-device', ...(g.detail ? { detail: g.detail } : {}) } }),
      })),
      devices: session.devices,
      ...(config.instrumentation.tests ? { tests: config.instrumentation.tests.map(parseTestRef) } : {}),
      ...(opts.shard ? { shard: opts.shard } : {}),
      history,
      ...(config.batchSize ? { batchSize: config.batchSize } : {}),
      reschedule: config.retries.reschedule,
      confirmFailures: config.retries.confirmFailures,
      signal: interrupt.signal,
      onEvent: (e) => progress.event(e),
    });
    progress.done();
    const snapshot = session.snapshot();
    const report = runReport(result, snapshot.devices, session.groups, {
      version,
      startedAt,
      finishedAt: new Date(),
      suiteName: target.testPackage,
      ...(opts.shard ? { shard: opts.shard } : {}),
    });
    // the report first: a history that cannot be updated only costs scheduling, never the results
    const written = await writeReports(report, opts.reportDir).catch((err: unknown) => {
      throw writeFailed(opts.reportDir, '--report-dir', err);
    });
    await writeHistory(historyFile, recordDurations(history, result.executions)).catch((err: Error) =>
      progress.note(`could not update the duration history ${historyFile}: ${err.message}`),
    );
    log.write(summary(result, interrupt.signal.aborted));
    log.write(`report: ${written.json}\n`);
    if (opts.json) process.stdout.write(renderJson(report));
    return report;
  } finally {
    progress.done();
    await session?.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** The groups the run must cover: the config's, else the rack's required ones, else one group of every device. */
function groupsToCover(rack: Rack, wanted: readonly string[] | undefined, configFile: string): Group[] {
  if (wanted) {
    return wanted.map((name, i) => {
      const g = rack.groups.find((x) => x.name === name);
      if (!g)
        throw new ConfigError(`$.groups[${i}]: no group "${name}" in the rack`, {
          file: configFile,
          remedy: `use one of: ${rack.groups.map((x) => x.name).join(', ') || '(the rack has no groups; remove "groups")'}`,
        });
      return g;
    });
  }
  const required = rack.groups.filter((g) => g.required);
  if (required.length > 0) return required;
  if (rack.groups.length > 0) return rack.groups;
  return [{ name: 'all', required: true }];
}

function parseTestRef(ref: string): TestId {
  const i = ref.indexOf('#');
  return { class: ref.slice(0, i), method: ref.slice(i + 1) };
}

/** Verdict first, then what failed, then what could not be determined and why. */
function summary(r: SuiteResult, interrupted: boolean): string {
  const count = (v: string) => r.verdicts.filter((x) => x.verdict === v).length;
  const lines = [
    `\n${r.runVerdict.toUpperCase()}${interrupted ? ' (interrupted)' : ''} — ${r.verdicts.length} test runs over ${r.groups.length} group${r.groups.length === 1 ? '' : 's'}: ${count('pass')} passed, ${count('fail')} failed, ${count('flaky')} flaky, ${count('skipped')} skipped, ${count('undetermined')} undetermined`,
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
    lines.push('', 'Flaky (failed, then passed on another device):');
    for (const v of flaky) lines.push(`  ~ [${v.group}] ${testKey(v.test)}`);
  }
  const groupsOut = r.groups.filter((g) => g.unavailable);
  const und = r.verdicts.filter((v) => v.verdict === 'undetermined' && !groupsOut.some((g) => g.name === v.group));
  if (groupsOut.length || und.length) {
    lines.push('', 'Undetermined (not failures; they block a release until determined):');
    for (const g of groupsOut)
      lines.push(
        `  ? group ${g.name}: ${g.unavailable!.reason} — ${g.unavailable!.detail ?? REASON_TEXT[g.unavailable!.reason]}`,
      );
    for (const v of und)
      lines.push(`  ? [${v.group}] ${testKey(v.test)}: ${v.reason} — ${REASON_TEXT[v.reason ?? 'not-run']}`);
  }
  if (r.findings.length) {
    lines.push('', `Findings: ${r.findings.length}`);
    for (const f of r.findings)
      lines.push(`  ${f.id} ${f.signature} (${f.tests.length} test${f.tests.length === 1 ? '' : 's'})`);
  }
  return `${lines.join('\n')}\n\n`;
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

  event(e: ScheduleEvent): void {
    if (e.type === 'batch-start') {
      this.total = Math.max(this.total, this.done_ + e.batch.tests.length);
      if (!this.tty)
        this.line(
          `${e.device}: ${e.batch.purpose === 'run' ? 'running' : e.batch.purpose === 'confirm' ? 'confirming' : 're-running'} ${e.batch.tests.length} test${e.batch.tests.length === 1 ? '' : 's'} of group ${e.batch.group}`,
        );
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
    if (this.tty) this.out.write('\r\x1b[2K');
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
    if (this.tty) this.out.write('\r\x1b[2K');
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
    this.out.write(`\r\x1b[2K${status.slice(0, (this.out.columns ?? 100) - 1)}`);
  }
}
