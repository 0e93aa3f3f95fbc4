/**
 * The exit codes of every droidheal command (DESIGN.md §8). This is the only place they are defined.
 */
export const ExitCode = {
  /** pass / clean / healed / allowed */
  ok: 0,
  /** fail / escalated / refused */
  fail: 1,
  /** usage or configuration error */
  usage: 2,
  /** undetermined: nothing failed, something could not be determined (including no device) */
  undetermined: 3,
} as const satisfies Record<string, number>;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Run/gate verdicts map onto exit codes in one table, so a missing verdict fails to compile. */
export const verdictExitCode = {
  pass: ExitCode.ok,
  fail: ExitCode.fail,
  undetermined: ExitCode.undetermined,
} as const satisfies Record<'pass' | 'fail' | 'undetermined', ExitCode>;
