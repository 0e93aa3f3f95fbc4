import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Quarantine, QuarantineFile } from '../config/quarantine.js';
import { readConfigFile } from '../config/read-json.js';
import { UsageError } from '../errors.js';
import { makeDir } from '../fs/make-dir.js';

/**
 * The quarantine file `droidheal quarantine add|list|remove` keeps and `droidheal gate --quarantine`
 * reads: JSON in the repository, so adding a test to it is a reviewed change like a waiver.
 */
const REMEDY = 'see `droidheal schema quarantine` for the format';

/** The entries of `file`; none when it does not exist yet (nothing quarantined), unless it must. */
export async function readQuarantine(file: string, opts: { mustExist?: boolean } = {}): Promise<Quarantine[]> {
  if (!opts.mustExist && !existsSync(file)) return [];
  return (await readConfigFile(file, QuarantineFile, REMEDY)).quarantine;
}

const sameTarget = (a: Pick<Quarantine, 'test' | 'group'>, b: Pick<Quarantine, 'test' | 'group'>): boolean =>
  a.test === b.test && a.group === b.group;

/** Add an entry, or renew the one for the same test and group (a new owner, reason or expiry). */
export async function addQuarantine(file: string, entry: Quarantine): Promise<{ renewed: boolean }> {
  const list = await readQuarantine(file);
  const renewed = list.some((q) => sameTarget(q, entry));
  await writeQuarantine(file, [...list.filter((q) => !sameTarget(q, entry)), entry]);
  return { renewed };
}

/** Remove the entry for a test (and group); naming one that is not there is a usage error. */
export async function removeQuarantine(file: string, target: Pick<Quarantine, 'test' | 'group'>): Promise<void> {
  const list = await readQuarantine(file);
  const kept = list.filter((q) => !sameTarget(q, target));
  if (kept.length === list.length)
    throw new UsageError(
      `${target.test}${target.group ? ` in group ${target.group}` : ''} is not quarantined in ${file}`,
      '`droidheal quarantine list` shows what is',
    );
  await writeQuarantine(file, kept);
}

/** Through a temp file and a rename, so a crash never leaves half a list. */
async function writeQuarantine(file: string, quarantine: Quarantine[]): Promise<void> {
  await makeDir(path.dirname(path.resolve(file)));
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify({ quarantine }, null, 2)}\n`);
  await rename(tmp, file);
}
