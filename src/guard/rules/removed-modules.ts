import { codeOnly } from '../code-only.js';
import { declarationIn } from '../declarations.js';
import type { ChangedFile } from '../git.js';
import { type PathKind, pathKind } from '../paths.js';
import { declares } from './deleted-subject.js';

/**
 * Gradle modules the change removed whole (issue 27 class 4 at module level: a library drops a deprecated
 * artifact, its sources and tests together). Pure: `subject-facts.ts` confirms with git that nothing is left
 * under the module's directory in the head and that the app code it deleted is declared nowhere else.
 */

const buildScript = /(?:^|\/)build\.gradle(?:\.kts)?$/;
const dirOf = (p: string) => p.slice(0, Math.max(0, p.lastIndexOf('/')));
const baseName = (p: string) => p.replace(/^.*\//, '').replace(/\.\w+$/, '');

/** A module whose build script the change deleted: its directory and the names of the app sources deleted in it. */
export interface RemovedModule {
  root: string;
  /**
   * What its tests were about: the names the module's deleted app sources declare at their top level — `Foo` of a
   * `Foo.java`, the classes and functions of a `.kt` (a Compose library's `PagerIndicator.kt` declares
   * `HorizontalPagerIndicator`)
   */
  appNames: string[];
}

/**
 * Modules whose build script the change deleted, with no build script written at the same directory (a
 * Groovy script converted to Kotlin is no removal), and some app source deleted with it — a module of
 * tests alone (a `com.android.test` module) takes no subject with it, so deleting it stays a suppression.
 * A file counts by the names it declares that the head could declare again — a Kotlin file's top-level types and
 * functions, a Java file's class of its name — never an extension function or a private declaration
 * (`Color.kt` holding only `fun Int.withAlpha` names nothing: a move of it elsewhere could not be seen). The
 * project's own root is never a module removed.
 */
export function removedModules(
  changes: ChangedFile[],
  baseSource: (file: string) => string | undefined,
  kindOf: (p: string) => PathKind = pathKind,
): RemovedModule[] {
  const written = new Set(
    changes.flatMap((c) => (c.headPath && buildScript.test(c.headPath) ? [dirOf(c.headPath)] : [])),
  );
  const roots = changes
    .filter((c) => c.basePath && !c.headPath && buildScript.test(c.basePath))
    .map((c) => dirOf(c.basePath!))
    .filter((root) => root !== '' && !written.has(root));
  return [...new Set(roots)].flatMap((root) => {
    const appNames = changes
      .filter((c) => c.basePath && !c.headPath && c.basePath.startsWith(`${root}/`) && /\.(kt|java)$/.test(c.basePath))
      .filter((c) => kindOf(c.basePath!) === 'app')
      .flatMap((c) => declaredAtTop(c.basePath!, baseSource(c.basePath!) ?? ''));
    return appNames.length ? [{ root, appNames: [...new Set(appNames)] }] : [];
  });
}

/**
 * A Kotlin file's top-level declarations of a type or function, as the head would declare them again (`declares`:
 * no receiver, not private); a Java file's class of the file's name.
 */
function declaredAtTop(path: string, src: string): string[] {
  if (!path.endsWith('.kt')) {
    const name = baseName(path);
    return /^[A-Za-z_]\w*$/.test(name) && declares(src, name) ? [name] : [];
  }
  // declarations.ts's reading of declared names, kept to lines at column 0 that are not private, no extension
  const code = codeOnly(src);
  const names = [...code.matchAll(declarationIn(path, src))]
    .filter((m) => {
      const line = code.slice(code.lastIndexOf('\n', m.index! - 1) + 1, m.index);
      return (
        /^\S/.test(line || code[m.index!]!) && !/\bprivate\b/.test(line) && !m[0].slice(0, -m[1]!.length).includes('.')
      );
    })
    .map((m) => m[1]!);
  return [...new Set(names)].filter((n) => declares(src, n));
}

/** Whether a file lies in one of the modules' directories. */
export const inModule = (file: string, roots: Iterable<string>): boolean => {
  for (const root of roots) if (file.startsWith(`${root}/`)) return true;
  return false;
};
