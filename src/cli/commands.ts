import type { Command } from 'commander';

/**
 * One entry per CLI command; each lives in its own file in src/cli/ and exports a
 * `register(program)` that adds it (name, one-line description, options, action).
 * Actions set the exit code with setExitCode (exit-state.ts); they never call process.exit themselves.
 * main() loads only the module of the command being run (start-up time matters: `guard` runs in
 * hooks), and every module for --help or an unknown command.
 */
export type RegisterCommand = (program: Command) => void;

export interface CommandModule {
  /** the command name as typed, so main can load just this module */
  name: string;
  load: () => Promise<{ register: RegisterCommand }>;
}

export const commandModules: CommandModule[] = [
  // keep this list in the order `droidheal --help` should show
  { name: 'demo', load: () => import('./demo.js') },
  { name: 'init', load: () => import('./init.js') },
  { name: 'schema', load: () => import('./schema.js') },
  { name: 'devices', load: () => import('./devices.js') },
  { name: 'doctor', load: () => import('./doctor.js') },
  { name: 'virtual', load: () => import('./virtual.js') },
  { name: 'run', load: () => import('./run.js') },
  { name: 'heal', load: () => import('./heal.js') },
  { name: 'gate', load: () => import('./gate.js') },
  { name: 'report', load: () => import('./report.js') },
  { name: 'history', load: () => import('./history.js') },
  { name: 'flaky', load: () => import('./flaky.js') },
  { name: 'quarantine', load: () => import('./quarantine.js') },
  { name: 'parse-instrument', load: () => import('./parse-instrument.js') },
  { name: 'guard', load: () => import('./guard.js') },
  { name: 'setup', load: () => import('./setup.js') },
];
