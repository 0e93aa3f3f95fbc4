import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { DroidhealError } from '../errors.js';
import type { CommandModule } from './commands.js';
import { ExitCode } from './exit-codes.js';
import { takeExitCode } from './exit-state.js';
import { reportInternalError } from './internal-error.js';
import { guardTerminal } from './terminal.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export const version: string = pkg.version;

/** The command word of argv (first non-option argument), if any. */
function commandWord(argv: string[]): string | undefined {
  return argv.slice(2).find((a) => !a.startsWith('-'));
}

/**
 * The program with the commands of `modules` that argv asks for: only the module of the command
 * typed, every module for --help or an unknown command.
 */
export async function buildProgramOf(argv: string[], modules: readonly CommandModule[]): Promise<Command> {
  const program = new Command('droidheal')
    .description(
      'Android device-aware test healing: run checks on every device, tell failures from undetermined runs, heal only genuine failures.',
    )
    .version(version, '-V, --version', 'print the droidheal version')
    .option('--verbose', 'show details and stack traces of errors')
    .showHelpAfterError(false)
    .configureOutput({
      // commander prints "error: ..." itself; keep it to one line and add how to get help
      outputError: (str, write) => write(`droidheal: ${str.replace(/^error: /, '').trim()} (see droidheal --help)\n`),
    })
    .exitOverride();
  const word = commandWord(argv);
  const only = modules.filter((m) => m.name === word);
  const versionOnly = word === undefined && argv.some((a) => a === '-V' || a === '--version');
  if (!versionOnly) for (const m of only.length ? only : modules) (await m.load()).register(program);
  for (const c of program.commands) c.exitOverride().configureOutput(program.configureOutput());
  return program;
}

function isVerbose(argv: string[]): boolean {
  return argv.includes('--verbose') || process.env.DROIDHEAL_VERBOSE === '1';
}

/**
 * Run the command argv names among `modules`, and give its exit code: a usage error is one line and
 * 2, a DroidhealError its line and code, anything else an internal error (70). `main` (main.ts) runs
 * every command; src/fastpath/entry.ts only `guard`.
 */
export async function runCommands(argv: string[], modules: readonly CommandModule[]): Promise<ExitCode> {
  const verbose = isVerbose(argv);
  const unguard = [guardTerminal(process.stdout), guardTerminal(process.stderr)];
  try {
    const program = await buildProgramOf(argv, modules);
    if (argv.length <= 2) {
      program.outputHelp();
      return ExitCode.usage;
    }
    await program.parseAsync(argv);
    return takeExitCode();
  } catch (err) {
    if (err instanceof CommanderError) {
      // parse errors were already printed on one line
      // --help and --version exit 0; help shown because something was missing (a subcommand) is a usage error
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') return ExitCode.ok;
      if (err.code === 'commander.help') return err.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
      return ExitCode.usage;
    }
    if (err instanceof DroidhealError) {
      process.stderr.write(`droidheal: ${err.line}\n`);
      if (verbose) process.stderr.write(`code: ${err.code}\n`);
      if (verbose && err.stack) process.stderr.write(`${err.stack}\n`);
      // the underlying error (an errno, a parse error) is the detail --verbose promises
      if (verbose && err.cause instanceof Error)
        process.stderr.write(`caused by: ${err.cause.stack ?? err.cause.message}\n`);
      return err.exitCode;
    }
    // A bug, not a user error: say so and where the stack went (on stderr too with --verbose), exit 70.
    return reportInternalError(err, { argv, version, verbose });
  } finally {
    for (const u of unguard) u();
  }
}
