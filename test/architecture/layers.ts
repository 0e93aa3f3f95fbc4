import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/**
 * droidheal's layers, highest first (docs/architecture.md, "Layers"). A module may import from its own
 * area or from an area of a strictly lower layer; areas on the same layer stay independent of each other.
 * An area is a folder directly under src/ (`src/pool/…` is `pool`), or a file there (`src/errors.ts` is
 * `errors`). A new area must be added here, which makes its place in the design explicit.
 */
export const layers = {
  // the guard's fast path: bin's start for `droidheal guard` and the bundle entry that runs the guard command (src/fastpath/README.md)
  fastpath: 10,
  // entry points: the CLI, the library's public API, and the dev tools (not published: package.json `files`):
  // the benchmarks (npm run bench), the chaos harness (npm run chaos)
  cli: 9,
  index: 9,
  bench: 9,
  chaos: 9,
  // the heal loop drives checks and the guard; init reads a Gradle project for `droidheal init`
  heal: 8,
  init: 8,
  checks: 7,
  guard: 7,
  schedule: 6,
  report: 6,
  verdict: 5,
  // the run history database (SQLite): written after run and heal, read by the scheduler and history/flaky
  history: 5,
  instrument: 4,
  pool: 4,
  // droidheal's own devices: pool starts them, they speak adb
  virtual: 3,
  // the one git runner, for the guard and the heal loop alike (spawns through process)
  git: 3,
  adb: 2,
  // the one way a child process is started (a check's tool, a fixer engine, the adb server, an emulator,
  // Appium): own process group, timeout, abort, output tail. Below adb, which starts its server through it.
  process: 1.5,
  // file formats: zod schemas for every droidheal file, and the APK writer for tests and fixtures
  config: 1,
  apk: 1,
  // file-system helpers every writer shares (makeDir): below the writers, which sit on different layers
  fs: 1,
  errors: 0,
} as const satisfies Record<string, number>;

export type Area = keyof typeof layers;

/** One import between two modules under src/, as paths relative to the repository root. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import`, `import type`, `export … from`, `import()` or `typeof import()` */
  kind: string;
}

async function tsFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await tsFiles(p)));
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out.sort();
}

/** Every module specifier in a source file, with how it is imported, found by the TypeScript parser. */
export function specifiers(file: string, text: string): Array<{ spec: string; kind: string }> {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Array<{ spec: string; kind: string }> = [];
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier))
      out.push({ spec: n.moduleSpecifier.text, kind: n.importClause?.isTypeOnly ? 'import type' : 'import' });
    else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier))
      out.push({ spec: n.moduleSpecifier.text, kind: 'export … from' });
    else if (ts.isImportEqualsDeclaration(n) && ts.isExternalModuleReference(n.moduleReference)) {
      const e = n.moduleReference.expression;
      if (ts.isStringLiteral(e)) out.push({ spec: e.text, kind: 'import =' });
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    )
      out.push({ spec: n.arguments[0].text, kind: 'import()' });
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal))
      out.push({ spec: n.argument.literal.text, kind: 'typeof import()' });
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The import graph of `root/src`: every relative import from one module to another. */
export async function importEdges(root: string): Promise<ImportEdge[]> {
  const src = path.join(root, 'src');
  const edges: ImportEdge[] = [];
  for (const file of await tsFiles(src)) {
    for (const { spec, kind } of specifiers(file, await readFile(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue; // packages and node: builtins are outside the layers
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      edges.push({ from: path.relative(root, file), to: path.relative(root, target), kind });
    }
  }
  return edges;
}

/** The area a path under src/ belongs to: its first folder, or the file's name without `.ts`. */
export function areaOf(file: string): string {
  const parts = file.split(/[\\/]/);
  const i = parts.indexOf('src');
  const rest = parts.slice(i + 1);
  return rest.length === 1 ? rest[0]!.replace(/\.ts$/, '') : rest[0]!;
}

/**
 * The edges that break the layering, one line each naming the edge and the layers involved;
 * an area the table does not know is reported too.
 */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  const rank = (a: string): number | undefined => (layers as Record<string, number>)[a];
  const out: string[] = [];
  const unknown = new Set<string>();
  for (const e of edges) {
    const from = areaOf(e.from);
    const to = areaOf(e.to);
    for (const a of [from, to]) if (rank(a) === undefined) unknown.add(a);
    if (from === to || rank(from) === undefined || rank(to) === undefined) continue;
    if (rank(to)! > rank(from)!)
      out.push(
        `${e.from} → ${e.to} (${e.kind}): ${from} (layer ${rank(from)}) imports upward from ${to} (layer ${rank(to)})`,
      );
    else if (rank(to) === rank(from))
      out.push(
        `${e.from} → ${e.to} (${e.kind}): ${from} and ${to} share layer ${rank(from)} and must not import each other`,
      );
  }
  for (const a of [...unknown].sort())
    out.push(`src/${a} has no layer: add it to the table in test/architecture/layers.ts and to docs/architecture.md`);
  return out;
}
