/**
 * Android string resources moved to Compose Multiplatform resources: `getString(R.string.share)` →
 * `getString(Res.string.share)`, the definition gone from `res/values*` XML and the text now defined in a
 * `composeResources/values*` tree. The same text looked up the new way is the same text: the base reads
 * `R.string.a` as `Res.string.b` when every definition of `a` at the base (all locales, as one set) is every
 * definition of `b` at the head, the head's changed files no longer name `R.string.a`, and some changed base
 * line becomes a head line by that rewrite. Another key, or the same key with another text, stays a retarget.
 */

const composeResource = /\bRes\.string\.(\w+)/g;

/** Where Compose Multiplatform keeps its string resources (any module, any source set). */
export const composeStringsTree = ':(glob)**/composeResources/values*/*.xml';

/** Compose resource names a side's changed files use (`Res.string.x`). */
export function composeResourceNames(sources: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (const src of sources.values()) for (const m of src.matchAll(composeResource)) out.add(m[1]!);
  return out;
}

const androidRef = (name: string) => new RegExp(`\\bR\\.string\\.${name}\\b`, 'g');

/** A line with the Android resource `from` read as the Compose resource `to`. */
export const asComposeResource = (line: string, from: string, to: string) =>
  line.replace(androidRef(from), `Res.string.${to}`);

/**
 * The Android resources `gone` (named by the base's changed files, by no head one) moved to a Compose
 * resource with the same texts: old name → Compose name. `evidence(from, to)` says some changed line shows it.
 */
export function composeResourceMoves(
  gone: string[],
  composeNames: Set<string>,
  baseTexts: Map<string, Set<string>>,
  headComposeTexts: Map<string, Set<string>>,
  evidence: (from: string, to: string) => boolean,
): Map<string, string> {
  const key = (s: Set<string> | undefined) => (s?.size ? [...s].sort().join('\u0000') : undefined);
  const out = new Map<string, string>();
  for (const g of gone) {
    const want = key(baseTexts.get(g));
    if (want === undefined) continue;
    const same = [...composeNames].filter((f) => key(headComposeTexts.get(f)) === want);
    // the same key first, then any other holding exactly that text
    same.sort((x, y) => Number(y === g) - Number(x === g));
    const best = same.find((f) => evidence(g, f));
    if (best !== undefined) out.set(g, best);
  }
  return out;
}

/** The base sources with each moved Android resource read as its Compose resource (only the files that change). */
export function readAsComposeResources(base: Map<string, string>, moves: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  if (moves.size === 0) return out;
  for (const [p, src] of base) {
    let s = src;
    for (const [from, to] of moves) s = asComposeResource(s, from, to);
    if (s !== src) out.set(p, s);
  }
  return out;
}
