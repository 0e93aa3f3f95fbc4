#!/usr/bin/env node
// Bundles the guard's fast path (src/fastpath/README.md), run by `npm run build` after tsc.
// `droidheal guard` is a fresh process on every heal attempt and every push; Node's ESM loader pays
// per module (resolve, read, compile, link) and Node 20 keeps no compiled code between processes.
//
// Two declared entries, bundled by rolldown as they are — nothing is replaced or rewritten:
// - dist/fastpath/entry.js → dist/fastpath/guard.cjs: the CLI with only the guard command,
//   commander, the guard and web-tree-sitter as one CommonJS script, wrapped as the module function
//   that start.ts compiles with a V8 code cache (dist/fastpath/guard.cache, made below by a warm-up
//   run on a copy of the fixture app);
// - dist/fastpath/start.js → dist/fastpath/start.cjs, which bin/droidheal.js requires (CommonJS:
//   no ES module is loaded on the way).
// Without the bundler (a production install) the step is skipped and `droidheal guard` loads its modules.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packGrammar } from './pack-grammar.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, 'dist', 'fastpath');
const outputs = ['guard.cjs', 'guard.cache', 'start.cjs', 'tree-sitter-kotlin.wasm'].map((f) => path.join(dir, f));
for (const f of outputs) rmSync(f, { force: true });
if (!existsSync(path.join(dir, 'entry.js'))) {
  process.stderr.write('bundle-guard: dist/fastpath/entry.js is missing; run tsc first\n');
  process.exit(2);
}
let rolldown;
try {
  rolldown = await import('rolldown');
} catch {
  process.stderr.write('bundle-guard: rolldown is not installed; droidheal guard loads its modules one by one\n');
  process.exit(0);
}

// guard.cjs before start.cjs: a start without its guard.cjs gives undefined, and bin loads the modules
await rolldown.build({
  input: { guard: path.join(dir, 'entry.js') },
  platform: 'node',
  // web-tree-sitter's emscripten glue uses direct eval for its own code: harmless, and not ours to change
  onLog: (level, log, handler) => (log.code === 'EVAL' ? undefined : handler(level, log)),
  output: {
    dir,
    format: 'cjs',
    entryFileNames: '[name].cjs',
    // one script (lazy parts such as zod are wrapped, not run), and no import(): a vm.Script has no module loader
    codeSplitting: false,
    dynamicImportInCjs: false,
    // read on every start: without comments or indentation, and ASCII only (read straight into a
    // one-byte string): 941 -> 778 KB, ~5 ms less main-thread CPU a run. Names are kept, so a
    // --verbose stack trace still reads; mangling them saved nothing more.
    comments: false,
    minify: { mangle: false, compress: false, codegen: { removeWhitespace: true } },
    charset: 'ascii',
    // the module wrapper function that start.ts compiles, so no copy is made to wrap it
    postBanner: '(function (exports, require, module, __filename, __dirname) {',
    postFooter: '\n})',
  },
});
await rolldown.build({
  input: { start: path.join(dir, 'start.js') },
  platform: 'node',
  logLevel: 'warn',
  output: { dir, format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
});

// The grammar packed (scripts/pack-grammar.js): the same tables in 2.2 of 3.4 MB, which V8 copies
// on the main thread when it compiles them; start.js reads it from here, the package's file without it.
try {
  const grammar = createRequire(import.meta.url).resolve(
    '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
  );
  writeFileSync(outputs[3], packGrammar(readFileSync(grammar)));
} catch (err) {
  process.stderr.write(
    `bundle-guard: the grammar was not packed (${err.message}); droidheal guard reads the package's\n`,
  );
}

// The code cache: one guard run over a comment-only change of every Kotlin file of the fixture
// app compiles what a real run compiles; start.cjs writes the cache when the run ends.
const fixture = path.join(root, 'android-fixtures', 'compose-app');
if (existsSync(fixture)) {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'droidheal-guard-warmup-'));
  try {
    cpSync(fixture, repo, { recursive: true });
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'droidheal',
      GIT_AUTHOR_EMAIL: 'droidheal@example.invalid',
      GIT_COMMITTER_NAME: 'droidheal',
      GIT_COMMITTER_EMAIL: 'droidheal@example.invalid',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    };
    const git = (...args) => spawnSync('git', args, { cwd: repo, env, stdio: 'ignore' }).status === 0;
    const ok = git('init', '-q') && git('add', '-A') && git('commit', '-q', '-m', 'base');
    for (const f of readdirSync(repo, { recursive: true, encoding: 'utf8' })) {
      if (!/\.kts?$/.test(f) || f.startsWith('.git')) continue;
      const p = path.join(repo, f);
      writeFileSync(p, `${readFileSync(p, 'utf8')}\n// warm-up\n`);
    }
    if (ok && git('commit', '-q', '-a', '-m', 'head')) {
      spawnSync(
        process.execPath,
        [
          path.join(root, 'bin', 'droidheal.js'),
          'guard',
          '--repo',
          repo,
          '--base',
          'HEAD~1',
          '--head',
          'HEAD',
          '--json',
        ],
        { stdio: 'ignore', timeout: 120_000 },
      );
    }
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
if (!existsSync(outputs[1]))
  process.stderr.write('bundle-guard: no code cache was made; droidheal guard compiles at start\n');
