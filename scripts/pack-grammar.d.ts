// Types of scripts/pack-grammar.js, for its test.
export interface PackOptions {
  /** zero runs at least this long are skipped, not copied */
  minZeroRun?: number;
  /** repeats of earlier data at least this long are copied from it */
  minMatch?: number;
}
export const MIN_ZERO_RUN: number;
export const MIN_MATCH: number;
export function packData(data: Uint8Array, options?: PackOptions): { table: Buffer; stretches: Buffer };
export function packGrammar(bytes: Uint8Array, options?: PackOptions): Buffer<ArrayBuffer>;
