import type { InstrumentRun } from '../config/instrument-result.js';

/**
 * What a parsed output alone says, without the device's health (the runner decides with it):
 * - fail: a test failed (an assertion, an exception, or the process crashing under it), or the
 *   process crashed — something observed went wrong in the app;
 * - undetermined: nothing failed, but the run is not complete (output stopped, system crash,
 *   could not start, not RESULT_OK) or a test has no determination;
 * - pass: a complete run whose tests all passed, were ignored or had an assumption fail.
 */
export function outputVerdict(run: InstrumentRun): 'pass' | 'fail' | 'undetermined' {
  if (run.counts.failed > 0 || run.status === 'crashed') return 'fail';
  if (run.status !== 'complete' || run.counts.incomplete > 0) return 'undetermined';
  return 'pass';
}
