import { readFileSync } from 'node:fs';
import v8 from 'node:v8';

/**
 * The grammar is 3.4 MB of wasm. V8's optimising tier compiles it on background threads that the
 * process then waits for at exit (~0.4 s on a busy 2-core box, more than the guard's own work);
 * the baseline tier, compiling only the functions used, parses these files as fast. V8 flags are
 * process-wide: this affects only WebAssembly, which only the guard uses.
 */
export function useBaselineWasm(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--wasm-lazy-compilation');
}

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
 * Compile the parser's wasm as the packages ship it (`resolve` finds a package's file, as
 * require.resolve does). The runtime at once and lazily: it is only validated, and the functions a
 * parse uses compile at the first parse (~6 ms; compiled whole in the background it would hold up
 * the grammar's compile, which the first parse waits for). The grammar whole, on V8's background
 * threads: compiled lazily, its 140 KB lexer would compile on the main thread at the first parse
 * (~15 ms); this way it compiles while the guard loads and waits for git. Lazy compilation is
 * switched off until it is done (V8 reads the flag when the compile starts, on the main thread's
 * next task, not at the call), after the runtime is compiled. A grammar that fails to compile
 * rejects where it is awaited, at the first parse, and nowhere else.
 */
export function compileParserWasm(resolve: (id: string) => string): ParserWasm {
  useBaselineWasm();
  const runtime = new WebAssembly.Module(readFileSync(resolve(parserWasmFiles.runtime)));
  useGrammarCompileFlags();
  const grammar = WebAssembly.compile(readFileSync(resolve(parserWasmFiles.grammar)) as Uint8Array<ArrayBuffer>);
  grammar.finally(() => v8.setFlagsFromString('--wasm-lazy-compilation')).catch(() => undefined);
  return { runtime, grammar };
}

/**
 * The flags while the grammar compiles: the baseline tier, lazy compilation off. The guard's CLI
 * script is compiled in this state (src/cli/guard-start.ts starts the grammar first), and V8
 * accepts a code cache only under the flags it was made with: the cache is made in it too.
 */
export function useGrammarCompileFlags(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--no-wasm-lazy-compilation');
}
