/**
 * Review: deleted tests that could not compile at the base — each builds an app class with a named argument its
 * constructor does not declare (`ActionData.ShellCommand(command = "ls", useRoot = false)` after an earlier commit
 * replaced `useRoot` with `executionMode`). Such a test ran no check, so deleting it loses none. The class is read
 * at the base (required-arguments.ts `declaredConstructors`: declared once, no secondary constructor or `invoke`,
 * no function of its name) and must be the one the test names: declared in the test's package or in one the test
 * file imports from. Calls on a mock's stubbing are read like any other: they compile the same way.
 */

import type { Side } from './git.js';
import type { TestUnit } from './inventory/tests.js';
import { declaredConstructors } from './required-arguments.js';

/** The most classes looked up for one change. */
const MAX_CLASSES = 20;

/** Each capitalised call of the tokens (`Name(`, not `fun Name(`) with the names of its own named arguments. */
export function namedConstructorArguments(tokens: readonly string[]): Array<{ name: string; args: string[] }> {
  const out: Array<{ name: string; args: string[] }> = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (!/^[A-Z]\w*$/.test(t) || tokens[i + 1] !== '(' || tokens[i - 1] === 'fun' || tokens[i - 1] === 'class')
      continue;
    const args: string[] = [];
    let depth = 0;
    for (let j = i + 1; j < tokens.length; j++) {
      const c = tokens[j]!;
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') depth--;
      if (depth === 0) break;
      const named = depth === 1 && (tokens[j - 1] === '(' || tokens[j - 1] === ',') && /^[a-z_]\w*$/i.test(c);
      if (named && tokens[j + 1] === '=' && tokens[j + 2] !== '=') args.push(c);
    }
    if (args.length > 0) out.push({ name: t, args });
  }
  return out;
}

/** The packages a source is in and imports from (`import a.b.C` → `a.b`, `import a.b.*` → `a.b`). */
function packagesSeen(src: string): Set<string> {
  const out = new Set<string>();
  const pkg = /^\s*package\s+([\w.]+)/m.exec(src)?.[1];
  if (pkg) out.add(pkg);
  for (const m of src.matchAll(/^\s*import\s+([\w.]+?)\.(?:\*|[A-Z]\w*)/gm)) out.add(m[1]!);
  return out;
}

/** The keys of deleted base tests that pass a constructor a named argument it does not declare. */
export async function deletedUncompiledTests(
  base: TestUnit[],
  head: TestUnit[],
  baseSources: ReadonlyMap<string, string>,
  side: Side,
): Promise<Set<string>> {
  const out = new Set<string>();
  const headKeys = new Set(head.map((u) => u.key));
  const deleted = base.filter((u) => u.isTest && !headKeys.has(u.key));
  const calls = new Map(deleted.map((u) => [u, namedConstructorArguments(u.tokens)] as const));
  const names = [...new Set([...calls.values()].flat().map((c) => c.name))].slice(0, MAX_CLASSES);
  if (names.length === 0) return out;
  const declared = await declaredConstructors(side, names);
  for (const [u, cs] of calls) {
    const seen = packagesSeen(baseSources.get(u.file) ?? '');
    const unknownName = (c: { name: string; args: string[] }) => {
      const d = declared.get(c.name);
      return !!d && seen.has(d.pkg) && c.args.some((a) => !d.names.includes(a));
    };
    if (cs.some(unknownName)) out.add(u.key);
  }
  return out;
}
