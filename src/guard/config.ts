import { z } from 'zod';

export { defaultDeny } from './config-defaults.js';

/** The `guard` key of a repository's droidheal.json (always read from the base revision). */
export const GuardConfig = z
  .object({
    writeScope: z
      .object({
        /** paths added to the default deny list */
        deny: z.array(z.string().min(1)).default([]),
        /** paths exempted from the deny lists */
        allow: z.array(z.string().min(1)).default([]),
        /** false: only `deny` applies */
        defaultDeny: z.boolean().default(true),
      })
      .strict()
      .default({ deny: [], allow: [], defaultDeny: true }),
    /** fixes reported with a lower confidence are refused under the heal policy */
    confidenceFloor: z.number().min(0).max(1).default(0.7),
  })
  .strict();

export type GuardConfig = z.infer<typeof GuardConfig>;

/** droidheal.json as far as the guard reads it: other keys belong to other parts. */
export const GuardConfigFile = z.object({ guard: GuardConfig.default(GuardConfig.parse({})) }).passthrough();
