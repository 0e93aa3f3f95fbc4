import { escapeRe } from './code-only.js';
import { type ChangedFile, readFiles, type Side } from './git.js';

/**
 * A library's public API as its build records it: binary-compatibility-validator's `api/<module>.api` (also per
 * target, `api/android/<module>.api`) and metalava's `api/current.txt` / `api/current.api`. A change that takes a
 * function out of the dump removed public API on purpose — the check that keeps the dump fails otherwise — so
 * the function was wired to the library's users even when nothing in the library itself calls it.
 */
const apiDump = /(?:^|\/)api\/(?:[^/]+\/)?[^/]+\.api$|(?:^|\/)api\/(?:restricted_)?current\.txt$/;

const declarations = (text: string, name: string) =>
  text.match(new RegExp(`(?<![\\w$])${escapeRe(name)}\\s*\\(`, 'g'))?.length ?? 0;

/** Of `names`, those the change's API dumps declare fewer times in the head than in the base. */
export async function removedFromApiDumps(
  changes: ChangedFile[],
  names: ReadonlySet<string>,
  [base, head]: [Side, Side],
): Promise<Set<string>> {
  const out = new Set<string>();
  const dumps = changes.filter((c) => c.basePath && apiDump.test(c.basePath));
  if (dumps.length === 0 || names.size === 0) return out;
  const heads = dumps.flatMap((c) => (c.headPath ? [c.headPath] : []));
  const [was, now] = await Promise.all([
    readFiles(
      base,
      dumps.map((c) => c.basePath!),
    ),
    readFiles(head, heads),
  ]);
  for (const c of dumps) {
    const [before, after] = [was.get(c.basePath!) ?? '', c.headPath ? (now.get(c.headPath) ?? '') : ''];
    for (const n of names) if (declarations(after, n) < declarations(before, n)) out.add(n);
  }
  return out;
}
