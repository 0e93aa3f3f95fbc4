import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compileParserWasm, importedMemoryLimits, parserWasmFiles } from '../../src/guard/kotlin/wasm.js';

const resolve = (id: string) => createRequire(import.meta.url).resolve(id);

describe('the parser wasm', () => {
  it('reads the memory limits the runtime imports from its import section', () => {
    const limits = importedMemoryLimits(readFileSync(resolve(parserWasmFiles.runtime)));
    // web-tree-sitter's runtime is built with a 32 MB initial memory (512 pages of 64 KB) and a 2 GB maximum
    expect(limits).toEqual({ initial: 512, maximum: 32768 });
  });

  it('names a module that imports no memory', () => {
    // the empty module: magic and version only
    expect(() => importedMemoryLimits(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))).toThrow(/imports no memory/);
  });

  it('compiles the grammar from the bytes it read into the runtime memory, byte for byte the file', async () => {
    const wasm = compileParserWasm(resolve);
    const file = readFileSync(resolve(parserWasmFiles.grammar));
    const grammar = await wasm.grammar;
    expect(WebAssembly.Module.exports(grammar).length).toBeGreaterThan(0);
    expect(wasm.memory.buffer.byteLength).toBeGreaterThanOrEqual(file.length);
    const read = new Uint8Array(wasm.memory.buffer).subarray(2 * 65536, 2 * 65536 + file.length);
    expect(Buffer.compare(Buffer.from(read), file)).toBe(0);
  });
});
