import type { GuardRefusal } from './change.js';
import { type GuardRuleId, guardRuleIds } from './rules.js';

/**
 * Intentional reductions acknowledged by a person (review policy only): a trailer in the message of
 * the commit that made the reduction (deleting a feature with its tests, removing an obsolete test):
 *
 *     Droidheal-Ack: <rule> [<target>[, <target>…]:] <why>
 *
 * A target is a test (`LoginTest#logout`, `LoginTest.logout`, `com.x.LoginTest#logout`) or a file
 * (`app/src/test/x/LoginTest.kt`, `LoginTest.kt`). An acknowledgement covers only refusals its own
 * commit makes on its own (the guard judges that commit against its parent); when that commit has
 * refusals of the rule in more than one test or file, a trailer without a target covers none of them.
 * Under the heal policy nothing is read: a fixer cannot acknowledge its own weakening.
 */
export interface Acknowledgement {
  rule: GuardRuleId;
  why: string;
  /** the commit whose message holds the trailer */
  commit: string;
  /** tests (`Class.method`) or files the trailer names; none: everything of the rule its commit refuses */
  targets: string[];
}

/** A commit of the change and its message. */
export interface CommitMessage {
  commit: string;
  message: string;
}

const trailer = /^Droidheal-Ack:[ \t]*([a-z][a-z-]*)[ \t]+(\S.*)$/gim;

/** Rules a person may acknowledge: every rule about the change's content (not heal's scope or confidence). */
export function acknowledgeable(rule: GuardRuleId): boolean {
  return rule !== 'scope' && rule !== 'confidence';
}

/** The acknowledgements in commit messages; a trailer naming no known rule, or without a reason, is ignored. */
export function acknowledgements(commits: CommitMessage[]): Acknowledgement[] {
  const out: Acknowledgement[] = [];
  for (const { commit, message } of commits)
    for (const t of message.matchAll(trailer)) {
      const rule = t[1]!.toLowerCase();
      if (!(guardRuleIds as readonly string[]).includes(rule) || !acknowledgeable(rule as GuardRuleId)) continue;
      const { targets, why } = splitTargets(t[2]!.trim());
      if (why) out.push({ rule: rule as GuardRuleId, why, commit, targets });
    }
  return out;
}

const fileTarget = /^[\w./-]*\w\.(kt|kts|java|gradle|properties|ya?ml|json|xml|toml)$|\//;
const testTarget = /^[\w.$]*[A-Za-z_$][\w$]*(#[\w$]+|\.[a-z_][\w$]*)$/;

/** `LoginTest#logout, LoginTest#login: why` → the targets and the reason; text before a colon that names no test or file is reason. */
function splitTargets(text: string): { targets: string[]; why: string } {
  const colon = text.search(/:\s/);
  if (colon < 0) return { targets: [], why: text };
  const names = text
    .slice(0, colon)
    .split(/\s*,\s*/)
    .map((n) => n.replace(/^`|`$/g, ''));
  const why = text.slice(colon + 1).trim();
  if (!why || !names.every((n) => fileTarget.test(n) || testTarget.test(n))) return { targets: [], why: text };
  return { targets: names.map((n) => (fileTarget.test(n) ? n : testName(n))), why };
}

/** `com.x.LoginTest#logout` / `LoginTest.logout` → `LoginTest.logout`, the refusals' `test` form. */
function testName(n: string): string {
  const [cls, method] = n.includes('#')
    ? n.split('#')
    : [n.slice(0, n.lastIndexOf('.')), n.slice(n.lastIndexOf('.') + 1)];
  return `${cls!.split(/[.$]/).pop()}.${method}`;
}

/** What a trailer for this refusal names: its test (`Class#method`) when a trailer can write it, else its file. */
export function targetOf(r: GuardRefusal): string {
  const dot = r.test?.lastIndexOf('.') ?? -1;
  const test = r.test && dot > 0 ? `${r.test.slice(0, dot)}#${r.test.slice(dot + 1)}` : undefined;
  return test && testTarget.test(test) ? test : r.file;
}

/** A target as a trailer writes it: `Class#method` or the file. */
const shown = (t: string) => (fileTarget.test(t) ? t : t.replace(/\.([^.]*)$/, '#$1'));

function names(target: string, r: GuardRefusal): boolean {
  if (fileTarget.test(target)) return r.file === target || r.file.endsWith(`/${target}`);
  return r.test === target;
}

/** The same refusal seen in the whole range and in one commit on its own (lines move as later commits edit the file). */
export function refusalKey(r: GuardRefusal): string {
  return `${r.rule}|${r.file}|${r.test ?? ''}|${r.detail.replace(' it was asked to satisfy', '')}`;
}

export type Acknowledged = GuardRefusal & { ack: string; commit: string };

/**
 * Split refusals into the ones that stand and the acknowledged ones (with the reason and commit).
 * `own` holds, per acknowledging commit, the refusals that commit makes against its parent. A
 * refusal that stands gets, under `acknowledge`, the trailer that would acknowledge it and, when a
 * trailer of its rule was given but does not cover it, why not.
 */
export function applyAcknowledgements(
  refusals: GuardRefusal[],
  acks: Acknowledgement[],
  own: Map<string, GuardRefusal[]>,
): { refusals: GuardRefusal[]; acknowledged: Acknowledged[] } {
  const stand: GuardRefusal[] = [];
  const acknowledged: Acknowledged[] = [];
  for (const r of refusals) {
    if (!acknowledgeable(r.rule)) {
      stand.push(r);
      continue;
    }
    const notes: string[] = [];
    const covering = acks.filter((a) => a.rule === r.rule && covers(a, r, own.get(a.commit) ?? [], notes));
    if (covering.length) {
      acknowledged.push({ ...r, ack: covering.map((a) => a.why).join('; '), commit: covering[0]!.commit });
      continue;
    }
    const trailer = `Droidheal-Ack: ${r.rule} ${targetOf(r)}: <why>`;
    stand.push({ ...r, acknowledge: notes.length ? { trailer, note: notes.join('; ') } : { trailer } });
  }
  return { refusals: stand, acknowledged };
}

/** Whether `a` covers `r`: its commit made `r` on its own, and `r` is the one thing of the rule there or named. */
function covers(a: Acknowledgement, r: GuardRefusal, ownRefusals: GuardRefusal[], notes: string[]): boolean {
  const trailer = `the Droidheal-Ack: ${a.rule} trailer of ${a.commit.slice(0, 10)}`;
  if (!ownRefusals.some((o) => refusalKey(o) === refusalKey(r))) {
    notes.push(`${trailer} does not cover it: that commit did not make this change`);
    return false;
  }
  const ofRule = ownRefusals.filter((o) => o.rule === a.rule);
  if (a.targets.length) {
    if (a.targets.some((t) => names(t, r))) return true;
    notes.push(`${trailer} names ${a.targets.map(shown).join(', ')}, not ${targetOf(r)}`);
    return false;
  }
  const places = new Set(ofRule.map(targetOf));
  if (places.size === 1) return true;
  const where = `${places.size} places (${[...places].join(', ')})`;
  notes.push(
    `${trailer} names no test or file, and that commit has ${a.rule} refusals in ${where}: name each in its own trailer`,
  );
  return false;
}
