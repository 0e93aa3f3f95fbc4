import { codeOnly } from '../code-only.js';
import type { Assertion } from '../inventory/assertion.js';

// A boolean member replaced by an enum member in the same change (`val addExisting: Boolean` →
// `val mode: Mode`, `enum class Mode { NORMAL, ADD_EXISTING, HIDE_EXISTING }`): the old test's
// `assertTrue(x.addExisting)` cannot compile, and `assertEquals(Mode.ADD_EXISTING, x.mode)` states the same
// proposition when the entry is the one the flag named — its words are the flag's (`ADD_EXISTING` in
// `addExisting`), and no other entry's are as fully. Another entry, a bare `!= null`, or the flag's false side
// (which of the other entries?) is no restatement.

/** What the change did to boolean members of the app, from its base and head app sources. */
export interface FlagEnumFacts {
  /** members the base app declared `: Boolean` (only those the change removed are consulted) */
  flags: ReadonlySet<string>;
  /** members the head app declares with an enum type the head app declares: member → the enum */
  enumMembers: ReadonlyMap<string, EnumType>;
}

export interface EnumType {
  name: string;
  entries: readonly string[];
}

/** A typed member or parameter: `val mode: Mode`, `mode: Mode = …`. */
const typedName = /\b([a-z]\w*)\s*:\s*([A-Z][\w.]*)(\??)/g;
const enumClass = /\benum\s+class\s+([A-Z]\w*)[^{]*\{([^;}]*)/g;

/** An enum's entries: `A, B(1), @X C` → A, B, C. */
function entriesOf(body: string): string[] {
  return body
    .replace(/\([^()]*\)/g, '')
    .split(',')
    .map((e) => /^\s*(?:@\w+\s*)*([A-Za-z_]\w*)\s*$/.exec(e)?.[1])
    .filter((e): e is string => !!e);
}

export function flagEnumFacts(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): FlagEnumFacts {
  const code = (m: Map<string, string>) => [...m].filter(([p]) => isApp(p)).map(([, s]) => codeOnly(s));
  const flags = new Set<string>();
  for (const src of code(base))
    for (const m of src.matchAll(typedName)) if (m[2] === 'Boolean' && !m[3]) flags.add(m[1]!);
  const headCode = code(head);
  const enums = new Map<string, string[]>();
  for (const src of headCode) for (const m of src.matchAll(enumClass)) enums.set(m[1]!, entriesOf(m[2]!));
  const enumMembers = new Map<string, EnumType>();
  for (const src of headCode)
    for (const m of src.matchAll(typedName)) {
      const name = m[2]!.split('.').pop()!;
      const entries = enums.get(name);
      if (entries && !m[3]) enumMembers.set(m[1]!, { name, entries });
    }
  return { flags, enumMembers };
}

/** A name's words, lower case: `addExistingInstances` and `ADD_EXISTING` share `add`, `existing`. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/** The one entry whose words are all the flag's, the fullest such; none when two tie. */
export function entryForFlag(flag: string, entries: readonly string[]): string | undefined {
  const words = new Set(wordsOf(flag));
  const fit = entries.filter((e) => wordsOf(e).every((w) => words.has(w)));
  const most = Math.max(0, ...fit.map((e) => wordsOf(e).length));
  const best = fit.filter((e) => wordsOf(e).length === most);
  return best.length === 1 ? best[0] : undefined;
}

/** `p.member` split at its last member: `x.route().flag` → [`x.route()`, `flag`]; a bare name has an empty receiver. */
const lastMember = (s: string): [string, string] | undefined => {
  const m = /^(?:(.*)\.)?([A-Za-z_]\w*)$/s.exec(s);
  return m ? [m[1] ?? '', m[2]!] : undefined;
};

/** The flag a base true/false check reads, when the change removed it and the facts know it as a Boolean. */
export function removedFlagOf(b: Assertion, removed: ReadonlySet<string>, f: FlagEnumFacts | undefined) {
  if (!f || (b.op !== 'isTrue' && b.op !== 'isFalse') || b.args.length > 0) return undefined;
  // the false side too: no entry restates it (which of the others?), and no presence check may stand for it
  const parts = lastMember(b.subject);
  return parts && removed.has(parts[1]) && f.flags.has(parts[1]) ? { receiver: parts[0], flag: parts[1] } : undefined;
}

/** The enum member a head check reads (`x.route().mode`), with its entries, when it is one the change added. */
export function enumMemberOf(h: Assertion, added: ReadonlySet<string>, f: FlagEnumFacts | undefined) {
  const parts = f && lastMember(h.subject);
  const type = parts && added.has(parts[1]) ? f.enumMembers.get(parts[1]) : undefined;
  return parts && type ? { receiver: parts[0], member: parts[1], type } : undefined;
}

/**
 * Head check `h` restates base check `b` on a removed flag: the same receiver, the enum member the change
 * added, `isTrue` as equality with the flag's entry.
 */
export function flagAsEntry(
  b: Assertion,
  h: Assertion,
  m: { removed: ReadonlySet<string>; added: ReadonlySet<string>; flagEnums?: FlagEnumFacts },
): boolean {
  const flag = removedFlagOf(b, m.removed, m.flagEnums);
  const member = enumMemberOf(h, m.added, m.flagEnums);
  if (!flag || !member || flag.receiver !== member.receiver || h.args.length !== 1) return false;
  if (b.op !== 'isTrue' || h.op !== 'isEqualTo') return false;
  const entry = entryForFlag(flag.flag, member.type.entries);
  const expected = h.args[0]!;
  // the entry as written: imported (`ADD_EXISTING`) or through its enum, however qualified
  return (
    !!entry &&
    (expected === entry ||
      expected === `${member.type.name}.${entry}` ||
      expected.endsWith(`.${member.type.name}.${entry}`))
  );
}
