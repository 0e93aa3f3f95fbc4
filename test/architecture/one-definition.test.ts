import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

/**
 * One definition per type: a type, interface, enum or class name is declared in one file of src/.
 * Two shapes under one name drift apart (a report's heal round re-derived in two renderers, three
 * descriptions of one CommonJS package); two different things under one name confuse a reader.
 * A zod schema and the type inferred from it share their name in one file, which is one definition.
 */
function typeDeclarations(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return sf.statements.flatMap((s) =>
    (ts.isInterfaceDeclaration(s) ||
      ts.isTypeAliasDeclaration(s) ||
      ts.isEnumDeclaration(s) ||
      ts.isClassDeclaration(s)) &&
    s.name
      ? [s.name.text]
      : [],
  );
}

/** Each name declared in more than one file, with the files. */
function duplicates(files: readonly { file: string; text: string }[]): string[] {
  const where = new Map<string, Set<string>>();
  for (const { file, text } of files)
    for (const name of typeDeclarations(file, text)) where.set(name, (where.get(name) ?? new Set()).add(file));
  return [...where]
    .filter(([, f]) => f.size > 1)
    .map(([name, f]) => `${name}: ${[...f].sort().join(', ')}`)
    .sort();
}

describe('one definition per type', () => {
  it('no type name is declared in two files of src/', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'src/'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f.endsWith('.ts'))
      .map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(200);
    expect(duplicates(files)).toEqual([]);
  });

  it('names a type declared twice, and accepts a schema with its inferred type in one file', () => {
    expect(
      duplicates([
        {
          file: 'a.ts',
          text: 'export const Row = z.object({});\nexport type Row = z.infer<typeof Row>;\ninterface Cell { x: number }',
        },
        { file: 'b.ts', text: 'type Cell = { x: number };\nexport class Grid {}' },
        { file: 'c.ts', text: 'enum Grid { A }' },
      ]),
    ).toEqual(['Cell: a.ts, b.ts', 'Grid: b.ts, c.ts']);
  });
});
