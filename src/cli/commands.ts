import type { Command } from 'commander';

/**
 * One entry per CLI command; each lives in its own file in src/cli/ and exports a
 * `register(program)` that adds it (name, one-line description, options, action).
 * Actions return an exit code (see exit-codes.ts); they never call process.exit themselves.
 */
export type RegisterCommand = (program: Command) => void;

export const commandModules: Array<() => Promise<{ register: RegisterCommand }>> = [
  // keep this list in the order `droidheal --help` should show
  () => import('./schema.js'),
  () => import('./devices.js'),
  () => import('./doctor.js'),
  () => import('./virtual.js'),
  () => import('./run.js'),
  () => import('./gate.js'),
  () => import('./report.js'),
  () => import('./parse-instrument.js'),
  () => import('./guard.js'),
];
