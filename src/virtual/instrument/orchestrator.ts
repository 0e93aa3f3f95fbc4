import { ADDITIONAL_OUTPUT_ARG, defaultAdditionalOutputDir } from '../../config/evidence.js';
import type { CommandContext } from '../commands/types.js';
import { appDataDir } from '../commands/types.js';
import { crashResult, resultBundle } from './output.js';
import { type InstrumentArgs, type PlannedTest, planTests } from './plan.js';
import { newRunnerProcess, replayTest, startReplay } from './replay.js';

/** The orchestrator's own arguments; every other `-e` is passed on to the target instrumentation. */
const ORCHESTRATOR_ARGS = new Set(['targetInstrumentation', 'clearPackageData', 'isolated', 'orchestratorDebug']);

/** `pm clear PKG` as the orchestrator runs it through the test services' shell. */
function clearData(ctx: CommandContext, pkg: string): void {
  if (!ctx.device.packages.get(pkg)) return;
  ctx.device.fs.clearDir(appDataDir(pkg));
  ctx.device.emit('package-cleared', { package: pkg });
}

/**
 * `am instrument -e targetInstrumentation PKG/RUNNER [-e clearPackageData true] … androidx.test.orchestrator/…`,
 * as AndroidTestOrchestrator does it: list the target's tests (the class filter applies), then run each in
 * its own instrumentation — `pm clear` of the app and the test package first when clearPackageData is true —
 * and stream one combined `-r` output (OrchestrationResultPrinter: numtests the whole run, current counting
 * across instrumentations), ending with the summary and RESULT_OK. Nothing collected: `OK (0 tests)`, code 0.
 */
export async function orchestrate(ctx: CommandContext, args: InstrumentArgs): Promise<number> {
  const { device } = ctx;
  const targetName = args.extras.get('targetInstrumentation');
  if (!targetName) {
    const trace = 'java.lang.IllegalArgumentException: You must provide a target instrumentation.';
    await ctx.out(crashResult(trace, args.raw));
    return 0;
  }
  const target = device.packages.findInstrumentation(targetName);
  const passed = new Map([...args.extras].filter(([k]) => !ORCHESTRATOR_ARGS.has(k)));
  const suite = target ? device.packages.suiteOf(target.package) : undefined;
  const collected = target ? planTests(device.spec, new Map([...passed, ['log', 'true']]), suite) : [];
  if (collected.length === 0) {
    const empty = resultBundle({ elapsedMs: 0, run: 0, failures: [] }, args.raw);
    await ctx.out(empty.replace('INSTRUMENTATION_CODE: -1', 'INSTRUMENTATION_CODE: 0'));
    return 0;
  }
  const started = Date.now();
  // each test's instrumentation gets the same output folder the target's own runs would
  const additionalOutputDir =
    passed.get(ADDITIONAL_OUTPUT_ARG) ?? defaultAdditionalOutputDir(target!.target, device.spec.sdk);
  const run = startReplay(ctx, args.raw, { appPackage: target!.target, orchestrated: true, additionalOutputDir });
  const clear = args.extras.get('clearPackageData') === 'true';
  let lastClass: string | undefined;
  for (const [i, listed] of collected.entries()) {
    if (clear) for (const pkg of [target!.target, target!.package]) clearData(ctx, pkg);
    const one = new Map([...passed, ['class', listed.key]]);
    const t: PlannedTest | undefined = planTests(device.spec, one, suite, (key, scope) =>
      device.countRun(key, scope),
    )[0];
    if (!t) continue;
    newRunnerProcess(run);
    device.emit('instrument-start', { component: targetName, tests: [t.key], extras: Object.fromEntries(one) });
    const stream = t.class !== lastClass ? `\n${t.class}:` : '';
    lastClass = t.class;
    const fields = { numtests: collected.length, current: i + 1, class: t.class, test: t.method, stream };
    const stopped = await replayTest(run, t, fields);
    device.emit('instrument-end', { component: targetName, complete: stopped === undefined });
    if (stopped !== undefined) return 0;
  }
  run.summary.elapsedMs = Date.now() - started;
  await ctx.out(resultBundle(run.summary, args.raw));
  return 0;
}
