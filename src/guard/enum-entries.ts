import { codeOnly } from './code-only.js';
import { grepFixed, type Side } from './git.js';
import { appPathspecs } from './paths.js';

/**
 * Enum entries a change removed from the app (issue 27 class 4): `SHOWN_UNIQUE` dropped from `enum class
 * PixelName` with the code that fired it. An entry is no `class`/`fun`/`val` declaration, so the removed-member
 * readings (renames.ts `apiMigration`) never saw it, and a deleted test whose check names only the removed entry
 * (`verify(pixel).fire(PixelName.SHOWN_UNIQUE)`) read as a suppression. An entry any head app source still names
 * (another enum's entry of the same name, a use left) is not removed.
 */

/** `enum class E(…) : I {` (Kotlin) or `enum E implements I {` (Java): the brace that opens the entries. */
const enumHead = /\benum\s+(?:class\s+)?([A-Za-z_]\w*)[^{;]*\{/g;

/** The entries of every enum a Kotlin or Java source declares: the names before `(`, `{`, `,` or `;` at depth 0. */
export function enumEntries(src: string): Set<string> {
  return new Set([...enumEntriesByEnum(src).values()].flatMap((s) => [...s]));
}

/** The entries of each enum a source declares, by the enum's simple name. */
export function enumEntriesByEnum(src: string): Map<string, Set<string>> {
  const code = codeOnly(src);
  const out = new Map<string, Set<string>>();
  for (const m of code.matchAll(enumHead)) {
    const entries = out.get(m[1]!) ?? new Set<string>();
    out.set(m[1]!, entries);
    let depth = 0;
    let part = '';
    for (let i = m.index + m[0].length; i < code.length; i++) {
      const ch = code[i]!;
      if (depth === 0 && (ch === ',' || ch === ';' || ch === '}')) {
        // annotations first (`@Json(name = "x") X("x")`: the entry's own arguments are what is cut)
        const bare = part.replace(/^\s*(?:@[\w.]+(?:\([^)]*\))?\s*)*/, '').replace(/[({][\s\S]*$/, '');
        const name = /^\s*([A-Za-z_]\w*)\s*$/.exec(bare)?.[1];
        if (name) entries.add(name);
        part = '';
        if (ch !== ',') break;
        continue;
      }
      if ('({['.includes(ch)) depth++;
      else if (')}]'.includes(ch)) depth--;
      part += ch;
    }
  }
  return out;
}

/** Entries the base app files of the change declare and none of its head files declares. */
function entriesGoneFromChange(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): string[] {
  const kept = new Set([...head].filter(([p]) => isApp(p)).flatMap(([, src]) => [...enumEntries(src)]));
  const gone = new Set([...base].filter(([p]) => isApp(p)).flatMap(([, src]) => [...enumEntries(src)]));
  return [...gone].filter((n) => !kept.has(n));
}

/** The enum entries the change removed that no head app source (Kotlin or Java, outside test sets) names any more. */
export async function removedEnumEntries(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
  headSide: Side,
): Promise<Set<string>> {
  const gone = entriesGoneFromChange(base, head, isApp);
  if (gone.length === 0) return new Set();
  const left = await grepFixed(headSide, gone, ['*.java', ...appPathspecs]);
  return new Set(gone.filter((n) => !left.has(n)));
}
