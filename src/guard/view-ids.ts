import { type ChangedFile, grepFixed, readFiles, type Side } from './git.js';
import { declaredViewIds, viewXml } from './rules/view-to-compose.js';

/**
 * View ids (`@+id/x`) the change removed: declared by a changed layout, menu or navigation XML of
 * the base and by no such XML of the head (a View screen deleted when it moves to Compose). Read
 * only when some test check is refused (rules/view-to-compose.ts).
 */
export async function removedViewIds(changes: ChangedFile[], base: Side, head: Side): Promise<Set<string>> {
  const basePaths = changes.flatMap((c) => (c.basePath && viewXml.test(c.basePath) ? [c.basePath] : []));
  if (basePaths.length === 0) return new Set();
  const headPaths = changes.flatMap((c) => (c.headPath && viewXml.test(c.headPath) ? [c.headPath] : []));
  const [was, now] = await Promise.all([readFiles(base, basePaths), readFiles(head, headPaths)]);
  const gone = new Set<string>();
  for (const xml of was.values()) for (const id of xml ? declaredViewIds(xml) : []) gone.add(id);
  for (const xml of now.values()) for (const id of xml ? declaredViewIds(xml) : []) gone.delete(id);
  if (gone.size === 0) return gone;
  // still declared by an XML the change did not touch
  const needles = [...gone].map((id) => `@+id/${id}"`);
  for (const hit of await grepFixed(head, needles, [':(glob)**/res/**/*.xml']))
    gone.delete(hit.replace(/^@\+id\//, '').replace(/"$/, ''));
  return gone;
}
