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

/** `> cause` lines, nested causes indented; a cause of several lines continues under its `> ` as Gradle does. */
function causeLines(/** @type {GradleFailure} */ failure) {
  return failure.causes.map((c, i) => {
    const indent = '   '.repeat(i);
    return `${indent}> ${c.split('\n').join(`\n${indent}  `)}`;
  });
}

/** The report Gradle prints to stderr when the build fails. */
export function failureReport(/** @type {GradleFailure} */ failure) {
  const lines = ['', 'FAILURE: Build failed with an exception.', '', '* What went wrong:', failure.message];
  lines.push(...causeLines(failure));
  lines.push('', '* Try:', ...failure.tryLines.map((t) => `> ${t}`), '');
  return `${lines.join('\n')}\n`;
}

/** What Gradle prints when several tasks failed under `--continue`: each failure numbered, then the BUILD line. */
export function failuresReport(/** @type {GradleFailure[]} */ failures) {
  const lines = ['', `FAILURE: Build completed with ${failures.length} failures.`];
  for (const [n, f] of failures.entries()) {
    lines.push('', `${n + 1}: Task failed with an exception.`, '-----------', '* What went wrong:', f.message);
    lines.push(...causeLines(f));
    lines.push('', '* Try:', ...f.tryLines.map((t) => `> ${t}`));
    lines.push('==============================================================================');
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}

/** `BUILD SUCCESSFUL in 1s` / `BUILD FAILED in 1s`, then the task count line. */
export function buildResult(ok, ms, executed) {
  const tasks = executed > 0 ? `\n${executed} actionable task${executed === 1 ? '' : 's'}: ${executed} executed` : '';
  return `${ok ? 'BUILD SUCCESSFUL' : 'BUILD FAILED'} in ${gradleDuration(ms)}${tasks}\n`;
}
