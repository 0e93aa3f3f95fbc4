import { readFileSync } from 'node:fs';
import { timing } from '../timing.js';

/** The parser's two wasm modules: web-tree-sitter's runtime, compiled, and the Kotlin grammar, compiling. */
export interface ParserWasm {
  runtime: WebAssembly.Module;
  grammar: Promise<WebAssembly.Module>;
}

/** The parser's wasm files, as package paths: web-tree-sitter's runtime and the Kotlin grammar. */
export const parserWasmFiles = {
  runtime: 'web-tree-sitter/web-tree-sitter.wasm',
  grammar: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
} as const;

/**
 * What a process that is only the guard may do around the grammar's compile (V8 flags are
 * process-wide, so the guard library sets none: src/fastpath/wasm-flags.ts does, for `droidheal guard`).
 */
export interface GrammarCompileHooks {
  /** just before the grammar's compile starts */
  before(): void;
  /** once it is done, or failed */
  after(): void;
}

/**
 * Compile the parser's wasm as the packages ship it (`resolve` finds a package's file, as
 * require.resolve does): the runtime at once, the grammar (3.4 MB) asynchronously, on V8's
 * background threads, so it compiles while the guard loads and waits for git. A grammar that fails
 * to compile rejects where it is awaited, at the first parse, and nowhere else.
 */
export function compileParserWasm(resolve: (id: string) => string, hooks?: GrammarCompileHooks): ParserWasm {
  const runtime = new WebAssembly.Module(readFileSync(resolve(parserWasmFiles.runtime)));
  hooks?.before();
  const grammar = WebAssembly.compile(readFileSync(resolve(parserWasmFiles.grammar)) as Uint8Array<ArrayBuffer>);
  grammar
    .finally(() => {
      timing.mark('grammar compiled');
      hooks?.after();
    })
    .catch(() => undefined);
  return { runtime, grammar };
}
