import type { GuardRefusal } from './change.js';
import { type GuardRuleId, guardRuleIds } from './rules.js';

/**
 * Intentional reductions acknowledged by a person (review policy only): a `Droidheal-Ack: <rule> <why>`
 * trailer in the message of a commit of the change (deleting a feature with its tests, removing an
 * obsolete test). Refusals of an acknowledged rule are allowed and listed with the reason, so the
 * reduction stays visible in the result and in the history. Under the heal policy nothing is read:
 * a fixer cannot acknowledge its own weakening.
 */
export interface Acknowledgement {
  rule: GuardRuleId;
  why: string;
}

const trailer = /^Droidheal-Ack:[ \t]*([a-z][a-z-]*)[ \t]+(\S.*)$/gim;

/** The acknowledgements in commit messages; a trailer naming no known rule, or without a reason, is ignored. */
export function acknowledgements(messages: string[]): Acknowledgement[] {
  const out: Acknowledgement[] = [];
  for (const m of messages)
    for (const t of m.matchAll(trailer)) {
      const rule = t[1]!.toLowerCase();
      if ((guardRuleIds as readonly string[]).includes(rule) && rule !== 'scope' && rule !== 'confidence')
        out.push({ rule: rule as GuardRuleId, why: t[2]!.trim() });
    }
  return out;
}

/** Split refusals into the ones that stand and the acknowledged ones (with the reason given). */
export function applyAcknowledgements(
  refusals: GuardRefusal[],
  acks: Acknowledgement[],
): { refusals: GuardRefusal[]; acknowledged: Array<GuardRefusal & { ack: string }> } {
  if (acks.length === 0) return { refusals, acknowledged: [] };
  const why = new Map<GuardRuleId, string>();
  for (const a of acks) why.set(a.rule, why.has(a.rule) ? `${why.get(a.rule)}; ${a.why}` : a.why);
  const stand: GuardRefusal[] = [];
  const acknowledged: Array<GuardRefusal & { ack: string }> = [];
  for (const r of refusals) {
    const w = why.get(r.rule);
    if (w === undefined) stand.push(r);
    else acknowledged.push({ ...r, ack: w });
  }
  return { refusals: stand, acknowledged };
}
