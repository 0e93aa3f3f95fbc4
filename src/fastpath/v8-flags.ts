import v8 from 'node:v8';
import type { GrammarCompileHooks } from '../guard/kotlin/wasm.js';

/**
 * V8's heap and tiering for a process that lives a fraction of a second. Each page of memory a
 * process first writes costs a page fault (~15 µs on a virtual machine) and freeing it again at
 * exit; a guard run faulted ~13,000 pages where a bare node faults ~2,200. Two defaults made for
 * long-lived programs cost most of the difference: the young generation doubles each time a
 * scavenge finds most objects alive (a guard's syntax trees are), touching fresh pages for every
 * doubling; and V8's optimising compiler starts on any function called a few hundred times,
 * compiling on a background thread into fresh memory code that a short run barely uses. Here the
 * young generation keeps its first size and a function must run ~16 times longer before it is
 * optimised (`npm run bench -- guard`: ~2,300 fewer page faults on the 20-file change, ~14,000
 * on the 500-file one, no more CPU). Process-wide, so only the fast path's start sets them.
 */
export function useShortRunHeap(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  v8.setFlagsFromString(`--interrupt-budget=${16 * 66 * 1024}`);
}

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
 * it compiles whole in the background. So does the runtime: compiled lazily, the functions a parse
 * calls compiled one by one on the main thread during the first parses. V8 reads the flag when the compile starts, on the main thread's next task. The
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
