/**
 * A type a test wrote fully qualified and now writes by its simple name (`com.example.model.Item(…)` → `Item(…)`,
 * the head file importing `com.example.model.Item` or being in package `com.example.model`) names the same type:
 * Kotlin resolves a simple name by the file's own explicit imports, then its own package. Each such base
 * qualifier is dropped where the head file resolves the simple name to exactly that qualified name, so the checks
 * compare as written the head's way. A simple name either file also imports from elsewhere (an alias, another
 * package) or declares itself is left qualified: which type it names is not certain. Likewise a member read through
 * its type (`Matchers.anyLong()`, `Status.DONE`) that the head file imports by name (`import static …Matchers.anyLong;`),
 * and a nested type the change moved to the top level (`Screen.Event.Close` → `Event.Close`).
 */

import { codeOnly, escapeRe } from './code-only.js';
import { declarationIn, declaresType } from './declarations.js';
import { type FilePair, testFileTexts } from './file-pairs.js';

/** `import a.b.C` and `import a.b.C as D`: the name each makes simple, and what it stands for. */
export const importLine = /^[ \t]*import[ \t]+([\w.]+)(?:[ \t]+as[ \t]+(\w+))?[ \t]*;?[ \t]*$/gm;
const packageLine = /^[ \t]*package[ \t]+([\w.]+)/m;
/** A qualified type name: two or more lower-case package segments, then the type's capitalised name. */
const qualified = /(?<![\w.$])((?:[a-z_]\w*\.){2,})([A-Z]\w*)(?![\w$])/g;

/** What each simple name a file imports explicitly stands for (`Item` → `com.example.model.Item`); aliases too. */
function importedNames(code: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of code.matchAll(importLine)) {
    const path = m[1]!;
    if (path.endsWith('.*')) continue;
    const simple = m[2] ?? path.slice(path.lastIndexOf('.') + 1);
    out.set(simple, new Set([...(out.get(simple) ?? []), m[2] ? `alias:${path}` : path]));
  }
  return out;
}

const declares = (code: string, name: string) =>
  new RegExp(`\\b(?:class|object|interface|typealias)\\s+${escapeRe(name)}(?![\\w$])`).test(code);

/** The qualified name `head` certainly means by the simple `name`, if the base may call it that too. */
function resolvedIn(headCode: string, baseCode: string, name: string): string | undefined {
  if (declares(headCode, name) || declares(baseCode, name)) return undefined;
  const imported = importedNames(headCode).get(name);
  const baseImported = importedNames(baseCode).get(name);
  if (imported !== undefined) {
    if (imported.size !== 1) return undefined;
    const [only] = [...imported];
    if (only!.startsWith('alias:')) return undefined;
    if (baseImported !== undefined && [...baseImported].some((q) => q !== only)) return undefined;
    return only;
  }
  const pkg = headCode.match(packageLine)?.[1];
  if (pkg === undefined || baseImported !== undefined) return undefined;
  return `${pkg}.${name}`;
}

/** `import static a.b.C.m;` (Java) and `import a.b.C.m` (Kotlin): a member of type `C` (or all, `*`) made simple. */
const memberImport =
  /^[ \t]*import[ \t]+(?:static[ \t]+)?(?:[a-z_]\w*\.)+([A-Z]\w*)\.([A-Za-z_]\w*|\*)[ \t]*;?[ \t]*$/gm;
/** A member read through its type's simple name: `Matchers.anyLong`, `Status.VOID`. */
const typeMember = /(?<![\w.$])([A-Z]\w*)\.([A-Za-z_]\w*)(?![\w$])/g;

/** The types whose members the file imports by name (member → its type), and those whose members it imports all. */
function memberImports(code: string): { named: Map<string, Set<string>>; all: Set<string> } {
  const named = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const m of code.matchAll(memberImport)) {
    if (m[2] === '*') all.add(m[1]!);
    else named.set(m[2]!, new Set([...(named.get(m[2]!) ?? []), m[1]!]));
  }
  return { named, all };
}

/** A function, property or local of the file's own named `name`, read as its language declares (it would shadow an imported member). */
const declaresMember = (path: string, code: string, name: string) =>
  [...code.matchAll(declarationIn(path, code))].some((m) => m[1] === name && !declaresType(m));

/**
 * The base's `Type.member` reads the head file writes simple: the head imports exactly that member of `Type` (by name,
 * or all of `Type`'s with no other import of the name), never writes `Type.member` itself, and neither file declares
 * the name.
 */
function membersMadeSimple(p: { basePath: string; headPath: string }, bCode: string, hCode: string): Set<string> {
  const { named, all } = memberImports(hCode);
  const out = new Set<string>();
  for (const line of bCode.split('\n')) {
    if (/^\s*(?:import|package)\b/.test(line)) continue;
    for (const m of line.matchAll(typeMember)) {
      const [, type, member] = m as unknown as [string, string, string];
      const from = named.get(member);
      const imported = from ? from.size === 1 && from.has(type) : all.size === 1 && all.has(type);
      // a head that still writes `Type.member` somewhere reads both ways: leave the base as written
      const full = `${type}.${member}`;
      if (
        !imported ||
        declaresMember(p.headPath, hCode, member) ||
        declaresMember(p.basePath, bCode, member) ||
        out.has(full)
      )
        continue;
      if (!writes(hCode, full)) out.add(full);
    }
  }
  return out;
}

