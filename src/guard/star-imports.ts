/**
 * A Kotlin test file that changes how it imports a class's members between `import a.b.Owner.*` and
 * `import a.b.Owner.Name` (an IDE's "optimize imports") means the same `Name` either way: the head names it from
 * `Owner` (its own import of `Owner.Name`, or its star of `Owner` with the base's explicit import gone), so the base's
 * bare `Name` under the other import was `Owner`'s too. The base's import lines are written the head's way, each on
 * its own line (lines keep their numbers), so a bare `Name` is read through the same import on both sides: the constant
 * table reads an explicit import of a member as `Owner.Name`, a star import leaves it bare. A name the file declares
 * or imports from elsewhere is left: which declaration it means is not certain.
 */

import { codeOnly, escapeRe } from './code-only.js';
import { declarationIn } from './declarations.js';
import { type FilePair, testFileTexts } from './file-pairs.js';

/** `import a.b.Owner.Name` or `import a.b.Owner.*`: a class's (capitalised owner) members, no alias. */
const memberImport = /^([ \t]*)import[ \t]+((?:[a-z_]\w*\.)+[A-Z]\w*)\.(\*|\w+)[ \t]*;?[ \t]*$/gm;

interface Imports {
  /** `a.b.Owner` → the names imported from it one by one */
  named: Map<string, Set<string>>;
  /** the owners whose members are imported all */
  stars: Set<string>;
  /** every simple name imported explicitly, with what it stands for */
  simple: Map<string, Set<string>>;
}

function importsOf(code: string): Imports {
  const out: Imports = { named: new Map(), stars: new Set(), simple: new Map() };
  for (const line of code.matchAll(/^[ \t]*import[ \t]+([\w.]+?)(\.\*)?(?:[ \t]+as[ \t]+(\w+))?[ \t]*;?[ \t]*$/gm)) {
    if (line[2]) continue;
    const name = line[3] ?? line[1]!.slice(line[1]!.lastIndexOf('.') + 1);
    out.simple.set(name, new Set([...(out.simple.get(name) ?? []), line[3] ? `alias:${line[1]}` : line[1]!]));
  }
  for (const m of code.matchAll(memberImport)) {
    const [owner, name] = [m[2]!, m[3]!];
    if (name === '*') out.stars.add(owner);
    else out.named.set(owner, new Set([...(out.named.get(owner) ?? []), name]));
  }
  return out;
}

/** The file at `path` declares `name` (a type, function or property), read as declarations.ts reads every declaration. */
const declaresName = (path: string, code: string, name: string) =>
  [...code.matchAll(declarationIn(path, code))].some((m) => m[1] === name);
const usesBare = (code: string, name: string) =>
  code
    .split('\n')
    .some((l) => !/^\s*(?:import|package)\b/.test(l) && new RegExp(`(?<![\\w.$])${escapeRe(name)}(?![\\w$])`).test(l));

/** A test file's two sides: the paths, their code (comments out, strings emptied) and their imports. */
interface Sides {
  basePath: string;
  headPath: string;
  bCode: string;
  hCode: string;
  base: Imports;
  head: Imports;
}

/** `name` means `owner.name` in the base as it does in the head: no other import of it, no declaration of it. */
function sameMember(s: Sides, owner: string, name: string): boolean {
  const only = (imports: Imports) => [...(imports.simple.get(name) ?? [])].every((q) => q === `${owner}.${name}`);
  return (
    only(s.base) && only(s.head) && !declaresName(s.basePath, s.bCode, name) && !declaresName(s.headPath, s.hCode, name)
  );
}

/** The base's import lines of `owner` as the head writes them, or undefined where nothing changes. */
function ownerLines(s: Sides, owner: string): string[] | undefined {
  const { bCode, base, head } = s;
  const bNamed = base.named.get(owner) ?? new Set<string>();
  const hNamed = head.named.get(owner) ?? new Set<string>();
  // a star of the base made explicit names: each one the base uses bare; explicit names made a star: each one dropped
  const madeNamed = base.stars.has(owner) ? [...hNamed].filter((n) => !bNamed.has(n) && usesBare(bCode, n)) : [];
  const madeStar = head.stars.has(owner) && !base.stars.has(owner) ? [...bNamed].filter((n) => !hNamed.has(n)) : [];
  const moved = [...madeNamed, ...madeStar];
  if (moved.length === 0 || moved.some((n) => !sameMember(s, owner, n))) return undefined;
  const stars = head.stars.has(owner) ? [`${owner}.*`] : [];
  return [...stars, ...[...hNamed].filter((n) => bNamed.has(n) || madeNamed.includes(n)).map((n) => `${owner}.${n}`)];
}

/** The base test files (Kotlin) whose imports of a class's members the head writes the other way, rewritten so. */
export function starImportReadings(
  base: Map<string, string>,
  head: Map<string, string>,
  pairs: FilePair[],
  isTest: (path: string) => boolean,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const { basePath, headPath, b, h } of testFileTexts(base, head, pairs, isTest)) {
    if (!basePath.endsWith('.kt')) continue;
    const [bCode, hCode] = [codeOnly(b), codeOnly(h)];
    const sides: Sides = { basePath, headPath, bCode, hCode, base: importsOf(bCode), head: importsOf(hCode) };
    const owners = new Map<string, string[]>();
    for (const owner of new Set([...sides.base.stars, ...sides.base.named.keys()])) {
      const lines = ownerLines(sides, owner);
      if (lines) owners.set(owner, lines);
    }
    if (owners.size === 0) continue;
    const written = new Set<string>();
    const rewritten = b.replace(memberImport, (line, indent: string, owner: string) => {
      const lines = owners.get(owner);
      if (!lines) return line;
      // the owner's first import line carries all its imports; the others are emptied
      if (written.has(owner)) return '';
      written.add(owner);
      return `${indent}${lines.map((l) => `import ${l}`).join('; ')}`;
    });
    if (rewritten !== b) out.set(basePath, rewritten);
  }
  return out;
}
