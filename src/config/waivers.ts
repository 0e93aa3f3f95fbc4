import { z } from 'zod';

/**
 * Waivers file for `droidheal gate --waivers FILE`: a release manager's signed-off exceptions.
 * Each names a test and/or a group, why, and until when. By default a waiver only covers an
 * undetermined result, so a waiver written for "the api26 emulator is down" cannot hide a genuine
 * failure of the same test later; covering failures must be asked for explicitly.
 */
export const WaiverCovers = z.enum(['undetermined', 'fail', 'flaky']);
export type WaiverCovers = z.infer<typeof WaiverCovers>;

export const Waiver = z
  .object({
    test: z
      .string()
      .regex(/^[^#\s]+#[^#\s]+$/, 'expected "fully.qualified.Class#method"')
      .optional()
      .describe('the test, as Class#method; omit to waive the whole group'),
    group: z.string().min(1).optional().describe('the device group; omit to waive the test in every group'),
    reason: z
      .string()
      .trim()
      .min(1, 'a waiver needs a reason')
      .describe('why the release may ship anyway (shown in every gate output)'),
    expires: z.iso.date('expected an ISO date like 2026-12-31').describe('last day (UTC) the waiver applies'),
    covers: z.array(WaiverCovers).min(1).optional().describe('which results it covers; default ["undetermined"]'),
  })
  .strict()
  .refine((w) => w.test !== undefined || w.group !== undefined, {
    message: 'a waiver must name a test, a group, or both',
  });
export type Waiver = z.infer<typeof Waiver>;

export const WaiversFile = z
  .object({
    $schema: z.string().optional(),
    waivers: z.array(Waiver),
  })
  .strict();
export type WaiversFile = z.infer<typeof WaiversFile>;
