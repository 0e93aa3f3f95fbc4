import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWithRawCursor, parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { fixtureApp, kotlinFiles } from './fixture-app.js';
import { shape } from './syn-shape.js';

/**
 * parseKotlin copies each tree-sitter tree into plain objects through web-tree-sitter's own cursor
 * functions (fast), with the public TreeCursor as the fallback. Both must give the same tree: same
 * types, fields, ranges, lines and parents, for real files and for the shapes that stress a cursor
 * (deep nesting that outgrows its stack, syntax errors, missing nodes).
 */

async function bothWays(src: string): Promise<[string, string]> {
  await copyWithRawCursor(false);
  const slow = shape(await parseKotlin(src), null);
  await copyWithRawCursor(true);
  return [slow, shape(await parseKotlin(src), null)];
}

const deep = `fun f() = ${'('.repeat(300)}1${')'.repeat(300)}\n`;
const stressed = {
  'deep nesting': deep,
  'a syntax error': 'class A {\n  fun b( { val = }\n}\n',
  'a missing brace': 'class A {\n  fun b() {\n    c()\n',
  'text before and after a declaration': 'x y z\n@Composable fun A() { B(onClick = {}) }\n"unclosed\n',
  'char literals and templates': "fun s(c: Char) = \"${'$'}{c}x\" + 'y' + '\\n'\n",
  empty: '',
};

describe('copying a parsed tree', () => {
  afterAll(async () => {
    await copyWithRawCursor(true);
  });

  it('has the raw cursor functions of the installed web-tree-sitter to use', async () => {
    expect(await copyWithRawCursor(true)).toBe(true);
  });

  it('gives the same tree both ways for every Kotlin file of the fixture app', async () => {
    const files = await kotlinFiles(fixtureApp);
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const [slow, fast] = await bothWays(await readFile(f, 'utf8'));
      expect(fast, f).toBe(slow);
    }
  });

  for (const [name, src] of Object.entries(stressed)) {
    it(`gives the same tree both ways for ${name}`, async () => {
      const [slow, fast] = await bothWays(src);
      expect(fast).toBe(slow);
    });
  }

  it('keeps parsing correctly after a cursor outgrew its stack many times', async () => {
    const [before] = await bothWays('class A { fun b() = c(d) }\n');
    for (let i = 0; i < 50; i++) await parseKotlin(deep);
    const [slow, fast] = await bothWays('class A { fun b() = c(d) }\n');
    expect(slow).toBe(before);
    expect(fast).toBe(before);
  });
});
