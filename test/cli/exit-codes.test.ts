import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setExitCode, takeExitCode } from '../../src/cli/exit-state.js';
import { ExitCode, errorCodes } from '../../src/errors.js';
import { binPath, repoRoot, runCli } from '../support/cli.js';

/**
 * Every exit droidheal ends with is a row of one table (`ExitCode`, src/errors.ts): the verdicts 0–3,
 * 70 for droidheal's own bug, 130 for an interrupt. Read in the source, in bin/ and in the docs, and
 * met through the real binary.
 */

const preload = fileURLToPath(new URL('../support/bug/preload.mjs', import.meta.url));

async function sources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await sources(p)));
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

const rel = (f: string) => path.relative(repoRoot, f);

describe('the exit-code table', () => {
  it('holds every exit once: 0 ok, 1 fail, 2 usage, 3 undetermined, 70 internal, 130 interrupted', () => {
    expect(ExitCode).toEqual({ ok: 0, fail: 1, usage: 2, undetermined: 3, internal: 70, interrupted: 130 });
    expect(new Set(Object.values(ExitCode)).size).toBe(Object.keys(ExitCode).length);
  });

  it('no error raised on purpose exits as a bug or an interrupt', () => {
    for (const [code, exit] of Object.entries(errorCodes))
      expect([ExitCode.fail, ExitCode.usage, ExitCode.undetermined], code).toContain(exit);
  });

  it('setExitCode takes a code of the table only', () => {
    // @ts-expect-error 5 is in no row of the table: the type check refuses it
    setExitCode(5);
    setExitCode(ExitCode.interrupted);
    expect(takeExitCode()).toBe(130);
  });

  it('no module under src/ ends the process itself or sets an exit code by number (bench/ and chaos/ are dev scripts)', async () => {
    const offenders: string[] = [];
    for (const f of await sources(path.join(repoRoot, 'src'))) {
      const r = rel(f);
      if (r.startsWith('src/bench/') || r.startsWith('src/chaos/')) continue;
      const text = await readFile(f, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/\bprocess\.exit\s*\(|\bprocess\.exitCode\s*=/.test(line)) offenders.push(`${r}:${i + 1}: ${line.trim()}`);
        if (/\bsetExitCode\(\s*-?\d/.test(line)) offenders.push(`${r}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('no command module defines an exit code of its own (a number next to "exit", "interrupted" or "code")', async () => {
    const offenders: string[] = [];
    for (const f of await sources(path.join(repoRoot, 'src', 'cli'))) {
      const text = await readFile(f, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/^\s*(?:export\s+)?const\s+[A-Z_]*(?:EXIT|INTERRUPT|CODE)[A-Z_]*\s*=\s*\d/.test(line))
          offenders.push(`${rel(f)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('bin/droidheal.js ends only with named codes that are rows of the table', async () => {
    const bin = await readFile(binPath, 'utf8');
    const named = Object.fromEntries(
      [...bin.matchAll(/^const ([A-Z_]+) = (\d+);/gm)].map((m) => [m[1]!, Number(m[2])] as const),
    );
    expect(named).toEqual({ USAGE: ExitCode.usage, INTERNAL: ExitCode.internal });
    // every literal return or exit in the file goes through a name
    expect(bin.match(/\breturn\s+\d+\s*;|process\.exit\(\s*\d|process\.exitCode\s*=\s*\d/g)).toBeNull();
  });

  it('README and docs/architecture.md list every code of the table', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const arch = await readFile(path.join(repoRoot, 'docs', 'architecture.md'), 'utf8');
    const readmeLine = readme.slice(readme.indexOf('**Exit codes, every command:**')).split('\n\n')[0]!;
    const archSection = arch.slice(arch.indexOf('## Errors and exit codes')).split('\n## ')[0]!;
    for (const code of Object.values(ExitCode)) {
      expect(readmeLine, `README: ${code}`).toContain(`\`${code}\``);
      expect(archSection, `architecture: ${code}`).toContain(`\`${code}\``);
    }
  });
});

describe('an internal error through the real binary', () => {
  let logs: string;
  beforeAll(async () => {
    logs = await mkdtemp(path.join(os.tmpdir(), 'droidheal-internal-'));
  });
  afterAll(async () => {
    if (logs) await rm(logs, { recursive: true, force: true });
  });

  const crash = (bug: 'throw' | 'stray', dir: string, args: string[] = []) =>
    runCli(['schema', 'rack', ...args], {
      env: {
        NODE_OPTIONS: `--import=${preload}`,
        DROIDHEAL_TEST_BUG: bug,
        DROIDHEAL_LOG_DIR: dir,
        DROIDHEAL_VERBOSE: '',
      },
    });

  const logIn = async (dir: string) => {
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^internal-error-.*\.log$/);
    return { file: path.join(dir, files[0]!), text: await readFile(path.join(dir, files[0]!), 'utf8') };
  };

  it('a bug inside a command: one line saying so and where the log is, exit 70, the stack in the log only', async () => {
    const dir = path.join(logs, 'throw');
    const r = await crash('throw', dir);
    expect(r.exitCode).toBe(ExitCode.internal);
    const log = await logIn(dir);
    expect(r.stderr.trim().split('\n')).toEqual([
      `droidheal: internal error: TypeError: Cannot read properties of undefined (reading 'groups') — this is a droidheal bug, please report it; the log is ${log.file}`,
    ]);
    expect(r.stdout).toBe('');
    expect(log.text).toContain('command: droidheal schema rack');
    expect(log.text).toMatch(
      /^TypeError: Cannot read properties of undefined \(reading 'groups'\)\n\s+at .*schema\.js:\d+:\d+/m,
    );
  });

  it('with --verbose the stack is printed too', async () => {
    const dir = path.join(logs, 'verbose');
    const r = await crash('throw', dir, ['--verbose']);
    expect(r.exitCode).toBe(ExitCode.internal);
    const log = await logIn(dir);
    expect(r.stderr).toContain(`this is a droidheal bug, please report it; the log is ${log.file}`);
    expect(r.stderr).toMatch(/\nTypeError: Cannot read properties of undefined \(reading 'groups'\)\n\s+at /);
  });

  it('a rejection nobody awaited after the command returned is a bug too: exit 70, not Node’s 1', async () => {
    const dir = path.join(logs, 'stray');
    const r = await crash('stray', dir);
    expect(r.exitCode).toBe(ExitCode.internal);
    const log = await logIn(dir);
    expect(r.stderr.trim().split('\n')).toEqual([
      `droidheal: internal error: RangeError: a stray promise nobody awaited — this is a droidheal bug, please report it; the log is ${log.file}`,
    ]);
    expect(log.text).toContain('origin: unhandled promise rejection');
  });

  it('when no log can be written it says so and prints the stack instead', async () => {
    // a regular file where the log directory should be
    const r0 = await crash('throw', path.join(logs, 'throw-first'));
    expect(r0.exitCode).toBe(ExitCode.internal);
    const file = (await logIn(path.join(logs, 'throw-first'))).file;
    const r = await crash('throw', file);
    expect(r.exitCode).toBe(ExitCode.internal);
    expect(r.stderr).toMatch(
      /this is a droidheal bug, please report it; no log could be written \(.+\), the stack follows\n/,
    );
    expect(r.stderr).toMatch(/\nTypeError: Cannot read properties of undefined \(reading 'groups'\)\n\s+at /);
  });

  it('a mistake of the user stays a usage error (2), not a bug', async () => {
    const r = await runCli(['schema', 'no-such-schema'], { env: { DROIDHEAL_LOG_DIR: path.join(logs, 'usage') } });
    expect(r.exitCode).toBe(ExitCode.usage);
    expect(r.stderr).not.toContain('internal error');
    await expect(readdir(path.join(logs, 'usage'))).rejects.toThrow(/ENOENT/);
  });
});
