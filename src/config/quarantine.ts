import { z } from 'zod';

/**
 * Quarantine file for `droidheal gate --quarantine FILE` (kept by `droidheal quarantine add|list|remove`):
 * tests known to be flaky or broken that still run and are still reported, but do not block a release
 * until their expiry. Each has an owner who is to fix it and a reason, as a waiver has; an expired entry
 * stops applying and the gate says so.
 */
export const Quarantine = z.strictObject({
  test: z
    .string()
    .regex(/^[^#\s]+#[^#\s]+$/, 'expected "fully.qualified.Class#method"')
    .describe('the test, as Class#method'),
  group: z.string().min(1).optional().describe('the device group; omit to quarantine the test in every group'),
  owner: z.string().trim().min(1, 'a quarantine needs an owner').describe('who is to fix the test'),
  reason: z.string().trim().min(1, 'a quarantine needs a reason').describe('why it may not block (shown by the gate)'),
  expires: z.iso.date('expected an ISO date like 2026-12-31').describe('last day (UTC) the quarantine applies'),
  added: z.iso.date().optional().describe('the day it was added'),
});
export type Quarantine = z.infer<typeof Quarantine>;

export const QuarantineFile = z.strictObject({
  $schema: z.string().optional(),
  quarantine: z.array(Quarantine),
});
export type QuarantineFile = z.infer<typeof QuarantineFile>;
