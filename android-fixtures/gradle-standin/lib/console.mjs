// @ts-check
/**
 * Gradle's console shapes (plain console, Gradle 8): task headers, the failure report and the
 * closing BUILD line. Everything a CI log parser or a fixer reads looks as it would from Gradle.
 */

/** `796ms`, `1s`, `1m 5s` — how Gradle formats the build time. */
export function gradleDuration(ms) {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))}ms`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

/** A failure the build reports under `* What went wrong:` (one task failed, or the request was bad). */
export class GradleFailure extends Error {
  /**
   * @param {string} message the first line under `* What went wrong:`, e.g. `Execution failed for task ':app:x'.`
   * @param {{ causes?: string[], tryLines?: string[] }} [opts] `> cause` lines under it; `* Try:` lines
   */
  constructor(message, opts = {}) {
    super(message);
    this.causes = opts.causes ?? [];
    this.tryLines = opts.tryLines ?? [
      'Run with --stacktrace option to get the stack trace.',
      'Run with --info or --debug option to get more log output.',
      'Run with --scan to get full insights.',
      'Get more help at https://help.gradle.org.',
    ];
  }
}

/** The report Gradle prints to stderr when the build fails. */
export function failureReport(/** @type {GradleFailure} */ failure) {
  const lines = ['', 'FAILURE: Build failed with an exception.', '', '* What went wrong:', failure.message];
  for (const [i, c] of failure.causes.entries()) lines.push(`${'   '.repeat(i)}> ${c}`);
  lines.push('', '* Try:', ...failure.tryLines.map((t) => `> ${t}`), '');
  return `${lines.join('\n')}\n`;
}

/** `BUILD SUCCESSFUL in 1s` / `BUILD FAILED in 1s`, then the task count line. */
export function buildResult(ok, ms, executed) {
  const tasks = executed > 0 ? `\n${executed} actionable task${executed === 1 ? '' : 's'}: ${executed} executed` : '';
  return `${ok ? 'BUILD SUCCESSFUL' : 'BUILD FAILED'} in ${gradleDuration(ms)}${tasks}\n`;
}
