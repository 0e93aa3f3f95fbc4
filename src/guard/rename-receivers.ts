/**
 * A member renamed on some classes while the head test still uses the old name on others (`dao.byKey(1)` →
 * `dao.byKeyNow(1)` beside an unchanged `client.byKey(…)`): renames.ts applies a rename only to files whose head no
 * longer mentions the old name, so each check through the renamed member read as another expectation. Here the
 * rename is applied per call site, by the receiver's class: the rename's owners are the changed classes that
 * declared the old name and now declare the new one. A receiver the test file declares with a type or a
 * constructor call (`private val dao: NoteDao`, `val dao = MemoryNotes()`) is renamed when its class is an owner
 * and left alone otherwise (another class that kept the old name is another member). A receiver of unknown class
 * (`db.notes()`) is renamed only when the head calls the new name on that same receiver and never the old one, and
 * no other changed class declares both names.
 */

import { codeOnly, escapeRe, outsideStringLiterals } from './code-only.js';
import { declarationIn, declaresType } from './declarations.js';
import { lastAccessor } from './receiver-classes.js';

export interface RenameOwners {
  /** classes that declared the old name and declare the new one: the rename's own */
  owners: Set<string>;
  /** other classes of the change that declare both names (a test may have moved from the one member to the other) */
  others: Set<string>;
}

/** A class, interface or object header up to its body's brace, over parameter lines but not across a blank line. */
const classHeader = /\b(?:class|interface|object)\s+([A-Za-z_]\w*)[^{;\n]*(?:\n(?![ \t]*\n)[^{;\n]*)*?\{/g;

/**
 * The member names each class of the sources declares in its body, read as its file's language (a Java interface's
 * methods as a Kotlin one's `fun`s); two classes of one name pooled.
 */
export function membersByClass(sources: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [path, src] of sources) {
    const code = codeOnly(src);
    const declaration = declarationIn(path, src);
    for (const m of code.matchAll(classHeader)) {
      const open = m.index! + m[0].length;
      let depth = 1,
        i = open;
      for (; i < code.length && depth > 0; i++) depth += code[i] === '{' ? 1 : code[i] === '}' ? -1 : 0;
      const names = out.get(m[1]!) ?? new Set<string>();
      for (const d of code.slice(open, i).matchAll(declaration)) if (!declaresType(d)) names.add(d[1]!);
      out.set(m[1]!, names);
    }
  }
  return out;
}

/** For each symbol rename, the changed classes it renamed the member of, and the other changed classes declaring the new name. */
export function renameOwners(
  base: Map<string, string>,
  head: Map<string, string>,
  symbols: Map<string, string>,
): Map<string, RenameOwners> {
  const out = new Map<string, RenameOwners>();
  if (symbols.size === 0) return out;
  const [before, after] = [membersByClass(base), membersByClass(head)];
  for (const [from, to] of symbols) {
    const owners = new Set<string>(),
      others = new Set<string>();
    for (const [c, names] of after) {
      if (!names.has(to)) continue;
      const was = before.get(c);
      if (was?.has(from) && !was.has(to)) owners.add(c);
      // a class that has both names may be the receiver the test moved from one member to the other
      else if (was?.has(from) || names.has(from)) others.add(c);
    }
    if (owners.size) out.set(from, { owners, others });
  }
  return out;
}

/** The class each name of a file is declared with (`val dao: NoteDao`, `lateinit var dao: NoteDao`, `val dao = Notes()`). */
export function declaredClasses(code: string): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const note = (name: string, type: string) => {
    out.set(name, out.has(name) && out.get(name) !== type ? undefined : type);
  };
  for (const m of code.matchAll(/\b(?:val|var)\s+([A-Za-z_]\w*)\s*:\s*([A-Z]\w*)/g)) note(m[1]!, m[2]!);
  for (const m of code.matchAll(/\b(?:val|var)\s+([A-Za-z_]\w*)\s*=\s*([A-Z]\w*)\s*\(/g)) note(m[1]!, m[2]!);
  // a parameter of the same name may hold another class
  for (const m of code.matchAll(/[(,]\s*([A-Za-z_]\w*)\s*:\s*([A-Z]\w*)/g)) note(m[1]!, m[2]!);
  return out;
}

/** A receiver chain before `.name`: names and empty calls joined by `.`, `?.` or `!!.` (`store`, `db.notes()`). */
const receiverChain = (name: string) =>
  new RegExp(
    `(?<![\\w$.)\\]])((?:[A-Za-z_]\\w*(?:\\(\\))?(?:!!)?\\??\\.)*[A-Za-z_]\\w*(?:\\(\\))?)(!!)?(\\??\\.)\\s*${escapeRe(name)}(?![\\w$])`,
    'g',
  );

const squashed = (s: string) => s.replace(/\s+/g, '');

/** Marks a call site `renameOnReceivers` keeps under the old name before a whole-file rename (no identifier holds it). */
export const keptSite = '$$kept$$';

/**
 * The base source with `from` renamed `to` where the call's receiver is of an owner class (or, of unknown class,
 * is called the new way in the head and never the old way), outside string literals. With `whole` (the head file no
 * longer uses the old name, so the file is renamed as a whole) a receiver of unknown class is left to that rename
 * and one of a class that is no owner is marked `keptSite`. A receiver chain ending in an accessor of known class
 * (`accessors`, receiver-classes.ts: `db.serviceDao()`) is of that class when the change declares it.
 */
export function renameOnReceivers(
  src: string,
  headSrc: string,
  from: string,
  to: string,
  who: RenameOwners,
  whole: boolean,
  accessors?: ReadonlyMap<string, string | undefined>,
): string {
  const types = declaredClasses(codeOnly(src));
  const head = squashed(codeOnly(headSrc));
  const calls = (recv: string, name: string) =>
    new RegExp(`(?<![\\w$.])${escapeRe(recv)}(?:!!)?\\??\\.${escapeRe(name)}(?![\\w$])`).test(head);
  /** true: renamed here; false: kept; undefined: left to the whole-file rename */
  const renames = (recv: string): boolean | undefined => {
    if (/^[A-Za-z_]\w*$/.test(recv) && types.has(recv)) {
      const t = types.get(recv);
      if (t !== undefined) return who.owners.has(t);
    }
    // an accessor's class, when the change declares that class with either name: an owner's or another's member
    const a = accessors?.get(lastAccessor(recv) ?? '');
    if (a !== undefined && (who.owners.has(a) || who.others.has(a))) return who.owners.has(a);
    if (whole) return undefined;
    return who.others.size === 0 && calls(recv, to) && !calls(recv, from);
  };
  return outsideStringLiterals(src, (code) =>
    code.replace(receiverChain(from), (all, recv: string, bang: string | undefined, dot: string) => {
      const r = renames(recv);
      if (r === undefined) return all;
      return `${recv}${bang ?? ''}${dot}${r ? to : whole ? keptSite + from : from}`;
    }),
  );
}
