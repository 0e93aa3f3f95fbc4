import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandModules } from '../../src/cli/commands.js';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { repoRoot, runCli } from '../support/cli.js';

describe('droidheal CLI skeleton', () => {
  it('--help lists every command with one line each, and exits 0', async () => {
    const r = await runCli(['--help']);
    expect(r.exitCode).toBe(ExitCode.ok);
    for (const m of commandModules) expect(r.stdout).toMatch(new RegExp(`^  ${m.name}\\b`, 'm'));
  });

  it('--version prints the package version', async () => {
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    const r = await runCli(['--version']);
    expect(r.exitCode).toBe(ExitCode.ok);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it.each([
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['--bogus'], "unknown option '--bogus'"],
    [['gate', 'r.json', '--no-such-flag'], "unknown option '--no-such-flag'"],
    [['gate'], "missing required argument 'report'"],
  ])('%j is a usage error: one line on stderr, exit 2', async (args, message) => {
    const r = await runCli(args);
    expect(r.exitCode).toBe(ExitCode.usage);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a command group without its subcommand shows its usage and exits 2', async () => {
    const r = await runCli(['report']);
    expect(r.exitCode).toBe(ExitCode.usage);
    expect(r.stdout + r.stderr).toMatch(/merge/);
  });

  it('loads the command being run, whichever global flags come first', async () => {
    const r = await runCli(['--verbose', 'schema', 'nope']);
    expect(r.exitCode).toBe(ExitCode.usage);
    expect(r.stderr).toContain('unknown schema "nope"');
  });

  it('no arguments prints the help and exits 2', async () => {
    const r = await runCli([]);
    expect(r.exitCode).toBe(ExitCode.usage);
    expect(r.stdout).toContain('Usage: droidheal');
  });
});
