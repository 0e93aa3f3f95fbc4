import v8 from 'node:v8';
import type { GrammarCompileHooks } from '../guard/kotlin/wasm.js';

/**
 * V8's heap for a process that lives a fraction of a second. Each page of memory a process first
 * writes costs a page fault (~15 µs on a virtual machine) and freeing it again at exit; a guard run
 * faulted ~12,000 pages where a bare node faults ~2,200. V8's young generation doubles each time a
 * scavenge finds most of it alive — a guard's syntax trees are — and every doubling touches fresh
 * pages; kept at its first size, the main thread spends less (`npm run bench -- guard`'s changes,
 * main-thread CPU, 20 files: 578 -> 518 ms, 500 files: 1823 -> 1715 ms, medians under load).
 * (A later optimising tier, `--interrupt-budget`, saved faults on background threads but cost the
 * main thread on the 500-file change: not set.) Process-wide, so only the fast path's start sets it.
 */
export function useShortRunHeap(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

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
