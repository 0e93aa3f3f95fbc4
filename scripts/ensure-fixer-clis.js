#!/usr/bin/env node
// Install the real fixer CLIs droidheal's engine tests check their flags against — Claude Code and the
// Codex CLI, pinned — into a cache directory (default .droidheal/fixer-clis/ in the repository), never as
// dependencies of droidheal. Prints {"bin": DIR, "claude": {...}, "codex": {...}} on stdout; DIR holds
// `claude` and `codex` to put first on PATH. Fails with one line and exit 2 when they cannot be installed.
//
//   node scripts/ensure-fixer-clis.js [--dir DIR]
//
// npm skips install scripts, and Claude Code's postinstall is what copies its native binary over the
// `claude` placeholder: the binary is taken from the platform package directly instead.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The versions the flags were checked against; bump them together with the engine adapters. */
export const pinned = { '@anthropic-ai/claude-code': '2.1.332', '@openai/codex': '0.171.0' };

const root = fileURLToPath(new URL('..', import.meta.url));
const dirArg = process.argv.indexOf('--dir');
const dir = path.resolve(dirArg > 0 ? process.argv[dirArg + 1] : path.join(root, '.droidheal', 'fixer-clis'));

function fail(message) {
  process.stderr.write(`ensure-fixer-clis: ${message}\n`);
  process.exit(2);
}

function platformKeys() {
  const arch = process.arch === 'x64' ? 'x64' : process.arch === 'arm64' ? 'arm64' : process.arch;
  const base = `${process.platform}-${arch}`;
  // musl builds are separate packages; whichever npm installed is the one that fits
  return process.platform === 'linux' ? [base, `${base}-musl`] : [base];
}

function claudeBinary() {
  for (const key of platformKeys()) {
    const p = path.join(dir, 'node_modules', '@anthropic-ai', `claude-code-${key}`, 'claude');
    if (existsSync(p)) return p;
  }
  // a postinstall that did run leaves the real binary in place of the placeholder
  const placed = path.join(dir, 'node_modules', '@anthropic-ai', 'claude-code', 'bin', 'claude.exe');
  if (existsSync(placed) && statSync(placed).size > 1_000_000) return placed;
  return undefined;
}

function codexScript() {
  const p = path.join(dir, 'node_modules', '@openai', 'codex', 'bin', 'codex.js');
  return existsSync(p) ? p : undefined;
}

function version(file) {
  try {
    return execFileSync(file, ['--version'], {
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch {
    return undefined;
  }
}

function installed() {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return JSON.stringify(pkg.dependencies) === JSON.stringify(pinned);
  } catch {
    return false;
  }
}

mkdirSync(dir, { recursive: true });
if (!installed() || !claudeBinary() || !codexScript()) {
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: pinned }, null, 2)}\n`,
  );
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
      cwd: dir,
      timeout: 15 * 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    const why = String(err.stderr ?? err.message)
      .trim()
      .split('\n')
      .filter((l) => /ERR!|error/i.test(l))
      .slice(-1)[0];
    rmSync(path.join(dir, 'package.json'), { force: true });
    fail(
      `could not install ${Object.entries(pinned)
        .map(([n, v]) => `${n}@${v}`)
        .join(
          ' and ',
        )} into ${dir}${why ? ` (${why.trim()})` : ''} — check npm's registry access, or install them there by hand`,
    );
  }
}

const claude = claudeBinary();
const codex = codexScript();
if (!claude)
  fail(
    `@anthropic-ai/claude-code@${pinned['@anthropic-ai/claude-code']} has no native binary for ${platformKeys()[0]} in ${dir}`,
  );
if (!codex) fail(`@openai/codex@${pinned['@openai/codex']} is missing bin/codex.js in ${dir}`);

const bin = path.join(dir, 'bin');
mkdirSync(bin, { recursive: true });
for (const [name, target] of [
  ['claude', claude],
  ['codex', codex],
]) {
  rmSync(path.join(bin, name), { force: true });
  symlinkSync(target, path.join(bin, name));
}
const claudeVersion = version(path.join(bin, 'claude'));
const codexVersion = version(path.join(bin, 'codex'));
if (!claudeVersion) fail(`${path.join(bin, 'claude')} does not run (--version failed)`);
if (!codexVersion) fail(`${path.join(bin, 'codex')} does not run (--version failed); it needs node on PATH`);
process.stdout.write(
  `${JSON.stringify({ bin, claude: { path: claude, version: claudeVersion }, codex: { path: codex, version: codexVersion } })}\n`,
);
