import { z } from 'zod';
import { guardRuleIds } from './rules.js';

/** The output of `droidheal guard --json` and of `guardChange()`. */
export const GuardRefusalSchema = z.object({
  rule: z.enum(guardRuleIds),
  file: z.string(),
  line: z.number().int().nonnegative(),
  /** `Class.method` */
  test: z.string().optional(),
  detail: z.string(),
  /** the removed or weakened assertion was the one the finding asked to satisfy */
  asked: z.boolean().optional(),
});

export const GuardResultSchema = z.object({
  allowed: z.boolean(),
  refusals: z.array(GuardRefusalSchema),
  checkedFiles: z.number().int().nonnegative(),
});
