#!/usr/bin/env node
// The CLI runs from dist/, built by `npm install` (prepare) and before every `npm test`.
import { existsSync } from 'node:fs';

// A reader that goes away (`droidheal … | head`) must not crash a command halfway with a stack
// trace: what it still writes is dropped, and it finishes — stopping its servers and devices,
// writing its reports — with its own exit code.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (err) => {
    if (err.code !== 'EPIPE') throw err;
  });

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('droidheal: not built yet — run `npm install` (or `npm run build`) in the droidheal folder\n');
  process.exit(2);
}
// `guard` runs on every heal attempt and push: its pre-compiled bundle when the build made one (guard-start.js)
const word = process.argv.slice(2).find((a) => !a.startsWith('-'));
const start = new URL('../dist/cli/guard-start.js', import.meta.url);
const guardMain = word === 'guard' && existsSync(start) ? (await import(start.href)).bundledGuardMain() : undefined;
const { main } = guardMain ? { main: guardMain } : await import(entry.href);
const code = await main(process.argv);
// Let pending writes flush; commands stop their own servers and devices before returning.
process.exitCode = code;
// Safety net: a forgotten handle must not keep a finished command alive (the timer itself does not).
setTimeout(() => process.exit(code), 2000).unref();
