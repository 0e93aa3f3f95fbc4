import { type Assertion, sameGuards } from '../inventory/assertion.js';

/**
 * An empty collection written with another element type (`emptyList<Episode>()` →
 * `emptyList<PlaylistEpisode>()`, as the app's list changed its type): an empty list equals every
 * other empty list (`List.equals` compares elements), so the check is the same (both policies). A
 * non-empty collection, or another kind (`emptySet()` for `emptyList()`), is another value.
 */
const typedEmpty =
  /\b(emptyList|emptySet|emptyMap|listOf|setOf|mapOf|mutableListOf|mutableSetOf|mutableMapOf)<[\w.<>,?* ]*>\(\)/g;

const untyped = (v: string) => v.replace(typedEmpty, '$1()');

export function sameButEmptyTypes(b: Assertion, h: Assertion): boolean {
  if (b.family !== h.family || b.op !== h.op || b.asserting !== h.asserting || b.finder || h.finder) return false;
  if (!sameGuards(b, h) || b.args.length !== h.args.length) return false;
  if (b.sig === h.sig) return false;
  return untyped(b.subject) === untyped(h.subject) && b.args.every((a, i) => untyped(a) === untyped(h.args[i]!));
}
