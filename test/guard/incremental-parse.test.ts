import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeParses, parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { fixtureApp, kotlinFiles } from './fixture-app.js';
import { shape } from './syn-shape.js';

/**
 * The guard parses each head file from its base file's tree (ChangeParses): tree-sitter re-reads
 * only what the edit touched. What comes out must be exactly what a fresh parse of the head gives,
 * or the guard would judge a different tree than the code: same types, fields, ranges, lines and
 * parents, for every kind of edit a change makes, on every Kotlin file of the fixture app.
 */

/** Edits of a Kotlin file as changes make them; each returns undefined when it does not apply. */
const edits: Record<string, (src: string) => string | undefined> = {
  'no change': (s) => s,
  'a line added in the middle': (s) => {
    const at = s.indexOf('\n', Math.floor(s.length / 2));
    return at < 0 ? undefined : `${s.slice(0, at + 1)}        assertTrue(done)\n${s.slice(at + 1)}`;
  },
  'the first function deleted': (s) => {
    const m = /\n(\s*)(?:@\w+(?:\([^)]*\))?\s*)*(?:private |internal )?fun [\s\S]*?\n\1}\n/.exec(s);
    return m ? s.slice(0, m.index + 1) + s.slice(m.index + m[0].length) : undefined;
  },
  'chains wrapped by a formatter': (s) => (s.includes(').') ? s.replaceAll(').', ')\n            .') : undefined),
  'a string literal changed': (s) => {
    const m = /"[^"\n$\\]+"/.exec(s);
    return m ? `${s.slice(0, m.index)}"changed text"${s.slice(m.index + m[0].length)}` : undefined;
  },
  'a comment added at the end': (s) => `${s}\n// reviewed\n`,
  'an import added at the top': (s) => s.replace(/^import /m, 'import kotlin.test.assertTrue\nimport '),
  'a closing brace lost (a syntax error)': (s) => {
    const at = s.lastIndexOf('}');
    return at < 0 ? undefined : s.slice(0, at) + s.slice(at + 1);
  },
  'text with non-ASCII and astral characters': (s) => {
    const at = s.indexOf('\n');
    return at < 0 ? undefined : `${s.slice(0, at + 1)}// Größe 😀 测试\nval label = "😀 ünïcödé"\n${s.slice(at + 1)}`;
  },
  'everything replaced': () => 'class Other {\n    fun x() = 1\n}\n',
  'the file emptied': () => '',
};

describe('parsing a head file from its base file (ChangeParses)', () => {
  let parses: ChangeParses | undefined;
  afterEach(() => parses?.close());

  it('gives the tree a fresh parse gives, for every edit of every fixture-app Kotlin file', async () => {
    const files = await kotlinFiles(fixtureApp);
    expect(files.length).toBeGreaterThan(20);
    let compared = 0;
    for (const file of files) {
      const base = await readFile(file, 'utf8');
      for (const [name, edit] of Object.entries(edits)) {
        const head = edit(base);
        if (head === undefined) continue;
        parses = new ChangeParses();
        const baseTree = await parses.keep(file, base);
        expect(shape(baseTree), `${path.relative(fixtureApp, file)} base`).toBe(shape(await parseKotlin(base)));
        const incremental = shape(await parses.from(file, head));
        expect(incremental, `${path.relative(fixtureApp, file)}: ${name}`).toBe(shape(await parseKotlin(head)));
        parses.close();
        compared++;
      }
    }
    // most edits apply to most files: the comparison is not vacuous
    expect(compared).toBeGreaterThan(files.length * 7);
  });

  it('parses from one kept tree again and again, each time as a fresh parse would', async () => {
    parses = new ChangeParses();
    const base = 'class A {\n    fun b() = c(d)\n    fun e() = f(g)\n}\n';
    await parses.keep('A.kt', base);
    // an edit early in the file, then one late in it, then none: each must start from the base as kept
    const heads = [
      'class A {\n    fun b() = c(d, somethingLonger)\n    fun e() = f(g)\n}\n',
      'class A {\n    fun b() = c(d)\n    fun e() = f(h)\n}\n',
      base,
    ];
    for (const h of heads) expect(shape(await parses.from('A.kt', h))).toBe(shape(await parseKotlin(h)));
  });

  it('parses afresh when no base tree is kept under the key (an added file)', async () => {
    parses = new ChangeParses();
    const head = 'fun main() {\n    println("hi")\n}\n';
    expect(shape(await parses.from(undefined, head))).toBe(shape(await parseKotlin(head)));
    expect(shape(await parses.from('never-kept.kt', head))).toBe(shape(await parseKotlin(head)));
  });

  it('frees its trees on close, and can still parse afresh after it', async () => {
    parses = new ChangeParses();
    await parses.keep('A.kt', 'class A\n');
    parses.close();
    const head = 'class A(val x: Int)\n';
    expect(shape(await parses.from('A.kt', head))).toBe(shape(await parseKotlin(head)));
  });
});
