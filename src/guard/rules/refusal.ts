import type { GuardRuleId } from '../rules.js';

/** A refusal as the rules produce it; `about` locates the base check, to tell whether the finding asked for it. */
export interface RuleRefusal {
  rule: GuardRuleId;
  file: string;
  line: number;
  test?: string;
  /** e.g. "removed the assertion"; the finding may turn it into "removed the assertion it was asked to satisfy" */
  verb: string;
  what: string;
  about?: { file: string; line: number; text: string; test?: string };
}
