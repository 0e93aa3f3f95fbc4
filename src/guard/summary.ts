import type { GuardRefusal } from './change.js';
import type { GuardRuleId } from './rules.js';

/**
 * One line for a refused change, as the heal loop logs it (`REFUSED <finding> — <rule>: <detail>`):
 * the assertion the finding asked to satisfy when the change removed or weakened it; else every
 * removed assertion counted (`removed 2 assertion(s): a; b`); else the first refusal.
 */
export function refusalSummary(refusals: readonly GuardRefusal[]): { rule: GuardRuleId; detail: string } {
  const asked = refusals.find((r) => r.asked);
  if (asked) return { rule: asked.rule, detail: asked.detail };
  const removed = refusals.filter((r) => r.rule === 'assertion-removed');
  if (removed.length > 0) {
    const what = removed.map((r) => r.detail.replace(/^[^:]*: /, '')).join('; ');
    return { rule: 'assertion-removed', detail: `removed ${removed.length} assertion(s): ${what}` };
  }
  const first = refusals[0];
  // a refused change has at least one refusal (allowed is refusals.length === 0)
  if (!first) throw new Error('refusalSummary: no refusals to summarise');
  return { rule: first.rule, detail: first.detail };
}
