import type { RunVerdict, TestVerdict } from '../config/outcome.js';

/**
 * The run verdict (docs/architecture.md, "Verdicts"): fail if any test failed; else undetermined if any test of a required group, or a
 * required group itself, has no determination; else pass. Flaky is a pass here (reported apart).
 */
export function runVerdict(
  verdicts: readonly TestVerdict[],
  groups: ReadonlyArray<{ name: string; required: boolean; undetermined?: boolean }>,
): RunVerdict {
  if (verdicts.some((v) => v.verdict === 'fail')) return 'fail';
  const required = (name: string) => groups.find((g) => g.name === name)?.required ?? true;
  if (groups.some((g) => g.required && g.undetermined)) return 'undetermined';
  if (verdicts.some((v) => v.verdict === 'undetermined' && required(v.group))) return 'undetermined';
  return 'pass';
}
