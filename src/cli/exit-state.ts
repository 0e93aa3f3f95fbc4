import { ExitCode } from './exit-codes.js';

/**
 * Commands set the process's exit code here; main() reads it once the command has finished. Only a
 * code of the table (src/errors.ts) type-checks, so every exit droidheal can end with is in it.
 */
let pending: ExitCode = ExitCode.ok;
export function setExitCode(code: ExitCode): void {
  pending = code;
}
export function takeExitCode(): ExitCode {
  const c = pending;
  pending = ExitCode.ok;
  return c;
}
