import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { timing } from '../timing.js';

/**
 * The parser's wasm: web-tree-sitter's runtime and the Kotlin grammar, compiling; and the
 * runtime's linear memory, made before the runtime is instantiated (emscripten's `wasmMemory`
 * option) because the grammar's file was read into it.
 */
export interface ParserWasm {
  runtime: Promise<WebAssembly.Module>;
  grammar: Promise<WebAssembly.Module>;
  memory: WebAssembly.Memory;
}

/** The parser's wasm files, as package paths: web-tree-sitter's runtime and the Kotlin grammar. */
export const parserWasmFiles = {
  runtime: 'web-tree-sitter/web-tree-sitter.wasm',
  grammar: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
} as const;

/**
 * What a process that is only the guard may do around the grammar's compile (V8 flags are
 * process-wide, so the guard library sets none: src/fastpath/v8-flags.ts does, for `droidheal guard`).
 */
export interface GrammarCompileHooks {
  /** just before the grammar's compile starts */
  before(): void;
  /** once it is done, or failed */
  after(): void;
}

/**
 * Where in the runtime's memory the grammar's file is read: above the runtime's static data (~80 KB),
 * where its allocator puts the grammar's 3.3 MB of tables when the grammar loads (a calloc, its first
 * large allocation). Every page first written costs a page fault (~10-15 µs on a virtual machine),
 * and the grammar's bytes were written three times into fresh memory — read, copied by V8's compile,
 * cleared and filled in the runtime's memory; read here, the last pass finds its pages mapped.
 * Anywhere else above the static data works the same, only without the saving.
 */
const GRAMMAR_READ_AT = 2 * 65536;

/**
 * Compile the parser's wasm as the packages ship it (`resolve` finds a package's file, as
 * require.resolve does): the runtime (210 KB) and the grammar (3.4 MB) asynchronously, on V8's
 * background threads, so they compile while the guard loads and waits for git. Compiled whole
 * there (the fast path's hooks turn lazy compilation off for both), the runtime's parsing
 * functions are not compiled one by one on the main thread at the first parses. Either failing to
 * compile rejects where it is awaited, at the first parse, and nowhere else.
 */
export function compileParserWasm(resolve: (id: string) => string, hooks?: GrammarCompileHooks): ParserWasm {
  const runtimeBytes = readFileSync(resolve(parserWasmFiles.runtime));
  const memory = new WebAssembly.Memory(importedMemoryLimits(runtimeBytes));
  promoteNow();
  const bytes = readInto(memory, GRAMMAR_READ_AT, resolve(parserWasmFiles.grammar));
  hooks?.before();
  const runtime = WebAssembly.compile(runtimeBytes);
  // V8 copies the bytes before this returns: the memory is the runtime's again
  const grammar = WebAssembly.compile(bytes);
  Promise.allSettled([runtime, grammar]).then(() => {
    timing.mark('grammar compiled');
    hooks?.after();
  });
  return { runtime, grammar, memory };
}

/**
 * V8 counts a new wasm memory's 32 MB as young external memory, and while it is young every
 * ArrayBuffer allocated forces a young-generation collection (V8's `AllocateExternalBackingStore`:
 * young external bytes at twice the largest semi-space); two move it to the old generation. They
 * come anyway — here, while the heap holds little, they copy little, instead of the guard's
 * modules and first trees a few milliseconds later.
 */
function promoteNow(): void {
  // Reflect.construct: the bundler drops a bare `new ArrayBuffer` nobody reads
  for (let i = 0; i < 2; i++) Reflect.construct(ArrayBuffer, [8]);
}

/** A file read into `memory` at `offset` (grown when it does not fit), as a view of its bytes there. */
function readInto(memory: WebAssembly.Memory, offset: number, file: string): Uint8Array<ArrayBuffer> {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const short = offset + size - memory.buffer.byteLength;
    if (short > 0) memory.grow(Math.ceil(short / 65536));
    const bytes = new Uint8Array(memory.buffer, offset, size);
    for (let at = 0; at < size; ) {
      const n = readSync(fd, bytes, at, size - at, at);
      if (n === 0) throw new Error(`${file} ended after ${at} of ${size} bytes`);
      at += n;
    }
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/**
 * The limits of the memory a wasm module imports (web-tree-sitter's runtime imports `env.memory`),
 * from its import section: the memory it is given must satisfy them, and the JS API does not say them.
 */
export function importedMemoryLimits(wasm: Uint8Array): WebAssembly.MemoryDescriptor {
  let at = 8; // magic and version
  const u32 = (): number => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = wasm[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  const skipName = () => {
    const length = u32();
    at += length;
  };
  while (at < wasm.length) {
    const section = wasm[at++];
    const size = u32();
    const end = at + size;
    if (section === 2) {
      for (let n = u32(); n > 0; n--) {
        skipName();
        skipName();
        const kind = wasm[at++];
        if (kind === 0)
          u32(); // function: type index
        else if (kind === 1) {
          at++; // table: element type, then limits
          const flags = u32();
          u32();
          if (flags & 1) u32();
        } else if (kind === 2) {
          const flags = u32();
          const initial = u32();
          return flags & 1 ? { initial, maximum: u32() } : { initial };
        } else at += 2; // global: value type, mutability
      }
    }
    at = end;
  }
  throw new Error('the parser runtime imports no memory');
}
