import v8 from 'node:v8';
import type { GrammarCompileHooks } from '../guard/kotlin/wasm.js';

/**
 * V8's wasm flags for a process that is only `droidheal guard` (they are process-wide, so only the
 * fast path's start sets them; the guard library, loaded by the heal loop or a user's program, does
 * not). The grammar is 3.4 MB of wasm: V8's optimising tier compiles it on background threads that
 * the process then waits for at exit (~0.4 s on a busy 2-core box, more than the guard's own work);
 * the baseline tier, compiling only the functions used, parses these files as fast.
 */
export function useBaselineWasm(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--wasm-lazy-compilation');
}

/**
 * The flags while the grammar compiles: the baseline tier, lazy compilation off. Compiled lazily,
 * the grammar's 140 KB lexer would compile on the main thread at the first parse (~15 ms); this way
 * it compiles whole in the background. The runtime module stays lazy (it is compiled before): most
 * of it never runs. V8 reads the flag when the compile starts, on the main thread's next task. The
 * fast path's script is compiled in this state too, and V8 accepts a code cache only under the
 * flags it was made with: the cache is made in it (start.ts).
 */
export function useGrammarCompileFlags(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--no-wasm-lazy-compilation');
}

/** The hooks compileParserWasm runs around the grammar's compile in the fast path. */
export const grammarCompileFlags: GrammarCompileHooks = {
  before: useGrammarCompileFlags,
  after: () => v8.setFlagsFromString('--wasm-lazy-compilation'),
};
