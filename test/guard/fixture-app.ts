import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Compose fixture app the guard tests read (android-fixtures/compose-app). */
export const fixtureApp = fileURLToPath(new URL('../../android-fixtures/compose-app', import.meta.url));

/** Every Kotlin source and Kotlin build script below `dir`, sorted. */
export async function kotlinFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await kotlinFiles(p)));
    else if (p.endsWith('.kt') || p.endsWith('.kts')) out.push(p);
  }
  return out.sort();
}
