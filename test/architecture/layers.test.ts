import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';
import { importEdges, layerViolations } from './layers.js';

describe('layers: dependencies point one way (cli → checks/heal → schedule/report → verdict → … → config/errors)', () => {
  it('no module under src/ imports from a higher layer or from a sibling area', async () => {
    const edges = await importEdges(repoRoot);
    expect(layerViolations(edges)).toEqual([]);
  });

  it('reads the real import graph, type-only and dynamic imports included', async () => {
    const edges = await importEdges(repoRoot);
    // known edges of today's tree, one per import form, so an empty violation list is not an empty graph
    expect(edges).toContainEqual({ from: 'src/config/rack.ts', to: 'src/errors.ts', kind: 'import' });
    expect(edges).toContainEqual({
      from: 'src/config/json-schemas.ts',
      to: 'src/config/guard.ts',
      kind: 'import()',
    });
    expect(edges).toContainEqual({
      from: 'src/cli/exit-codes.ts',
      to: 'src/errors.ts',
      kind: 'import',
    });
    expect(edges.length).toBeGreaterThan(300);
  });

  describe('on a planted tree', () => {
    let root: string;
    const plant = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-layers-'));
      await plant('src/cli/exit-codes.ts', 'export const ExitCode = { usage: 2 };\n');
      await plant('src/errors.ts', "import { ExitCode } from './cli/exit-codes.js';\nexport const x = ExitCode;\n");
      await plant('src/adb/server.ts', "export type T = typeof import('../pool/pool.js');\n");
      await plant('src/pool/pool.ts', "import type { R } from '../instrument/parser.js';\nexport type P = R;\n");
      await plant(
        'src/instrument/parser.ts',
        "export type R = 1;\nexport const load = () => import('../adb/server.js');\n",
      );
      await plant('src/gadgets/thing.ts', "import { x } from '../errors.js';\nexport const y = x;\n");
    });
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('names each upward edge with its files, import form and layers', async () => {
      const found = layerViolations(await importEdges(root));
      expect(found).toEqual([
        'src/adb/server.ts → src/pool/pool.ts (typeof import()): adb (layer 2) imports upward from pool (layer 4)',
        'src/errors.ts → src/cli/exit-codes.ts (import): errors (layer 0) imports upward from cli (layer 9)',
        'src/pool/pool.ts → src/instrument/parser.ts (import type): pool and instrument share layer 4 and must not import each other',
        'src/gadgets has no layer: add it to the table in test/architecture/layers.ts and to docs/architecture.md',
      ]);
    });
  });
});
