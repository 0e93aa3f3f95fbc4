/**
 * A loop the test itself makes non-empty is no condition (issue 27, checks-in-loop): `for (x in listOf(a, b))`,
 * over an array or set literal, a range with literal bounds (`1..3`, `0 until 4`), or an enum's
 * `entries`/`values()` runs its body, and every check in it, for each element it names. A loop over anything
 * else (a result the test reads back, which may be empty unchecked) stays a condition, as does `if (…)`.
 * An equivalence: both policies read it alike.
 */

/** Collection builders whose arguments are the elements (at least one must be written). */
const literalBuilders =
  /^(?:listOf|setOf|arrayOf|mutableListOf|mutableSetOf|sequenceOf|intArrayOf|longArrayOf|arrayListOf|listOfNotNull)\((.+)\)$/;
const enumEntries = /^[A-Z][\w.]*\.(?:entries|values\(\))$/;

/** The collection a `for(x in xs)` guard iterates, or undefined for another guard. */
function loopCollection(guard: string): string | undefined {
  const m = /^for\((.*)\)$/s.exec(guard);
  if (!m) return undefined;
  const i = m[1]!.lastIndexOf(' in ');
  return i < 0 ? undefined : m[1]!.slice(i + 4).trim();
}

/** True for a `for` guard over a collection the test wrote out, or a range with literal bounds. */
export function overWrittenCollection(guard: string): boolean {
  const c = loopCollection(guard);
  if (c === undefined) return false;
  const range = /^(-?\d+)(\.\.|\s*until\s*)(-?\d+)$/.exec(c);
  if (range) return range[2] === '..' ? Number(range[3]) >= Number(range[1]) : Number(range[3]) > Number(range[1]);
  const down = /^(-?\d+)\s*downTo\s*(-?\d+)$/.exec(c);
  if (down) return Number(down[1]) >= Number(down[2]);
  if (enumEntries.test(c)) return true;
  const b = literalBuilders.exec(c);
  return !!b && b[1]!.trim().length > 0;
}
