/**
 * A function that gained a required parameter holding a collaborator (`fun validateUrl(url: String)` →
 * `fun validateUrl(ctx: Context, url: String)`, its messages now read from resources): the old test's call no
 * longer compiles, and the head's call that passes the test's own `ctx` there is the same call. A changed test
 * line that differs from a base line only by such arguments is read as that head line (review only, like the
 * shrunk calls of shrunk-calls.ts). Never a parameter with a default (the old call still compiled), one of a basic
 * type (`lenient: Boolean`, a limit, a text: the value chosen can weaken the check), or an argument other than a
 * plain name (`Mode.LENIENT`, a literal, a call) or a name the test binds to such a choice (`val mode = Mode.LENIENT`).
 */

import { closing, topLevelItems } from './bound-text.js';
import { rewrittenTestLines } from './constructor-fills.js';
import type { FilePair } from './file-pairs.js';
import { declaredParameterLists } from './shrunk-calls.js';

const callStart = /(?<![\w$])([a-z]\w*)\(/g;

/** Types whose value a test chooses, so that an argument of one can weaken what the call checks. */
const basicType = new RegExp(
  [
    '^(?:Boolean|Byte|Short|Int|Long|Float|Double|Char|String|CharSequence|Number|Any|Unit|UInt|ULong|Duration',
    '|[A-Z]\\w*Array|(?:List|Set|Map|Collection|Iterable|Sequence|Pair|Triple)\\b.*)\\??$',
  ].join(''),
);

interface Parameter {
  name: string;
  type: string;
  hasDefault: boolean;
}

function parameters(inner: string): Parameter[] | undefined {
  const out: Parameter[] = [];
  for (const item of topLevelItems(inner)) {
    const m = /^(?:vararg\s+|noinline\s+|crossinline\s+)?(\w+)\s*:\s*([^=]+?)\s*(=.*)?$/s.exec(
      item.replace(/@\w+(?:\([^)]*\))?\s*/g, '').trim(),
    );
    if (!m) return undefined;
    out.push({ name: m[1]!, type: m[2]!.trim(), hasDefault: m[3] !== undefined });
  }
  return out;
}

/**
 * An interface's function and its overrides declare one parameter list (names and types alike): read as one, a
 * parameter with a default in any of them (the interface's) keeping its default. Overloads stay several lists.
 */
function oneList(lists: Array<Parameter[] | undefined> | undefined): Array<Parameter[] | undefined> | undefined {
  if (!lists || lists.length < 2 || lists.some((l) => !l)) return lists;
  const key = (l: Parameter[]) => l.map((p) => `${p.name}:${p.type}`).join(',');
  if (new Set(lists.map((l) => key(l!))).size !== 1) return lists;
  return [lists[0]!.map((p, i) => ({ ...p, hasDefault: lists.some((l) => l![i]!.hasDefault) }))];
}

/** A function declared once on each side whose head parameters are its base ones with collaborators added. */
export interface GrownFunction {
  /** the head declaration's parameter names, in order */
  after: string[];
  added: Set<string>;
}

export function grownFunctions(appBase: Map<string, string>, appHead: Map<string, string>): Map<string, GrownFunction> {
  const [before, after] = [
    declaredParameterLists(appBase.values(), parameters),
    declaredParameterLists(appHead.values(), parameters),
  ];
  const out = new Map<string, GrownFunction>();
  for (const [name, all] of after) {
    const [old, lists] = [oneList(before.get(name)), oneList(all)];
    const [was, now] = [old?.[0], lists?.[0]];
    if (old?.length !== 1 || lists?.length !== 1 || !was || !now) continue;
    const wasNames = was.map((p) => p.name);
    const added = now.filter((p) => !wasNames.includes(p.name));
    const kept = now.filter((p) => wasNames.includes(p.name)).map((p) => p.name);
    if (added.length === 0 || kept.join(',') !== wasNames.join(',')) continue;
    if (added.some((p) => p.hasDefault || basicType.test(p.type) || !/^[A-Z]/.test(p.type))) continue;
    out.set(name, { after: now.map((p) => p.name), added: new Set(added.map((p) => p.name)) });
  }
  return out;
}

/** The head line with each call of a grown function given only its old arguments, when the added ones are plain names. */
function withoutAddedArguments(
  line: string,
  grown: Map<string, GrownFunction>,
  holdsChoice: (name: string) => boolean,
): string | undefined {
  let out = line;
  let changed = false;
  for (const m of [...line.matchAll(callStart)].reverse()) {
    const f = grown.get(m[1]!);
    const open = m.index! + m[0].length - 1;
    const end = f ? closing(line, open) : -1;
    if (!f || end < 0) continue;
    const args = topLevelItems(line.slice(open + 1, end - 1));
    if (args.length !== f.after.length) continue;
    const named = (a: string) => /^(\w+)\s*=(?!=)/.exec(a)?.[1];
    const argValue = (a: string) => a.replace(/^\w+\s*=(?!=)\s*/, '').trim();
    const isAdded = (a: string, i: number) => f.added.has(named(a) ?? f.after[i]!);
    const plainName = (a: string) => /^[a-z]\w*$/.test(argValue(a)) && !holdsChoice(argValue(a));
    if (args.some((a, i) => isAdded(a, i) && !plainName(a))) return undefined;
    const kept = args.filter((a, i) => !isAdded(a, i)).map((a) => a.trim());
    out = `${out.slice(0, open + 1)}${kept.join(', ')}${out.slice(end - 1)}`;
    changed = true;
  }
  return changed ? out : undefined;
}

const squash = (s: string) => s.replace(/\s+/g, '');

/**
 * Whether the test file binds the name to a value it chose (`val mode = Mode.LENIENT`, `val strict = false`, a
 * number or a text): passed for a new parameter, that choice can weaken the check as a written-out one can.
 */
function choiceHeld(src: string, name: string): boolean {
  const chosen = String.raw`(?:[A-Z]\w*\.)+[A-Z][A-Z0-9_]*\b|true\b|false\b|null\b|-?\d|"`;
  return new RegExp(String.raw`\b(?:val|var)\s+${name}\b[^=\n]*=\s*(?:${chosen})`).test(src);
}

/** The base test sources with each changed line read as the head line it is once the added arguments go. */
export function grownCallReads(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  grown: Map<string, GrownFunction>,
): Map<string, string> {
  if (grown.size === 0) return new Map();
  // each head test line with a grown call, keyed by what it reads without the added arguments
  const headFor = new Map<string, string>();
  for (const [path, src] of head) {
    if (!isTest(path)) continue;
    const holdsChoice = (name: string) => choiceHeld(src, name);
    for (const text of src.split('\n')) {
      const old = withoutAddedArguments(text.trim(), grown, holdsChoice);
      if (old !== undefined && !headFor.has(squash(old))) headFor.set(squash(old), text.trim());
    }
  }
  if (headFor.size === 0) return new Map();
  return rewrittenTestLines(base, head, pairs, isTest, (line) => {
    const to = headFor.get(squash(line));
    return to ? [{ name: 'grown call', line: to }] : [];
  });
}
