import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import { appInventory } from '../../src/guard/inventory/app.js';
import { kotlinBuildSettings } from '../../src/guard/inventory/build.js';
import { testInventory } from '../../src/guard/inventory/tests.js';
import { descendants, parseKotlin, type Syn } from '../../src/guard/kotlin/syntax.js';
import { ConstantTable } from '../../src/guard/kotlin/values.js';
import { fixtureApp as app, kotlinFiles } from './fixture-app.js';
import { type TempRepo, tempRepo } from './git-repo.js';

/**
 * Honest edits that leave the code's meaning alone must not change what the guard reads. The
 * Kotlin grammar is ambiguous in places (a trailing comment once turned a class's annotations into
 * a detached annotated expression), so every Kotlin file of the fixture app is put through edits a
 * person or a formatter makes, and each must give the same inventory — and an allowed guard run.
 */

/** Insert strings at offsets of `src` (later offsets first, so earlier ones stay valid). */
function insertAt(src: string, inserts: Array<[number, string]>): string {
  let out = src;
  for (const [at, s] of [...inserts].sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + s + out.slice(at);
  return out;
}

/** Lines that start inside a multi-line string literal: their leading whitespace is content. */
function linesInsideStrings(tree: Syn, src: string): Set<number> {
  const out = new Set<number>();
  for (const d of descendants(tree)) {
    if (d.type !== 'string_literal') continue;
    const first = d.line;
    const last = first + (src.slice(d.start, d.end).split('\n').length - 1);
    for (let l = first + 1; l <= last; l++) out.add(l);
  }
  return out;
}

function indentationOf(line: string): number {
  return line.length - line.trimStart().length;
}

type Edit = (src: string, tree: Syn) => string;

const edits: Record<string, Edit> = {
  'trailing comment': (src) => `${src}${src.endsWith('\n') ? '' : '\n'}// touched\n`,
  'blank lines at the end': (src) => `${src}\n\n\n`,
  // without a final newline the grammar once read `@LargeTest @RunWith(…) class X {…}` as an expression
  'no newline at the end': (src) => src.replace(/\n+$/, ''),
  'trailing comment without a newline at the end': (src) => `${src}// touched`,
  'CRLF line endings': (src) => src.replace(/\n/g, '\r\n'),
  'comment between annotations and declaration': (src, tree) => {
    const at: Array<[number, string]> = [];
    for (const d of descendants(tree)) {
      if (d.type === 'file_annotation') at.push([d.end, '\n// reviewed\n']);
      if (d.type !== 'modifiers') continue;
      const anns = d.children.filter((c) => c.type === 'annotation');
      if (anns.length) at.push([anns[anns.length - 1]!.end, '\n// reviewed\n']);
    }
    return insertAt(src, at);
  },
  'comment between two annotations': (src, tree) => {
    const at: Array<[number, string]> = [];
    for (const d of descendants(tree)) {
      if (d.type !== 'modifiers') continue;
      const anns = d.children.filter((c) => c.type === 'annotation');
      if (anns.length > 1) at.push([anns[0]!.end, ' /* why */\n']);
    }
    return insertAt(src, at);
  },
  'indentation converted to tabs': (src, tree) => {
    const keep = linesInsideStrings(tree, src);
    return src
      .split('\n')
      .map((l, i) =>
        keep.has(i + 1)
          ? l
          : '\t'.repeat(Math.floor(indentationOf(l) / 4)) + ' '.repeat(indentationOf(l) % 4) + l.trimStart(),
      )
      .join('\n');
  },
  'indentation halved': (src, tree) => {
    const keep = linesInsideStrings(tree, src);
    return src
      .split('\n')
      .map((l, i) => (keep.has(i + 1) ? l : ' '.repeat(Math.ceil(indentationOf(l) / 2)) + l.trimStart()))
      .join('\n');
  },
  // what ktlint/ktfmt do to a file: trailing spaces gone, blank-line runs collapsed, every call
  // chain wrapped one call per line
  'formatter pass': (src, tree) => {
    const at: Array<[number, string]> = [];
    const insideString = (n: Syn) => {
      for (let p = n.parent; p; p = p.parent) if (p.type === 'string_literal') return true;
      return false;
    };
    for (const d of descendants(tree)) {
      if (d.type !== 'navigation_expression' || insideString(d)) continue;
      const receiver = d.children.find((c) => c.named);
      const dot = d.children.find((c) => !c.named && c.type === '.');
      if (receiver?.type === 'call_expression' && dot) {
        const lineStart = src.lastIndexOf('\n', d.start) + 1;
        at.push([dot.start, `\n${' '.repeat(indentationOf(src.slice(lineStart)) + 8)}`]);
      }
    }
    return insertAt(src, at)
      .split('\n')
      .map((l) => l.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
  },
};

/** What the guard reads from one file, lines aside (edits move lines). */
async function inventory(src: string, rel: string): Promise<unknown> {
  const tree = await parseKotlin(src);
  const constants = new ConstantTable();
  constants.addFile(tree, rel);
  const read = {
    tests: testInventory(tree, rel, 'androidTest', constants, new Set(), { decls: new Map(), missing: new Set() }),
    app: appInventory(tree, rel, constants),
    build: kotlinBuildSettings(tree, rel),
  };
  return JSON.parse(JSON.stringify(read, (k, v: unknown) => (k === 'line' || k === 'parent' ? undefined : v)));
}

const files = await kotlinFiles(app);

describe('guard inventories under honest edits (every fixture Kotlin file)', () => {
  let repo: TempRepo & { base: string };
  const originals = new Map<string, string>();

  beforeAll(async () => {
    for (const f of files) originals.set(path.relative(app, f), await readFile(f, 'utf8'));
    repo = await tempRepo(Object.fromEntries(originals));
  });
  afterAll(async () => {
    await repo?.remove();
  });

  it('has the fixture files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const [name, edit] of Object.entries(edits)) {
    it(`${name}: the same inventory for each file, and the guard allows the edit of all of them`, async () => {
      const changed: Record<string, string> = {};
      for (const [rel, src] of originals) {
        const edited = edit(src, await parseKotlin(src));
        if (edited === src) continue;
        changed[rel] = edited;
        expect(await inventory(edited, rel), `${name} of ${rel}`).toEqual(await inventory(src, rel));
      }
      expect(Object.keys(changed).length).toBeGreaterThan(name.startsWith('comment between two') ? 2 : 10);
      // each edit on its own from the base, so the change is exactly this edit
      await repo.git(['checkout', '-q', '--detach', repo.base]);
      const head = await repo.commit(changed, name);
      const result = await guardChange({ repo: repo.dir, base: repo.base, head });
      expect(result.refusals).toEqual([]);
      expect(result.allowed).toBe(true);
      expect(result.checkedFiles).toBe(Object.keys(changed).length);
    });
  }

  it('a comment line before every third line of every file changes no inventory', async () => {
    let variants = 0;
    for (const [rel, src] of originals) {
      const tree = await parseKotlin(src);
      const keep = linesInsideStrings(tree, src);
      const before = await inventory(src, rel);
      const lines = src.split('\n');
      for (let i = 0, at = 0; i < lines.length; at += lines[i]!.length + 1, i++) {
        if (i % 3 !== 0 || keep.has(i + 1)) continue;
        const edited = `${src.slice(0, at)}${i % 2 ? '/* note */' : '// note'}\n${src.slice(at)}`;
        expect(await inventory(edited, rel), `${rel}: comment before line ${i + 1}`).toEqual(before);
        variants++;
      }
    }
    expect(variants).toBeGreaterThan(400);
  });

  it('refuses an @Ignore added in a test file that has no final newline on either side', async () => {
    // without a final newline the grammar read this class as an expression: no tests on either side, nothing refused
    const rel = 'app/src/androidTest/java/com/example/notes/MainActivityTest.kt';
    const bare = originals.get(rel)!.replace(/\n+$/, '');
    await repo.git(['checkout', '-q', '--detach', repo.base]);
    const base = await repo.commit({ [rel]: bare }, 'no final newline');
    const head = await repo.commit(
      {
        [rel]: bare.replace(
          '    @Test\n    fun activityShowsContent()',
          '    @Ignore("flaky")\n    @Test\n    fun activityShowsContent()',
        ),
      },
      'ignore',
    );
    const result = await guardChange({ repo: repo.dir, base, head });
    expect(result.refusals.map((r) => `${r.rule} ${r.test}`)).toEqual([
      'test-suppressed MainActivityTest.activityShowsContent',
    ]);
  });

  it('a trailing comment after an annotated class leaves its annotations on the class', async () => {
    const src =
      '@LargeTest\n@RunWith(AndroidJUnit4::class)\nclass A {\n  @Test(expected = IllegalStateException::class)\n  fun a() {}\n}\n';
    const rel = 'app/src/androidTest/java/x/A.kt';
    const tree = await parseKotlin(`${src}// touched\n`);
    const decl = tree.children.find((c) => c.named && c.type !== 'line_comment')!;
    expect(decl.type).toBe('class_declaration');
    expect(await inventory(`${src}// touched\n`, rel)).toEqual(await inventory(src, rel));
    const [unit] = (
      (await inventory(`${src}// touched\n`, rel)) as {
        tests: Array<{ classAnnotations: Array<{ name: string; args: string[] }> }>;
      }
    ).tests;
    expect(unit!.classAnnotations.map((a) => `${a.name}(${a.args.join(',')})`)).toEqual([
      'LargeTest()',
      'RunWith(AndroidJUnit4::class)',
    ]);
  });

  it('the same for a top-level function, property and object with a one-argument annotation', async () => {
    for (const decl of ['fun f() = 1', 'val p = 1', 'object O', 'private fun g() {}']) {
      const src = `package x\n\n@Suppress("unused")\n${decl}\n`;
      const plain = await parseKotlin(src);
      const commented = await parseKotlin(`${src}/* end */\n`);
      const shape = (t: Syn): string =>
        t.named && !t.type.endsWith('comment') ? `${t.type}(${t.children.map(shape).filter(Boolean).join(' ')})` : '';
      expect(shape(commented), decl).toBe(shape(plain));
      expect(shape(plain)).toContain('modifiers(annotation(constructor_invocation(');
    }
  });
});
