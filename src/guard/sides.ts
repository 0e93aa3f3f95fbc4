import { grepFiles, readFiles, type Side } from './git.js';
import { type AppInventory, appInventory } from './inventory/app.js';
import {
  type BuildSetting,
  ciBuildSettings,
  groovyBuildSettings,
  kotlinBuildSettings,
  propertiesBuildSettings,
} from './inventory/build.js';
import { memberConstants } from './inventory/fakes.js';
import { type FnDecl, functionsOf, type TestUnit, testInventory } from './inventory/tests.js';
import { javaInKotlinFile, parseJava } from './java/parser.js';
import { trimmedRawStrings } from './kotlin/raw-strings.js';
import { parseKotlin, type Syn } from './kotlin/syntax.js';
import { ConstantTable, emptyScope } from './kotlin/values.js';
import { isCiFile, isJava, type PathKind, pathKind, sourceSetOf, testPathspecs } from './paths.js';

/** One side of the comparison: the changed files read and parsed, and their inventory. */
export interface SideFiles {
  side: Side;
  /** path → parsed Kotlin tree */
  trees: Map<string, Syn>;
  sources: Map<string, string>;
}

export interface SideInventory {
  tests: TestUnit[];
  app: AppInventory;
  build: BuildSetting[];
  constants: ConstantTable;
  /** constants declared in changed non-test files */
  appConstants: ConstantTable;
}

/** How a side's Kotlin files are parsed: by default each afresh (ChangeParses parses one from another). */
export type ParseFile = (path: string, source: string) => Promise<Syn>;

const parseAfresh: ParseFile = (_path, source) => parseKotlin(source);

/** The side's files read (or `contents`, read already) and their Kotlin parsed. */
export async function loadSide(
  side: Side,
  paths: string[],
  parse: ParseFile = parseAfresh,
  contents: Promise<Map<string, string | undefined>> = readFiles(side, paths),
): Promise<SideFiles> {
  const sources = new Map<string, string>();
  const trees = new Map<string, Syn>();
  const read = await contents;
  for (const p of paths) {
    const text = read.get(p);
    if (text === undefined) continue;
    const kotlin = p.endsWith('.kt') || p.endsWith('.kts');
    // a re-indented `"""…""".trimIndent()` is the same text: written one way on both sides (kotlin/raw-strings.ts)
    const src = kotlin ? trimmedRawStrings(text) : text;
    sources.set(p, src);
    if (kotlin) trees.set(p, await javaInKotlinFile(await parse(p, src), src));
    else if (isJava(p)) trees.set(p, await parseJava(src));
  }
  return { side, trees, sources };
}

/** A side whose sources were rewritten (renames applied to the base): parsed again. */
export async function reparsedSide(
  files: SideFiles,
  sources: Map<string, string>,
  parse: ParseFile = parseAfresh,
): Promise<SideFiles> {
  const trees = new Map(files.trees);
  for (const [p, src] of sources) {
    if (src === files.sources.get(p)) continue;
    if (p.endsWith('.kt') || p.endsWith('.kts')) trees.set(p, await javaInKotlinFile(await parse(p, src), src));
    else if (isJava(p)) trees.set(p, await parseJava(src));
  }
  return { side: files.side, trees, sources };
}

export interface Extras {
  constants: Syn[];
  helpers: Map<string, FnDecl>;
}