/** Type declarations (`class`, `interface`, `object`) with their indentation: `''` is a file's top level. */
const typeDecl = /^([ \t]*)(?:(?:[a-z]+)[ \t]+)*(?:class|interface|object)[ \t]+([A-Z]\w*)/gm;

/**
 * The types the sources declare nested (indented), each with the top-level types of its file (those it may be
 * nested in), and those they declare at top level, each with its file's package.
 */
function typeLevels(sources: Iterable<string>) {
  const nested = new Map<string, Set<string>>();
  const top = new Map<string, Set<string>>();
  for (const src of sources) {
    const code = codeOnly(src);
    const pkg = code.match(packageLine)?.[1] ?? '';
    const decls = [...code.matchAll(typeDecl)];
    const outers = decls.filter((m) => !m[1]).map((m) => m[2]!);
    for (const m of decls) {
      const at = m[1] ? nested : top;
      at.set(m[2]!, new Set([...(at.get(m[2]!) ?? []), ...(m[1] ? outers : [pkg])]));
    }
  }
  return { nested, top };
}

/** A nested type the change moved out: its package now, and the types it may have been nested in. */
interface MovedOut {
  pkg: string;
  outers: ReadonlySet<string>;
}

/**
 * Nested types the change moved to the top level of a file (`class Screen { sealed class Event … }` → `sealed class
 * Event` of its own): declared only nested in the base's changed app files, only at top level in the head's, in one
 * package.
 */
function typesMovedOut(base: Map<string, string>, head: Map<string, string>, isTest: (path: string) => boolean) {
  const app = (m: Map<string, string>) => [...m].filter(([p]) => !isTest(p)).map(([, src]) => src);
  const [b, h] = [typeLevels(app(base)), typeLevels(app(head))];
  const out = new Map<string, MovedOut>();
  for (const [name, pkgs] of h.top) {
    const outers = b.nested.get(name);
    if (pkgs.size === 1 && outers && !b.top.has(name) && !h.nested.has(name))
      out.set(name, { pkg: [...pkgs][0]!, outers });
  }
  return out;
}

/**
 * The base's `Outer.Inner` the head file writes `Inner` for a type the change moved out of `Outer` (`moved`): the
 * head file resolves `Inner` to the moved type (it imports it, or shares its package and imports no other `Inner`),
 * never writes `Outer.Inner` itself, and neither file declares `Inner`.
 */
function movedOutMadeSimple(bCode: string, hCode: string, moved: ReadonlyMap<string, MovedOut>): Set<string> {
  const out = new Set<string>();
  if (moved.size === 0) return out;
  for (const line of bCode.split('\n')) {
    if (/^\s*(?:import|package)\b/.test(line)) continue;
    for (const m of line.matchAll(typeMember)) {
      const [full, outer, inner] = m as unknown as [string, string, string];
      const { pkg, outers } = moved.get(inner) ?? {};
      if (!outers?.has(outer) || out.has(full) || declares(hCode, inner) || declares(bCode, inner)) continue;
      const imported = importedNames(hCode).get(inner);
      const resolves = imported
        ? imported.size === 1 && imported.has(`${pkg}.${inner}`)
        : hCode.match(packageLine)?.[1] === pkg;
      if (resolves && !writes(hCode, full)) out.add(full);
    }
  }
  return out;
}

/** `code` writes `name` whole (not as part of a longer name) outside its `import` and `package` lines. */
const writes = (code: string, name: string) =>
  new RegExp(`^(?![ \\t]*(?:import|package)\\b).*(?<![\\w.$])${escapeRe(name)}(?![\\w$])`, 'm').test(code);

/** The base test files whose qualified type names the head file of their pair writes simple, those written simple. */
export function simpleQualifiedNames(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  const moved = typesMovedOut(base, head, isTest);
  for (const { basePath, headPath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    const [bCode, hCode] = [codeOnly(b), codeOnly(h)];
    const drop = new Set<string>();
    for (const line of bCode.split('\n')) {
      if (/^\s*(?:import|package)\b/.test(line)) continue;
      for (const m of line.matchAll(qualified)) {
        const full = `${m[1]}${m[2]}`;
        // a head that still writes the qualified name reads both ways: leave the base as written
        if (resolvedIn(hCode, bCode, m[2]!) === full && !writes(hCode, full)) drop.add(full);
      }
    }
    for (const member of membersMadeSimple({ basePath, headPath }, bCode, hCode)) drop.add(member);
    for (const nested of movedOutMadeSimple(bCode, hCode, moved)) drop.add(nested);
    if (drop.size === 0) continue;
    const dropped = b
      .split(/("(?:\\.|[^"\\\n])*"|^[ \t]*(?:import|package)\b[^\n]*)/m)
      .map((part, i) => {
        if (i % 2 === 1) return part;
        let s = part;
        for (const full of drop)
          s = s.replace(
            new RegExp(`(?<![\\w.$])${escapeRe(full)}(?![\\w$])`, 'g'),
            full.slice(full.lastIndexOf('.') + 1),
          );
        return s;
      })
      .join('');
    if (dropped !== b) out.set(basePath, dropped);
  }
  return out;
}
