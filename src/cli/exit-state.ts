import { ExitCode } from './exit-codes.js';

/** Commands set the process's exit code here; main() reads it once the command has finished. */
let pending: number = ExitCode.ok;
export function setExitCode(code: number): void {
  pending = code;
}
export function takeExitCode(): number {
  const c = pending;
  pending = ExitCode.ok;
  return c;
}
