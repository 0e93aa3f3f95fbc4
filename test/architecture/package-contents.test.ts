import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/cli.js';

// What `npm pack` would publish, asked of npm itself (`files` rules, negations and npm's own
// defaults), over the dist/ the global set-up built: the same tsc run compiles src/bench and
// src/chaos, so dist/bench and dist/chaos exist and the exclusion is tested on real files.
// --ignore-scripts: `prepare` would rebuild dist/ while other test files run the binary.

/** The development tools (`npm run bench`, `npm run chaos`) and the test suite: never published. */
const DEV_ONLY: ReadonlyArray<[RegExp, string]> = [
  [/^(?:dist|src)\/bench\//, 'benchmark code (npm run bench)'],
  [/^(?:dist|src)\/chaos\//, 'chaos harness code (npm run chaos)'],
  [/^scripts\//, 'a development script'],
  [/^test\//, 'the test suite'],
  [/\.tsbuildinfo$/, "tsc's incremental build state"],
  [/^android-fixtures\/fixers\/cli-standins\//, 'stand-ins for the fixer CLIs the engine tests run'],
];

/** One line per packed file that is dev-only, naming why. */
function devOnlyFiles(packed: readonly string[]): string[] {
  return packed.flatMap((f) => {
    const hit = DEV_ONLY.find(([re]) => re.test(f));
    return hit ? [`${f}: ${hit[1]}`] : [];
  });
}

/** The relative module specifiers of a JavaScript file: static, dynamic import() with a literal, require(). */
function relativeImports(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('./') || s.startsWith('../'))
    .map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)));
}

/** Each import of a packed module whose target is not packed: `from → to`. */
function danglingImports(packed: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const f of packed) {
    if (!/\.(?:m|c)?js$/.test(f)) continue;
    for (const to of relativeImports(f, readFileSync(path.join(repoRoot, f), 'utf8')))
      if (!packed.has(to)) out.push(`${f} → ${to}`);
  }
  return out.sort();
}

describe('the published package holds the product only', () => {
  let packed: string[];

  beforeAll(async () => {
    const r = await execa('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: repoRoot,
      timeout: 120_000,
    });
    packed = (JSON.parse(r.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path).sort();
  }, 180_000);

  it('the build made the dev tools, so their absence below is the rules at work', () => {
    for (const f of ['dist/bench/schedule.js', 'dist/chaos/suite.js', 'dist/chaos/real.js'])
      expect(existsSync(path.join(repoRoot, f)), f).toBe(true);
    // and the product is there: an empty pack would pass every check below
    for (const f of ['bin/droidheal.js', 'dist/index.js', 'dist/cli/main.js', 'dist/cli/demo.js', 'package.json'])
      expect(packed).toContain(f);
  });

  it('no bench, chaos, test, script or build-state file is packed', () => {
    expect(devOnlyFiles(packed)).toEqual([]);
  });

  it('every relative import of a packed module is packed too (no product module needs the dev tools)', () => {
    expect(danglingImports(new Set(packed))).toEqual([]);
  });

  it('the only scripted fixers packed are the ones `droidheal demo` runs, and what they import', () => {
    const demo = readFileSync(path.join(repoRoot, 'dist/cli/demo.js'), 'utf8');
    const fixers = packed.filter((f) => f.startsWith('android-fixtures/fixers/'));
    const needed = new Set(fixers.filter((f) => demo.includes(`'${path.posix.basename(f)}'`)));
    expect(needed.size).toBeGreaterThan(0);
    for (const f of [...needed])
      for (const to of relativeImports(f, readFileSync(path.join(repoRoot, f), 'utf8'))) needed.add(to);
    expect(fixers.filter((f) => !needed.has(f))).toEqual([]);
  });

  it('names each dev-only file it is given', () => {
    expect(
      devOnlyFiles([
        'dist/pool/pool.js',
        'dist/chaos/real.js',
        'dist/bench/schedule.d.ts',
        'dist/.tsbuildinfo',
        'test/support/cli.ts',
        'android-fixtures/fixers/cli-standins/claude',
        'android-fixtures/fixers/genuine.mjs',
      ]),
    ).toEqual([
      'dist/chaos/real.js: chaos harness code (npm run chaos)',
      'dist/bench/schedule.d.ts: benchmark code (npm run bench)',
      "dist/.tsbuildinfo: tsc's incremental build state",
      'test/support/cli.ts: the test suite',
      'android-fixtures/fixers/cli-standins/claude: stand-ins for the fixer CLIs the engine tests run',
    ]);
  });
});
