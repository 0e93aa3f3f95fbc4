import { UsageError } from '../errors.js';

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** `--test`: a test as Class#method, the key the history stores it under. */
export function testName(value: string): string {
  if (!/^[^#\s]+#[^#\s]+$/.test(value))
    throw new UsageError(
      `--test ${JSON.stringify(value)} is not a test`,
      'name it as Class#method, e.g. com.example.CheckoutTest#pay',
    );
  return value;
}

/** `--since`: a span back from `now` (`30d`, `12h`, `2w`) or a day (`2026-11-01`), as the period's start. */
export function parseSince(value: string, now: Date): Date {
  return parsePeriodStart(value, now, '--since');
}

/**
 * A span back from `now` (`90d`, `12h`, `2w`, at least 1) or a day (`2026-09-01`), as an instant: `--since`'s
 * period start, `--older-than`'s cut. Anything else is a usage error naming `flag`.
 */
export function parsePeriodStart(value: string, now: Date, flag: string): Date {
  const span = /^(\d+)([hdw])$/.exec(value.trim());
  if (span && Number(span[1]) > 0)
    return new Date(now.getTime() - Number(span[1]) * UNIT_MS[span[2] as keyof typeof UNIT_MS]);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return new Date(`${value}T00:00:00Z`);
  throw new UsageError(
    `${flag} ${JSON.stringify(value)} is not a period`,
    `give a number with h, d or w (e.g. ${flag} ${flag === '--since' ? '30d' : '90d'}) or a day (${flag} 2026-11-01)`,
  );
}
