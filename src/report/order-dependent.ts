import { type Finding, type TestVerdict, testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';

/**
 * What every place a person reads says about an order-dependent failure (verdict fail with
 * `orderDependent`): what was seen and the two ways out, worded once so the formats agree.
 */
export const ORDER_DEPENDENT_NOTE =
  'order-dependent: passes alone with cleared data — isolate it (isolation: test) or fix the leaked state';

/** Whether a test of this finding failed order-dependently in the run: its write-up carries the note. */
export function orderDependentIn(report: Report, finding: Pick<Finding, 'tests'>): boolean {
  const keys = new Set(finding.tests.map(testKey));
  return report.verdicts.some((v) => v.orderDependent && keys.has(testKey(v.test)));
}

/** A verdict's "why" text: an order-dependent one leads with the note (its detail then no longer repeats the label). */
export function verdictWhy(v: Pick<TestVerdict, 'orderDependent' | 'detail'>): string {
  if (!v.orderDependent) return v.detail ?? '';
  const seen = v.detail?.replace(/^order-dependent: /, '');
  return seen ? `${ORDER_DEPENDENT_NOTE} · ${seen}` : ORDER_DEPENDENT_NOTE;
}
