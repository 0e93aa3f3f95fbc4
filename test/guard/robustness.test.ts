import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appInventory } from '../../src/guard/inventory/app.js';
import { kotlinBuildSettings } from '../../src/guard/inventory/build.js';
import { testInventory } from '../../src/guard/inventory/tests.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { ConstantTable } from '../../src/guard/kotlin/values.js';
import { fixtureApp as app, kotlinFiles } from './fixture-app.js';

describe('guard inventories on broken Kotlin', () => {
  it('read every fixture file with deterministic cuts (half-edited code) without throwing', async () => {
    const files = await kotlinFiles(app);
    expect(files.length).toBeGreaterThan(10);
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
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
