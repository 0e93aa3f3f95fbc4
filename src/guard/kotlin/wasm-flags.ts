import v8 from 'node:v8';

/**
 * The grammar is 3.4 MB of wasm. V8's optimising tier compiles it on background threads that the
 * process then waits for at exit (~0.4 s on a busy 2-core box, more than the guard's own work);
 * the baseline tier, compiling only the functions used, parses these files as fast. V8 flags are
 * process-wide: this affects only WebAssembly, which only the guard uses. The guard's CLI bundle
 * sets them before compiling its script too (src/cli/guard-start.ts): V8 rejects a code cache made
 * under other flags.
 */
export function useBaselineWasm(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--wasm-lazy-compilation');
}

/**
 * Compile a module whole, on V8's background threads. Compiled lazily, the grammar's 140 KB lexer
 * would be compiled on the main thread at the first parse (~15 ms); this way it is compiled while
 * the guard waits for git. Lazy compilation is switched off until the compile is done (V8 reads
 * the flag when the compile starts on the main thread's next task, not at the call).
 */
export function compileEagerly(bytes: Buffer): Promise<WebAssembly.Module> {
  v8.setFlagsFromString('--no-wasm-lazy-compilation');
  return WebAssembly.compile(bytes as Uint8Array<ArrayBuffer>).finally(() =>
    v8.setFlagsFromString('--wasm-lazy-compilation'),
  );
}
