import type { Waiver, WaiverCovers } from '../config/waivers.js';

/** A waiver applies through the end of its `expires` day, UTC. */
export function isExpired(w: Pick<Waiver, 'expires'>, now: Date): boolean {
  return now.toISOString().slice(0, 10) > w.expires;
}

export function waiverCovers(w: Waiver): readonly WaiverCovers[] {
  return w.covers ?? ['undetermined'];
}

/** How a waiver is shown: `group api26 / test a.B#c (until 2026-12-31)`. */
export function describeWaiver(w: Waiver): string {
  const target = [
    w.group !== undefined ? `group ${w.group}` : undefined,
    w.test !== undefined ? `test ${w.test}` : undefined,
  ]
    .filter(Boolean)
    .join(' / ');
  return `${target} (until ${w.expires}): ${w.reason}`;
}
