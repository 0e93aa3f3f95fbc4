import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language, Parser } from 'web-tree-sitter';
import { readableKotlin } from '../../src/guard/kotlin/tolerant.js';
import {
  appDir,
  applyEdits,
  CaseEditError,
  corpusRules,
  GuardCase,
  inCorpusBase,
  type LoadedCase,
  loadCases,
  touchedFiles,
} from './corpus-cases.js';

/**
 * Self-test of the corpus, independent of the guard engine: every case file is valid, every edit
 * still applies to the fixture app, and every mutated Kotlin file is still valid Kotlin — so a
 * case tests the rule it names, not a syntax error.
 */

const require = createRequire(import.meta.url);
let kotlin: Parser;
const tmpDirs: string[] = [];

async function tempCopyOfApp(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'droidheal-corpus-'));
  tmpDirs.push(dir);
  await cp(appDir, dir, { recursive: true, filter: inCorpusBase });
  return dir;
}

/**
 * Syntax errors as `line:col`, found by tree-sitter's Kotlin grammar (ERROR or MISSING nodes) in the
 * text the guard parses: valid Kotlin the grammar misreads (`suspend { … }`) is rewritten first by
 * src/guard/kotlin/tolerant.ts, a pure text function, so a case's valid Kotlin is not taken for a gap.
 */
function syntaxErrors(source: string): string[] {
  const tree = kotlin.parse(readableKotlin(source));
  if (!tree) throw new Error('tree-sitter returned no tree');
  const errors: string[] = [];
  const visit = (node: NonNullable<typeof tree>['rootNode']): void => {
    if (node.type === 'ERROR' || node.isMissing)
      errors.push(`${node.startPosition.row + 1}:${node.startPosition.column + 1}`);
    else if (node.hasError) for (const child of node.children) if (child) visit(child);
  };
  visit(tree.rootNode);
  tree.delete();
  return errors;
}

const cases: LoadedCase[] = await loadCases();

beforeAll(async () => {
  await Parser.init();
  kotlin = new Parser();
  kotlin.setLanguage(
    await Language.load(require.resolve('@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm')),
  );
});

