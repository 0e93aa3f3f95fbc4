import { codeOnly } from './code-only.js';
import { grepFiles, type Side } from './git.js';
import type { TestUnit } from './inventory/tests.js';

/**
 * Head test classes, as `file\0class`, that no code but their own declaration names: no class extends them and
 * nothing calls their members from outside, so their set-up, rules and helpers run only around their own tests.
 * A skip or a swallow added there can weaken no check of the base unless one of the base's tests now lives in the
 * class (rules/tests.ts asks that). A name also written in a comment or a string (a KDoc saying how to run the
 * class) does not count; a name in another file's code, or twice in its own, keeps the class's helpers judged.
 * `candidates` are the classes whose helpers were refused for a skip or a swallow (change.ts asks only then).
 */
export async function unreferencedClasses(
  candidates: TestUnit[],
  headSources: ReadonlyMap<string, string>,
  side: Side,
): Promise<Set<string>> {
  const classes = new Map<string, string>();
  for (const u of candidates)
    if (!u.topLevel && /^\w+$/.test(u.className)) classes.set(`${u.file}\u0000${u.className}`, u.className);
  const out = new Set<string>();
  await Promise.all(
    [...classes].map(async ([at, name]) => {
      const file = at.slice(0, at.indexOf('\u0000'));
      if (!(await namedBeyondDeclaration(name, file, headSources.get(file), side, headSources))) out.add(at);
    }),
  );
  return out;
}

function occurrences(code: string, name: string): number {
  return code.match(new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g'))?.length ?? 0;
}

/**
 * Whether code on `side` names `name` beyond one declaration of it in `file` (whose text `own` is): another file
 * naming it, or its own file's code naming it twice. `git grep` cannot tell code from comments and strings, so another
 * file counts unless its text is `known` and its code does not name it. Without the file's text, it is taken as named.
 */
export async function namedBeyondDeclaration(
  name: string,
  file: string,
  own: string | undefined,
  side: Side,
  known?: ReadonlyMap<string, string>,
): Promise<boolean> {
  if (own === undefined || occurrences(codeOnly(own), name) !== 1) return true;
  const naming = await grepFiles(side, [name], [':(glob)**/*.kt', ':(glob)**/*.java'], false);
  return naming.some((f) => f !== file && occurrences(codeOnly(known?.get(f) ?? name), name) > 0);
}
