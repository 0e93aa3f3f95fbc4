import { codeOnly } from './code-only.js';
import { grepFixed, type Side } from './git.js';
import { appPathspecs } from './paths.js';

/**
 * Enum entries a change removed from the app (issue 27 class 4): `SHOWN_UNIQUE` dropped from `enum class
 * PixelName` with the code that fired it. An entry is no `class`/`fun`/`val` declaration, so the removed-member
 * readings (renames.ts `apiMigration`) never saw it, and a deleted test whose check names only the removed entry
 * (`verify(pixel).fire(PixelName.SHOWN_UNIQUE)`) read as a suppression. An entry any head app source still names
 * (another enum's entry of the same name, a use left) is not removed — by its bare name. It is still removed as
 * `Enum.ENTRY` when no head app source names it so (`Feature.SEARCH` gone while `Tab.SEARCH` stays): a test that
 * names the entry through its enum is about that one.
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

/** Entries (`Enum.ENTRY`) the base app files of the change declare in an enum and none of its head files declares there. */
function entriesGoneFromChange(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
): string[] {
  const qualified = (m: Map<string, string>) =>
    new Set(
      [...m]
        .filter(([p]) => isApp(p))
        .flatMap(([, src]) =>
          [...enumEntriesByEnum(src)].flatMap(([e, entries]) => [...entries].map((n) => `${e}.${n}`)),
        ),
    );
  const kept = qualified(head);
  return [...qualified(base)].filter((n) => !kept.has(n));
}

/** The enum entries the change removed that no head app source (Kotlin or Java, outside test sets) names any more. */
export async function removedEnumEntries(
  base: Map<string, string>,
  head: Map<string, string>,
  isApp: (p: string) => boolean,
  headSide: Side,
): Promise<Set<string>> {
  const qualified = entriesGoneFromChange(base, head, isApp);
  if (qualified.length === 0) return new Set();
  const kept = new Set([...head].filter(([p]) => isApp(p)).flatMap(([, src]) => [...enumEntries(src)]));
  const bare = [...new Set(qualified.map((n) => n.replace(/^.*\./, '')))].filter((n) => !kept.has(n));
  const left = await grepFixed(headSide, [...bare, ...qualified], ['*.java', ...appPathspecs]);
  return new Set([...bare, ...qualified].filter((n) => !left.has(n)));
}
