import type { GuardRefusal } from './change.js';

/**
 * One line for a refused change, as the heal loop logs it (`REFUSED <finding> — <rule>: <detail>`):
 * the assertion the finding asked to satisfy when the change removed or weakened it; else every
 * removed assertion counted (`removed 2 assertion(s): a; b`); else the first refusal.
 */
export function refusalSummary(refusals: readonly GuardRefusal[]): { rule: string; detail: string } {
  const asked = refusals.find((r) => r.asked);
  if (asked) return { rule: asked.rule, detail: asked.detail };
  const removed = refusals.filter((r) => r.rule === 'assertion-removed');
  if (removed.length > 0) {
    const what = removed.map((r) => r.detail.replace(/^[^:]*: /, '')).join('; ');
    return { rule: 'assertion-removed', detail: `removed ${removed.length} assertion(s): ${what}` };
  }
  const first = refusals[0];
  return first ? { rule: first.rule, detail: first.detail } : { rule: 'unknown', detail: 'refused' };
}
