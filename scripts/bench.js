#!/usr/bin/env node
// `npm run bench [-- NAME ...]`: runs each benchmark in dist/bench/NAME.js (compiled from src/bench/).
// Each prints its own figures as ratios against a baseline measured in the same run, with medians.
import { existsSync, readdirSync } from 'node:fs';

const dir = new URL('../dist/bench/', import.meta.url);
const available = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3))
  : [];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : available;
for (const name of names) {
  if (!available.includes(name)) {
    process.stderr.write(`bench: unknown benchmark "${name}" (available: ${available.join(', ') || 'none'})\n`);
    process.exit(2);
  }
}
for (const name of names) {
  process.stdout.write(`\n== bench ${name} ==\n`);
  const mod = await import(new URL(`${name}.js`, dir).href);
  await mod.run();
}
