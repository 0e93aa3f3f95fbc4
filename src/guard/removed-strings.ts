/**
 * String resources the change took out of the app (review only): defined in a changed default `res/values/` XML of
 * the base and in none of the head, named by no head app code (`R.string.x`) or resource XML (`@string/x`) any more,
 * and their text written as no literal of the head's app code. The screen that showed the text is gone with it, so a
 * check that finds a node by that text (`onView(withText(R.string.x)).check(…)`) goes with it (rules/tests.ts):
 * translations left in `values-xx/` keep the id compiling, but nothing shows it. Read only when some check is refused.
 */

import { type ChangedFile, grepFixed, readFiles, type Side } from './git.js';
import { testPathspecs } from './paths.js';

const defaultValues = /(?:^|\/)res\/values\/[^/]+\.xml$/;
// the name need not be the first attribute: `<string formatted="false" name="x">`, `<string translatable="false" …>`
const definitions = (xml: string | undefined) =>
  new Map(
    [...(xml ?? '').matchAll(/<string\s(?:[^>]*?\s)?name="(\w+)"[^>]*>([^<]*)<\/string>/g)].map((m) => [m[1]!, m[2]!]),
  );
const appSources = ['*.kt', '*.java', '*.xml', ...testPathspecs.map((p) => p.replace(':(glob)', ':(exclude,glob)'))];

export async function removedStrings(changes: ChangedFile[], base: Side, head: Side): Promise<Set<string>> {
  const basePaths = changes.flatMap((c) => (c.basePath && defaultValues.test(c.basePath) ? [c.basePath] : []));
  if (basePaths.length === 0) return new Set();
  const headPaths = changes.flatMap((c) => (c.headPath && defaultValues.test(c.headPath) ? [c.headPath] : []));
  const [was, now] = await Promise.all([readFiles(base, basePaths), readFiles(head, headPaths)]);
  const gone = new Map<string, string>();
  for (const xml of was.values()) for (const [name, text] of definitions(xml)) gone.set(name, text);
  for (const xml of now.values()) for (const name of definitions(xml).keys()) gone.delete(name);
  if (gone.size === 0) return new Set();
  const names = [...gone.keys()];
  const texts = [...new Set([...gone.values()].filter((t) => t.trim().length > 0))];
  const [defined, named, written] = await Promise.all([
    // still defined by a default values XML the change did not touch, whatever its attributes' order (any resource
    // of the name counts: the over-reading keeps the check)
    grepFixed(
      head,
      names.map((n) => ` name="${n}"`),
      [':(glob)**/res/values/*.xml'],
    ),
    grepFixed(
      head,
      names.flatMap((n) => [`R.string.${n}`, `@string/${n}`]),
      appSources,
    ),
    grepFixed(
      head,
      texts.map((t) => `"${t}"`),
      ['*.kt', '*.java', ...appSources.slice(3)],
    ),
  ]);
  const out = new Set<string>();
  for (const [n, text] of gone) {
    if (defined.has(` name="${n}"`) || named.has(`R.string.${n}`) || named.has(`@string/${n}`)) continue;
    if (written.has(`"${text}"`)) continue;
    out.add(n);
  }
  return out;
}
