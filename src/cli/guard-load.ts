import { readdirSync, statSync } from 'node:fs';

/**
 * The guard as one pre-bundled module when the build made it (scripts/bundle-guard.js): a fresh
 * process per heal attempt or push pays Node's per-module loading cost ~30 times otherwise.
 * Inside the guard's CLI bundle (guard-start.ts) the build replaces this module by the guard itself.
 */
export async function loadGuard(): Promise<typeof import('../guard/change.js')> {
  const dir = new URL('../guard/', import.meta.url);
  const bundle = new URL('change.bundle.js', dir);
  const built = statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
  // a bundle older than any module (tsc run again without the bundling step) is stale
  const stale =
    built === undefined ||
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
      (f) => f.endsWith('.js') && !f.includes('.bundle') && statSync(new URL(f, dir)).mtimeMs > built,
    );
  if (!stale) return (await import(bundle.href)) as typeof import('../guard/change.js');
  return import('../guard/change.js');
}
