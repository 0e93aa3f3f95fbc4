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
  /** `Foo` for each deleted `Foo.kt`/`Foo.java` outside its test source sets that declares `Foo`: what its tests were about */
  appNames: string[];
}

/**
 * Modules whose build script the change deleted, with no build script written at the same directory (a
 * Groovy script converted to Kotlin is no removal), and some app source deleted with it — a module of
 * tests alone (a `com.android.test` module) takes no subject with it, so deleting it stays a suppression.
 * A file counts by the name it declares (`Color.kt` holding only extension functions names nothing: its
 * name may well be declared elsewhere for another reason). The project's own root is never a module removed.
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
      .flatMap((c) => {
        const name = baseName(c.basePath!);
        return /^[A-Za-z_]\w*$/.test(name) && declares(baseSource(c.basePath!) ?? '', name) ? [name] : [];
      });
    return appNames.length ? [{ root, appNames: [...new Set(appNames)] }] : [];
  });
}

/** Whether a file lies in one of the modules' directories. */
export const inModule = (file: string, roots: Iterable<string>): boolean => {
  for (const root of roots) if (file.startsWith(`${root}/`)) return true;
  return false;
};
