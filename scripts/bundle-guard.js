#!/usr/bin/env node
// Bundles the guard (dist/guard/change.js and everything it imports) into one module,
// dist/guard/change.bundle.js, which `droidheal guard` loads when it exists. The guard runs as a
// fresh process on every heal attempt and every push; Node's ESM loader pays per module (resolve,
// read, compile, link), and one module instead of ~30 is most of the gap to a bare node start
// (`npm run bench -- guard`). Run by `npm run build` after tsc.
//
// Kept outside the bundle: web-tree-sitter (it finds its wasm next to its own file) and
// dist/errors.js (the CLI tells its error classes apart with instanceof: one copy only). zod stays
// a separate chunk, loaded only when the base revision's droidheal.json has a `guard` key.
// Without the bundler (a production install) the step is skipped and the CLI loads the modules.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, 'dist', 'guard');
const entry = path.join(dir, 'change.js');
const out = path.join(dir, 'change.bundle.js');
rmSync(out, { force: true });
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
const errors = path.join(root, 'dist', 'errors.js');
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
