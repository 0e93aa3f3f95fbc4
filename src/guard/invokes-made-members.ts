/**
 * A use case or function object invoked directly (`operator fun invoke(serverId: Int)`) whose invoke the change
 * replaced by a named member taking the same parameters (`fun snapshot(serverId: Int)`): the old test's
 * `useCase(1)` no longer compiles, and `useCase.snapshot(1)` is the same call. A changed test line that differs
 * from a head line only by the member inserted after a called name is read as that head line (review only, like
 * the shrunk calls of shrunk-calls.ts): other arguments, or a member the change did not introduce with the
 * invoke's parameters, are left to the usual comparison.
 */

import { rewrittenTestLines } from './constructor-fills.js';
import type { FilePair } from './file-pairs.js';
import { declaredFunctions } from './shrunk-calls.js';

const parameterKey = (names: string[]) => names.join(',');

/**
 * Members the change introduced in place of a removed `invoke`: an invoke parameter list the changed app files
 * declared and no longer declare, and a function new to them that takes exactly those parameters.
 */
export function invokesMadeMembers(changedBase: Map<string, string>, changedHead: Map<string, string>): Set<string> {
  const [before, after] = [declaredFunctions(changedBase.values()), declaredFunctions(changedHead.values())];
  const kept = new Set((after.get('invoke') ?? []).map(parameterKey));
  const gone = new Set((before.get('invoke') ?? []).map(parameterKey).filter((k) => !kept.has(k)));
  const out = new Set<string>();
  if (gone.size === 0) return out;
  for (const [name, lists] of after)
    if (name !== 'invoke' && !before.has(name) && lists.some((l) => gone.has(parameterKey(l)))) out.add(name);
  return out;
}

/** A called value's name: `useCase(` (not a member of something else, not a type's constructor). */
const calledName = /(?<![\w$.])([a-z_]\w*)\(/g;

/** The line with the calls of one name made through `member`: each call alone, then all of them. */
function throughMember(line: string, member: string): Array<{ name: string; line: string }> {
  const out: Array<{ name: string; line: string }> = [];
  const names = new Set<string>();
  for (const m of line.matchAll(calledName)) {
    const at = m.index! + m[1]!.length;
    out.push({ name: m[1]!, line: `${line.slice(0, at)}.${member}${line.slice(at)}` });
    names.add(m[1]!);
  }
  for (const name of names)
    out.push({ name, line: line.replace(new RegExp(`(?<![\\w$.])${name}\\(`, 'g'), `${name}.${member}(`) });
  return out;
}

/** The base test sources with each changed line read as the head line it is once its call goes through the member. */
export function invokeMemberReads(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
  members: ReadonlySet<string>,
): Map<string, string> {
  if (members.size === 0) return new Map();
  return rewrittenTestLines(base, head, pairs, isTest, (line) =>
    [...members].flatMap((member) => throughMember(line, member)),
  );
}
