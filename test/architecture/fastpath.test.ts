import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specifiers } from './layers.js';

/**
 * The guard's fast path (src/fastpath/README.md) is what `droidheal guard` loads on every heal
 * attempt and push, so what it may reach is a decision, held here: the modules its two entries
 * reach by imports (static, `export … from` and `import()`; type-only imports are erased), and the
 * packages among them. The bundle (scripts/bundle-guard.js) is made of exactly this closure.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The guard's start, required by bin/droidheal.js before any command: node's builtins, the wasm
 * compile, the timing marks, and the git a guard run starts with (begun before the bundle loads).
 */
const startMayReach = [
  'src/fastpath/',
  'src/guard/kotlin/wasm.ts',
  'src/guard/timing.ts',
  'src/guard/first-git.ts',
  'src/git/run.ts',
  'src/process/spawn-light.ts',
];

/** The guard command and what it runs: the CLI's program runner and guard command, the guard, the formats, one git runner. */
const entryMayReach = [
  'src/fastpath/',
  'src/cli/program.ts',
  'src/cli/guard.ts',
  'src/cli/exit-codes.ts',
  'src/cli/exit-state.ts',
  'src/cli/internal-error.ts',
  'src/cli/terminal.ts',
  'src/guard/',
  'src/config/',
  'src/errors.ts',
  'src/git/',
  'src/process/spawn-light.ts',
];

/**
 * Packages the guard command may load at all, and those only on demand (`import()`): zod for a
 * droidheal.json with a `guard` key, yaml for a change with `*.ui.yaml` scenarios.
 */
const entryPackages = ['commander', 'web-tree-sitter', 'zod', 'yaml'];
const onDemandOnly = ['zod', 'yaml'];

interface Closure {
  /** src files, relative to the repository, with whether each is reached without an import() on the way */
  files: Map<string, { eager: boolean }>;
  packages: Map<string, { eager: boolean; from: string }>;
}

const builtins = new Set(builtinModules);

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

async function closure(entry: string): Promise<Closure> {
  const out: Closure = { files: new Map(), packages: new Map() };
  const queue: Array<[string, boolean]> = [[entry, true]];
  while (queue.length > 0) {
    const [file, eager] = queue.shift()!;
    const seen = out.files.get(file);
    if (seen && (seen.eager || !eager)) continue;
    out.files.set(file, { eager });
    const abs = path.join(root, file);
    for (const { spec, kind } of specifiers(abs, await readFile(abs, 'utf8'))) {
      if (kind === 'import type' || kind === 'typeof import()') continue;
      const reachedEagerly = eager && kind !== 'import()';
      if (spec.startsWith('.')) {
        const target = path.relative(root, path.resolve(path.dirname(abs), spec).replace(/\.js$/, '.ts'));
        expect(existsSync(path.join(root, target)), `${file} imports ${spec}`).toBe(true);
        queue.push([target, reachedEagerly]);
      } else if (!spec.startsWith('node:') && !builtins.has(spec)) {
        const name = packageName(spec);
        const had = out.packages.get(name);
        if (!had || (reachedEagerly && !had.eager)) out.packages.set(name, { eager: reachedEagerly, from: file });
      }
    }
  }
  return out;
}

const outside = (files: Iterable<string>, allowed: string[]) =>
  [...files].filter((f) => !allowed.some((a) => (a.endsWith('/') ? f.startsWith(a) : f === a)));

describe('the guard’s fast path', () => {
  it('starts (src/fastpath/start.ts) with node’s builtins and the parser’s wasm compile alone', async () => {
    const c = await closure('src/fastpath/start.ts');
    expect(outside(c.files.keys(), startMayReach)).toEqual([]);
    expect([...c.packages.keys()]).toEqual([]);
  });

  it('runs the guard command (src/fastpath/entry.ts) without the other commands, execa or any device code', async () => {
    const c = await closure('src/fastpath/entry.ts');
    expect(outside(c.files.keys(), entryMayReach)).toEqual([]);
    expect([...c.packages.keys()].filter((p) => !entryPackages.includes(p))).toEqual([]);
    const eager = [...c.packages].filter(([p, { eager }]) => eager && onDemandOnly.includes(p));
    expect(eager.map(([p, { from }]) => `${p} from ${from}`)).toEqual([]);
    // it does reach what it is for: the guard, its git runner and the command's own file
    for (const f of ['src/guard/change.ts', 'src/git/run.ts', 'src/cli/guard.ts']) expect(c.files.has(f), f).toBe(true);
  });

  it('holds the rest of the CLI to the same one git runner: nothing under src/guard or src/heal spawns git itself', async () => {
    for (const file of ['src/guard/git.ts', 'src/heal/git.ts']) {
      const specs = specifiers(file, await readFile(path.join(root, file), 'utf8'))
        .filter((s) => s.kind !== 'import type')
        .map((s) => s.spec);
      expect(specs, file).toContain('../git/run.js');
      expect(
        specs.filter((s) => s === 'execa' || s === 'node:child_process' || s === 'child_process'),
        file,
      ).toEqual([]);
    }
  });
});