export function sideInventory(
  files: SideFiles,
  extras: Extras,
  unresolved: Set<string>,
  missing: Set<string>,
  kindOf: (p: string) => PathKind = pathKind,
): SideInventory {
  const constants = new ConstantTable();
  const appConstants = new ConstantTable();
  for (const [p, t] of files.trees) {
    constants.addFile(t, p);
    if (kindOf(p) === 'app') appConstants.addFile(t, p);
  }
  for (const t of extras.constants) constants.addFile(t);
  const external = { decls: extras.helpers, missing };
  // members of the side's classes that always hold one constant (a fake's `val current = null`)
  const members = memberConstants([...files.trees.values(), ...extras.constants]);
  const inv: SideInventory = {
    tests: [],
    app: { tags: [], bodies: [], detections: [], spoofs: [], comparisons: [] },
    build: [],
    constants,
    appConstants,
  };
  for (const [p, src] of files.sources) {
    const kind = kindOf(p);
    const tree = files.trees.get(p);
    // the file's own constants first (the same private name may mean different things in two files)
    const local = new ConstantTable(constants);
    if (tree) local.addFile(tree, p);
    if (kind === 'test' && tree)
      inv.tests.push(...testInventory(tree, p, sourceSetOf(p) ?? '', local, unresolved, external, members));
    else if (kind === 'app' && tree) {
      const a = appInventory(tree, p, local, unresolved);
      inv.app.tags.push(...a.tags);
      inv.app.bodies.push(...a.bodies);
      inv.app.detections.push(...a.detections);
      inv.app.spoofs.push(...a.spoofs);
      inv.app.comparisons.push(...a.comparisons);
    } else if (kind === 'build') {
      inv.build.push(
        ...(tree
          ? kotlinBuildSettings(tree, p)
          : p.endsWith('.properties')
            ? propertiesBuildSettings(src, p)
            : isCiFile(p)
              ? ciBuildSettings(src, p)
              : groovyBuildSettings(src, p)),
      );
    }
  }
  return inv;
}

/**
 * Definitions the changed files use but do not contain: constants anywhere in the project, and
 * finder helpers declared in other test files (robots, shared extensions).
 */
export async function projectExtras(
  files: SideFiles,
  names: Set<string>,
  helperNames: Set<string>,
  kindOf: (p: string) => PathKind = pathKind,
): Promise<Extras> {
  const extras: Extras = { constants: [], helpers: new Map() };
  const wanted = new Set([...helperNames].filter((n) => /^[A-Za-z_]\w*$/.test(n)));
  // helpers the change's own test files declare need no search (a robot's helpers moved into action classes
  // added by the same change: each robot's calls name a few, and all of them together are many)
  addHelpers(extras, files.trees, wanted, kindOf);
  const wantHelpers = [...wanted].filter((n) => !extras.helpers.has(n)).slice(0, MAX_SEARCHED_NAMES);
  const simple = [...new Set([...names].map((n) => n.split('.').pop()!))].slice(0, MAX_SEARCHED_NAMES);
  const [constFiles, helperFiles] = await Promise.all([
    simple.length
      ? grepFiles(
          files.side,
          simple.map((n) => `val ${n}`),
          ['*.kt', '*.kts'],
          false,
        )
      : Promise.resolve([]),
    wantHelpers.length
      ? grepFiles(
          files.side,
          // a Kotlin `fun` (an extension's receiver too), or a Java method (`public static void name(`)
          [
            `fun ([A-Za-z0-9_<>?, ]+\\.)?(${wantHelpers.join('|')})\\(`,
            `(static|void|public|protected|private)[^=;(]*[ \t](${wantHelpers.join('|')})[ \t]*\\(`,
          ],
          testPathspecs,
          true,
        )
      : Promise.resolve([]),
  ]);
  const todo = [...new Set([...constFiles, ...helperFiles])]
    .filter((p) => !files.trees.has(p))
    .slice(0, MAX_READ_FILES);
  const contents = await readFiles(files.side, todo);
  const found = new Map<string, Syn>();
  for (const p of todo) {
    const src = contents.get(p);
    if (src !== undefined) found.set(p, isJava(p) ? await parseJava(src) : await parseKotlin(src));
  }
  for (const p of constFiles) {
    const t = found.get(p);
    if (t) extras.constants.push(t);
  }
  addHelpers(extras, found, wanted, kindOf);
  return extras;
}

/**
 * How many names one search looks for, and how many files it reads: bounds for a change that uses very many
 * (a suite-wide rewrite), far above what one change's robots and constants name.
 */
const MAX_SEARCHED_NAMES = 300;
const MAX_READ_FILES = 150;

/** The functions of `trees`' test files named in `wanted` that `extras` does not have yet, first declaration first. */
function addHelpers(
  extras: Extras,
  trees: ReadonlyMap<string, Syn>,
  wanted: ReadonlySet<string>,
  kindOf: (p: string) => PathKind,
) {
  for (const [p, t] of trees) {
    if (kindOf(p) !== 'test') continue;
    for (const f of functionsOf(t, '\u0000external', emptyScope())) {
      if (wanted.has(f.name) && !extras.helpers.has(f.name)) extras.helpers.set(f.name, f);
    }
  }
}
