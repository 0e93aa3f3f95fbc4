import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { ATTACHMENTS_DIR } from '../checks/evidence/store.js';
import { runChecks } from '../checks/run.js';
import type { SuiteResult } from '../checks/run-suite.js';
import { parseTestSelector } from '../checks/test-filter.js';
import { type TestVerdict, testKey } from '../config/outcome.js';
import { type Isolation, ProjectConfig } from '../config/project.js';
import { loadRack } from '../config/rack.js';
import { readJsonFile } from '../config/read-json.js';
import { HOST, type Report } from '../config/report.js';
import { parseWith } from '../errors.js';
import { prepareOutputDir, writeFailed } from '../fs/output-path.js';
import { recordHistory } from '../history/record.js';
import { renderJson } from '../report/json.js';
import { ORDER_DEPENDENT_NOTE } from '../report/order-dependent.js';
import { writeReports } from '../report/write.js';
import { writeHistory } from '../schedule/history.js';
import { parseShard, type Shard } from '../schedule/shard.js';
import { REASON_TEXT } from '../verdict/outcome.js';
import { verdictExitCode } from './exit-codes.js';
import { setExitCode } from './exit-state.js';
import { listenForInterrupt } from './interrupt.js';
import { version } from './main.js';
import { Progress } from './progress.js';
import { buildBeforeRun } from './run-build.js';
import { applySelection, parseIsolation, withIsolation } from './run-selection.js';

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
  isolation?: Isolation;
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
    .option(
      '--isolation <mode>',
      "override every instrumentation check's isolation: none, class (pm clear between classes) or test (AndroidX Test Orchestrator)",
      parseIsolation,
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
  const selected = applySelection(withIsolation(config, opts.isolation), await loadRack(opts.rack), opts);
  const rack = selected.rack;
  // before the run, so an unwritable --report-dir fails in a second, not after the whole suite
  await prepareOutputDir(opts.reportDir, '--report-dir');
  // the folder's attachments belong to its report: the last run's go as this run's report replaces its own
  await rm(path.join(opts.reportDir, ATTACHMENTS_DIR), { recursive: true, force: true });
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
      reportDir: opts.reportDir,
    });
    progress.done();
    // the report first: a history that cannot be updated only costs scheduling, never the results
    // JUnit's attachment lines name the report folder as seen from here: the CI job's workspace
    const junit = { attachmentBase: junitAttachmentBase(opts.reportDir) };
    const written = await writeReports(run.report, opts.reportDir, { junit }).catch((err: unknown) => {
      throw writeFailed(opts.reportDir, '--report-dir', err);
    });
    await writeHistory(run.historyFile, run.history).catch((err: Error) =>
      progress.note(`could not update the duration history ${run.historyFile}: ${err.message}`),
    );
    const exitCode = verdictExitCode[run.report.runVerdict];
    const recorded = await recordHistory(run.historyDatabase, run.report, {
      command: 'run',
      exitCode,
      keepDays: config.historyKeepDays,
    });
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

/**
 * The report folder as JUnit's `[[ATTACHMENT|…]]` lines name it: relative to the working folder (a
 * CI job's workspace, which Jenkins and GitLab resolve attachments against) when it is inside it,
 * absolute otherwise; `/`-separated.
 */
export function junitAttachmentBase(reportDir: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, path.resolve(cwd, reportDir));
  const inside = rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  return (inside ? rel : path.resolve(cwd, reportDir)).split(path.sep).join('/');
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
        `  ✗ [${v.group}] ${testKey(v.test)}${v.detail ? ` — ${v.detail}` : ''}${v.findingId ? ` (${v.findingId})` : ''}` +
          (v.orderDependent ? `\n      ${ORDER_DEPENDENT_NOTE}` : ''),
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
