import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appInventory } from '../../src/guard/inventory/app.js';
import { testInventory } from '../../src/guard/inventory/tests.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { ConstantTable } from '../../src/guard/kotlin/values.js';

/**
 * Real files on which an inventory crashed (android-fixtures/guard-sweep/regressions.json), read
 * from the bare clones guard-history uses. Without the clones the replay names what is missing
 * and how to get it, as guard-history does; it never passes silently.
 */

/** regressions.json: its one shape (commit ids and paths, never the projects' code). */
const RegressionList = z
  .object({
    description: z.string().min(10),
    files: z
      .array(
        z
          .object({
            repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name'),
            commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id'),
            path: z.string().min(1),
            /** what crashed, in a few words */
            crash: z.string().min(3),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const root = fileURLToPath(new URL('../..', import.meta.url));
const list = RegressionList.parse(
  JSON.parse(readFileSync(path.join(root, 'android-fixtures', 'guard-sweep', 'regressions.json'), 'utf8')),
);
const mirrors = path.resolve(process.env.DROIDHEAL_HISTORY_MIRRORS ?? path.join(root, '.cache', 'guard-history'));

function cloneOf(repo: string): string | undefined {
  const base = path.join(mirrors, repo.replace('/', '+'));
  return [path.join(base, 'repo'), base].find((d) => existsSync(path.join(d, 'HEAD')));
}

/** Reads every listed file with both inventories; the first missing clone ends it with a message. */
async function replay(): Promise<{ missing?: string; read: number; crashes: string[] }> {
  const crashes: string[] = [];
  let read = 0;
  for (const f of list.files) {
    const dir = cloneOf(f.repo);
    if (!dir)
      return {
        missing: `no clone of ${f.repo} in ${mirrors}; run \`npm run guard-history -- --fetch\` or set DROIDHEAL_HISTORY_MIRRORS`,
        read,
        crashes,
      };
    const src = execFileSync('git', ['-C', dir, 'show', `${f.commit}:${f.path}`], { encoding: 'utf8' });
    try {
      const tree = await parseKotlin(src);
      const constants = new ConstantTable();
      constants.addFile(tree, f.path);
      testInventory(tree, f.path, 'test', constants, new Set(), { decls: new Map(), missing: new Set() });
      appInventory(tree, f.path, constants, new Set());
      read++;
    } catch (err) {
      crashes.push(`${f.repo} ${f.path}: ${(err as Error).message}`);
    }
  }
  return { read, crashes };
}

describe('guard inventories on real files that once crashed them', () => {
  it('read every listed file, or name the clone that is missing', async () => {
    const r = await replay();
    if (r.missing) {
      expect(r.missing).toBe(
        `no clone of DroidKaigi/conference-app-2024 in ${mirrors}; run \`npm run guard-history -- --fetch\` or set DROIDHEAL_HISTORY_MIRRORS`,
      );
      expect(r.read).toBe(0);
    } else {
      expect(r.crashes).toEqual([]);
      expect(r.read).toBe(8);
    }
  });
});
