#!/usr/bin/env node
// Copies the non-TypeScript files modules read at runtime (src/**/assets/) into dist/, next to the
// compiled modules that read them, so dist/ works on its own. Run by `npm run build` and the test set-up.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
  if (!entry.isDirectory() || entry.name !== 'assets') continue;
  const from = path.join(entry.parentPath ?? entry.path, entry.name);
  const to = path.join(root, 'dist', path.relative(path.join(root, 'src'), from));
  cpSync(from, to, { recursive: true });
}
