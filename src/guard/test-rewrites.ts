import { codeOnly } from './code-only.js';

/**
 * The base test files of the given languages with each entry of a reading applied in turn (`x.getSpeed()` read as
 * the record's `x.speed()`, a member read through its new owner …); `rewrite` sees the file's head code, comments left
 * out, to keep what the head still writes the old way. Only the files that changed are returned.
 */
export function rewriteTestFiles<V>(
  tests: Map<string, string>,
  entries: ReadonlyMap<string, V>,
  headTests: ReadonlyMap<string, string>,
  languages: ReadonlyArray<'.java' | '.kt'>,
  rewrite: (read: string, head: string, key: string, value: V, java: boolean) => string,
): Map<string, string> {
  const out = new Map<string, string>();
  if (entries.size === 0) return out;
  for (const [p, src] of tests) {
    if (!languages.some((l) => p.endsWith(l))) continue;
    const head = codeOnly(headTests.get(p) ?? '');
    let read = src;
    for (const [key, value] of entries) read = rewrite(read, head, key, value, p.endsWith('.java'));
    if (read !== src) out.set(p, read);
  }
  return out;
}

/** Readings by name, a name read two different ways left out: two classes would disagree on what it stands for. */
export function unambiguous<V>(pairs: Iterable<readonly [string, V]>): Map<string, V> {
  const out = new Map<string, V>();
  const clash = new Set<string>();
  for (const [k, v] of pairs) {
    if (out.has(k) && out.get(k) !== v) clash.add(k);
    out.set(k, v);
  }
  for (const k of clash) out.delete(k);
  return out;
}
