#!/usr/bin/env node
// CommonJS (bin/package.json): an ES module entry costs a start ~9 ms of Node's ESM loader, and
// `droidheal guard` starts as a fresh process on every heal attempt and push. The CLI itself runs
// from dist/, built by `npm install` (prepare) and before every `npm test`.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

// A reader that goes away (`droidheal … | head`) must not crash a command halfway with a stack
// trace: what it still writes is dropped, and it finishes — stopping its servers and devices,
// writing its reports — with its own exit code.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (err) => {
    if (err.code !== 'EPIPE') throw err;
  });

const dist = path.join(__dirname, '..', 'dist', 'cli');

// The exits this file ends with itself, from the table in src/errors.ts (`ExitCode`; a test holds them to it).
const USAGE = 2;
const INTERNAL = 70;

// Whatever escapes a command — an error thrown after main returned, a rejection nobody awaited — is a
// droidheal bug: the one line saying so and where its log is (dist/cli/internal-error.js), exit 70.
// Without this Node would print a stack and exit 1, which a CI job reads as "a test failed".
let crashed = false;
async function internalError(err, origin) {
  if (crashed) return;
  crashed = true;
  let code = INTERNAL;
  try {
    const { reportInternalError } = await import(pathToFileURL(path.join(dist, 'internal-error.js')).href);
    const { version } = require(path.join(__dirname, '..', 'package.json'));
    const verbose = process.argv.includes('--verbose') || process.env.DROIDHEAL_VERBOSE === '1';
    code = reportInternalError(err, { argv: process.argv, version, verbose, origin });
  } catch {
    process.stderr.write(
      `droidheal: internal error: ${String(err)} — this is a droidheal bug, please report it\n${err?.stack ?? ''}\n`,
    );
  }
  process.exit(code);
}
process.on('uncaughtException', (err) => internalError(err, 'uncaught exception'));
process.on('unhandledRejection', (err) => internalError(err, 'unhandled promise rejection'));

async function run() {
  const entry = path.join(dist, 'main.js');
  if (!existsSync(entry)) {
    process.stderr.write('droidheal: not built yet — run `npm install` (or `npm run build`) in the droidheal folder\n');
    return USAGE;
  }
  // the fast path (dist/fastpath/start.cjs, src/fastpath/README.md) serves the commands that start as
  // a fresh process on every heal attempt and push; it gives undefined for the others
  let fastMain;
  try {
    fastMain = await require(path.join(dist, '..', 'fastpath', 'start.cjs')).fastMain(process.argv);
  } catch {
    // not built (no bundler), or damaged (a half-copied install): the modules it was made from still run
    fastMain = undefined;
  }
  served = fastMain !== undefined;
  const { main } = fastMain ? { main: fastMain } : await import(pathToFileURL(entry).href);
  return main(process.argv);
}

// The fast path's command ends through process.exit once its verdict is written ('exit' listeners still run):
// a natural end tears node's environment and V8's heap down piece by piece first, 4-9 % of a 20-file guard
// run's CPU (src/fastpath/README.md, "The end"). Only with nothing left to write: pipes are asynchronous on macOS.
let served = false;
const drained = () => process.stdout.writableLength === 0 && process.stderr.writableLength === 0;

run().then(
  (code) => {
    if (served && drained()) process.exit(code);
    // Let pending writes flush; commands stop their own servers and devices before returning.
    process.exitCode = code;
    // Safety net: a forgotten handle must not keep a finished command alive (the timer itself does not).
    setTimeout(() => process.exit(code), 2000).unref();
  },
  (err) => internalError(err, 'start-up'),
);
