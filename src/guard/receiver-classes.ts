/**
 * The class a test's receiver is of, where that is cheap and certain: the last step of a receiver chain read as an
 * accessor whose declared type names one class (`db.serviceDao()` with `abstract fun serviceDao(): ServiceDao`,
 * `db.noteDao` or `db.getNoteDao()` with a Java `NoteDao getNoteDao();` or a Kotlin `val noteDao: NoteDao`). A
 * member's rename or removal is a member of one class (`ServiceDao.get`), and the same name on another class is
 * another member: rename-receivers.ts follows a rename only through receivers of its owner classes. An accessor
 * declared with two types, a generic or qualified type, or not at all gives no class: the caller keeps its reading
 * for a receiver of unknown class.
 */

import { codeOnly, escapeRe } from './code-only.js';
import { accessorDeclarations } from './declarations.js';
import { grepMatches, type Side } from './git.js';

/** `getNoteDao` ↔ `noteDao`: the names a Kotlin test may read a Java getter or a Kotlin property by. */
function aliases(name: string): string[] {
  const getter = /^get([A-Z])(\w*)$/.exec(name);
  if (getter) return [name, `${getter[1]!.toLowerCase()}${getter[2]}`];
  return [name, `get${name[0]!.toUpperCase()}${name.slice(1)}`];
}

/** Accessor name → its declared class over the given texts; a name declared with two classes maps to undefined. */
export function accessorClasses(texts: Iterable<string>): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const note = (name: string, type: string) => {
    for (const n of aliases(name)) out.set(n, out.has(n) && out.get(n) !== type ? undefined : type);
  };
  for (const text of texts) for (const { name, type } of accessorDeclarations(codeOnly(text))) note(name, type);
  return out;
}

/** The accessor a receiver chain ends with (`db.serviceDao()` → `serviceDao`); a lone name is no accessor. */
export function lastAccessor(recv: string): string | undefined {
  const m = /\.\s*([A-Za-z_]\w*)(?:\(\))?(?:!!)?\??$/.exec(recv);
  return m?.[1];
}

/** The accessors that end the receiver chains before `.name` in the texts (`db.serviceDao().get(` → `serviceDao`). */
export function accessorsBefore(texts: Iterable<string>, names: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const list = [...names].filter((n) => /^[A-Za-z_]\w*$/.test(n));
  if (list.length === 0) return out;
  const re = new RegExp(
    `\\.\\s*([A-Za-z_]\\w*)(?:\\(\\))?(?:!!)?\\??\\.\\s*(?:${list.map(escapeRe).join('|')})(?![\\w$])`,
    'g',
  );
  for (const text of texts) for (const m of codeOnly(text).matchAll(re)) out.add(m[1]!);
  return out;
}

/**
 * The classes of the named accessors: read from the given sources (the change's files), and for those they do not
 * declare, from the side's Kotlin and Java sources by `git grep` of their declarations.
 */
export async function receiverAccessorClasses(
  side: Side,
  sources: Iterable<string>,
  names: ReadonlySet<string>,
): Promise<Map<string, string | undefined>> {
  const known = accessorClasses(sources);
  const out = new Map([...known].filter(([n]) => names.has(n)));
  const missing = [...new Set([...names].filter((n) => !known.has(n)).flatMap(aliases))].filter((n) => /^\w+$/.test(n));
  if (missing.length === 0) return out;
  const alt = missing.join('|');
  const [kotlin, java] = await Promise.all([
    // the character after the type is matched too: a generic or qualified type is no class
    grepMatches(
      side,
      `(fun|val|var)[[:space:]]+(${alt})[[:space:]]*(\\([[:space:]]*\\))?[[:space:]]*:[[:space:]]*[A-Z][A-Za-z0-9_]*[?]?([^?A-Za-z0-9_<.(]|$)`,
      ['*.kt'],
    ),
    grepMatches(side, `[A-Z][A-Za-z0-9_]*[[:space:]]+(${alt})[[:space:]]*\\([[:space:]]*\\)[[:space:]]*[;{]`, [
      '*.java',
      '*.kt',
    ]),
  ]);
  const found = accessorClasses([...kotlin, ...java]);
  for (const n of names) if (!out.has(n) && found.has(n)) out.set(n, found.get(n));
  return out;
}
