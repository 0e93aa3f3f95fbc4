/** A seeded random stream (mulberry32): the same seed gives the same run, so a violation replays. */
export function rng(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** One run's seed from the suite seed and the run index, so `--only I` replays run I alone. */
export function runSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x01000193) + Math.imul(index + 1, 0x27d4eb2f)) >>> 0;
}

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
export const between = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