afterAll(async () => {
  kotlin?.delete();
  await Promise.all(tmpDirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('guard corpus files', () => {
  it('has several refusal cases for every rule and at least 15 allowed cases', () => {
    const counts = new Map<string, number>();
    for (const c of cases) counts.set(c.folder, (counts.get(c.folder) ?? 0) + 1);
    for (const rule of corpusRules) expect(counts.get(rule) ?? 0, `cases for ${rule}`).toBeGreaterThanOrEqual(3);
    expect(counts.get('allowed') ?? 0).toBeGreaterThanOrEqual(15);
  });

  it('files every case under its rule, and legitimate changes under allowed/', () => {
    for (const c of cases) {
      expect(c.folder, c.name).toBe(c.spec.expect === 'allowed' ? 'allowed' : c.spec.rule);
    }
  });

  it('rejects a refused case without a rule, naming the field', () => {
    const parsed = GuardCase.safeParse({
      description: 'x',
      expect: 'refused',
      edits: [{ file: 'a.kt', delete: true }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['rule']);
  });

  it('rejects paths that leave the app', () => {
    const parsed = GuardCase.safeParse({
      description: 'x',
      expect: 'allowed',
      edits: [{ file: '../outside.kt', delete: true }],
    });
    expect(parsed.success).toBe(false);
  });

  it('base app is valid Kotlin', async () => {
    const files = await listKotlin(appDir);
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const f of files) expect(syntaxErrors(await readFile(path.join(appDir, f), 'utf8')), f).toEqual([]);
  });
});

/** `package.Class#method` for every function declared in a class of the base app's Kotlin files. */
async function declaredTestIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const file of await listKotlin(appDir)) {
    const tree = kotlin.parse(await readFile(path.join(appDir, file), 'utf8'));
    if (!tree) continue;
    const root = tree.rootNode;
    const pkg = root.namedChildren.find((n) => n?.type === 'package_header')?.namedChildren[0]?.text ?? '';
    for (const cls of root.namedChildren) {
      if (cls?.type !== 'class_declaration') continue;
      const className = cls.childForFieldName('name')?.text;
      const body = cls.namedChildren.find((n) => n?.type === 'class_body');
      for (const fn of body?.namedChildren ?? []) {
        if (fn?.type === 'function_declaration') ids.add(`${pkg}.${className}#${fn.childForFieldName('name')?.text}`);
      }
    }
    tree.delete();
  }
  return ids;
}

describe('findings', () => {
  it('name tests that exist in the base app', async () => {
    const ids = await declaredTestIds();
    expect(ids.has('com.example.notes.editor.NoteEditorTest#savesNote')).toBe(true);
    for (const c of cases) {
      for (const t of c.spec.finding?.tests ?? [])
        expect(ids.has(`${t.class}#${t.method}`), `${c.name}: ${t.class}#${t.method}`).toBe(true);
    }
  });
});

describe('applyEdits', () => {
  it('fails when a find text is missing', async () => {
    const dir = await tempCopyOfApp();
    await expect(applyEdits(dir, [{ file: 'README.md', find: 'no such text anywhere', replace: '' }])).rejects.toThrow(
      CaseEditError,
    );
  });

  it('fails when a find text is ambiguous', async () => {
    const dir = await tempCopyOfApp();
    await writeFile(path.join(dir, 'twice.txt'), 'ab ab');
    await expect(applyEdits(dir, [{ file: 'twice.txt', find: 'ab', replace: 'x' }])).rejects.toThrow(/occurs 2 times/);
  });

  it('refuses to create over an existing file', async () => {
    const dir = await tempCopyOfApp();
    await expect(applyEdits(dir, [{ file: 'README.md', create: 'x' }])).rejects.toThrow(/overwrite/);
  });

  it('replaces, creates, renames and deletes in order', async () => {
    const dir = await tempCopyOfApp();
    await applyEdits(dir, [
      { file: 'new/a.txt', create: 'one two' },
      { file: 'new/a.txt', find: 'two', replace: 'three' },
      { file: 'new/a.txt', renameTo: 'new/b.txt' },
      { file: 'README.md', delete: true },
    ]);
    expect(await readFile(path.join(dir, 'new/b.txt'), 'utf8')).toBe('one three');
    await expect(readFile(path.join(dir, 'README.md'))).rejects.toThrow();
  });
});

describe.each(cases.map((c) => [c.name, c] as const))('case %s', (_name, c) => {
  // unreadable/ cases are about Kotlin the grammar cannot read: there the edits must leave a syntax error
  it('applies to the base app, changes it, and leaves valid Kotlin (a grammar gap for unreadable/)', async () => {
    const dir = await tempCopyOfApp();
    await applyEdits(dir, c.spec.edits);
    let changed = false;
    let errors = 0;
    for (const file of touchedFiles(c.spec)) {
      const after = await readFile(path.join(dir, file), 'utf8').catch(() => undefined);
      const before = await readFile(path.join(appDir, file), 'utf8').catch(() => undefined);
      if (after !== before) changed = true;
      if (after !== undefined && /\.kts?$/.test(file)) {
        if (c.folder === 'unreadable') errors += syntaxErrors(after).length;
        else expect(syntaxErrors(after), `${file} after the edits`).toEqual([]);
      }
    }
    if (c.folder === 'unreadable') expect(errors, 'the edits leave code the grammar cannot read').toBeGreaterThan(0);
    expect(changed, 'the edits change the tree').toBe(true);
  });
});

async function listKotlin(root: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listKotlin(root, p)));
    else if (/\.kts?$/.test(entry.name)) out.push(p);
  }
  return out;
}
