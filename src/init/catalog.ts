import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { ConfigError } from '../errors.js';

/**
 * The version catalog `libs` (gradle/libs.versions.toml): plugin ids by accessor and versions by
 * accessor. Gradle turns `android-application`, `android_application` and `android.application`
 * into the same accessor `libs.plugins.android.application`; so does `key` here.
 */
export interface VersionCatalog {
  plugins: ReadonlyMap<string, string>;
  versions: ReadonlyMap<string, string>;
}

/** The accessor form of a catalog alias: separators as dots, lower case. */
export const catalogKey = (alias: string) => alias.replace(/[-_]/g, '.').toLowerCase();

export async function readCatalog(root: string): Promise<VersionCatalog> {
  const file = path.join(root, 'gradle', 'libs.versions.toml');
  const plugins = new Map<string, string>();
  const versions = new Map<string, string>();
  if (!existsSync(file)) return { plugins, versions };
  let catalog: Record<string, unknown>;
  try {
    catalog = parseToml(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new ConfigError(`not valid TOML (${(err as Error).message.split('\n', 1)[0]})`, {
      file,
      remedy: 'fix the version catalog; Gradle would refuse it too',
    });
  }
  for (const [name, spec] of Object.entries((catalog.plugins ?? {}) as Record<string, unknown>)) {
    const id = typeof spec === 'string' ? spec.split(':')[0] : (spec as { id?: unknown })?.id;
    if (typeof id === 'string') plugins.set(catalogKey(name), id);
  }
  for (const [name, spec] of Object.entries((catalog.versions ?? {}) as Record<string, unknown>)) {
    const value = typeof spec === 'string' ? spec : (spec as { strictly?: unknown; require?: unknown })?.require;
    if (typeof value === 'string' || typeof value === 'number') versions.set(catalogKey(name), String(value));
  }
  return { plugins, versions };
}
