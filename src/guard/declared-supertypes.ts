import { grepFiles, readFiles, type Side } from './git.js';
import { parseKotlin } from './kotlin/syntax.js';
import { classSupertypes } from './supertypes.js';

/**
 * The supertypes of classes a changed type check names that the change's own app files do not declare, read from
 * the one head app Kotlin file that declares each (`git grep`): `assertThrows<Failure>` → `assertThrows<BadConfig>`
 * with `class BadConfig(…) : Failure(…)` added in an earlier commit is still a narrowed check
 * (rules/narrowed-types.ts). A name declared more than once, or by no app file, gives nothing.
 */

const MAX_TYPES = 10;
const MAX_FILES = 20;

export async function declaredSupertypes(
  side: Side,
  names: string[],
  isApp: (path: string) => boolean,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const wanted = [...new Set(names)].filter((n) => /^[A-Z]\w*$/.test(n)).slice(0, MAX_TYPES);
  if (wanted.length === 0) return out;
  const needles = wanted.map((n) => `(class|object)[[:space:]]+${n}([^[:alnum:]_]|$)`);
  const files = (await grepFiles(side, needles, ['*.kt'], true)).filter(isApp).slice(0, MAX_FILES);
  const sources = [...(await readFiles(side, files)).values()].filter((s): s is string => !!s);
  const declarations = (name: string) =>
    sources.reduce((k, s) => k + (s.match(new RegExp(`\\b(?:class|object)\\s+${name}\\b`, 'g'))?.length ?? 0), 0);
  for (const src of sources)
    for (const [name, types] of classSupertypes([await parseKotlin(src)]))
      if (wanted.includes(name) && declarations(name) === 1) out.set(name, types);
  return out;
}
