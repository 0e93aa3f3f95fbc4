import type { ShellProgram } from './types.js';

export const am: ShellProgram = async ({ err }) => {
  await err('am: not implemented yet\n');
  return 1;
};
