import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTreesWith, parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { fixtureApp, kotlinFiles } from './fixture-app.js';
import { shape } from './syn-shape.js';

/**
 * parseKotlin copies each tree-sitter tree into plain objects with a cursor walk that reads as little
 * as it can (a field name only under the parents the guard reads fields of, the range only of
 * leaves, lines counted forward), through web-tree-sitter's public API only. Copied node by node
 * through the Node API instead (children, field names, ranges and start rows all asked of
 * tree-sitter), every tree must come out the same: types, fields, ranges, lines and parents, for
 * real files and for the shapes that stress a cursor (deep nesting that outgrows its stack, syntax
 * errors, missing nodes).
 */

async function bothWays(src: string): Promise<[string, string]> {
  copyTreesWith('nodes');
  const asked = shape(await parseKotlin(src), null);
  copyTreesWith('cursor');
  return [asked, shape(await parseKotlin(src), null)];
}

const deep = `fun f() = ${'('.repeat(300)}1${')'.repeat(300)}\n`;
const stressed = {
  'deep nesting': deep,
  'a syntax error': 'class A {\n  fun b( { val = }\n}\n',
  'a missing brace': 'class A {\n  fun b() {\n    c()\n',
  'text before and after a declaration': 'x y z\n@Composable fun A() { B(onClick = {}) }\n"unclosed\n',
  'char literals and templates': "fun s(c: Char) = \"${'$'}{c}x\" + 'y' + '\\n'\n",
  'non-ASCII and astral characters': 'fun f() = "héllo 😀"\n\n// ü\nval x = 1\n',
  empty: '',
};

describe('copying a parsed tree', () => {
  afterAll(() => {
    copyTreesWith('cursor');
  });

  it('gives the same tree both ways for every Kotlin file of the fixture app', async () => {
    const files = await kotlinFiles(fixtureApp);
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const [asked, walked] = await bothWays(await readFile(f, 'utf8'));
      expect(walked, f).toBe(asked);
    }
  });

  for (const [name, src] of Object.entries(stressed)) {
    it(`gives the same tree both ways for ${name}`, async () => {
      const [asked, walked] = await bothWays(src);
      expect(walked).toBe(asked);
    });
  }

  it('keeps parsing correctly after a cursor outgrew its stack many times', async () => {
    const [before] = await bothWays('class A { fun b() = c(d) }\n');
    for (let i = 0; i < 50; i++) await parseKotlin(deep);
    const [asked, walked] = await bothWays('class A { fun b() = c(d) }\n');
    expect(asked).toBe(before);
    expect(walked).toBe(before);
  });
});
