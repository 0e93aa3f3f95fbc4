#!/usr/bin/env node
// `npm run bench [-- NAME ...]`: runs each benchmark in dist/bench/NAME.js (compiled from src/bench/).
// Each prints its own figures as ratios against a baseline measured in the same run, with medians.
// `guard-history` is a measurement, not a timing: it runs scripts/guard-history.js (the guard replayed over the
// labelled corpus, tune and held-out halves) and only when named, since it needs the projects' clones
// (`npm run bench -- guard-history --mirrors DIR`); without them it fails with exit 2 naming the command.
import { existsSync, readdirSync } from 'node:fs';

const scriptBenches = { 'guard-history': new URL('guard-history.js', import.meta.url) };

const dir = new URL('../dist/bench/', import.meta.url);
const available = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3))
  : [];
const args = process.argv.slice(2);
// an option's value (`--mirrors DIR`) is not a benchmark name
const wanted = args.filter((a, i) => !a.startsWith('-') && !args[i - 1]?.startsWith('-'));
const names = wanted.length ? wanted : available;
for (const name of names) {
  if (!available.includes(name) && !scriptBenches[name]) {
    const all = [...available, ...Object.keys(scriptBenches)].join(', ');
    process.stderr.write(`bench: unknown benchmark "${name}" (available: ${all})\n`);
    process.exit(2);
  }
}
const script = names.find((n) => scriptBenches[n]);
if (script && names.length > 1) {
  process.stderr.write(`bench: run ${script} on its own (npm run bench -- ${script} --mirrors DIR)\n`);
  process.exit(2);
}
if (script) {
  process.stdout.write(`\n== bench ${script} ==\n`);
  await import(scriptBenches[script].href); // reads --mirrors etc. from argv, exits with its own code
}
for (const name of names) {
  process.stdout.write(`\n== bench ${name} ==\n`);
  const mod = await import(new URL(`${name}.js`, dir).href);
  await mod.run();
}
