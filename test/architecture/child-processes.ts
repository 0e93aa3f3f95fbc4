import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/**
 * The modules that start a child process. Only `src/process/` may import them: every program droidheal
 * starts goes through its one runner (docs/architecture.md, "One way to start a process").
 */
export const CHILD_PROCESS_MODULES = ['execa', 'node:child_process', 'child_process'] as const;

/** One import of a child-process module by a file outside src/process. */
export interface ChildProcessImport {
  /** relative to the repository root */
  file: string;
  module: string;
  /** `import`, `import type`, `export … from`, `import =`, `import()` or `require()` */
  kind: string;
  line: number;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await sourceFiles(p)));
    else if (/\.(ts|js|mjs|cjs)$/.test(e.name)) out.push(p);
  }
  return out.sort();
}

const isRequire = (e: ts.Expression): boolean =>
  (ts.isIdentifier(e) && e.text === 'require') ||
  // module.require('…'), or a require made by createRequire under another name is still `…require`
  (ts.isPropertyAccessExpression(e) && e.name.text === 'require');

/** Every module a source text loads, with how, found by the TypeScript parser. */
function loads(file: string, text: string): Array<{ spec: string; kind: string; pos: number }> {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Array<{ spec: string; kind: string; pos: number }> = [];
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier))
      out.push({
        spec: n.moduleSpecifier.text,
        kind: n.importClause?.isTypeOnly ? 'import type' : 'import',
        pos: n.getStart(),
      });
    else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier))
      out.push({ spec: n.moduleSpecifier.text, kind: 'export … from', pos: n.getStart() });
    else if (ts.isImportEqualsDeclaration(n) && ts.isExternalModuleReference(n.moduleReference)) {
      const e = n.moduleReference.expression;
      if (ts.isStringLiteral(e)) out.push({ spec: e.text, kind: 'import =', pos: n.getStart() });
    } else if (ts.isCallExpression(n) && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0])) {
      const spec = n.arguments[0].text;
      if (n.expression.kind === ts.SyntaxKind.ImportKeyword) out.push({ spec, kind: 'import()', pos: n.getStart() });
      else if (isRequire(n.expression)) out.push({ spec, kind: 'require()', pos: n.getStart() });
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal))
      out.push({ spec: n.argument.literal.text, kind: 'typeof import()', pos: n.getStart() });
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out.map((l) => ({ ...l, pos: sf.getLineAndCharacterOfPosition(l.pos).line + 1 }));
}

/** Every import of a child-process module in `root/src` and `root/bin`, src/process's own included. */
export async function childProcessLoads(root: string): Promise<ChildProcessImport[]> {
  const files = [...(await sourceFiles(path.join(root, 'src'))), ...(await sourceFiles(path.join(root, 'bin')))];
  const out: ChildProcessImport[] = [];
  for (const file of files) {
    for (const l of loads(file, await readFile(file, 'utf8')))
      if ((CHILD_PROCESS_MODULES as readonly string[]).includes(l.spec))
        out.push({ file: path.relative(root, file), module: l.spec, kind: l.kind, line: l.pos });
  }
  return out;
}

/** The imports that break the rule: every one outside `src/process/`. */
export async function childProcessImports(root: string): Promise<ChildProcessImport[]> {
  return (await childProcessLoads(root)).filter((f) => !f.file.split(path.sep).join('/').startsWith('src/process/'));
}

/** One line per import: where it is, what it loads, and where the process should be started instead. */
export function describeImports(found: readonly ChildProcessImport[]): string[] {
  return found.map(
    (f) => `${f.file}:${f.line} loads ${f.module} (${f.kind}): start the process through src/process instead`,
  );
}
