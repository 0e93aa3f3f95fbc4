#!/usr/bin/env node
// Bundles the guard for start-up time. The guard runs as a fresh process on every heal attempt and
// every push; Node's ESM loader pays per module (resolve, read, compile, link), and Node 20 keeps no
// compiled code between processes (`npm run bench -- guard`). Run by `npm run build` after tsc.
//
// 1. dist/guard/change.bundle.js: dist/guard/change.js and everything it imports as one ES module,
//    for the CLI's module path and library users. Kept outside: web-tree-sitter (it finds its wasm
//    next to its own file) and dist/errors.js (the CLI tells its error classes apart with
//    instanceof: one copy only). zod stays a separate chunk, loaded only when the base revision's
//    droidheal.json has a `guard` key.
// 2. dist/cli/guard.bundle.cjs: `droidheal guard` whole — the CLI front (main.js with only the guard
//    command), commander, the guard, web-tree-sitter — as one CommonJS script, which
//    bin/droidheal.js runs through dist/cli/guard-start.cjs (guard-start.js as CommonJS, so no
//    ES module is loaded on the way) with a V8 code cache, dist/cli/guard.bundle.cache, made here
//    by a warm-up run on a copy of the fixture app. guard.bundle.json lists the modules both were
//    made from (a newer one makes them stale).
// Without the bundler (a production install) the step is skipped and the CLI loads the modules.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const dir = path.join(dist, 'guard');
const cli = path.join(dist, 'cli');
const entry = path.join(dir, 'change.js');
const out = path.join(dir, 'change.bundle.js');
const cliOut = ['guard.bundle.cjs', 'guard.bundle.json', 'guard.bundle.cache', 'guard-start.cjs'].map((f) =>
  path.join(cli, f),
);
for (const f of [out, ...cliOut]) rmSync(f, { force: true });
if (!existsSync(entry)) {
  process.stderr.write('bundle-guard: dist/guard/change.js is missing; run tsc first\n');
  process.exit(2);
}
let rolldown;
try {
  rolldown = await import('rolldown');
} catch {
  process.stderr.write('bundle-guard: rolldown is not installed; droidheal guard loads its modules one by one\n');
  process.exit(0);
}
const errors = path.join(dist, 'errors.js');
await rolldown.build({
  input: entry,
  platform: 'node',
  logLevel: 'warn',
  external: (id, importer) =>
    id === 'web-tree-sitter' ||
    (importer !== undefined && id.startsWith('.') && path.resolve(path.dirname(importer), id) === errors),
  output: {
    dir,
    format: 'esm',
    entryFileNames: 'change.bundle.js',
    chunkFileNames: 'change.bundle-[name].js',
  },
});

// 2. The CLI bundle: two modules are replaced by what `droidheal guard` needs of them.
const replaced = {
  // only the guard command (main.js registers only the command typed anyway)
  [path.join(cli, 'commands.js')]:
    "import * as guard from './guard.js';\nexport const commandModules = [{ name: 'guard', load: async () => guard }];\n",
  // the guard is in this bundle already
  [path.join(cli, 'guard-load.js')]:
    "import * as guard from '../guard/change.js';\nexport async function loadGuard() { return guard; }\n",
};
const cliBuild = await rolldown.build({
  input: { 'guard.bundle': path.join(cli, 'guard-bundle.js') },
  platform: 'node',
  // web-tree-sitter's emscripten glue uses direct eval for its own code: harmless, and not ours to change
  onLog: (level, log, handler) => (log.code === 'EVAL' ? undefined : handler(level, log)),
  plugins: [{ name: 'guard-only', load: (id) => replaced[id] }],
  output: {
    dir: cli,
    format: 'cjs',
    entryFileNames: '[name].cjs',
    // one script (lazy parts such as zod are wrapped, not run), and no import(): a vm.Script has no module loader
    codeSplitting: false,
    dynamicImportInCjs: false,
    // read on every start: without comments, and ASCII only (Node reads it straight into a one-byte
    // string: half the size, no decoding)
    comments: false,
    charset: 'ascii',
  },
});
// ... and already the module wrapper function that guard-start.ts compiles, so no copy is made to
// wrap it (rolldown's banner and footer options are parsed with the code, so it is added here)
const bundleFile = cliOut[0];
writeFileSync(
  bundleFile,
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundleFile, 'utf8')}\n})`,
);
// the start itself, as CommonJS: bin/droidheal.js requires it without Node's ESM loader
const startBuild = await rolldown.build({
  input: path.join(cli, 'guard-start.js'),
  platform: 'node',
  logLevel: 'warn',
  output: { dir: cli, format: 'cjs', entryFileNames: 'guard-start.cjs', codeSplitting: false },
});
const inputs = [
  ...new Set(
    [...cliBuild.output, ...startBuild.output]
      .flatMap((o) => o.moduleIds ?? [])
      .filter((id) => path.isAbsolute(id) && id.startsWith(dist + path.sep) && !replaced[id])
      .map((id) => path.relative(cli, id)),
  ),
].sort();
// and where the parser's wasm files are, found as the bundle would find them (guard-start.ts)
const { parserWasmFiles } = await import(pathToFileURL(path.join(dir, 'kotlin', 'wasm-flags.js')).href);
const resolveFromCli = createRequire(bundleFile).resolve;
const wasm = Object.fromEntries(
  Object.values(parserWasmFiles).map((id) => [id, path.relative(cli, resolveFromCli(id))]),
);
writeFileSync(cliOut[1], `${JSON.stringify({ inputs, wasm }, null, 2)}\n`);

// 3. The code cache: one guard run over a comment-only change of every Kotlin file of the fixture
// app compiles what a real run compiles; guard-start.cjs writes the cache when the run ends.
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
if (!existsSync(cliOut[2]))
  process.stderr.write('bundle-guard: no code cache was made; droidheal guard compiles at start\n');
