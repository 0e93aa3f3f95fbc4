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
  const first = specific(refusals) ?? refusals[0];
  // a refused change has at least one refusal (allowed is refusals.length === 0)
  if (!first) throw new Error('refusalSummary: no refusals to summarise');
  return { rule: first.rule, detail: first.detail };
}

/**
 * The refusal that says what the change did to a check (test-suppressed, finder-widened …) rather than
 * where it was not allowed to write: a test renamed or ignored in heal also touches a test file
 * (`scope`), and the record must keep the rule a person acts on.
 */
function specific(refusals: readonly GuardRefusal[]): GuardRefusal | undefined {
  return refusals.find((r) => r.rule !== 'scope' && r.rule !== 'confidence');
}

/**
 * Where the refusal `refusalSummary` names sits in the changed tree (the asked assertion, else the first
 * removed one, else the first refusal), so a person can open it; none for a refusal with no place in the
 * source (confidence, a change as a whole).
 */
export function refusalPlace(refusals: readonly GuardRefusal[]): { file: string; line: number } | undefined {
  const named =
    refusals.find((r) => r.asked) ??
    refusals.find((r) => r.rule === 'assertion-removed') ??
    specific(refusals) ??
    refusals[0];
  return named?.file ? { file: named.file, line: named.line } : undefined;
}
