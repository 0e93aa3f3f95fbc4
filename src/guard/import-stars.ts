/**
 * Two import lists that name the same things: equal, or differing only where a star import of a package or class
 * (`import a.b.*`) stands on one side for single imports from it (`import a.b.C`) on the other — an IDE's "optimize
 * imports" either way. Each line is one `import …` as written, without layout or `;`. An alias, or a single import
 * with no star of its parent on the other side, is a change of what a name means.
 */

const single = /^import ([\w.]+)\.(\w+)$/;
const star = /^import ([\w.]+)\.\*$/;

/** Every line of `only` has its counterpart in `other`: a star with a single import under it, or the reverse. */
function covered(only: string[], other: string[]): boolean {
  const stars = new Set(other.flatMap((l) => star.exec(l)?.[1] ?? []));
  const singles = new Set(other.flatMap((l) => single.exec(l)?.[1] ?? []));
  return only.every((l) => {
    const s = star.exec(l)?.[1];
    if (s !== undefined) return singles.has(s);
    const p = single.exec(l)?.[1];
    return p !== undefined && stars.has(p);
  });
}

export function sameImports(base: string[], head: string[]): boolean {
  const [b, h] = [new Set(base), new Set(head)];
  const bOnly = [...b].filter((l) => !h.has(l));
  const hOnly = [...h].filter((l) => !b.has(l));
  return covered(bOnly, hOnly) && covered(hOnly, bOnly);
}
