import { ExitCode } from '../errors.js';

/** The exit code table lives with the errors (src/errors.ts) so every layer can use it; the CLI re-exports it. */
export { ExitCode };

/** Run/gate verdicts map onto exit codes in one table, so a missing verdict fails to compile. */
export const verdictExitCode = {
  pass: ExitCode.ok,
  fail: ExitCode.fail,
  undetermined: ExitCode.undetermined,
} as const satisfies Record<'pass' | 'fail' | 'undetermined', ExitCode>;
