import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardChange } from '../../src/guard/index.js';
import { appInventory } from '../../src/guard/inventory/app.js';
import { kotlinBuildSettings } from '../../src/guard/inventory/build.js';
import { testInventory } from '../../src/guard/inventory/tests.js';
import { parseKotlin } from '../../src/guard/kotlin/syntax.js';
import { ConstantTable } from '../../src/guard/kotlin/values.js';
import { fixtureApp as app, kotlinFiles } from './fixture-app.js';
import { tempRepo } from './git-repo.js';

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

// Found by `npm run guard-sweep` on real projects: the finder and assertion tables were plain objects, so a call
// named like a member of Object's prototype (`Status.valueOf("ACTIVE")`, `….toString()`) looked up a function
// and the inventory threw (`params is not iterable`).
describe('guard inventories on calls named like members of a JavaScript object', () => {
  const source = `package x
class ItemTest {
  @Test fun shows() {
    val s = Status.valueOf("ACTIVE")
    rule.onNodeWithTag("row").assertExists().toString()
    assertEquals(Status.ACTIVE, s)
  }
}
`;

  it('reads valueOf and toString as ordinary calls between the checks', async () => {
    const tree = await parseKotlin(source);
    const constants = new ConstantTable();
    constants.addFile(tree);
    const units = testInventory(tree, 'app/src/test/java/x/ItemTest.kt', 'test', constants, new Set(), {
      decls: new Map(),
      missing: new Set(),
    });
    expect(units.map((u) => u.key)).toEqual(['ItemTest.shows']);
    expect(units[0]!.checks.map((c) => [c.subject, c.op, c.args, c.asserting])).toEqual([
      ['compose|one|unmerged=false|hasTestTag("row")|', 'assertExists', [], true],
      ['compose|one|unmerged=false|hasTestTag("row")|', 'toString', [], false],
      ['Status.valueOf("ACTIVE")', 'isEqualTo', ['Status.ACTIVE'], true],
    ]);
  });

  it('refuses an assertion removed from such a test instead of crashing', async () => {
    const file = 'app/src/androidTest/java/x/ItemTest.kt';
    const repo = await tempRepo({ [file]: source });
    try {
      const head = await repo.commit({ [file]: source.replace('    assertEquals(Status.ACTIVE, s)\n', '') });
      const r = await guardChange({ repo: repo.dir, base: repo.base, head });
      expect(r.allowed).toBe(false);
      expect(r.refusals.map((x) => [x.rule, x.file, x.line])).toEqual([['assertion-removed', file, 6]]);
    } finally {
      await repo.remove();
    }
  });
});
