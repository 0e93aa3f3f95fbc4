import type { Command } from 'commander';
import { commandModules } from './commands.js';
import type { ExitCode } from './exit-codes.js';
import { buildProgramOf, runCommands } from './program.js';

export { version } from './program.js';

/** The program with every command (only the one argv names is loaded). */
export function buildProgram(argv: string[] = []): Promise<Command> {
  return buildProgramOf(argv, commandModules);
}

/** droidheal's CLI: run the command argv names and give its exit code (bin/droidheal.js exits with it). */
export function main(argv: string[] = process.argv): Promise<ExitCode> {
  return runCommands(argv, commandModules);
}
