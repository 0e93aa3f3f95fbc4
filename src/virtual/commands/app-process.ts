import type { CommandContext, ShellProgram } from './types.js';

const SHELL_MAIN = 'androidx.test.services.shellexecutor.ShellMain';
const SERVICES = 'androidx.test.services';

/**
 * `app_process / MAIN ARGS…` with CLASSPATH: the one main class the virtual device can start is AndroidX test
 * services' ShellMain (how AGP starts the orchestrator), which runs ARGS as a shell command. CLASSPATH must
 * name the installed test services APK (`$(pm path androidx.test.services)` prints it with `package:` first).
 */
export const appProcess: ShellProgram = async (ctx) => {
  const [, , main, ...command] = ctx.argv;
  const services = ctx.device.packages.get(SERVICES);
  const classpath = (ctx.env?.CLASSPATH ?? '').replace(/^package:/, '');
  if (main !== SHELL_MAIN || !services || classpath !== services.apkPath) {
    await ctx.err(`Error: Could not find class '${main ?? ''}' (CLASSPATH=${ctx.env?.CLASSPATH ?? ''})\n`);
    return 1;
  }
  const name = command[0];
  // imported late: the shell's program table imports this program
  const { programs } = await import('./index.js');
  const program = name !== undefined ? programs[name] : undefined;
  if (!program) {
    await ctx.err(`ShellMain: cannot run ${name ?? 'nothing'}\n`);
    return 1;
  }
  const inner: CommandContext = { ...ctx, argv: command, env: {} };
  return program(inner);
};
