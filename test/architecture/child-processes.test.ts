import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';
import { childProcessImports, childProcessLoads, describeImports } from './child-processes.js';

describe('one way to start a process: only src/process imports execa or child_process', () => {
  it('no file of src/ or bin/ outside src/process loads execa, node:child_process or child_process', async () => {
    expect(describeImports(await childProcessImports(repoRoot))).toEqual([]);
  });

  it('reads the real tree: it finds the runner’s own import of execa, the one that is allowed', async () => {
    expect(await childProcessLoads(repoRoot)).toContainEqual({
      file: path.join('src', 'process', 'start.ts'),
      module: 'execa',
      kind: 'import',
      line: 1,
    });
  });

  describe('on a planted tree', () => {
    let root: string;
    const plant = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'droidheal-child-processes-'));
      await plant('src/process/start.ts', "import { execa } from 'execa';\nexport const run = execa;\n");
      await plant('src/adb/server.ts', "import { spawn } from 'node:child_process';\nexport const s = spawn;\n");
      await plant('src/pool/sdk.ts', "export type R = import('execa').Result;\nexport const x = 1;\n");
      await plant(
        'src/heal/git.ts',
        "export async function git() {\n  const { execa } = await import('execa');\n  return execa;\n}\n",
      );
      await plant('src/cli/doctor.ts', "export { execaNode } from 'execa';\n");
      await plant(
        'src/guard/git.ts',
        "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n" +
          "export const cp = require('child_process');\n",
      );
      await plant('bin/droidheal.js', "const { execFileSync } = require('node:child_process');\nexecFileSync;\n");
      // not a child process: names that only look alike
      await plant('src/checks/run.ts', "import { x } from './execa.js';\nexport const s = 'child_process';\n");
    });
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('names each file, line and import form, static, dynamic, type and require alike — with no allowlist', async () => {
      expect(describeImports(await childProcessImports(root))).toEqual([
        'src/adb/server.ts:1 loads node:child_process (import): start the process through src/process instead',
        'src/cli/doctor.ts:1 loads execa (export … from): start the process through src/process instead',
        'src/guard/git.ts:3 loads child_process (require()): start the process through src/process instead',
        'src/heal/git.ts:2 loads execa (import()): start the process through src/process instead',
        'src/pool/sdk.ts:1 loads execa (typeof import()): start the process through src/process instead',
        'bin/droidheal.js:1 loads node:child_process (require()): start the process through src/process instead',
      ]);
    });
  });
});
