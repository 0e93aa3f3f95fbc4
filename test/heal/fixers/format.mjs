// A regenerator: strips trailing whitespace from every Kotlin file (like ktlintFormat), exits 1 as formatters do when they fixed something.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const walk = (d) =>
  readdirSync(d).flatMap((n) => {
    const p = path.join(d, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.kt') ? [p] : [];
  });
for (const f of walk('app')) writeFileSync(f, readFileSync(f, 'utf8').replace(/[ \t]+$/gm, ''));
process.exit(1);
