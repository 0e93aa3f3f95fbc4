import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appInventory } from '../../src/guard/inventory/app.js';
import { kotlinBuildSettings } from '../../src/guard/inventory/build.js';
import { testInventory } from '../../src/guard/inventory/tests.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { ConstantTable } from '../../src/guard/kotlin/values.js';

const app = fileURLToPath(new URL('../../android-fixtures/compose-app', import.meta.url));

async function kotlinFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await kotlinFiles(p)));
    else if (p.endsWith('.kt') || p.endsWith('.kts')) out.push(p);
  }
  return out;
}

describe('guard inventories on broken Kotlin', () => {
  it('read every fixture file with deterministic cuts (half-edited code) without throwing', async () => {
    const files = await kotlinFiles(app);
    expect(files.length).toBeGreaterThan(10);
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let read = 0;
    for (const f of files) {
      const src = await readFile(f, 'utf8');
      for (let k = 0; k < 8; k++) {
        const a = Math.floor(rnd() * src.length);
        const cut = k === 0 ? src : src.slice(0, a) + src.slice(a + 1 + Math.floor(rnd() * 40));
        const tree = await parseKotlin(cut);
        const constants = new ConstantTable();
        constants.addFile(tree);
        const rel = path.relative(app, f);
        testInventory(tree, rel, 'androidTest', constants, new Set(), { decls: new Map(), missing: new Set() });
        appInventory(tree, rel, constants);
        kotlinBuildSettings(tree, rel);
        read++;
      }
    }
    expect(read).toBe(files.length * 8);
  });
});
