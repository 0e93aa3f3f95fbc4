import { z } from 'zod';
import { defaultGuardConfig as defaults } from './guard-defaults.js';
import { guardRuleIds } from './guard-rule-ids.js';

// The guard's file formats: its key in droidheal.json, its result and the finding it is given.
// The guard itself (src/guard/) reads and writes them; the schemas live here with every other format.

/** The `guard` key of a repository's droidheal.json (always read from the base revision). */
export const GuardConfig = z
  .object({
    writeScope: z
      .object({
        /** paths added to the default deny list */
        deny: z.array(z.string().min(1)).default(() => [...defaults.writeScope.deny]),
        /** paths exempted from the deny lists */
        allow: z.array(z.string().min(1)).default(() => [...defaults.writeScope.allow]),
        /** false: only `deny` applies (true: also `defaultDeny` in guard-defaults.ts) */
        defaultDeny: z.boolean().default(defaults.writeScope.defaultDeny),
      })
      .strict()
      .default(() => structuredClone(defaults.writeScope)),
    /** fixes reported with a lower confidence are refused under the heal policy */
    confidenceFloor: z.number().min(0).max(1).default(defaults.confidenceFloor),
  })
  .strict();

export type GuardConfig = z.infer<typeof GuardConfig>;

/** droidheal.json as far as the guard reads it: other keys belong to other parts. */
export const GuardConfigFile = z.object({ guard: GuardConfig.default(() => structuredClone(defaults)) }).passthrough();

/** A guard rule id (docs/architecture.md, "Guard"; the table is src/guard/rules.ts). */
export const GuardRuleIdSchema = z.enum(guardRuleIds);

/**
 * The one shape of a guard refusal: in `droidheal guard --json` and `guardChange()`, and (with the
 * place optional) in the report's heal attempts and the heal journal.
 */
export const GuardRefusalSchema = z.object({
  rule: GuardRuleIdSchema,
  file: z.string(),
  line: z.number().int().nonnegative(),
  /** `Class.method` */
  test: z.string().optional(),
  detail: z.string(),
  /** the removed or weakened assertion was the one the finding asked to satisfy */
  asked: z.boolean().optional(),
  /** review policy: the commit-message trailer that would acknowledge this refusal, and why a given one did not */
  acknowledge: z
    .object({
      trailer: z.string().describe('e.g. Droidheal-Ack: test-suppressed LoginTest#logout: <why>'),
      note: z.string().optional().describe('why a trailer of this rule in the change does not cover it'),
    })
    .optional(),
});

/** A refusal in one line, where the place is not kept (the heal journal, log lines). */
export const RefusalSummarySchema = GuardRefusalSchema.pick({ rule: true, detail: true });

/** The output of `droidheal guard --json` and of `guardChange()`. */
export const GuardResultSchema = z.object({
  allowed: z.boolean(),
  refusals: z.array(GuardRefusalSchema),
  checkedFiles: z.number().int().nonnegative(),
  /** review policy: refusals allowed by a `Droidheal-Ack: <rule> [<test or file>:] <why>` trailer of the commit that made them */
  acknowledged: z
    .array(
      GuardRefusalSchema.extend({
        ack: z.string().describe('the reason the trailer gave'),
        commit: z.string().describe('the commit that made the reduction and acknowledged it'),
      }),
    )
    .optional(),
});

/** What a fixer was asked to satisfy (`droidheal guard --finding FILE`): the failing tests and assertion. */
export const GuardFindingSchema = z
  .object({
    tests: z.array(z.object({ class: z.string().min(1), method: z.string().min(1) }).strict()).optional(),
    /** where the failing assertion is (test source path, 1-based line) */
    file: z.string().min(1).optional(),
    line: z.number().int().positive().optional(),
    /** the failing assertion's source text, e.g. onNodeWithTag("save").assertExists() */
    assertion: z.string().min(1).optional(),
  })
  .strict();
