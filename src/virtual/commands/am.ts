import { ADDITIONAL_OUTPUT_ARG, defaultAdditionalOutputDir } from '../../config/evidence.js';
import { unknownInstrumentation } from '../instrument/output.js';
import { parseInstrumentArgs, planTests } from '../instrument/plan.js';
import { replayRun } from '../instrument/replay.js';
import { amUi } from '../uiautomator2/shell.js';
import type { CommandContext, ShellProgram } from './types.js';

async function instrument(ctx: CommandContext): Promise<number> {
  const args = parseInstrumentArgs(ctx.argv.slice(2));
  if ('error' in args) {
    await ctx.err(`${args.error}\n`);
    return 1;
  }
  const { device } = ctx;
  const inst = device.packages.findInstrumentation(args.component);
  if (!inst) {
    await ctx.out(unknownInstrumentation(args.component, args.raw));
    return 1;
  }
  // without -w, am returns at once; nothing of the run is visible on this stream
  if (!args.wait) return 0;
  // an installed test APK that carries a suite replaces the rack's; the rack's faults still apply
  const tests = planTests(device.spec, args.extras, device.packages.suiteOf(inst.package), (key, scope) =>
    device.countRun(key, scope),
  );
  const component = `${inst.package}/${inst.runner}`;
  device.emit('instrument-start', {
    component,
    tests: tests.map((t) => t.key),
    extras: Object.fromEntries(args.extras),
  });
  // where a test writes what AGP copies back: the runner argument, else AGP's default folder
  const additional = args.extras.get(ADDITIONAL_OUTPUT_ARG) ?? defaultAdditionalOutputDir(inst.target, device.spec.sdk);
  const result = await replayRun(ctx, tests, args.raw, additional);
  device.emit('instrument-end', { component, ...result });
  return 0;
}

/** `am instrument …` replays the rack's suite; `am force-stop` and `am start` just succeed. */
export const am: ShellProgram = async (ctx) => {
  // the UiAutomator2 server, apps and services the UI emulation runs
  const handled = await amUi(ctx);
  if (handled !== undefined) return handled;
  switch (ctx.argv[1]) {
    case 'instrument':
      return instrument(ctx);
    case 'force-stop':
    case 'kill':
      return 0;
    case 'start':
    case 'start-activity':
      await ctx.out(`Starting: Intent { ${ctx.argv.slice(2).join(' ')} }\n`);
      return 0;
    default:
      await ctx.err(`Error: unknown command '${ctx.argv[1] ?? ''}'\n`);
      return 1;
  }
};
