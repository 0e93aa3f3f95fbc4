import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Language, Parser } from 'web-tree-sitter';
import { packGrammar } from '../../scripts/pack-grammar.js';
import { parserWasmFiles } from '../../src/guard/kotlin/wasm.js';
import { repoRoot } from '../support/cli.js';

/**
 * The build packs the Kotlin grammar's data (scripts/pack-grammar.js) so V8 copies fewer bytes when
 * the fast path compiles it. A packed module must leave in memory exactly what the original leaves:
 * its data at `__memory_base`, then its own relocations applied over it.
 */

const grammarFile = createRequire(import.meta.url).resolve(parserWasmFiles.grammar);

const u32 = (v: number): number[] => {
  const out: number[] = [];
  do {
    out.push((v & 0x7f) | (v >= 0x80 ? 0x80 : 0));
    v = Math.floor(v / 128);
  } while (v > 0);
  return out;
};
const section = (id: number, body: number[]) => [id, ...u32(body.length), ...body];
const name = (s: string) => [...u32(s.length), ...Buffer.from(s)];

/**
 * A side module as emscripten makes them, in small: a dylink.0 section, `data` as one active
 * segment at `__memory_base`, and `__wasm_apply_data_relocs` writing a pointer (base + 8) into it.
 */
function sideModule(data: Uint8Array): Buffer<ArrayBuffer> {
  const relocs = [0, 0x23, 0, 0x23, 0, 0x41, 8, 0x6a, 0x36, 2, 16, 0x0b]; // *(base + 16) = base + 8
  return Buffer.concat([
    Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    Buffer.from(
      section(0, [...name('dylink.0'), 1, ...u32(u32(data.length).length + 3), ...u32(data.length), 0, 0, 0]),
    ),
    Buffer.from(section(1, [1, 0x60, 0, 0])),
    Buffer.from(
      section(2, [2, ...name('env'), ...name('memory'), 2, 0, 8, ...name('env'), ...name('__memory_base'), 3, 0x7f, 0]),
    ),
    Buffer.from(section(3, [1, 0])),
    Buffer.from(section(7, [1, ...name('__wasm_apply_data_relocs'), 0, 0])),
    Buffer.from(section(10, [1, ...u32(relocs.length), ...relocs])),
    Buffer.from(section(11, [1, 0, 0x23, 0, 0x0b, ...u32(data.length), ...data])),
  ]);
}

/** The module instantiated over memory already written (as a reused allocation is), its relocations run: the memory after. */
function loaded(bytes: Uint8Array<ArrayBuffer>, base: number, extraImports: Record<string, unknown> = {}): Uint8Array {
  const memory = new WebAssembly.Memory({ initial: 512 });
  new Uint8Array(memory.buffer).fill(0xa5);
  const env = {
    memory,
    __memory_base: new WebAssembly.Global({ value: 'i32', mutable: false }, base),
    ...extraImports,
  };
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env });
  (instance.exports.__wasm_apply_data_relocs as () => void)();
  return new Uint8Array(memory.buffer);
}

/** Pseudo-random bytes, none zero. */
function noise(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0, x = seed; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = 1 + ((x >>> 16) % 255);
  }
  return out;
}

describe('the packed grammar', () => {
  it('leaves what the original leaves: long and short zero runs, long stretches, repeats longer than one entry', () => {
    const parts = [
      noise(40, 1),
      new Uint8Array(70_000), // more zeros than one entry skips
      noise(70_000, 2), // more bytes than one entry copies
      new Uint8Array(5),
      noise(3000, 2), // a repeat of earlier data, longer than one entry's repeat
      Uint8Array.from({ length: 4000 }, (_, i) => (i % 7 < 3 ? 0 : i % 251)), // zero runs too short to skip
      noise(2500, 1).map((b, i) => (i % 100 < 40 ? 0 : b)),
      new Uint8Array(100), // trailing zeros
    ];
    const data = Buffer.concat(parts);
    const original = sideModule(data);
    const packed = packGrammar(original);
    expect(packed.length).toBeLessThan(original.length / 2);
    const base = 65536 + 24;
    const [a, b] = [loaded(original, base), loaded(packed, base)];
    // the relocation wrote base + 8 over the data, after it was placed
    expect(Buffer.from(a.subarray(base + 16, base + 20)).readUInt32LE(0)).toBe(base + 8);
    expect(
      Buffer.compare(Buffer.from(a.subarray(0, base + data.length)), Buffer.from(b.subarray(0, base + data.length))),
    ).toBe(0);
    // the entry list's window, just past the data, is cleared; nothing beyond it written
    const windowAt = base + Math.ceil(data.length / 4) * 4;
    expect(b.subarray(windowAt, windowAt + 4096).every((x) => x === 0)).toBe(true);
    expect(b[windowAt + 4096]).toBe(0xa5);
  });

  it('declares the window in its memory size, so the loader allocates it', () => {
    const data = Buffer.concat([noise(1000, 3), new Uint8Array(1000)]);
    const packed = packGrammar(sideModule(data));
    const dylink = new Uint8Array(WebAssembly.Module.customSections(new WebAssembly.Module(packed), 'dylink.0')[0]!);
    // the section after its name: MEM_INFO (type 1, its size in one byte here), memorySize as LEB128 first
    expect(dylink[0]).toBe(1);
    let at = 2;
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = dylink[at++]!;
      size += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    expect(size).toBe(2000 + 4096);
  });

  it('refuses a module of a shape it does not know, rather than pack it wrongly', () => {
    const module = sideModule(noise(100, 4));
    // no dylink.0 section: not a side module
    const plain = Buffer.concat([module.subarray(0, 8), module.subarray(8 + 2 + module[9]!)]);
    expect(() => packGrammar(plain)).toThrow(/dylink/);
  });

  it('leaves the Kotlin grammar’s tables and relocations as the package’s file does, in under a quarter of its bytes', () => {
    const original = readFileSync(grammarFile);
    const packed = packGrammar(original);
    expect(packed.length).toBeLessThan(original.length / 4);
    const base = 2 * 65536 + 16;
    const imports = {
      __stack_pointer: new WebAssembly.Global({ value: 'i32', mutable: true }, 65536),
      __table_base: new WebAssembly.Global({ value: 'i32', mutable: false }, 10),
      __indirect_function_table: new WebAssembly.Table({ initial: 1000, element: 'anyfunc' }),
      iswalpha: () => 0,
      iswspace: () => 0,
      iswalnum: () => 0,
      strncmp: () => 0,
    };
    const [a, b] = [loaded(original, base, imports), loaded(packed, base, imports)];
    const size = 3_283_536; // the package's data segment (its dylink memory size)
    expect(Buffer.compare(Buffer.from(a.subarray(0, base + size)), Buffer.from(b.subarray(0, base + size)))).toBe(0);
  });

  it('parses the fixture app’s Kotlin into the same trees through web-tree-sitter', async () => {
    await Parser.init();
    const original = await Language.load(readFileSync(grammarFile));
    const packed = await Language.load(packGrammar(readFileSync(grammarFile)));
    const dir = path.join(repoRoot, 'android-fixtures', 'compose-app');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.kt'));
    expect(files.length).toBeGreaterThan(5);
    const parser = new Parser();
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      parser.setLanguage(original);
      const a = parser.parse(text)!;
      parser.setLanguage(packed);
      const b = parser.parse(text)!;
      expect(b.rootNode.toString(), f).toBe(a.rootNode.toString());
      a.delete();
      b.delete();
    }
    parser.delete();
  });
});
