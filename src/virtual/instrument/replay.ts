import type { VirtualFault } from '../../config/virtual-device.js';
import type { CommandContext } from '../commands/types.js';
import { appDataDir, sleep } from '../commands/types.js';
import { parseBriefLine } from '../log.js';
import { deviceDisplay } from '../screen/display.js';
import {
  type BundleFields,
  crashResult,
  failureStream,
  type RunSummary,
  resultBundle,
  STATUS_ASSUMPTION,
  STATUS_ERROR,
  STATUS_FAILURE,
  STATUS_IGNORED,
  STATUS_OK,
  STATUS_START,
  SYSTEM_CRASHED,
  statusBundle,
} from './output.js';
import { writeOutputFiles } from './output-files.js';
import type { PlannedTest } from './plan.js';

type Stop = { stopped: true; reason: string };
type Phase = Exclude<VirtualFault, { type: 'slow' }>['when'];

/**
 * Fire the faults of `test` planned for `phase`. Each fault fires at most `times` per device
 * lifetime, so a rerun elsewhere or after the reboot can pass. Returns a Stop when the run ends here.
 */
async function fireFaults(
  ctx: CommandContext,
  test: PlannedTest,
  phase: Phase,
  raw: boolean,
): Promise<Stop | undefined> {
  const { device } = ctx;
  for (const { index, fault } of test.faults) {
    if (fault.when !== phase || !device.takeFault(index)) continue;
    device.emit('fault', { type: fault.type, test: test.key });
    switch (fault.type) {
      case 'drop':
        if (fault.mode === 'disconnect') device.disconnect();
        else await device.die();
        return { stopped: true, reason: `drop (${fault.mode})` };
      case 'hang':
        device.hang();
        // silent until the host gives up (closes the stream) or the device is stopped
        await new Promise<void>((resolve) =>
          ctx.signal.aborted ? resolve() : ctx.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        return { stopped: true, reason: 'hang' };
      case 'reboot':
        device.reboot(fault.bootMs);
        return { stopped: true, reason: 'reboot' };
      case 'system-crash':
        await ctx.out(raw ? SYSTEM_CRASHED : 'System has crashed.\n');
        return { stopped: true, reason: 'system-crash' };
      case 'flap':
        device.flap(fault.flaps, fault.offMs);
        return { stopped: true, reason: 'flap' };
      case 'unauthorized':
        device.revoke();
        return { stopped: true, reason: 'unauthorized' };
    }
  }
  return undefined;
}

const END_CODE: Record<PlannedTest['outcome'], number> = {
  pass: STATUS_OK,
  fail: STATUS_FAILURE,
  error: STATUS_ERROR,
  crash: STATUS_FAILURE, // not used: a crash ends the run instead
  ignored: STATUS_IGNORED,
  assumption: STATUS_ASSUMPTION,
};

/** What AndroidJUnitRunner's LogRunListener writes to logcat (tag TestRunner), from the run's own process. */
interface RunnerLog {
  pid: number;
  log(priority: 'I' | 'E', message: string): void;
  exception(trace: string): void;
}

function runnerLog(ctx: CommandContext): RunnerLog {
  const pid = 2000 + Math.floor(Math.random() * 30_000);
  const log = (priority: 'I' | 'E', message: string) => ctx.device.log.add(priority, 'TestRunner', message, pid);
  const exception = (trace: string) => {
    log('E', '----- begin exception -----');
    log('E', trace);
    log('E', '----- end exception -----');
  };
  return { pid, log, exception };
}

const HOST_GONE = 'host closed the stream';

/**
 * A status bundle as the runner prints it: into am's stdout, a pipe that adbd drains at the host's pace,
 * so the next test starts at once rather than a round trip to the host later (the stream keeps the
 * order; the run's last lines are awaited, and the stream ends only once all of it was acknowledged).
 * `seen` runs once the host acknowledged it, so a device event still means the host has the bundle.
 */
function print(ctx: CommandContext, text: string, seen: () => void): Promise<void> {
  return ctx.out(text).then(() => {
    if (!ctx.signal.aborted) seen();
  });
}

/** One run being replayed: where it writes, in which format, its runner's log and its summary so far. */
export interface Replay {
  ctx: CommandContext;
  raw: boolean;
  runner: RunnerLog;
  summary: RunSummary;
  /** what the device's screen shows, for screencap and screenrecord */
  display: ReturnType<typeof deviceDisplay>;
  /** the folder `{additionalTestOutputDir}` in a test's output file paths stands for */
  additionalOutputDir: string;
  /** the app under test, whose data (/data/data/PKG) tests leave files in and find them */
  appPackage?: string;
  /** under the orchestrator a crash ends only its test's own instrumentation: the run goes on */
  orchestrated?: boolean;
}

/** A run about to be replayed: its runner's log opened. */
export function startReplay(
  ctx: CommandContext,
  raw: boolean,
  opts: { appPackage?: string; orchestrated?: boolean; additionalOutputDir?: string } = {},
): Replay {
  const { additionalOutputDir = '', ...rest } = opts;
  return {
    ctx,
    raw,
    runner: runnerLog(ctx),
    summary: { elapsedMs: 0, run: 0, failures: [] },
    display: deviceDisplay(ctx.device),
    additionalOutputDir,
    ...rest,
  };
}

/** A new instrumentation for the next test (the orchestrator starts one per test): a new process, a new pid. */
export function newRunnerProcess(run: Replay): void {
  run.runner = runnerLog(run.ctx);
}

/**
 * Replay a run with real timing: each test's start bundle, then its duration (faults fire at its
 * start, middle or end), then its end bundle; finally the result bundle and INSTRUMENTATION_CODE.
 * Stops at once when the host closes the stream. Returns whether the run completed.
 */
export async function replayRun(
  ctx: CommandContext,
  tests: PlannedTest[],
  raw: boolean,
  /** the folder `{additionalTestOutputDir}` in a test's output file paths stands for */
  additionalOutputDir = '',
  appPackage?: string,
): Promise<{ complete: boolean; reason?: string }> {
  const started = Date.now();
  const run = startReplay(ctx, raw, { additionalOutputDir, ...(appPackage ? { appPackage } : {}) });
  const { summary } = run;
  let lastClass: string | undefined;
  run.runner.log('I', `run started: ${tests.length} tests`);
  for (const [i, t] of tests.entries()) {
    const fields: BundleFields = {
      numtests: tests.length,
      current: i + 1,
      class: t.class,
      test: t.method,
      stream: t.class !== lastClass ? `\n${t.class}:` : '',
    };
    lastClass = t.class;
    const stopped = await replayTest(run, t, fields);
    if (stopped !== undefined) return { complete: false, reason: stopped };
  }
  run.runner.log('I', `run finished: ${summary.run} tests, ${summary.failures.length} failed`);
  summary.elapsedMs = Date.now() - started;
  await ctx.out(resultBundle(summary, raw));
  return ctx.signal.aborted ? { complete: false, reason: HOST_GONE } : { complete: true };
}

/**
 * One test: its start bundle, its log lines, its duration with the faults of each phase, its end
 * bundle. Returns why the run stopped within it (a fault, a crash, the host gone), else undefined.
 */
export async function replayTest(run: Replay, planned: PlannedTest, fields: BundleFields): Promise<string | undefined> {
  const { ctx, raw, runner } = run;
  const t = withAppData(run, planned);
  const shown = print(ctx, statusBundle(fields, STATUS_START, raw), () =>
    ctx.device.emit('test-start', { test: t.key }),
  );
  // a fault or a crash ends the run here: the host has seen this test start first, as a device's output shows it
  if (t.faults.length > 0 || t.outcome === 'crash') await shown;
  if (ctx.signal.aborted) return HOST_GONE;
  run.display.onScreen = { test: t.key, state: 'running' };
  runner.log('I', `started: ${t.method}(${t.class})`);
  let stop = await fireFaults(ctx, t, 'start', raw);
  if (stop) return stop.reason;
  const half = Math.floor(t.durationMs / 2);
  for (const line of t.log) {
    const l = parseBriefLine(line);
    ctx.device.log.add(l.priority, l.tag, l.message, runner.pid);
  }
  if (t.outcome === 'crash') {
    if (!(await sleep(half, ctx.signal))) return HOST_GONE;
    // the app process dies: no runner line follows, only the runtime's report
    run.display.onScreen = { test: t.key, state: 'failed' };
    ctx.device.log.add('E', 'AndroidRuntime', `FATAL EXCEPTION: main\n${t.trace || 'Process crashed.'}`, runner.pid);
    if (run.orchestrated) return orchestratedCrash(run, t, fields);
    await ctx.out(crashResult(t.trace, raw));
    return 'process crashed';
  }
  if (!(await sleep(half, ctx.signal))) return HOST_GONE;
  stop = await fireFaults(ctx, t, 'middle', raw);
  if (stop) return stop.reason;
  if (!(await sleep(t.durationMs - half, ctx.signal))) return HOST_GONE;
  stop = await fireFaults(ctx, t, 'end', raw);
  if (stop) return stop.reason;
  await finishTest(run, t, t.outcome, fields);
  leaveData(run, t);
  return undefined;
}

/** A test that needs clean app data and finds a file another test left fails the way its assertion would. */
function withAppData(run: Replay, t: PlannedTest): PlannedTest {
  if (!t.needsCleanData || !run.appPackage || t.outcome === 'crash') return t;
  const left = run.ctx.device.fs.filesUnder(appDataDir(run.appPackage));
  if (left.length === 0) return t;
  const message = `expected clean app data, found ${left.join(', ')}`;
  return {
    ...t,
    outcome: 'fail',
    trace: `java.lang.AssertionError: ${message}\n\tat ${t.class}.${t.method}(${t.class.split('.').pop()}.kt:1)`,
  };
}

/** The files a test leaves behind in its app's data, there until `pm clear`. */
function leaveData(run: Replay, t: PlannedTest): void {
  if (!run.appPackage) return;
  for (const name of t.leavesData ?? [])
    run.ctx.device.fs.write(`${appDataDir(run.appPackage)}/files/${name}`, Buffer.from(`left by ${t.key}\n`));
}

/**
 * Under the orchestrator a crashing test's own instrumentation dies; the orchestrator reports the test
 * failed ("Process crashed while executing …", OrchestrationResultPrinter) and starts the next one.
 */
async function orchestratedCrash(run: Replay, t: PlannedTest, fields: BundleFields): Promise<undefined> {
  const trace = t.trace || 'java.lang.RuntimeException: Process crashed.';
  const end: BundleFields = {
    ...fields,
    stream: `\nProcess crashed while executing ${t.method}(${t.class}):\n${trace}`,
    stack: trace,
  };
  await print(run.ctx, statusBundle(end, STATUS_FAILURE, run.raw), () =>
    run.ctx.device.emit('test-end', { test: t.key, outcome: 'fail' }),
  );
  run.summary.run++;
  run.summary.failures.push({ cls: t.class, method: t.method, trace });
  return undefined;
}

/**
 * The end of a test that ran to its end: the runner's log lines, the end bundle with its status
 * code, and the test in the run's summary (an ignored test is not counted as run).
 */
async function finishTest(
  run: Replay,
  t: PlannedTest,
  outcome: Exclude<PlannedTest['outcome'], 'crash'>,
  fields: BundleFields,
): Promise<void> {
  const { ctx, runner, summary } = run;
  const name = `${t.method}(${t.class})`;
  const code = END_CODE[outcome];
  const failed = code === STATUS_FAILURE || code === STATUS_ERROR;
  const end: BundleFields = {
    ...fields,
    stream: code === STATUS_OK ? '.' : failed ? failureStream(t.class, t.method, t.trace) : '',
    stack: failed || code === STATUS_ASSUMPTION ? t.trace : undefined,
  };
  writeOutputFiles(ctx.device.fs, t.outputFiles, run.additionalOutputDir);
  run.display.onScreen = { test: t.key, state: failed ? 'failed' : 'passed' };
  if (failed) {
    runner.log('E', `failed: ${name}`);
    runner.exception(t.trace);
  } else if (code === STATUS_ASSUMPTION) {
    runner.log('E', `assumption failed: ${name}`);
    runner.exception(t.trace);
  } else if (code === STATUS_IGNORED) runner.log('I', `ignored: ${name}`);
  runner.log('I', `finished: ${name}`);
  void print(ctx, statusBundle(end, code, run.raw), () => ctx.device.emit('test-end', { test: t.key, outcome }));
  if (code !== STATUS_IGNORED) summary.run++;
  if (failed) summary.failures.push({ cls: t.class, method: t.method, trace: t.trace });
}
